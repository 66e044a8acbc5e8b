/**
 * What both enquiry forms show alike: the bots' trap field, the form's end (Send, the privacy note)
 * and the "not received" notice.
 */
import { enquiry } from "virtual:content/enquiry";
import { site } from "virtual:content/site";
import { Link } from "react-router";
import type { PageLink } from "../../content/schemas/index.ts";
import { honeypotField } from "../fields.ts";
import type { EnquiryOutcome } from "../outcomes.ts";
import { SendingProgress } from "./DrawingsField.tsx";
import styles from "./form.module.css";
import type { UploadProgress } from "./useUpload.ts";

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

/**
 * The end of a form: what the browser refused before sending (announced), the upload's progress,
 * the Send button (waiting while it sends) and the privacy note, in the form's own words.
 */
export function SendActions({
  className,
  words,
  form,
}: {
  className: string | undefined;
  words: { errorSummary: string; submit: string; privacyNote: { text: string; link: PageLink } };
  /** The form's state (useEnquiryForm). */
  form: { refusedByBrowser: boolean; sending: boolean; progress: UploadProgress | null };
}) {
  const { refusedByBrowser, sending, progress } = form;
  return (
    <div className={className}>
      {refusedByBrowser && (
        <p role="alert" className={styles.summary}>
          {words.errorSummary}
        </p>
      )}
      <SendingProgress progress={progress} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {words.submit}
        </button>
        <p className={styles.privacyNote}>
          {words.privacyNote.text} <Link to={words.privacyNote.link.to}>{words.privacyNote.link.label}</Link>
        </p>
      </div>
    </div>
  );
}
