/**
 * Several gallery photos at once (issue 31 item 8): the photos dropped or chosen together are
 * kept aside (DATA_DIR/photo-uploads, as one photo is before "keep"), then this page asks for each
 * one's category and its description in every language, and they are added together. Here what
 * the form sends, read; the page is the editor's app's (routes/gallery-several.tsx).
 */
import { locales } from "../locales.ts";

/** A photo waiting for its words: its upload's id, the file's own name, what was typed. */
export interface WaitingPhoto {
  id: string;
  name: string;
  category: string;
  alts: Record<string, string>;
}

/** The problems of the form, by field name (`category-<n>`, `alt-<n>-<code>`, `photo-<n>`). */
export type SeveralProblems = ReadonlyMap<string, readonly string[]>;

/** The photos of a sent form, as its fields name them; at most `max`, what is missing left empty. */
export function waitingPhotosOf(body: Record<string, unknown>, max: number): WaitingPhoto[] {
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  const count = Math.min(max, Math.max(0, Math.trunc(Number(text("count"))) || 0));
  return Array.from({ length: count }, (_, n) => ({
    id: text(`upload-${n}`),
    name: text(`name-${n}`).slice(0, 200),
    category: text(`category-${n}`),
    alts: Object.fromEntries(locales.map((locale) => [locale.code, text(`alt-${n}-${locale.code}`).trim()])),
  }));
}
