/**
 * What a guided form (a new case study, a new datasheet) does, knowing nothing of HTTP (issue 50):
 * its fields read as people type them, and the new entry made into both of its files, checked with
 * the whole site's content and saved as one change. The pages (guided-form.server.ts) render the
 * form and say the outcome.
 */
import { type Document, isSeq, parseDocument } from "yaml";
import { problemText } from "../content/problems.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { checkMended } from "./content-save.server.ts";
import { readTypedNumber } from "./typed-number.ts";
import type { AdminLanguage, GuidedFormWords } from "./editor-text.ts";

/**
 * line: one line; lines: a text on one line however it was typed; list: one item per line;
 * paragraphs: an empty line between each; number, whole: a figure; date: a day; choice: one of
 * `options`; checks: any of them; range: a least and a most, each optional.
 */
export type GuidedKind =
  "line" | "lines" | "list" | "paragraphs" | "number" | "whole" | "date" | "choice" | "checks" | "range";

export interface GuidedField {
  name: string;
  kind: GuidedKind;
  label: string;
  help: string;
  required?: boolean;
  /** choice and checks: each value with the site's own name for it, in the editor's language */
  options?: Readonly<Record<string, string>>;
}

export interface GuidedGroup {
  key: string;
  heading: string;
  /** What the group's fields are, when each says no more than its name (a composition's elements). */
  intro?: string;
  fields: GuidedField[];
}

export type Values = Record<string, string | string[]>;
export type Problems = Map<string, string[]>;

/** What a guided form says of a field it cannot take as it is. */
export type GuidedWords = Pick<
  GuidedFormWords,
  "needed" | "notANumber" | "notADate" | "paragraphs" | "choose" | "problems"
>;

import { formName } from "./guided-names.ts";

export { formName };

export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A number field's value: a figure ≥ 0 for a range's bound, > 0 otherwise; whole when asked. */
function figureOf(raw: string, kind: GuidedKind, bound: boolean): number | undefined {
  const number = readTypedNumber(raw);
  if (number === undefined || number < 0 || (!bound && number === 0)) return undefined;
  return kind === "whole" && !Number.isInteger(number) ? undefined : number;
}

/** A figure as a person types it ("1.200", "1,5"), as a number field reads it; undefined when it is no positive number. */
export const typedNumber = (value: string): number | undefined => figureOf(value, "number", false);

/**
 * Every field's value as its file keeps it, by the field's name (left out when nothing was
 * typed), and a problem at each field that cannot be taken. A range is `{min?, max?}`, each of
 * its bounds named `<name>.min` and `<name>.max` in the form and in the problems.
 */
export function readGuided(
  fields: readonly GuidedField[],
  values: Values,
  words: GuidedWords,
): { read: Map<string, unknown>; problems: Problems } {
  const read = new Map<string, unknown>();
  const problems: Problems = new Map();
  const say = (name: string, line: string) => problems.set(name, [...(problems.get(name) ?? []), line]);
  for (const field of fields) {
    if (field.kind === "checks") {
      const chosen = Object.keys(field.options ?? {}).filter(
        (option) => values[formName(`${field.name}.${option}`)] === "on",
      );
      if (chosen.length) read.set(field.name, chosen);
      else if (field.required) say(field.name, words.needed);
      continue;
    }
    if (field.kind === "range") {
      const range: { min?: number; max?: number } = {};
      for (const bound of ["min", "max"] as const) {
        const raw = single(values[formName(`${field.name}.${bound}`)]).trim();
        if (raw === "") continue;
        const figure = figureOf(raw, field.kind, true);
        if (figure === undefined) say(`${field.name}.${bound}`, words.notANumber);
        else range[bound] = figure;
      }
      if (range.min !== undefined || range.max !== undefined) read.set(field.name, range);
      else if (field.required) say(`${field.name}.min`, words.needed);
      continue;
    }
    const raw = single(values[formName(field.name)]).trim();
    if (raw === "") {
      if (field.required) say(field.name, words.needed);
      continue;
    }
    let value: unknown = raw;
    if (field.kind === "number" || field.kind === "whole") {
      value = figureOf(raw, field.kind, false);
      if (value === undefined) say(field.name, words.notANumber);
    } else if (field.kind === "paragraphs") value = paragraphsOf(raw);
    else if (field.kind === "list") value = linesOf(raw);
    else if (field.kind === "lines") value = raw.replace(/\s+/g, " ");
    else if (field.kind === "choice" && !Object.hasOwn(field.options ?? {}, raw)) {
      value = undefined;
      say(field.name, words.needed);
    } else if (field.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
      value = undefined;
      say(field.name, words.notADate);
    }
    if (value !== undefined) read.set(field.name, value);
  }
  return { read, problems };
}

/** Sets `value` at `path` inside `into`, making the objects on the way. */
export function putAt(into: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = into;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
}

