import { site } from "../../content/site.ts";
import styles from "./Addresses.module.css";

/** The Italian head office and the Portuguese group company, as postal addresses. */
export function Addresses() {
  return (
    <div className={styles.addresses}>
      {[site.offices.italy, site.offices.portugal].map((office) => (
        <div key={office.label}>
          <h3 className={styles.label}>{office.label}</h3>
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
