/** What both enquiry forms show alike: the bots' trap field and the "not received" notice. */
import { enquiry } from "virtual:content/enquiry";
import { site } from "virtual:content/site";
import { honeypotField } from "../fields.ts";
import type { EnquiryOutcome } from "../outcomes.ts";
import styles from "./form.module.css";

/** Off-screen and out of the tab order: only bots fill it in (app/enquiry/receive.server.ts). */
export function TrapField() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={honeypotField}>{enquiry.honeypotLabel}</label>
      <input id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** Why an enquiry was not received, with the phone and emails; announced as it appears. */
export function NotReceived({ outcome }: { outcome: EnquiryOutcome | undefined }) {
  const notReceived = outcome && outcome !== "invalid" ? enquiry.outcomes[outcome] : null;
  return (
    <div role="status" className={styles.status}>
      {notReceived && (
        <div className={styles.notReceived}>
          <p>{notReceived}</p>
          <p>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            {site.emails.map((email) => (
              <a key={email.address} href={`mailto:${email.address}`}>
                {email.address}
              </a>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}
