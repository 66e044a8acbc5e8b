/**
 * Saving a content file, knowing nothing of HTTP (issue 50): the values a form sent are merged
 * with whatever another person saved since its version, written into the file's YAML keeping its
 * comments, checked with the whole site's content and committed with the translations' record.
 * The editing routes (editing.server.ts) only read the form and say the outcome; this module's
 * tests call it directly.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { isPartial } from "../content/write-whole.server.ts";
import { jsonSchemaOf } from "../content/json-schemas.ts";
import { forgetContent, loadContent } from "../content/load-content.ts";
import { contentFiles, type ContentName } from "../content/schemas/index.ts";
import {
  confirmTranslations,
  indexedPath,
  textsOf,
  type TranslationRecord,
  translationRecordText,
} from "../content/translations.ts";
import { type ContentProblem, problemLine } from "../content/problems.ts";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { applyToDocument, fieldTrail, type JsonSchema, type Path, valueAt } from "./form.server.ts";

/** The schema entry of a file: "it/home" → home; "site" → site (the facts). */
export function entryOf(file: string): { name: ContentName; language: LocaleCode | undefined } | undefined {
  const [first = "", second] = file.split("/");
  const base = second ?? first;
  const language = second === undefined ? undefined : (first as LocaleCode);
  const found = (Object.entries(contentFiles) as [ContentName, { file: string }][]).find(
    ([, entry]) => entry.file === base,
  );
  return found ? { name: found[0], language } : undefined;
}

/** The schema a file's form is made from and read by. */
export const schemaOf = (name: ContentName, language: LocaleCode | undefined): JsonSchema => {
  const schema = jsonSchemaOf(name) as JsonSchema;
  // The facts are never a draft. A translation as a whole can be (one to confirm), and so can an
  // English file of copy we wrote (privacy, cookies): its mark is shown, so a save keeps it.
  if (language === undefined) delete schema.properties?.draft;
  return schema;
};

/** A YAML text's values. */
export const dataOf = (text: string): unknown => parseDocument(text).toJS() ?? {};

/**
 * Checks the whole content as it would be with `text` in `file`: the languages the file feeds (a
 * fact or an English text feeds them all). Returns the check's lines; none when it may be saved.
 */
export function checkProposed(repoDir: string, file: string, text: string): ContentProblem[] {
  return checkProposedFiles(repoDir, new Map([[file, text]]));
}

/** The same for several files changed together (a gallery photo in every language). */
export function checkProposedFiles(repoDir: string, files: ReadonlyMap<string, string>): ContentProblem[] {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    // What a write in progress (or one a crash cut short) left beside a file is not content.
    cpSync(join(repoDir, "content"), root, { recursive: true, filter: (source) => !isPartial(source) });
    for (const [file, text] of files) writeFileSync(join(root, `${file}.yaml`), text);
    const fed = [...files.keys()].map((file) => (file.includes("/") ? file.split("/")[0] : undefined));
    const languages = fed.some((language) => language === undefined || language === defaultLocale.code)
      ? locales.map((locale) => locale.code)
      : [...new Set(fed)].filter((language): language is LocaleCode => language !== undefined);
    // A mistake in a facts file (content/site.yaml) is found by every language: said once.
    const found = new Map<string, ContentProblem>();
    for (const code of languages)
      for (const problem of loadContent(code, root).problems) found.set(problemLine(problem), problem);
    return [...found.values()];
  } finally {
    forgetContent(root);
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * checkProposedFiles, with what a crash left mended first when the check finds anything: a file
 * a write cut short reads as a mistake of the person's (issue 49). Mending takes the content's
 * lock, so it is done only then, not before every save.
 */
export async function checkMended(
  store: Pick<ContentRepo, "dir" | "mend">,
  files: ReadonlyMap<string, string>,
): Promise<ContentProblem[]> {
  const problems = checkProposedFiles(store.dir, files);
  if (problems.length === 0) return problems;
  await store.mend();
  return checkProposedFiles(store.dir, files);
}

/** Leaf fields whose value differs: what a change's record names. */
export function changedFields(before: unknown, after: unknown, path: Path = []): Path[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    if (Array.isArray(before) && Array.isArray(after) && before.length !== after.length) return [path];
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changedFields((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [
        ...path,
        Array.isArray(before) ? Number(key) : key,
      ]),
    );
  }
  return [path];
}

