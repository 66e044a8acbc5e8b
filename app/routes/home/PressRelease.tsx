import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import styles from "./PressRelease.module.css";

const { pressRelease } = home;

/** "Nov. 08, 2023", the way the company dates its releases. */
export function formatReleaseDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const long = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(date);
  const month = part("month") === long ? long : `${part("month")}.`;
  return `${month} ${part("day")}, ${part("year")}`;
}

export function PressRelease() {
  return (
    <Section tone="paper" labelledBy="press-release-heading" narrow>
      <article className={styles.release}>
        <p className={styles.meta}>
          <span>{pressRelease.eyebrow}</span>
          <time dateTime={pressRelease.date}>{formatReleaseDate(pressRelease.date)}</time>
        </p>
        <SectionHeading id="press-release-heading">{pressRelease.heading}</SectionHeading>
        {pressRelease.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
    </Section>
  );
}
