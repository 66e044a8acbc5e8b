import { ExperienceYears } from "../../components/ExperienceYears.tsx";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { about } from "../../content/about.ts";
import { site } from "../../content/site.ts";
import styles from "./Founder.module.css";

const { founder } = about;
const portrait = [{ slot: "founder", alt: founder.photo.alt, title: site.founder.name }];

export function Founder() {
  const viewer = useImageViewer(portrait);
  return (
    <Section tone="white" labelledBy="founder-heading">
      <div className={styles.grid}>
        <div className={styles.portrait}>
          <ZoomButton alt={founder.photo.alt} onOpen={() => viewer.open(0)}>
            <Photo slot="founder" alt={founder.photo.alt} />
          </ZoomButton>
          {viewer.element}
          <p className={styles.name}>
            <strong>{site.founder.name}</strong>
            <span>{site.founder.role}</span>
          </p>
        </div>
        <div className={styles.text}>
          <SectionHeading id="founder-heading" eyebrow={founder.eyebrow}>
            {founder.heading}
          </SectionHeading>
          {founder.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.experience}>
            <span className={styles.years} data-testid="experience-years">
              <ExperienceYears />
            </span>
            <span className={styles.label}>{founder.experienceLabel}</span>
          </p>
        </div>
      </div>
    </Section>
  );
}
