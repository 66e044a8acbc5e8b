import { attachments as words } from "virtual:content/attachments";
import { formatNumber } from "../../components/locale-format.ts";
import { fillTemplate } from "../../components/template.ts";
import { attachmentLimits, type FileRefusal, formatBytes } from "../../enquiry/attachments.ts";

const totalText = () => formatBytes(attachmentLimits.maxTotalBytes, formatNumber);

/** What the browser can tell before sending: too many files, or too many bytes. */
export function fileProblems(files: readonly File[]): string | undefined {
  if (files.length > attachmentLimits.maxFiles)
    return fillTemplate(words.tooMany, { files: attachmentLimits.maxFiles });
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > attachmentLimits.maxTotalBytes) return fillTemplate(words.tooLarge, { total: totalText() });
  return undefined;
}

/** The server's refusals: each file by name and why, or the limit passed; and that nothing typed was lost. */
export function RefusedFiles({
  refused = [],
  limit,
}: {
  refused?: FileRefusal[] | undefined;
  limit?: "too-many" | "too-large" | undefined;
}) {
  if (refused.length === 0 && !limit) return null;
  return (
    <>
      {limit === "too-many" && <p>{fillTemplate(words.tooMany, { files: attachmentLimits.maxFiles })}</p>}
      {limit === "too-large" && <p>{fillTemplate(words.tooLarge, { total: totalText() })}</p>}
      {refused.length > 0 && (
        <ul>
          {refused.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {fillTemplate(words.refused, {
                name: file.name,
                reason:
                  file.reason === "empty"
                    ? words.reasons.empty
                    : file.detected
                      ? fillTemplate(words.reasons.program, { detected: file.detected.toUpperCase() })
                      : words.reasons.type,
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{words.refusedNote}</p>
    </>
  );
}