/** A copy of `data` with the value at `path` replaced (taken out when undefined). */
function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return structuredClone(value);
  const [key, ...rest] = path as [string | number, ...Path];
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(data)
    ? [...(data as unknown[])]
    : typeof data === "object" && data !== null
      ? { ...(data as Record<string, unknown>) }
      : {};
  const inner = withValueAt((copy as Record<string | number, unknown>)[key], rest, value);
  if (inner === undefined && !Array.isArray(copy)) delete (copy as Record<string | number, unknown>)[key];
  else (copy as Record<string | number, unknown>)[key] = inner;
  return copy;
}

/** One path inside the other, or the same: a change to one touches the other. */
const overlaps = (a: Path, b: Path) =>
  (a.length <= b.length ? a : b).every(
    (key, index) => String(key) === String((a.length <= b.length ? b : a)[index]),
  );

export interface Conflict {
  path: Path;
  theirs: unknown;
  yours: unknown;
}

/**
 * Two people's saves from the same version (`base`): what this person changed goes over what the
 * other saved (`theirs`), field by field; a field both changed, differently, is a conflict and is
 * not merged. Returns the merged values and the conflicts, with this person's values for those in
 * `shown` (what the form shows them).
 */
export function mergeChanges(
  base: unknown,
  theirs: unknown,
  mine: unknown,
): { merged: unknown; shown: unknown; conflicts: Conflict[] } {
  const ours = changedFields(base, mine);
  const others = changedFields(base, theirs);
  let merged = theirs;
  const conflicts: Conflict[] = [];
  for (const path of ours) {
    const clash = others.find((other) => overlaps(path, other));
    const at = clash && clash.length < path.length ? clash : path;
    if (clash && JSON.stringify(valueAt(mine, at)) !== JSON.stringify(valueAt(theirs, at))) {
      if (!conflicts.some((conflict) => overlaps(conflict.path, at)))
        conflicts.push({ path: at, theirs: valueAt(theirs, at), yours: valueAt(mine, at) });
      continue;
    }
    merged = withValueAt(merged, path, valueAt(mine, path));
  }
  let shown = merged;
  for (const conflict of conflicts) shown = withValueAt(shown, conflict.path, conflict.yours);
  return { merged, shown, conflicts };
}

/** A save asked for: the form's values as read against the file's schema, and what came with them. */
export interface SaveRequest {
  /** The content file, as the editor names it ("it/home", "site"). */
  file: string;
  values: unknown;
  /** The file's version the form was made from. */
  sentVersion: string;
  /** Who saves: the change's author. */
  who: string;
  /** The translations ticked as still right, by their place in the form ("photos.7.alt"). */
  ticked?: ReadonlySet<string>;
  /** Every translation of the file confirmed as it is. */
  confirmAll?: boolean;
}

export type SaveOutcome =
  /** Saved as `commit`; merged over another person's save of the same version when `mergedWith`. */
  | { kind: "saved"; commit: string; mergedWith?: string }
  /** Nothing differs from the file as saved: nothing was written. */
  | { kind: "unchanged" }
  /** Another person changed the same fields since `sentVersion`: nothing was saved. */
  | {
      kind: "conflict";
      /** What the form shows: the merge, with this person's values where they clash. */
      values: unknown;
      /** The file's version now: the form's next save goes over it. */
      version: string;
      conflicts: Conflict[];
      /** Who saved last, and when (ISO date). */
      last: { author: string; date: string } | undefined;
    }
  /** The site's content would not be valid with it: nothing was saved. */
  | { kind: "problems"; values: unknown; version: string; problems: ContentProblem[] }
  /** Others saved the file every time this save was tried: nothing was saved. */
  | { kind: "busy" };

type SaveStore = Pick<
  ContentRepo,
  "dir" | "mend" | "read" | "readVersion" | "lastChange" | "readRecord" | "save"
