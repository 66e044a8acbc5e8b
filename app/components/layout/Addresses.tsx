import { site } from "virtual:content/site";
import styles from "./Addresses.module.css";

/** The Italian head office and the Portuguese group company, as postal addresses. */
export function Addresses({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={styles.addresses}>
      {[site.offices.italy, site.offices.portugal].map((office) => (
        <div key={office.label}>
          <Heading className={styles.label}>{office.label}</Heading>
          <address className={styles.address}>
            {office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      ))}
    </div>
  );
}
