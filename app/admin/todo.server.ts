/**
 * The dashboard's to-do list: what the site still needs from the company, read from the content
 * and photos the live release was built from (the same checks as `npm run check`), for the
 * languages a person works in.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { furtherPhotoCount, morePhotosOf } from "../content/article-kinds.ts";
import { imageSlots } from "../content/images.ts";
import { contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { checkContent } from "../content/placeholders.ts";
import { contentFiles, type ContentName } from "../content/schemas/index.ts";
import { outOfDate } from "../content/translations.ts";
import { pathOf } from "./form.server.ts";
import { findSlotFiles } from "../content/slot-files.ts";
import { validity, warnDaysAhead } from "../routes/quality/validity.ts";
import { defaultLocale, type LocaleCode, localeByCode } from "../locales.ts";

export interface Placeholder {
  /** The file's address in the editor: "site", "it/home". */
  file: string;
  /** "phone.display", "videos[0].title" */
  path: string;
  value: string;
  /**
   * The field in the company's words, one entry per step: a list's item named by what it holds
   * ("Manganese steel", "WC9"), other steps by their key ("typical", "castingRange").
   */
  steps: Step[];
  /** What is asked: a value to replace, figures to confirm, a map position to set. */
  kind: "replace" | "confirm" | "position";
}

/** A step of a field's path: a key of the schema, or a list item named by what it holds. */
export type Step = { key: string } | { item: string } | { index: number };

/** The fields a list item is known by, in the order a person would name it. */
const namingFields = ["title", "name", "grade", "label", "standard", "key", "element", "property"];

/** The steps to a field, each list item named by its first naming field ("WC9", not "item 2"). */
export function stepsOf(data: unknown, path: (string | number)[]): Step[] {
  const steps: Step[] = [];
  let value: unknown = data;
  for (const key of path) {
    if (typeof key === "number") {
      const item = Array.isArray(value) ? value[key] : undefined;
      const named =
        item && typeof item === "object"
          ? namingFields
              .map((field) => (item as Record<string, unknown>)[field])
              .find((entry) => typeof entry === "string")
          : undefined;
      if (typeof named === "string" && named.trim()) {
        // "Manganese steel › A", not "Families › Manganese steel › Grades › A": the item's name
        // says what the list is.
        if (steps.length && "key" in steps[steps.length - 1]!) steps.pop();
        steps.push({ item: named });
      } else steps.push({ index: key });
      value = item;
    } else {
      // "toConfirm" is what is asked, not where: the step before it names the place.
      if (key !== "toConfirm") steps.push({ key });
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
  return steps;
}

export interface TodoList {
  /** The facts' once, then each language's. */
  placeholders: Placeholder[];
  /** Per language: draft entries and translation files still to confirm. */
  drafts: { language: LocaleCode; entries: number; files: string[] }[];
  /** Per language: the translated texts whose English changed since they were confirmed, by file. */
  outdated: { language: LocaleCode; files: { file: string; count: number }[] }[];
  /** Photo slots still showing a generated drawing. */
  drawings: string[];
  /** Per language: articles with further photos it does not describe yet, so does not show. */
  undescribed: {
    language: LocaleCode;
    article: string;
    /** where its descriptions go: "it/articles", "articles[2].morePhotoAlts" */
    file: string;
    path: string;
    described: number;
    photos: number;
  }[];
  /** Certificates past their date or within 60 days of it (app/routes/quality/validity.ts). */
  certificates: { name: string; standard: string; validUntil: string; daysLeft: number }[];
}

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));

/** Does the facts file of `name` (content/site.yaml) write this path ("phone.display")? */
function factsWrite(root: string, name: ContentName, path: string): boolean {
  const entry = contentFiles[name];
  if (!entry.facts) return false;
  const file = join(root, `${entry.file}.yaml`);
  if (!existsSync(file)) return false;
  const keys = pathOf(path);
  return parseDocument(readFileSync(file, "utf8")).hasIn(keys);
}

