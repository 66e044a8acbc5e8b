import { home } from "virtual:content/home";
import { Section, SectionHeading } from "../../components/Section.tsx";
import styles from "./Specifications.module.css";

const { specifications } = home;

export function Specifications() {
  return (
    <Section tone="drawing" labelledBy="specifications-heading">
      <SectionHeading id="specifications-heading">{specifications.heading}</SectionHeading>
      <div className={styles.columns}>
        {specifications.columns.map((column) => (
          <section key={column.title} className={styles.column} aria-label={column.title}>
            <h3>{column.title}</h3>
            <ul>
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
