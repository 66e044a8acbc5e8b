/**
 * A certificate or sample PDF kept in the content's history, knowing nothing of HTTP (issue 50):
 * the upload is a PDF by its content, does nothing but show pages, and replaces the document as a
 * change of the person's. The documents page (document-pages.server.ts) reads the upload and says
 * the outcome.
 */
import { open, readFile } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import type { SiteContent } from "../content/schemas/index.ts";
import { defaultLocale } from "../locales.ts";
import { contentFolderOf, type ContentRepo } from "./content-repo.server.ts";
import { activeContentIn } from "./pdf-active-content.server.ts";

/**
 * Is the file a PDF, read from its content (not its name): it starts with the PDF header, file-type
 * agrees, and its last kilobyte holds the end-of-file mark a cut-off upload lacks.
 */
export async function isPdf(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    if (size < 16) return false;
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    const tailLength = Math.min(size, 1024);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    if (head.toString("latin1") !== "%PDF-" || !tail.toString("latin1").includes("%%EOF")) return false;
  } finally {
    await handle.close();
  }
  return (await fileTypeFromFile(path))?.mime === "application/pdf";
}

export type KeepOutcome =
  | { kind: "kept"; commit: string }
  /** Not a whole PDF, or one that can do more than show pages (pdf-active-content.server.ts). */
  | { kind: "refused"; reason: "notPdf" | "active" };

/** Keeps the PDF at `upload` as document `file` (a place the content names), by `who`. */
export async function keepDocument(
  store: Pick<ContentRepo, "saveDocument">,
  { file, upload, who }: { file: string; upload: string; who: string },
): Promise<KeepOutcome> {
  if (!(await isPdf(upload))) return { kind: "refused", reason: "notPdf" };
  if ((await activeContentIn(await readFile(upload))).length > 0)
    return { kind: "refused", reason: "active" };
  return { kind: "kept", commit: await store.saveDocument(file, upload, who) };
}

/** The document places the company's content names now: certificates first, then samples. */
export function documentSlots(
  dataDir: string,
): { file: string; kind: "certificate" | "sample"; label: string }[] {
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  return documentPlaces(
    (loadContent(defaultLocale.code, root).content ?? loadContent(defaultLocale.code).content)?.quality,
  );
}

/** The document places of the quality page's content: certificates first, then samples. */
export function documentPlaces(
  quality: SiteContent["quality"] | undefined,
): { file: string; kind: "certificate" | "sample"; label: string }[] {
  if (!quality) return [];
  return [
    ...quality.certificates.map((entry) => ({
      file: `certificate-${entry.name}.pdf`,
      kind: "certificate" as const,
      label: `${entry.standard} (${entry.name})`,
    })),
    ...quality.documents.map((entry) => ({
      file: `sample-${entry.name}.pdf`,
      kind: "sample" as const,
      label: entry.title,
    })),
  ];
}

/** The PDF a place shows now: the company's upload (in `companyDir`, its content's folder), else the code's own. */
export const currentDocument = (companyDir: string, file: string): string | undefined =>
  [join(companyDir, "content", "documents", file), join(contentRoot, "documents", file)].find((path) =>
    existsSync(path),
  );

/** A document place with the size of the PDF it shows now (undefined: none yet). */
export type DocumentShown = ReturnType<typeof documentPlaces>[number] & { bytes: number | undefined };

/** Every document place the company's content names, with what each shows now. */
export function documentsShown(dataDir: string, companyDir: string): DocumentShown[] {
  return documentSlots(dataDir).map((slot) => {
    const path = currentDocument(companyDir, slot.file);
    return { ...slot, bytes: path ? statSync(path).size : undefined };
  });
}
