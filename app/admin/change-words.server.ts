/**
 * A saved change as the company reads it (issue 31): each page it touched by name, each field by
 * its words ("Contact page (Italiano) · Heading"), its text before and after. Not the file's YAML
 * lines: those hold keys, indentation and comments nobody at the company needs to read.
 */
import { parse } from "yaml";
import { fillTemplate } from "../format/template.ts";
import { changedFields, entryOf } from "./content-save.server.ts";
import { fileTitle, inWords } from "./file-titles.server.ts";
import { fieldId, fieldTrail, valueAt } from "./form.server.ts";
import type { AdminLanguage } from "./editor-text.ts";
import { editorText } from "./editor-text.ts";

export interface FieldChange {
  trail: string;
  before: string;
  after: string;
  /** where the form shows it: "#f-hero-title" */
  anchor: string;
}

export interface FileChange {
  /** the editor's address of the file: "it/contact", "site"; undefined for a photo or a PDF */
  file: string | undefined;
  /** "Pagina Contatti (Italiano)", "Una nuova foto in banner-01" */
  title: string;
  fields: FieldChange[];
}

const readable = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** One file of a change in words: `path` as the repository names it ("content/it/home.yaml"). */
export function fileChangeInWords(
  path: string,
  before: string | undefined,
  after: string | undefined,
  language: AdminLanguage,
): FileChange | undefined {
  const words = editorText[language];
  if (path.startsWith("images/")) {
    const place = path.slice("images/".length).replace(/\.[a-z]+$/, "");
    // The crops and points of every photo, written with a photo: said by the photo itself.
    if (place === "focus") return undefined;
    return {
      file: undefined,
      title: fillTemplate(after === undefined ? words.history.photoRemoved : words.history.photo, { place }),
      fields: [],
    };
  }
  if (path.startsWith("content/documents/"))
    return {
      file: undefined,
      title: fillTemplate(words.history.document, { file: path.slice("content/documents/".length) }),
      fields: [],
    };
  const file = /^content\/(.+)\.yaml$/.exec(path)?.[1];
  const entry = file ? entryOf(file) : undefined;
  // The translations' record: said by the texts it confirms, or as "translations confirmed".
  if (!file || !entry) return undefined;
  const was = readable(before);
  const is = readable(after);
  const title = fileTitle(file, language)!;
  if (after === undefined)
    return { file, title, fields: [{ trail: words.history.removed, before: "", after: "", anchor: "" }] };
  const item = words.edit.form.item;
  const fields = changedFields(was, is)
    // The draft mark is said by the text it marks.
    .filter((field) => field.at(-1) !== "draft" || field.length === 1)
    .map((field) => {
      const [then, now] = [valueAt(was, field), valueAt(is, field)];
      // A list that grew or shrank: the items taken out and put in, not the whole list twice.
      const [gone, added] =
        Array.isArray(then) && Array.isArray(now) ? [without(then, now), without(now, then)] : [then, now];
      return {
        trail: field.length === 0 ? title : fieldTrail(entry.name, field, is ?? was, language, item),
        before: inWords(gone, words.edit.form),
        after: inWords(added, words.edit.form),
        anchor: `#${fieldId(field)}`,
      };
    });
  return { file, title, fields };
}

/** The items of `list` that `other` does not hold (each counted once per copy). */
function without(list: unknown[], other: unknown[]): unknown[] {
  const left = other.map((entry) => JSON.stringify(entry));
  return list.filter((entry) => {
    const at = left.indexOf(JSON.stringify(entry));
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}
