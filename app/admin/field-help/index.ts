/**
 * Every field of the content in the company's words, in Italian and English: its label and a line
 * of help, written for the marketing assistant, not derived from the data's keys. One module per
 * content file (its page's name and its own fields), and `common.ts` for the fields many files
 * share (a title, a photo's description, a page's meta). The forms, the go-live checklist, the
 * check's problems and the history all name a field through `fieldText`.
 *
 * A field is found by its pattern: its keys joined by dots, a list's items as `[]`
 * ("families[].grades[].typical"). A file's own words win; then `common.ts` by the longest
 * matching end of the pattern ("meta.title", then "title"). `field-help.test.ts` fails on a field
 * of any schema that has no words in both languages; each file's patterns are typed by its schema
 * (`FileHelpOf`), so words for a field renamed or taken out fail to compile.
 */
import type { ContentName } from "../../content/schemas/index.ts";
import type { AdminLanguage } from "../editor-text.ts";
import type { FileHelp, FieldText } from "./types.ts";
import { about } from "./about.ts";
import { articles } from "./articles.ts";
import { commonFields } from "./common.ts";
import { contact } from "./contact.ts";
import { contactSent } from "./contact-sent.ts";
import { cookies } from "./cookies.ts";
import { enquiry } from "./enquiry.ts";
import { foundry } from "./foundry.ts";
import { gallery } from "./gallery.ts";
import { greetings } from "./greetings.ts";
import { home } from "./home.ts";
import { layout } from "./layout.ts";
import { materials } from "./materials.ts";
import { metalRecycling } from "./metal-recycling.ts";
import { notFound } from "./not-found.ts";
import { offering } from "./offering.ts";
import { privacy } from "./privacy.ts";
import { quality } from "./quality.ts";
import { quote } from "./quote.ts";
import { serverAnswers } from "./server-answers.ts";
import { serverError } from "./server-error.ts";
import { site } from "./site.ts";

export type { FileHelp, FieldText, HelpByPattern } from "./types.ts";

export const fieldHelp: Record<ContentName, FileHelp> = {
  site,
  layout,
  home,
  about,
  offering,
  foundry,
  metalRecycling,
  gallery,
  contact,
  contactSent,
  quote,
  materials,
  articles,
  quality,
  enquiry,
  privacy,
  cookies,
  notFound,
  serverError,
  serverAnswers,
  greetings,
};

/** "families[].grades[].typical" for ["families", 0, "grades", 3, "typical"]. */
export function patternOf(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (pattern, key) => (typeof key === "number" ? `${pattern}[]` : pattern ? `${pattern}.${key}` : key),
    "",
  );
}

/** The pattern's ends, longest first: "a[].b.c" → "a[].b.c", "b.c", "c". */
function endsOf(pattern: string): string[] {
  const parts = pattern.split(".");
  return parts.map((_, index) => parts.slice(index).join("."));
}

/** The words of a field of a content file, or undefined if none are written (a test forbids it). */
export function findFieldText(
  name: ContentName,
  path: readonly (string | number)[],
  language: AdminLanguage,
): FieldText | undefined {
  const pattern = patternOf(path);
  const own = fieldHelp[name].fields[pattern];
  if (own) return own[language];
  for (const end of endsOf(pattern)) {
    const shared = commonFields[end];
    if (shared) return shared[language];
  }
  return undefined;
}

/** The words of a field; its key as a last resort, so a page never breaks over a missing line. */
export function fieldText(
  name: ContentName,
  path: readonly (string | number)[],
  language: AdminLanguage,
): FieldText {
  const key = [...path].reverse().find((part): part is string => typeof part === "string") ?? "";
  return findFieldText(name, path, language) ?? { label: key, help: "" };
}

/** The page a content file holds, in the person's language: "Pagina Contatti". */
export const pageName = (name: ContentName, language: AdminLanguage): string =>
  fieldHelp[name].page[language];