>;

/**
 * Saves `request.values` into `request.file`. A save is tried against the file as it is now;
 * another save landing in between is merged like one made before (a few times at most: each try
 * re-reads the file).
 */
export async function saveContentFile(store: SaveStore, request: SaveRequest): Promise<SaveOutcome> {
  const { file, sentVersion, who, confirmAll = false } = request;
  const entry = entryOf(file);
  if (!entry) throw new Error(`not a content file: ${file}`);
  const mine = request.values;
  for (let attempt = 0; attempt < 3; attempt++) {
    const saved = store.read(file);
    let mergedWith: string | undefined;
    let values = mine;
    if (sentVersion !== saved.version) {
      // Another save since the form was made: this person's changes go over it field by field;
      // the fields both changed are shown to them, and nothing is saved.
      const baseText = await store.readVersion(sentVersion);
      const theirs = dataOf(saved.text);
      const last = await store.lastChange(file);
      // A version no change saved (a forged form): every field that differs is a conflict.
      const { merged, shown, conflicts } =
        baseText === undefined
          ? {
              merged: mine,
              shown: mine,
              conflicts: changedFields(theirs, mine).map((path) => ({
                path,
                theirs: valueAt(theirs, path),
                yours: valueAt(mine, path),
              })),
            }
          : mergeChanges(dataOf(baseText), theirs, mine);
      if (conflicts.length > 0)
        return { kind: "conflict", values: shown, version: saved.version, conflicts, last };
      values = merged;
      mergedWith = last?.author;
    }
    const document = parseDocument(saved.text);
    const before = document.toJS() ?? {};
    applyToDocument(document, before, values);
    const changed = changedFields(before, values);
    const text = changed.length === 0 ? saved.text : document.toString({ lineWidth: 0 });
    const savedRecord = store.readRecord();
    const record = translationRecordOf(
      store,
      entry,
      before,
      text,
      request.ticked ?? new Set(),
      confirmAll,
      savedRecord,
    );
    const recordChanged = record !== undefined && record !== savedRecord;
    if (text === saved.text && !recordChanged) return { kind: "unchanged" };
    const problems = text === saved.text ? [] : await checkMended(store, new Map([[file, text]]));
    if (problems.length > 0) return { kind: "problems", values, version: saved.version, problems };
    const what =
      changed.length === 0
        ? `${request.ticked?.size || "all"} translation(s) confirmed`
        : changed
            .slice(0, 4)
            .map((field) => fieldTrail(entry.name, field, values, "en", "item"))
            .join(", ") + (changed.length > 4 ? ", …" : "");
    const outcome = await store.save(
      file,
      text,
      saved.version,
      who,
      `content/${file}.yaml: ${what}`,
      recordChanged ? record : undefined,
    );
    if (outcome.saved)
      return { kind: "saved", commit: outcome.commit, ...(mergedWith ? { mergedWith } : {}) };
  }
  return { kind: "busy" };
}

/**
 * The translations' record after a translation is saved, ticked as still right or taken out of
 * draft: confirmed against the English as it is now (app/content/translations.ts). Undefined for
 * the English files and the facts.
 */
function translationRecordOf(
  store: SaveStore,
  entry: { name: ContentName; language: LocaleCode | undefined },
  before: unknown,
  text: string,
  tickedInForm: ReadonlySet<string>,
  confirmAll: boolean,
  savedRecord: string,
): string | undefined {
  if (entry.language === undefined || entry.language === defaultLocale.code) return undefined;
  // The form names a text by its place ("photos.7.alt"); the record by its photo's name.
  const byPlace = new Map([...textsOf(before)].map(([path]) => [indexedPath(before, path), path] as const));
  const ticked = new Set([...tickedInForm].map((path) => byPlace.get(path) ?? path));
  const english = contentFiles[entry.name].file;
  return translationRecordText(
    confirmTranslations(
      JSON.parse(savedRecord) as TranslationRecord,
      entry.language,
      english,
      dataOf(store.read(`${defaultLocale.code}/${english}`).text),
      before,
      dataOf(text),
      ticked,
      confirmAll,
    ),
  );
}
