import { home } from "virtual:content/home";
import { Section } from "../../components/Section.tsx";
import { useStanding } from "../quality/useStanding.ts";
import styles from "./Specifications.module.css";

type Certificate = (typeof home.certificates.list)[number];

/**
 * A certificate in the Accreditations column: its standard with its standing from
 * content/quality.yaml ("valid until …", "expired on …"), so the home page never claims one the
 * quality page calls expired.
 */
function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { expired, line } = useStanding(certificate, home.certificates.labels);
  return (
    <li data-status={expired ? "expired" : "valid"} className={expired ? styles.expired : undefined}>
      <bdi>{certificate.standard}</bdi> · {line}
    </li>
  );
}

export function Specifications() {
  const { specifications } = home;
  return (
    <Section tone="drawing" labelledBy="specifications-heading" heading={specifications.heading}>
      <div className={styles.columns}>
        {specifications.columns.map((column) => (
          <section key={column.title} className={styles.column} aria-label={column.title}>
            <h3>{column.title}</h3>
            <ul>
              {column.certificates
                ? home.certificates.list.map((certificate) => (
                    <CertificateItem key={certificate.name} certificate={certificate} />
                  ))
                : null}
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
