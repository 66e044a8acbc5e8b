/**
 * What a photo file is, whatever its name says: shared by the content check (scripts/
 * check-content.ts) and the editor's photo upload (app/admin/photos.server.ts).
 */

/** A photo a phone saved in its own format (HEIC/HEIF), whatever its name says. */
export function isHeic(head: Buffer): boolean {
  return (
    head.subarray(4, 8).toString("latin1") === "ftyp" &&
    /^(hei[cx]|hev[cx]|mif1|msf1)$/.test(head.subarray(8, 12).toString("latin1"))
  );
}

/** What to do with one, in the words the check and the editor both use. */
export const heicAdvice =
  "a HEIC photo (a phone's own format), which the site cannot publish: save it as JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible, or send it to yourself by email)";
