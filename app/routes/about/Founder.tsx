import { about } from "virtual:content/about";
import { site } from "virtual:content/site";
import { ExperienceYears } from "../../components/ExperienceYears.tsx";
import founderImages from "virtual:image-slots/founder";
import { imageOf } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import styles from "./Founder.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// Founder.module.css: the content width up to 22rem on phones and tablets, then 4 of 12 columns.
const portraitSizes =
  "(max-width: 386px) calc(95vw - 1rem), (max-width: 860px) 22rem, (max-width: 1248px) calc(31.7vw - 2.3rem), 357px";

export function Founder() {
  const portraitImage = imageOf(founderImages, "founder");
  const { founder } = about;
  const portrait = [{ image: portraitImage, alt: founder.photo.alt, title: site.founder.name }];
  const viewer = useImageViewer(portrait);
  return (
    <Section tone="white" labelledBy="founder-heading">
      <div className={styles.grid}>
        <div className={styles.portrait}>
          <ZoomButton alt={founder.photo.alt} onOpen={() => viewer.open(0)}>
            <Photo image={portraitImage} alt={founder.photo.alt} sizes={portraitSizes} priority />
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
          <Paragraphs texts={founder.bio} />
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
