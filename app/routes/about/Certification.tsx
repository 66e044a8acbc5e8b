import { about } from "virtual:content/about";
import { site } from "virtual:content/site";
import certificateImages from "virtual:image-slots/certificate";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { imageOf } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { certificateOf, useCertificateStatus } from "../quality/useCertificateStatus.ts";
import styles from "./Certification.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// Certification.module.css: 16rem under the text on phones, then the 4-of-11 column, at most 20rem.
const certificateSizes = "(max-width: 760px) 16rem, (max-width: 1010px) calc(34.5vw - 1.8rem), 20rem";

/**
 * The certificate's standard with its standing: About never calls one valid that /quality calls
 * expired. The standard sits inside the element that carries the verdict, so nothing names it apart
 * from its standing.
 */
function Standing({ certificate }: { certificate: NonNullable<ReturnType<typeof certificateOf>> }) {
  const { expired, line, note } = useCertificateStatus(certificate);
  return (
    <div className={expired ? styles.expired : undefined} data-status={expired ? "expired" : "valid"}>
      {/* a key figure, not a heading or a paragraph */}
      <div className={styles.standard}>{certificate.standard}</div>
      <p className={styles.status}>{line}</p>
      {note ? <p>{note}</p> : null}
    </div>
  );
}

export function Certification() {
  const certificateImage = imageOf(certificateImages, "certificate");
  const { certification } = about;
  // The certificate on /quality this section names: its standard and dates decide what is said.
  const certificate = certificateOf(certification.certificate);
  return (
    <Section tone="white" labelledBy="certification-heading">
      <div className={styles.grid}>
        <div>
          <SectionHeading id="certification-heading" eyebrow={certification.eyebrow}>
            {certification.heading}
          </SectionHeading>
          {certificate ? <Standing certificate={certificate} /> : null}
          <Paragraphs texts={certification.body} />
          <dl className={styles.certifier}>
            <dt>{certification.certifierLabel}</dt>
            <dd>{site.certifier}</dd>
          </dl>
          <p>
            <ButtonLink to={certification.qualityLink.to} variant="secondary">
              {certification.qualityLink.label}
            </ButtonLink>
          </p>
        </div>
        <div className={styles.certificate}>
          <Photo image={certificateImage} alt={certification.image.alt} sizes={certificateSizes} />
        </div>
      </div>
    </Section>
  );
}