/**
 * `root`: the content folder to read, the company's copy (DATA_DIR/content-history) once the
 * editor has made it; read afresh each time, as it changes with every save.
 */
export function todoList(languages: readonly LocaleCode[], root = contentRoot, now = Date.now()): TodoList {
  const placeholders: Placeholder[] = [];
  const drafts: TodoList["drafts"] = [];
  const undescribed: TodoList["undescribed"] = [];
  const seen = new Set<string>();
  if (root !== contentRoot) forgetContent(root);
  for (const language of languages) {
    const report = loadContent(language, root);
    if (!report.content) continue;
    // The files as written (facts and words), not the pages' joined content: an article's words
    // are listed once, at the field the editor opens, not again under what the pages derive.
    for (const [name, data] of Object.entries(report.written ?? {}) as [ContentName, unknown][]) {
      const found = checkContent([{ file: "", data }]);
      for (const line of found.placeholders) {
        const match = /^: ([^=]+) = (.*)$/.exec(line);
        if (!match) continue;
        const [, path = "", value = ""] = match;
        const file = factsWrite(root, name, path)
          ? contentFiles[name].file
          : `${language}/${contentFiles[name].file}`;
        // A fact is the same in every language: listed once.
        if (seen.has(`${file}:${path}`)) continue;
        seen.add(`${file}:${path}`);
        placeholders.push({
          file,
          path,
          value,
          steps: stepsOf(data, pathOf(path)),
          kind: path.endsWith(".toConfirm")
            ? "confirm"
            : value.endsWith("(not set)")
              ? "position"
              : "replace",
        });
      }
    }
    const found = checkContent(
      Object.entries(report.content).map(([name, data]) => ({ file: `content/${language}/${name}`, data })),
    );
    drafts.push({ language, entries: found.drafts.length, files: report.draftFiles });
    const { entries, articles } = report.written?.articles ?? { entries: [], articles: [] };
    for (const entry of entries) {
      const index = articles.findIndex((item) => item.name === entry.name);
      // What the page shows is what counts as described (article-kinds.ts).
      const described = morePhotosOf({ ...entry, morePhotoAlts: articles[index]?.morePhotoAlts }).length;
      if (described < furtherPhotoCount(entry))
        undescribed.push({
          language,
          article: entry.name,
          file: `${language}/${contentFiles.articles.file}`,
          path: index < 0 ? "articles" : `articles[${index}].morePhotoAlts`,
          described,
          photos: furtherPhotoCount(entry),
        });
    }
  }
  // The company's photos (DATA_DIR/content-history/images) over the code's.
  const companyImages = join(root, "../images");
  const slots = findSlotFiles(
    Object.keys(
      imageSlots(loadContent(defaultLocale.code, root).content ?? loadContent(defaultLocale.code).content!),
    ),
    root !== contentRoot && existsSync(companyImages) ? [imagesDir, companyImages] : [imagesDir],
  );
  const drawings = [...slots].filter(([, file]) => file.toLowerCase().endsWith(".svg")).map(([slot]) => slot);
  const outdated = languages
    .filter((language) => language !== defaultLocale.code)
    .map((language) => {
      const counts = new Map<string, number>();
      for (const text of outOfDate(root, language)) counts.set(text.file, (counts.get(text.file) ?? 0) + 1);
      return { language, files: [...counts].map(([file, count]) => ({ file, count })) };
    })
    .filter((entry) => entry.files.length > 0);
  const quality = loadContent(defaultLocale.code, root).content?.quality;
  const certificates = (quality?.certificates ?? [])
    .map((entry) => ({ ...entry, daysLeft: validity(entry.validUntil, now).daysLeft }))
    .filter((entry) => entry.daysLeft <= warnDaysAhead)
    .map(({ name, standard, validUntil, daysLeft }) => ({ name, standard, validUntil, daysLeft }));
  return {
    placeholders,
    drafts: drafts.filter((entry) => localeByCode(entry.language)),
    outdated,
    drawings,
    undescribed,
    certificates,
  };
}
