/**
 * Which English each translated text was confirmed against (issue 20). content/translations.json
 * holds, per language, file and text, a fingerprint of the English text when its translation was
 * confirmed (saved or ticked as still right in the editor, or its draft mark removed). When the
 * English changes, the fingerprints differ and the translation is *out of date*: in the editor at
 * its field, on the dashboard and in `npm run check`. Texts under a draft mark are drafts, not
 * out of date.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";
import { contentFiles } from "./schemas/index.ts";

export const translationsFile = "translations.json";

/** language → file ("home") → text's path ("hero.title", "photos.3.alt") → fingerprint */
export type TranslationRecord = Partial<Record<LocaleCode, Record<string, Record<string, string>>>>;

export const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list whose items have names of their own (the gallery's photos): they are found by name. */
const named = (list: unknown[]): list is { name: string }[] =>
  list.length > 0 && list.every((item) => isRecord(item) && typeof item.name === "string");

/**
 * Every text of a words file, by its path: "hero.title", "cards.3.body"; an item of a named list
 * by its name, "photos.@spider-rotor.alt", so a photo's text follows the photo when it moves.
 */
export function textsOf(
  data: unknown,
  path: string[] = [],
  into = new Map<string, string>(),
): Map<string, string> {
  if (typeof data === "string") into.set(path.join("."), data);
  else if (Array.isArray(data))
    data.forEach((item, index) =>
      textsOf(item, [...path, named(data) ? `@${(item as { name: string }).name}` : String(index)], into),
    );
  else if (isRecord(data))
    for (const [key, value] of Object.entries(data))
      if (key !== "draft" && !(key === "name" && path.at(-1)?.startsWith("@")))
        textsOf(value, [...path, key], into);
  return into;
}

/** One step of a path into `at`: a key, an index, or "@name" in a named list. */
function step(at: unknown, key: string): unknown {
  if (Array.isArray(at))
    return key.startsWith("@")
      ? at.find((item) => isRecord(item) && item.name === key.slice(1))
      : at[Number(key)];
  return isRecord(at) ? at[key] : undefined;
}

/** "photos.@spider-rotor.alt" → "photos.7.alt": where the text is in this file's lists. */
export function indexedPath(data: unknown, path: string): string {
  let at = data;
  return path
    .split(".")
    .map((key) => {
      const index =
        Array.isArray(at) && key.startsWith("@")
          ? at.findIndex((item) => isRecord(item) && item.name === key.slice(1))
          : -1;
      at = step(at, key);
      return index === -1 ? key : String(index);
    })
    .join(".");
}

/** Is the text at `path` under a draft mark (the file's, or an entry's on the way)? */
export function underDraft(translation: unknown, path: string): boolean {
  let at: unknown = translation;
  for (const key of ["", ...path.split(".")]) {
    if (key !== "") at = step(at, key);
    if (isRecord(at) && at.draft === true) return true;
  }
  return false;
}

export function readTranslationRecord(root: string): TranslationRecord {
  const file = join(root, translationsFile);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as TranslationRecord;
  } catch {
    return {};
  }
}

/** The record as the file holds it: sorted, one text per line, so two people's changes merge. */
export function translationRecordText(record: TranslationRecord): string {
  const sorted = (value: unknown): unknown =>
    isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        )
      : value;
  return `${JSON.stringify(sorted(record), null, 2)}\n`;
}

const wordsOf = (root: string, language: LocaleCode, file: string): unknown => {
  const path = join(root, language, `${file}.yaml`);
  return existsSync(path) ? (parseDocument(readFileSync(path, "utf8")).toJS() ?? {}) : {};
};

/** The translated texts whose English changed since they were confirmed, in one language. */
export function outOfDate(root: string, language: LocaleCode): { file: string; path: string }[] {
  if (language === defaultLocale.code) return [];
  const record = readTranslationRecord(root)[language] ?? {};
  const found: { file: string; path: string }[] = [];
  for (const { file } of Object.values(contentFiles)) {
    const translation = wordsOf(root, language, file);
    for (const [path, english] of textsOf(wordsOf(root, defaultLocale.code, file)))
      if (!underDraft(translation, path) && record[file]?.[path] !== fingerprint(english))
        found.push({ file, path });
  }
  return found;
}

/**
 * The record after a translation of `file` was saved: the texts changed, the ones ticked as still
 * right (or all, `confirmAll`), and those whose draft mark was removed are confirmed against the
 * English as it is; texts under a draft mark are dropped; the rest stay as they were.
 */
export function confirmTranslations(
  record: TranslationRecord,
  language: LocaleCode,
  file: string,
  english: unknown,
  before: unknown,
  after: unknown,
  ticked: ReadonlySet<string>,
  confirmAll = false,
): TranslationRecord {
  const previous = record[language]?.[file] ?? {};
  const beforeTexts = textsOf(before);
  const afterTexts = textsOf(after);
  const next: Record<string, string> = {};
  for (const [path, text] of textsOf(english)) {
    if (underDraft(after, path)) continue;
    const confirmed =
      confirmAll ||
      ticked.has(path) ||
      beforeTexts.get(path) !== afterTexts.get(path) ||
      underDraft(before, path);
    const kept = confirmed ? fingerprint(text) : previous[path];
    if (kept) next[path] = kept;
  }
  // Nothing confirmed in a file: no entry for it (the same record, written the same way).
  const others = Object.fromEntries(Object.entries(record[language] ?? {}).filter(([name]) => name !== file));
  return { ...record, [language]: Object.keys(next).length > 0 ? { ...others, [file]: next } : others };
}

/** Every confirmed (not draft) translated text recorded against today's English: the starting point. */
export function recordAsConfirmed(root: string): TranslationRecord {
  const record: TranslationRecord = {};
  for (const locale of locales) {
    if (locale.code === defaultLocale.code) continue;
    const files: Record<string, Record<string, string>> = {};
    for (const { file } of Object.values(contentFiles)) {
      const translation = wordsOf(root, locale.code, file);
      const texts: Record<string, string> = {};
      for (const [path, english] of textsOf(wordsOf(root, defaultLocale.code, file)))
        if (!underDraft(translation, path)) texts[path] = fingerprint(english);
      if (Object.keys(texts).length > 0) files[file] = texts;
    }
    record[locale.code] = files;
  }
  return record;
}
