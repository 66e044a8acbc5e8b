import { about } from "virtual:content/about";
import { Section } from "../../components/Section.tsx";
import styles from "./Principles.module.css";
import { twoDigits } from "../../format/format.ts";

/** Vision, Strength and Mission. */
export function Principles() {
  return (
    <Section tone="ink" labelledBy="principles-heading" heading={about.principlesHeading} headingHidden>
      <ul className={styles.cards}>
        {about.cards.map((card, index) => (
          <li key={card.key} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p>{card.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
