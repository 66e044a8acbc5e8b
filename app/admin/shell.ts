/**
 * What every page of the editor shows around its own part, as data: read by the pages still
 * written by hand (page.server.ts) and by the editor's app (root.tsx, ui/), so both say the same.
 */
import type { Role } from "./accounts.server.ts";
import { type AdminLanguage, adminLanguages, editorText } from "./editor-text.ts";

/** The editor's stylesheet (assets/editor.css), by the address the server gives it. */
export const editorStylesheetPath = "/admin/assets/editor.css";

/** The photos an upload field offers to choose: what the server takes (photos.server.ts). */
export const photoAccept = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/** The languages a person can switch the editor to from `current`. */
export const otherLanguages = (current: AdminLanguage): AdminLanguage[] =>
  adminLanguages.filter((language) => language !== current);

/** The sections a translator's work has no part in: they refuse a translator. */
const notTranslators = new Set(["/admin/photos", "/admin/documents", "/admin/media"]);

/** The editor's sections, in order; a translator's without the sections that would refuse them. */
export function sectionList(language: AdminLanguage, role?: Role): { href: string; label: string }[] {
  const words = editorText[language].nav;
  return [
    { href: "/admin", label: words.dashboard },
    { href: "/admin/files", label: words.files },
    { href: "/admin/photos", label: words.photos },
    { href: "/admin/documents", label: words.documents },
    { href: "/admin/media", label: words.media },
    { href: "/admin/history", label: words.history },
    { href: "/admin/publish", label: words.publish },
  ].filter(({ href }) => role !== "translator" || !notTranslators.has(href));
}

/**
 * A date and time as the editor shows them: in its language, at the Italian foundry's clock,
 * saying so (the server's own may be UTC; the editor's words name that zone).
 */
export const dateOf = (iso: string, language: AdminLanguage) =>
  `${new Date(iso).toLocaleString(language === "it" ? "it-IT" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Rome",
  })} (${editorText[language].timeZone})`;

/** A file's size as the editor says it: "420 KB", "3.2 MB". */
export const sizeText = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
