/**
 * Both forms' drawings: a file field for the accepted kinds with the limits next to it, what was
 * picked, the browser's and the server's refusals by file, and the confidentiality promise. A
 * plain multipart file field without JavaScript (the form sets the encoding).
 */
import { enquiry } from "virtual:content/enquiry";
import { Link } from "react-router";
import { formatNumber } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import {
  attachmentAccept,
  attachmentField,
  attachmentKindList,
  attachmentLimits,
  type FileRefusal,
  type FilesRefusal,
  formatBytes,
  totalSize,
} from "../attachments.ts";
import type { UploadProgress } from "./useUpload.ts";
import styles from "./form.module.css";

const totalText = () => formatBytes(attachmentLimits.maxTotalBytes, formatNumber);

/** What the browser can tell before sending: too many files, or too many bytes. */
export function fileProblems(files: readonly File[]): string | undefined {
  if (files.length > attachmentLimits.maxFiles)
    return fillTemplate(enquiry.drawings.tooMany, { files: attachmentLimits.maxFiles });
  const total = totalSize(files);
  if (total > attachmentLimits.maxTotalBytes)
    return fillTemplate(enquiry.drawings.tooLarge, { total: totalText() });
  return undefined;
}

/** The server's refusals: each file by name and why, or why none was kept; and that nothing typed was lost. */
function RefusedFiles({
  refused = [],
  filesRefused,
}: {
  refused?: FileRefusal[] | undefined;
  filesRefused?: FilesRefusal | undefined;
}) {
  if (refused.length === 0 && !filesRefused) return null;
  return (
    <>
      {filesRefused === "too-many" && (
        <p>{fillTemplate(enquiry.drawings.tooMany, { files: attachmentLimits.maxFiles })}</p>
      )}
      {filesRefused === "too-large" && (
        <p>{fillTemplate(enquiry.drawings.tooLarge, { total: totalText() })}</p>
      )}
      {filesRefused === "unreadable" && <p>{enquiry.drawings.unreadable}</p>}
      {refused.length > 0 && (
        <ul>
          {refused.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {fillTemplate(enquiry.drawings.refused, {
                name: file.name,
                reason:
                  file.reason === "empty"
                    ? enquiry.drawings.reasons.empty
                    : file.detected
                      ? fillTemplate(enquiry.drawings.reasons.program, {
                          detected: file.detected.toUpperCase(),
                        })
                      : enquiry.drawings.reasons.type,
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{enquiry.drawings.refusedNote}</p>
    </>
  );
}

export function DrawingsField({
  files,
  onFiles,
  error,
  refused,
  filesRefused,
}: {
  files: readonly File[];
  onFiles: (files: File[]) => void;
  /** The browser's verdict on the files picked (fileProblems). */
  error: string | undefined;
  /** The server's verdict, when it refused some, or all. */
  refused?: FileRefusal[] | undefined;
  filesRefused?: FilesRefusal | undefined;
}) {
  const words = enquiry.drawings;
  const total = totalSize(files);
  const describedBy = ["attachments-limits", (error || refused || filesRefused) && "attachments-error"];
  return (
    <>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={attachmentField}>{words.label}</label>
        <input
          id={attachmentField}
          name={attachmentField}
          type="file"
          multiple
          accept={attachmentAccept}
          aria-describedby={describedBy.filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFiles([...(event.currentTarget.files ?? [])])}
        />
        <p id="attachments-limits" className={styles.muted}>
          {fillTemplate(words.limits, {
            files: attachmentLimits.maxFiles,
            total: totalText(),
            kinds: attachmentKindList,
          })}
        </p>
        {files.length > 0 && (
          <p className={styles.muted}>
            {fillTemplate(words.chosen, { count: files.length, total: formatBytes(total, formatNumber) })}
          </p>
        )}
        {(error || refused || filesRefused) && (
          <div id="attachments-error" className={styles.error}>
            {error ? <p>{error}</p> : <RefusedFiles refused={refused} filesRefused={filesRefused} />}
          </div>
        )}
      </div>
      <div className={`${styles.confidential} ${styles.wide}`}>
        {words.confidentiality.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to={words.privacyLink.to}>{words.privacyLink.label}</Link>
      </div>
    </>
  );
}

/** How far the drawings' upload has gone, for large files (app/enquiry/form/useUpload.ts). */
export function SendingProgress({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null;
  const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
  const text = fillTemplate(enquiry.drawings.sending, {
    percent: formatNumber(percent, 0),
    sent: formatBytes(progress.loaded, formatNumber),
    total: formatBytes(progress.total, formatNumber),
  });
  return (
    <div className={styles.sending}>
      <label htmlFor="upload-progress">{text}</label>
      <progress id="upload-progress" max={100} value={percent}>
        {text}
      </progress>
    </div>
  );
}
