import { metalRecycling } from "virtual:content/metalRecycling";
import { Section, SectionHeading } from "../../components/Section.tsx";
import styles from "./metal-recycling.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

const { experience } = metalRecycling;

export function Experience() {
  return (
    <Section tone="ink" labelledBy="experience-heading">
      <div className={styles.experience}>
        <div>
          <SectionHeading id="experience-heading">{experience.heading}</SectionHeading>
          <Paragraphs texts={experience.body} />
        </div>
        <p className={styles.claim}>
          <span className={styles.claimValue}>
            {experience.claim.value}
            <span>{experience.claim.unit}</span>
          </span>
          <span className={styles.claimLabel}>{experience.claim.label}</span>
        </p>
      </div>
    </Section>
  );
}
