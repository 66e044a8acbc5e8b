import { Section, SectionHeading } from "../../components/Section.tsx";
import { about } from "../../content/about.ts";
import styles from "./Values.module.css";

/** The five values: a list until the carousel wraps it. */
export function Values() {
  return (
    <Section tone="drawing" labelledBy="values-heading">
      <SectionHeading id="values-heading">{about.values.heading}</SectionHeading>
      <ul className={styles.values}>
        {about.values.items.map((value) => (
          <li key={value.title} className={styles.value}>
            <h3>{value.title}</h3>
            <p>{value.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
