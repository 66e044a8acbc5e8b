import { home } from "virtual:content/home";
import { monthName } from "../../format/locale-format.ts";
import { Link } from "react-router";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { entryPathOf } from "../../pages.ts";
import styles from "./PressRelease.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

/** "Nov. 08, 2023", the way the company dates its releases: a shortened month takes a full stop. */
export function formatReleaseDate(isoDate: string): string {
  const [year = "", month = "1", day = ""] = isoDate.split("-");
  const index = Number(month) - 1;
  const short = monthName(index, "short");
  const name = short === monthName(index, "long") ? short : `${short}.`;
  return `${name} ${day}, ${year}`;
}

export function PressRelease() {
  const { pressRelease } = home;
  return (
    <Section tone="paper" labelledBy="press-release-heading" narrow>
      <article className={styles.release}>
        <p className={styles.meta}>
          <span>{pressRelease.eyebrow}</span>
          <time dateTime={pressRelease.date}>{formatReleaseDate(pressRelease.date)}</time>
        </p>
        <SectionHeading id="press-release-heading">{pressRelease.heading}</SectionHeading>
        <Paragraphs texts={pressRelease.body} />
        <p>
          <Link className={styles.more} to={entryPathOf("article", pressRelease.article)}>
            {pressRelease.readMore}
          </Link>
        </p>
      </article>
    </Section>
  );
}
