/**
 * What the company still has to give, as one list: `npm run check` prints it and the editor's
 * dashboard shows it as a checklist, so both count the same things. Each a value to replace, figures
 * to confirm or a map position to set, listed once, at the file that writes it. Node only.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import type { LocaleCode } from "../locales.ts";
import { contentRoot, loadContent } from "./load-content.ts";
import { type Found, findDrafts, findPlaceholders } from "./placeholders.ts";
import { contentFiles, type ContentName } from "./schemas/index.ts";

/** A field's place in a file: keys and list indexes. */
export type Path = (string | number)[];

/** "videos[1].title", as the content checks write a field, → ["videos", 1, "title"]. */
export const pathOf = (text: string): Path =>
  text
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));

export interface Placeholder {
  /** The file's address in the editor: "site", "it/home". */
  file: string;
  /** Its content, whose page and field words (app/admin/field-help) name the place. */
  name: ContentName;
  /** "phone.display", "videos[0].title" */
  path: string;
  /** As `npm run check` writes it: "\"{Company}\"". */
  value: string;
  /** The text to replace, when that is what is asked. */
  text?: string;
  /**
   * The field in the company's words, one entry per step: a list's item named by what it holds
   * ("Manganese steel", "WC9"), other steps by their key ("typical", "castingRange").
   */
  steps: Step[];
  /** What is asked: a value to replace, figures to confirm, a map position to set, a draft to confirm. */
  kind: Found["kind"] | "draft";
}

/**
 * A step of a field's path: a key of the schema (with the path to it, for its label), or a list
 * item named by what it holds.
 */
export type Step = { key: string; at: Path } | { item: string } | { index: number };

/** The fields a list item is known by, in the order a person would name it. */
const namingFields = [
  "title",
  "heading",
  "bannerTitle",
  "name",
  "grade",
  "label",
  "standard",
  "key",
  "element",
  "property",
  "activity",
];

/** What a list item holds, as a person would name it ("Testing Facility", "WC9"), if it says. */
export function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== "object") return undefined;
  const named = namingFields
    .map((field) => (item as Record<string, unknown>)[field])
    .find((entry) => typeof entry === "string" && entry.trim());
  return typeof named === "string" ? named : undefined;
}

/** The steps to a field, each list item named by its first naming field ("WC9", not "item 2"). */
export function stepsOf(data: unknown, path: Path): Step[] {
  const steps: Step[] = [];
  let value: unknown = data;
  for (const [index, key] of path.entries()) {
    if (typeof key === "number") {
      const item = Array.isArray(value) ? value[key] : undefined;
      const named = itemName(item);
      if (named) {
        // "Manganese steel › A", not "Families › Manganese steel › Grades › A": the item's name
        // says what the list is.
        if (steps.length && "key" in steps[steps.length - 1]!) steps.pop();
        steps.push({ item: named });
      } else steps.push({ index: key });
      value = item;
    } else {
      // "toConfirm" and "draft" are what is asked, not where: the step before names the place.
      if (key !== "toConfirm" && key !== "draft") steps.push({ key, at: path.slice(0, index + 1) });
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
  return steps;
}

/**
 * Everything still to give in `languages`: a fact once, then each language's own words. `root`:
 * the content folder (the company's copy once the editor has made one), read as loadContent has it
 * (a caller that wants it read afresh forgets it first).
 */
export function placeholderList(languages: readonly LocaleCode[], root = contentRoot): Placeholder[] {
  return listed(languages, root, (data) =>
    findPlaceholders(data).map(({ path, kind, text, shown }) => ({ path, kind, text, shown })),
  );
}

/**
 * Every text still marked as a draft in `languages`, each at the field whose mark waits: the
 * dashboard names and links each one instead of counting them.
 */
export function draftList(languages: readonly LocaleCode[], root = contentRoot): Placeholder[] {
  return listed(languages, root, (data) =>
    findDrafts(data).map((path) => ({ path, kind: "draft" as const, shown: "true (a draft to confirm)" })),
  );
}

/** What `find` finds in each file of `languages`, listed once at the file that writes it. */
function listed(
  languages: readonly LocaleCode[],
  root: string,
  find: (data: unknown) => { path: string; kind: Placeholder["kind"]; text?: string; shown: string }[],
): Placeholder[] {
  const placeholders: Placeholder[] = [];
  const seen = new Set<string>();
  // Each facts file parsed once for the list: does it write this path ("phone.display")?
  const factsFiles = new Map<ContentName, ReturnType<typeof parseDocument> | undefined>();
  const factsWrite = (name: ContentName, path: string): boolean => {
    const entry = contentFiles[name];
    if (!entry.facts) return false;
    if (!factsFiles.has(name)) {
      const file = join(root, `${entry.file}.yaml`);
      factsFiles.set(name, existsSync(file) ? parseDocument(readFileSync(file, "utf8")) : undefined);
    }
    return factsFiles.get(name)?.hasIn(pathOf(path)) ?? false;
  };
  for (const language of languages) {
    const report = loadContent(language, root);
    if (!report.content) continue;
    // The files as written (facts and words), not the pages' joined content: an article's words
    // are listed once, at the field the editor opens, not again under what the pages derive.
    for (const [name, data] of Object.entries(report.written ?? {}) as [ContentName, unknown][])
      for (const { path, kind, text, shown } of find(data)) {
        const file = factsWrite(name, path)
          ? contentFiles[name].file
          : `${language}/${contentFiles[name].file}`;
        // A fact is the same in every language: listed once.
        if (seen.has(`${file}:${path}`)) continue;
        seen.add(`${file}:${path}`);
        placeholders.push({
          file,
          name,
          path,
          value: shown,
          text,
          steps: stepsOf(data, pathOf(path)),
          kind,
        });
      }
  }
  return placeholders;
}
