import { quality } from "virtual:content/quality";
import { Section } from "../../components/Section.tsx";
import { documentUrl, fileSize } from "./documents.ts";
import styles from "./quality.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

/** What is checked and documented on every casting, and the inspection documents issued. */
export function Inspection() {
  return (
    <>
      <Section tone="white" labelledBy="checks-heading" heading={quality.checksHeading}>
        <div className={styles.intro}>
          <Paragraphs texts={quality.checksIntro} />
        </div>
        <ul className={styles.checks}>
          {quality.checks.map((check) => (
            <li key={check.title}>
              <h3>{check.title}</h3>
              <p>{check.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="paper" labelledBy="documents-heading" heading={quality.documentsHeading}>
        <ul className={styles.cardGrid}>
          {quality.documents.map((document) => {
            const file = `sample-${document.name}.pdf`;
            const size = quality.files[file];
            return (
              <li key={document.name} className={styles.certificate}>
                <h3>{document.title}</h3>
                <p>{document.text}</p>
                {size !== undefined ? (
                  <a className={styles.download} href={documentUrl(file)} type="application/pdf">
                    {quality.labels.sample} <span dir="ltr">· {fileSize(size)}</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
