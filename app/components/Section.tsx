import type { ReactNode } from "react";
import styles from "./Section.module.css";

type Tone = "paper" | "white" | "ink" | "drawing";

/**
 * A full-width band of a page with the page grid inside. `labelledBy` is the id of the heading that
 * names it, so every section is a landmark a screen-reader user can jump to. With `heading`, the
 * section opens with that heading (a SectionHeading, or for screen readers only where the cards
 * say it already); without, the children hold the heading with that id.
 */
export function Section({
  tone = "paper",
  labelledBy,
  heading,
  eyebrow,
  headingHidden = false,
  children,
  narrow = false,
}: {
  tone?: Tone;
  labelledBy: string;
  heading?: string;
  eyebrow?: string;
  headingHidden?: boolean;
  children: ReactNode;
  narrow?: boolean;
}) {
  let opening: ReactNode = null;
  if (heading !== undefined)
    opening = headingHidden ? (
      <h2 id={labelledBy} className="visually-hidden">
        {heading}
      </h2>
    ) : (
      <SectionHeading id={labelledBy} eyebrow={eyebrow}>
        {heading}
      </SectionHeading>
    );
  return (
    <section
      className={`${styles.section} ${styles[tone]}${tone === "ink" ? " on-dark" : ""}`}
      aria-labelledby={labelledBy}
    >
      <div className={narrow ? `${styles.inner} ${styles.narrow}` : styles.inner}>
        {opening}
        {children}
      </div>
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