export interface GuidedSpec<Made> {
  /** Its pages are /admin/new/<path>. */
  path: string;
  /** The most fields a form sends, counted before any is read. */
  parameters: number;
  idPrefix: string;
  words: (language: AdminLanguage) => GuidedFormWords;
  /** The files (without content/ and .yaml) and the list in each that the new entry ends. */
  facts: { file: string; list: string };
  texts: { file: string; list: string };
  groups: (language: AdminLanguage, store: ContentRepo) => GuidedGroup[] | Promise<GuidedGroup[]>;
  /** What the form starts with (e.g. today's date). */
  initial?: () => Values;
  /** The new entry's facts and words, both named `name`, from what the form read. */
  make: (
    read: ReadonlyMap<string, unknown>,
    values: Values,
    language: AdminLanguage,
    taken: ReadonlySet<string>,
  ) => {
    name: string;
    facts: Record<string, unknown>;
    words: Record<string, unknown>;
    problems?: Problems;
    made: Made;
  };
  /** The facts as the site's check reads them, when not as saved (and problems of files to leave out). */
  checked?: { facts: (document: Document, index: number) => string; ignored: (file: string) => boolean };
  /** The form's field a problem names, from its path in the new entry of either file. */
  fieldOf: (path: readonly (string | number)[], inWords: boolean, made: Made) => string | undefined;
  /** What follows once it is made, each a link. */
  next: (language: AdminLanguage, name: string, index: number) => { href: string; label: string }[];
  /** The fields whose value names one kept unfinished on the dashboard, the first typed in. */
  namedBy: readonly string[];
  /** The change's message and the audit log's words. */
  message: (name: string) => string;
  audit: string;
}

/** The entries of `list` in a file, by name (and title, for the words). */
export const namesIn = (document: Document, list: string) =>
  (
    (document.toJS() as Record<string, { name?: unknown; title?: unknown }[] | undefined> | null)?.[list] ??
    []
  ).map((entry) => ({ name: String(entry?.name), title: entry?.title }));

/**
 * A form's values read and made into the new entry: each field's problem, as sending it would
 * say. A form with fields still missing may not make an entry: what is missing is said at them.
 */
export async function readAndMake<Made>(
  spec: GuidedSpec<Made>,
  values: Values,
  language: AdminLanguage,
  store: ContentRepo,
  taken: Set<string>,
) {
  const fields = (await spec.groups(language, store)).flatMap((group) => group.fields);
  const { read, problems } = readGuided(fields, values, spec.words(language));
  let made: ReturnType<typeof spec.make> | undefined;
  try {
    made = spec.make(read, values, language, taken);
  } catch (error) {
    if (problems.size === 0) throw error;
  }
  for (const [field, lines] of made?.problems ?? [])
    problems.set(field, [...(problems.get(field) ?? []), ...lines]);
  return { fields, problems, made };
}

export type GuidedOutcome =
  /** Said at their fields (`problems`), or above the form (`general`): nothing was saved. */
  | { kind: "problems"; problems: Problems; general: string[] }
  /** One of the two files changed as this was saved: nothing was saved. */
  | { kind: "busy" }
  | { kind: "made"; name: string; commit: string };

/** Makes the new entry `values` describe at the end of both files, as a change of `who`'s. */
export async function createGuidedEntry<Made>(
  store: ContentRepo,
  spec: GuidedSpec<Made>,
  values: Values,
  language: AdminLanguage,
  who: string,
): Promise<GuidedOutcome> {
  const facts = store.read(spec.facts.file);
  const texts = store.read(spec.texts.file);
  const factsDocument = parseDocument(facts.text);
  const wordsDocument = parseDocument(texts.text);
  const factsList = factsDocument.get(spec.facts.list, true);
  const wordsList = wordsDocument.get(spec.texts.list, true);
  if (!isSeq(factsList) || !isSeq(wordsList))
    throw new Error(`content/${spec.facts.file}.yaml: no list of ${spec.facts.list}`);
  const taken = new Set(namesIn(factsDocument, spec.facts.list).map((entry) => entry.name));
  const { problems: unread, made } = await readAndMake(spec, values, language, store, taken);
  if (unread.size || !made) return { kind: "problems", problems: unread, general: [] };
  const index = factsList.items.length;
  const wordsIndex = wordsList.items.length;
  factsList.items.push(factsDocument.createNode(made.facts));
  wordsList.items.push(wordsDocument.createNode(made.words));
  const files = [
    { file: spec.facts.file, version: facts.version, text: factsDocument.toString({ lineWidth: 0 }) },
    { file: spec.texts.file, version: texts.version, text: wordsDocument.toString({ lineWidth: 0 }) },
  ];
  const problems: Problems = new Map();
  const general: string[] = [];
  const checked = new Map([
    [spec.facts.file, spec.checked?.facts(factsDocument, index) ?? files[0]!.text],
    [spec.texts.file, files[1]!.text],
  ]);
  for (const problem of await checkMended(store, checked)) {
    if (spec.checked?.ignored(problem.file)) continue;
    const inWords = problem.file === `content/${spec.texts.file}.yaml`;
    const ours =
      problem.field?.[0] === (inWords ? spec.texts.list : spec.facts.list) &&
      problem.field[1] === (inWords ? wordsIndex : index);
    const field = ours ? spec.fieldOf(problem.field!, inWords, made.made) : undefined;
    const line = problemText(language, problem.detail);
    if (field) problems.set(field, [...(problems.get(field) ?? []), line]);
    else general.push(`${problem.file}: ${line}`);
  }
  if (problems.size || general.length) return { kind: "problems", problems, general };
  const outcome = await store.saveChange({ files, who, message: spec.message(made.name) });
  return outcome.saved ? { kind: "made", name: made.name, commit: outcome.commit } : { kind: "busy" };
}
