import { quality } from "virtual:content/quality";
import { site } from "virtual:content/site";
import { longDate } from "../../format/locale-format.ts";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { useCertificateStatus } from "./useCertificateStatus.ts";
import { documentUrl, fileSize } from "./documents.ts";
import styles from "./quality.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

type Certificate = (typeof quality.certificates)[number];

/**
 * The certificates the company holds. One past its last day is never shown as valid: it says when
 * it expired and how to ask for the renewed one (useCertificateStatus: by the visitor's clock).
 */
export function Certificates() {
  return (
    <Section tone="paper" labelledBy="certificates-heading">
      <div className={styles.intro}>
        <Paragraphs texts={quality.intro} />
      </div>
      <SectionHeading id="certificates-heading">{quality.certificatesHeading}</SectionHeading>
      <ul className={styles.cardGrid}>
        {quality.certificates.map((certificate) => (
          <CertificateCard key={certificate.name} certificate={certificate} />
        ))}
      </ul>
    </Section>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { expired, line, note } = useCertificateStatus(certificate);
  const file = `certificate-${certificate.name}.pdf`;
  const size = quality.files[file];
  const scope = quality.scopes.find((entry) => entry.name === certificate.name)?.scope;
  return (
    <li
      className={expired ? `${styles.certificate} ${styles.expired}` : styles.certificate}
      data-certificate={certificate.name}
      data-status={expired ? "expired" : "valid"}
    >
      <h3>{certificate.standard}</h3>
      <p className={styles.status}>{line}</p>
      {note ? <p>{note}</p> : null}
      <dl className={styles.facts}>
        <dt>{quality.labels.issuer}</dt>
        <dd>{certificate.issuer ?? site.certifier}</dd>
        <dt>{quality.labels.number}</dt>
        <dd>{certificate.number}</dd>
        {scope ? (
          <>
            <dt>{quality.labels.scope}</dt>
            <dd>{scope}</dd>
          </>
        ) : null}
        <dt>{quality.labels.validFrom}</dt>
        <dd>
          <time dateTime={certificate.validFrom}>{longDate(certificate.validFrom)}</time>
        </dd>
        <dt>{quality.labels.validUntil}</dt>
        <dd>
          <time dateTime={certificate.validUntil}>{longDate(certificate.validUntil)}</time>
        </dd>
      </dl>
      {size !== undefined && !expired ? (
        <a className={styles.download} href={documentUrl(file)} type="application/pdf">
          {quality.labels.download} <span dir="ltr">· {fileSize(size)}</span>
        </a>
      ) : size === undefined ? (
        <p className={styles.muted}>{quality.labels.noFile}</p>
      ) : null}
    </li>
  );
}
