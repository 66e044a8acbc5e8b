import { site } from "virtual:content/site";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { PageLink } from "../content/schemas/index.ts";
import { longDate } from "../format/locale-format.ts";
import { PageBanner } from "./PageBanner.tsx";
import styles from "./DocumentPage.module.css";
import { fillTemplate } from "../format/template.ts";

interface DocumentSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  link?: PageLink;
}

interface Document {
  banner: { title: string; breadcrumbs: PageLink[] };
  updated: string;
  updatedLabel: string;
  intro: string[];
  sections: DocumentSection[];
}

/** The facts a legal text quotes, from the site settings: written once, in content/site.yaml. */
const facts = {
  legalName: site.company.legalName,
  registeredOffice: site.company.registeredOffice,
  vatNumber: site.company.vatNumber,
  retentionDays: site.privacy.retentionDays,
};

/** A paragraph with its {tokens} filled, and the privacy email address as a link. */
function Prose({ text }: { text: string }) {
  const parts = fillTemplate(text, facts).split("{privacyEmail}");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={`mailto:${site.privacy.email}`}>{site.privacy.email}</a>}
      {part}
    </Fragment>
  ));
}

/**
 * A plain text page (the privacy notice, the cookie statement): banner, introduction, optional
 * contents list, numbered sections a reader can link to, and the date of the last change.
 */
export function DocumentPage({
  document,
  contents,
  children,
}: {
  document: Document;
  /** the heading of a list of the sections at the top; none when omitted */
  contents?: string;
  /** what comes between the introduction and the sections (the cookie table) */
  children?: ReactNode;
}) {
  return (
    <>
      <PageBanner {...document.banner} />
      <article className={styles.document}>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            <Prose text={paragraph} />
          </p>
        ))}
        {contents && (
          <nav aria-labelledby="contents-heading" className={styles.contents}>
            <h2 id="contents-heading">{contents}</h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>
                <Prose text={paragraph} />
              </p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>
                    <Prose text={item} />
                  </li>
                ))}
              </ul>
            )}
            {section.link && (
              <p>
                <Link to={section.link.to} className={styles.next}>
                  {section.link.label}
                </Link>
              </p>
            )}
          </section>
        ))}
        <p className={styles.updated}>
          {document.updatedLabel}: <time dateTime={document.updated}>{longDate(document.updated)}</time>
        </p>
      </article>
    </>
  );
}
