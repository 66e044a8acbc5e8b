/**
 * Drawings sent with an enquiry: the limits and the accepted kinds, in one place for the forms
 * (the file field's `accept` and the hint next to it), the guards and the mail. Client-safe.
 */
import type { FileKind, ReceivedFile } from "../http/files.ts";

export type { FilesRefusal, ReceivedFile } from "../http/files.ts";

export const attachmentLimits = {
  /** Files per enquiry. */
  maxFiles: 10,
  /** All files of one enquiry together. */
  maxTotalBytes: 50_000_000,
} as const;

/** The repeated multipart field that carries the files, from our forms and programmatic clients. */
export const attachmentField = "attachments" as const;

/**
 * The kinds accepted, each with the names it usually has. The server decides from the content
 * (app/http/file-kind.server.ts, which can tell each of them); the names only steer the browser's
 * file picker.
 */
export const attachmentKinds = {
  pdf: { label: "PDF", extensions: [".pdf"], type: "application/pdf" },
  step: { label: "STEP", extensions: [".step", ".stp"], type: "model/step" },
  iges: { label: "IGES", extensions: [".iges", ".igs"], type: "model/iges" },
  stl: { label: "STL", extensions: [".stl"], type: "model/stl" },
  dxf: { label: "DXF", extensions: [".dxf"], type: "image/vnd.dxf" },
  dwg: { label: "DWG", extensions: [".dwg"], type: "image/vnd.dwg" },
  png: { label: "PNG", extensions: [".png"], type: "image/png" },
  jpeg: { label: "JPEG", extensions: [".jpg", ".jpeg"], type: "image/jpeg" },
  zip: { label: "ZIP", extensions: [".zip"], type: "application/zip" },
} as const satisfies Partial<Record<FileKind, unknown>>;

export type AttachmentKind = keyof typeof attachmentKinds;

export const attachmentAccept = Object.values(attachmentKinds)
  .flatMap((kind) => kind.extensions)
  .join(",");

/** "PDF, STEP, IGES, …": for the hint next to the field. */
export const attachmentKindList = Object.values(attachmentKinds)
  .map((kind) => kind.label)
  .join(", ");

/** A file the server accepted: its kind read from its content, its name ending as that kind's do. */
export interface Attachment extends ReceivedFile {
  kind: AttachmentKind;
}

/** Why a file was refused: the page words it with the file's name. */
export type FileRefusal =
  { name: string; reason: "type"; detected?: string } | { name: string; reason: "empty" };

/**
 * "12.4 MB", "830 kB": sizes as a visitor reads them (decimal units, like their file manager).
 * `formatNumber` writes the figure the page's way (app/format/locale-format.ts).
 */
/** The bytes the files picked come to, as the limits count them. */
export const totalSize = (files: readonly { size: number }[]) =>
  files.reduce((sum, file) => sum + file.size, 0);

export function formatBytes(
  bytes: number,
  formatNumber: (value: number, maximumFractionDigits: number) => string = (value, digits) =>
    value.toFixed(digits).replace(/\.0$/, ""),
): string {
  const units = ["B", "kB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, unit === 0 || value >= 100 ? 0 : 1)} ${units[unit]}`;
}
