import { Section } from "../../components/Section.tsx";
import { about } from "../../content/about.ts";
import styles from "./Principles.module.css";

/** Vision, Strength and Mission. */
export function Principles() {
  return (
    <Section tone="ink" labelledBy="principles-vision">
      <ul className={styles.cards}>
        {about.cards.map((card, index) => (
          <li key={card.key} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h2 id={`principles-${card.key}`} className={styles.title}>
              {card.title}
            </h2>
            <p>{card.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
