import { metalRecycling } from "virtual:content/metalRecycling";
import { Section, SectionHeading } from "../../components/Section.tsx";
import styles from "./metal-recycling.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

export function Experience() {
  return (
    <Section tone="ink" labelledBy="experience-heading">
      <div className={styles.experience}>
        <div>
          <SectionHeading id="experience-heading">{metalRecycling.experience.heading}</SectionHeading>
          <Paragraphs texts={metalRecycling.experience.body} />
        </div>
        <p className={styles.claim}>
          <span className={styles.claimValue}>
            {metalRecycling.experience.claim.value}
            <span>{metalRecycling.experience.claim.unit}</span>
          </span>
          <span className={styles.claimLabel}>{metalRecycling.experience.claim.label}</span>
        </p>
      </div>
    </Section>
  );
}
