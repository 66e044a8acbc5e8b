import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { about } from "../../content/about.ts";
import { site } from "../../content/site.ts";
import styles from "./Certification.module.css";

const { certification } = about;

export function Certification() {
  return (
    <Section tone="white" labelledBy="certification-heading">
      <div className={styles.grid}>
        <div>
          <SectionHeading id="certification-heading" eyebrow={certification.eyebrow}>
            {certification.heading}
          </SectionHeading>
          <p className={styles.standard}>{certification.standard}</p>
          {certification.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className={styles.certifier}>
            <dt>{certification.certifierLabel}</dt>
            <dd>{site.certifier}</dd>
          </dl>
        </div>
        <div className={styles.certificate}>
          <Photo slot="certificate" alt={certification.certificate.alt} />
        </div>
      </div>
    </Section>
  );
}
