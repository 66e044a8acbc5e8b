import type { ReactNode } from "react";
import styles from "./Section.module.css";

type Tone = "paper" | "white" | "ink" | "drawing";

/**
 * A full-width band of a page with the page grid inside. `labelledBy` is the id of the heading that
 * names it, so every section is a landmark a screen-reader user can jump to.
 */
export function Section({
  tone = "paper",
  labelledBy,
  children,
  narrow = false,
}: {
  tone?: Tone;
  labelledBy: string;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <section
      className={`${styles.section} ${styles[tone]}${tone === "ink" ? " on-dark" : ""}`}
      aria-labelledby={labelledBy}
    >
      <div className={narrow ? `${styles.inner} ${styles.narrow}` : styles.inner}>{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <header className={styles.heading}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id}>{children}</h2>
    </header>
  );
}
