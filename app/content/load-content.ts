/**
 * Reads one language's content files, checks them with their schemas and names every mistake in one
 * plain line: file, line, field, what is wrong and what is expected (content/README.md shows the
 * lines an editor may meet). Runs in Node only: at build time (the content Vite plugin, npm run
 * check) and in the server, for the answers it writes without a page (server/refusal-page.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { pageTitleOf } from "../seo/page-title-of.ts";
import { defaultLocale, localeByCode, type LocaleCode } from "../locales.ts";
import {
  contentFiles,
  type ContentName,
  type PublishedArticle,
  type SiteContent,
  type WrittenContent,
} from "./schemas/index.ts";
import { weekdays } from "./schemas/site.ts";
import { withoutUnconfirmed } from "./unconfirmed.ts";
import { gradeDensities, quoteDensities } from "./materials.ts";
import {
  type ContentProblem,
  type FieldPath,
  fieldName,
  foundOf,
  type ProblemDetail,
  problemLine,
} from "./problems.ts";
import { ruleOf, type Rule } from "./schemas/rules.ts";

export const contentRoot = fileURLToPath(new URL("../../content/", import.meta.url));

export interface ContentReport {
  content: SiteContent | undefined;
  /** each file's part as its schema checked it, before the files are joined (translations compare these) */
  written?: WrittenContent;
  /** every mistake as data: where it is and what is wrong (problems.ts words it in each language) */
  problems: ContentProblem[];
  /** one English line per mistake, "content/it/about.yaml:12: founder › bio: …" (the build's) */
  errors: string[];
  /** the words files of this language still marked `draft: true` as a whole (a translation to confirm) */
  draftFiles: string[];
}

interface ParsedFile {
  path: string;
  document: Document;
  lines: LineCounter;
  data: unknown;
}

/**
 * Where an unclosed quote opens: the parser only notices at the end of the file, but the editor
 * needs the line they typed it on, the first with an odd number of unescaped quotes of that kind.
 */
function unclosedQuoteLine(text: string, quote: string): number | undefined {
  const lines = text.split("\n");
  const index = lines.findIndex(
    (line) => (line.replaceAll(`\\${quote}`, "").split(quote).length - 1) % 2 === 1,
  );
  return index === -1 ? undefined : index + 1;
}

/**
 * The first line, up to `until`, whose indentation cannot be right: content files indent by two
 * spaces, and a line goes deeper than the one above only under a field that opens a group (it
 * ends with ":"), a list item's first field, or a text block (| or >). The parser's own message
 * for such a line is often about quotes or keys, which sends the editor the wrong way.
 */
export function misindentedLine(
  text: string,
  until: number,
): { line: number; spaces: number; expected: string } | undefined {
  const lines = text.split("\n");
  let previous: { indent: number; text: string } | undefined;
  let blockIndent: number | undefined;
  for (let index = 0; index < Math.min(lines.length, until); index++) {
    const raw = lines[index] ?? "";
    const content = raw.trim();
    if (content === "" || content.startsWith("#")) continue;
    const indent = raw.length - raw.trimStart().length;
    // Inside a text block (| or >) anything deeper is the text itself.
    if (blockIndent !== undefined && indent > blockIndent) continue;
    blockIndent = undefined;
    if (indent % 2 !== 0)
      return {
        line: index + 1,
        spaces: indent,
        expected: previous ? `${previous.indent} or ${previous.indent + 2}` : "0",
      };
    if (previous && indent > previous.indent) {
      const opens = /:\s*$/.test(previous.text) || /:\s*[|>][-+]?\s*$/.test(previous.text);
      const itemField = previous.text.startsWith("- ") && indent === previous.indent + 2;
      if (!opens && !itemField) return { line: index + 1, spaces: indent, expected: `${previous.indent}` };
    }
    if (/:\s*[|>][-+]?\s*$/.test(content)) blockIndent = indent;
    previous = { indent, text: content };
  }
  return undefined;
}

/** Texts read instead of their files, during one `loadContentWith` (the read is synchronous). */
let given: ReadonlyMap<string, string> | undefined;
/** What was read with them, for that call alone: each language once, however often it is compared with. */
let readWithGiven: Map<string, ContentReport> | undefined;

function parseFile(path: string, shown: string, problems: ContentProblem[]): ParsedFile | undefined {
  const lines = new LineCounter();
  const text = given?.get(path) ?? readFileSync(path, "utf8");
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  // One mistake makes the parser report several; the first one is the editor's to mend.
  const [error] = document.errors;
  if (error) {
    const at = lines.linePos(error.pos[0]).line;
    const quote = /closing (["'])?quote|closing quote/i.test(error.message)
      ? unclosedQuoteLine(text, error.message.includes("'") ? "'" : '"')
      : undefined;
    const indented = quote === undefined ? misindentedLine(text, at + 1) : undefined;
    // `title: {company} foundry`: YAML reads the brace as the start of something else.
    const special = /^\s*(?:- )?[\w-]+:\s+([{[*&!%@`])/.exec(text.split("\n")[at - 1] ?? "")?.[1];
    problems.push(
      indented
        ? {
            file: shown,
            line: indented.line,
            detail: { code: "indentation", spaces: indented.spaces, expected: indented.expected },
          }
        : special && quote === undefined
          ? { file: shown, line: at, detail: { code: "quote-start", char: special } }
          : { file: shown, line: quote ?? at, detail: yamlProblem(error.code, error.message) },
    );
    return undefined;
  }
  return { path: shown, document, lines, data: (document.toJS() as unknown) ?? {} };
}

/** The YAML parser's mistake, as one someone who has never heard of YAML can mend. */
function yamlProblem(code: string, message: string): ProblemDetail {
  const parser = message.split("\n")[0] ?? message;
  switch (code) {
    case "MISSING_CHAR":
    case "BAD_SCALAR_START":
      return { code: "yaml", kind: "unfinished", parser };
    case "BAD_INDENT":
    case "MISSING_INDENT":
      return { code: "yaml", kind: "indentation", parser };
    case "DUPLICATE_KEY":
      return { code: "yaml", kind: "duplicate", parser };
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return { code: "yaml", kind: "colon", parser };
    default:
      return { code: "yaml", kind: "unreadable", parser };
  }
}

/** Facts and words of one content name merged: objects field by field, lists item by item. */
function merge(facts: unknown, words: unknown): unknown {
  if (Array.isArray(facts) && Array.isArray(words)) {
    return Array.from({ length: Math.max(facts.length, words.length) }, (_, index) =>
      merge(facts[index], words[index]),
    );
  }
  if (isRecord(facts) && isRecord(words)) {
    const result: Record<string, unknown> = { ...facts };
    for (const [key, value] of Object.entries(words)) result[key] = merge(facts[key], value);
    return result;
  }
  return words === undefined ? facts : words;
}

/**
 * Lists written both in the facts and in the words (materials' families) are merged item by item,
 * so each item must be the same one on both sides: the paths where the names differ.
 */
function namedItemsDiffer(
  facts: unknown,
  words: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; facts: string; words: string }[] {
  if (Array.isArray(facts) && Array.isArray(words)) {
    const found: { path: PropertyKey[]; facts: string; words: string }[] = [];
    facts.forEach((item, index) => {
      const other: unknown = words[index];
      const ours = isRecord(item) ? item.name : undefined;
      const theirs = isRecord(other) ? other.name : undefined;
      if (typeof ours === "string" && theirs !== ours)
        found.push({
          path: [...path, index, "name"],
          facts: ours,
          words: typeof theirs === "string" ? theirs : "",
        });
      else found.push(...namedItemsDiffer(item, other, [...path, index]));
    });
    if (words.length > facts.length)
      found.push({
        path: [...path, facts.length],
        facts: "",
        words: String((words[facts.length] as { name?: unknown } | undefined)?.name ?? ""),
      });
    return found;
  }
  if (isRecord(facts) && isRecord(words))
    return Object.keys(facts).flatMap((key) => namedItemsDiffer(facts[key], words[key], [...path, key]));
  return [];
}

/**
 * Items at the end of a list written both in the facts and in the words (materials' families) that
 * the facts mark `published: false` are new ones being written: left out, with any words they
 * already have, so the company can add one in the editor file by file (the facts, then each
 * language) without a file refusing the other's half. Only at the end: every other item keeps its
 * place and its messages their line numbers. One marked so elsewhere is checked and kept off the
 * site (joined).
 */
function withoutNewItems(facts: unknown, words: unknown): [facts: unknown, words: unknown] {
  if (!isRecord(facts) || !isRecord(words)) return [facts, words];
  const keptFacts: Record<string, unknown> = { ...facts };
  const keptWords: Record<string, unknown> = { ...words };
  for (const [key, list] of Object.entries(facts)) {
    const written = words[key];
    if (!Array.isArray(list) || !Array.isArray(written)) continue;
    let kept = list.length;
    while (
      kept > 0 &&
      isRecord(list[kept - 1]) &&
      (list[kept - 1] as { published?: unknown }).published === false
    )
      kept--;
    if (kept === list.length) continue;
    const newNames = new Set(list.slice(kept).map((item) => (item as { name?: unknown }).name));
    keptFacts[key] = list.slice(0, kept);
    // Words beyond the facts' kept items are left for namedItemsDiffer to name, unless they are the new ones'.
    if (written.slice(kept).every((item) => isRecord(item) && newNames.has(item.name)))
      keptWords[key] = written.slice(0, kept);
  }
  return [keptFacts, keptWords];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export { fieldName };

/** The line of the deepest part of `path` written in `file` (or undefined if none of it is). */
function lineOf(file: ParsedFile | undefined, path: readonly PropertyKey[]): number | undefined {
  if (!file) return undefined;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = file.document.getIn(path.slice(0, depth) as unknown[], true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range && (isMap(node) || isSeq(node) || isScalar(node))) return file.lines.linePos(range[0]).line;
    if (depth === 0) return 1;
  }
  return undefined;
}

/** How much of `path` a file writes: the length of its longest prefix found there. */
function depthWritten(file: ParsedFile | undefined, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth > 0; depth--) if (writes(file, path.slice(0, depth))) return depth;
  return 0;
}

/**
 * The file a mistake belongs to: the one that writes the field, or, for a missing field, the one
 * that writes what holds it (company.shortName, missing, belongs beside company.name in the
 * facts); the words file when neither does.
 */
function fileFor(
  path: readonly PropertyKey[],
  words: ParsedFile | undefined,
  facts: ParsedFile | undefined,
): ParsedFile | undefined {
  return depthWritten(facts, path) > depthWritten(words, path) ? facts : words;
}

/** Does the words file (or else the facts file) write this exact path? */
function writes(file: ParsedFile | undefined, path: readonly PropertyKey[]): boolean {
  return file?.document.hasIn(path as unknown[]) ?? false;
}

/** How many letters to add, drop or change to turn one name into the other. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

/** One zod issue as what is wrong and what is expected; `language` fills a rule's {language}. */
function problem(issue: z.core.$ZodIssue, data: unknown, language: LocaleCode): ProblemDetail {
  const value = valueAt(data, issue.path);
  const found = foundOf(value);
  const count = Array.isArray(value) ? value.length : 0;
  const said = (message: string): Rule => {
    const rule = ruleOf(message);
    return "code" in rule ? { code: rule.code, values: { language, ...rule.values } } : rule;
  };
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return { code: "missing", expected: issue.expected };
      // `title: {company} foundry` reads as a group of fields: the braces must be inside quotes.
      return {
        code: "wrong-type",
        expected: issue.expected,
        found,
        quote: issue.expected === "string" && typeof value === "object" && value !== null,
      };
    case "too_small":
      if (issue.origin === "string") return { code: "empty" };
      if (issue.origin === "array")
        return { code: "too-few-items", count, limit: Number(issue.minimum), exact: issue.exact === true };
      return { code: "too-small", found, limit: String(issue.minimum) };
    case "too_big":
      if (issue.origin === "string") return { code: "too-long", found, limit: Number(issue.maximum) };
      if (issue.origin === "array")
        return { code: "too-many-items", count, limit: Number(issue.maximum), exact: issue.exact === true };
      return { code: "too-large", found, limit: String(issue.maximum) };
    case "invalid_value":
      if (value === undefined) return { code: "missing-choice", values: issue.values };
      return { code: "not-allowed", found, values: issue.values };
    case "invalid_format":
      return { code: "format", found, format: issue.format, rule: said(issue.message) };
    default:
      return value === undefined
        ? { code: "missing-rule", rule: said(issue.message) }
        : { code: "rule", found, rule: said(issue.message) };
  }
}

/**
 * Every mistake zod found. A misspelt field shows as an unknown field next to a missing one: those
 * two become one problem that suggests the right name.
 */
function issueProblems(
  issues: z.core.$ZodIssue[],
  data: unknown,
  words: ParsedFile | undefined,
  facts: ParsedFile | undefined,
  wordsPath: string,
  language: LocaleCode,
): ContentProblem[] {
  const found: ContentProblem[] = [];
  const missing = issues.filter(
    (issue) => issue.code !== "unrecognized_keys" && valueAt(data, issue.path) === undefined,
  );
  const suggested = new Set<z.core.$ZodIssue>();
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    for (const key of issue.keys) {
      const path = [...issue.path, key] as FieldPath;
      const file = writes(words, path) ? words : facts;
      const near = missing
        .filter(
          (other) =>
            other.path.length === path.length && fieldName(other.path.slice(0, -1)) === fieldName(issue.path),
        )
        .map((other) => ({
          other,
          name: String(other.path.at(-1)),
          distance: editDistance(key.toLowerCase(), String(other.path.at(-1)).toLowerCase()),
        }))
        .filter((candidate) => candidate.distance <= 3)
        .sort((a, b) => a.distance - b.distance)[0];
      if (near) suggested.add(near.other);
      found.push({
        file: file?.path ?? wordsPath,
        line: lineOf(file, path) ?? 1,
        field: path,
        detail: { code: "unknown-field", key, near: near?.name },
      });
    }
  }
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" || suggested.has(issue)) continue;
    const file = fileFor(issue.path, words, facts);
    found.push({
      file: file?.path ?? wordsPath,
      line: lineOf(file, issue.path) ?? 1,
      field: issue.path as FieldPath,
      detail: problem(issue, data, language),
    });
  }
  return found;
}

/** The fields and list lengths English has and a translation lacks: what is left to translate. */
function untranslated(english: unknown, translation: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(english))
    return Array.isArray(translation) && translation.length === english.length
      ? english.flatMap((item, index) => untranslated(item, translation[index], [...path, index]))
      : [path];
  if (isRecord(english)) {
    if (!isRecord(translation)) return [path];
    return Object.entries(english).flatMap(([key, value]) => {
      // A translation's own `draft: true` at the top marks the whole file (read before this).
      if (path.length === 0 && key === "draft") return [];
      return key in translation ? untranslated(value, translation[key], [...path, key]) : [[...path, key]];
    });
  }
  return translation === undefined ? [path] : [];
}

/**
 * Page titles (every `meta.title`, and the Foundry panels' `bannerTitle`, which become the title
 * while a panel shows) with the company name after them must fit in a search result: 10–60 characters.
 */
function titleLengths(
  data: unknown,
  company: string,
  path: FieldPath = [],
): { path: FieldPath; title: string; length: number }[] {
  if (Array.isArray(data))
    return data.flatMap((item, index) => titleLengths(item, company, [...path, index]));
  if (!isRecord(data)) return [];
  const found: { path: FieldPath; title: string; length: number }[] = [];
  for (const [key, value] of Object.entries(data)) {
    const isTitle = (key === "title" && path.at(-1) === "meta") || key === "bannerTitle";
    if (isTitle && typeof value === "string") {
      const full = pageTitleOf(value, company);
      if (full.length < 10 || full.length > 60)
        found.push({ path: [...path, key], title: full, length: full.length });
    } else found.push(...titleLengths(value, company, [...path, key]));
  }
  return found;
}

const weekdayIndex = (day: (typeof weekdays)[number]) => weekdays.indexOf(day);

/** The opening hours visitors read must name the days search engines read, in this language. */
function openingHoursDays(
  site: SiteContent["site"],
  tag: string,
): Extract<ProblemDetail, { code: "opening-hours" }> | undefined {
  const names = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const dayName = (day: (typeof weekdays)[number]) =>
    names.format(Date.UTC(2024, 0, 1 + weekdayIndex(day))).toLocaleLowerCase(tag);
  const shown = site.openingHours.toLocaleLowerCase(tag);
  const first = site.hours.days[0];
  const last = site.hours.days.at(-1);
  for (const day of [first, last]) {
    if (day && !shown.includes(dayName(day))) return { code: "opening-hours", day, dayName: dayName(day) };
  }
  return undefined;
}

/** The PDFs beside the content (content/documents/: certificates, samples), with their sizes. */
export function documentFiles(root: string): Record<string, number> {
  const folder = join(root, "documents");
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => /^[a-z0-9-]+\.pdf$/.test(file))
      .sort()
      .map((file) => [file, statSync(join(folder, file)).size]),
  );
}

/** Each language's checked content, with the stamp of the files it was read from. */
const cache = new Map<string, { stamp: string; report: ContentReport }>();

/**
 * What a language's content was read from, as names, sizes and times: its folder, the English one
 * (its lists are compared with English), the shared facts and the documents. Files are written
 * whole by a rename, so any save changes this. A process that lives long (the server, the preview
 * worker) thus never compares with a file as it was: the preview worker compared an Italian
 * gallery of 42 photos with the English one it had read before the 42nd was added (issue 50).
 */
function stampOf(code: LocaleCode, root: string): string {
  // Worked out once per language within a synchronous read (a save's check asks for English
  // some sixty times): forgotten at the next turn of the event loop, and when a read begins.
  if (!stamps) {
    stamps = new Map();
    queueMicrotask(() => (stamps = undefined));
  }
  const key = `${root}\0${code}`;
  const known = stamps.get(key);
  if (known !== undefined) return known;
  const stamp = filesStamp(code, root);
  stamps.set(key, stamp);
  return stamp;
}

/** Stamps worked out in this turn of the event loop. */
let stamps: Map<string, string> | undefined;

function filesStamp(code: LocaleCode, root: string): string {
  const folders = new Set([root, join(root, code), join(root, defaultLocale.code), join(root, "documents")]);
  const parts: string[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      parts.push(`${folder}:none`);
      continue;
    }
    for (const name of names) {
      try {
        const stat = statSync(join(folder, name));
        if (stat.isFile()) parts.push(`${folder}/${name}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        // Gone between the listing and the look: the next call's stamp differs anyway.
      }
    }
  }
  return parts.join("\n");
}

/** Whether pages read figures still waiting for confirmation (unconfirmed.ts); a production build says no. */
let unconfirmedShown = true;

/**
 * A production build's content: figures the company has not confirmed are left out of every page
 * this process builds (scripts/build/build-settings.ts calls it once, before anything is read).
 */
export function leaveOutUnconfirmed(): void {
  unconfirmedShown = false;
  cache.clear();
}

/**
 * Drops what was read, so the next call reads the files again (the dev server, after an edit); only
 * what was read from `root` when one is given (the editor's check of a file before it is saved).
 */
export function forgetContent(root?: string): void {
  stamps = undefined;
  if (root === undefined) return cache.clear();
  for (const key of cache.keys()) if (key.startsWith(`${root}\0`)) cache.delete(key);
}

/** One language's content, checked; kept while its files are as they were read. */
export function loadContent(code: LocaleCode, root = contentRoot): ContentReport {
  // Inside a preview's read, a text not saved may stand for one of this language's files: read
  // with it, never kept (it would be taken for the saved file afterwards).
  const unsaved = [...(given?.keys() ?? [])].some(
    (path) => dirname(path) === root || dirname(path) === join(root, code),
  );
  const key = `${root}\0${code}`;
  if (unsaved) {
    const earlier = readWithGiven?.get(key);
    if (earlier) return earlier;
  }
  // The checkout's or a release's own content does not change under a running process (a
  // developer's edit reaches the dev server as forgetContent): no stamp on the server's requests.
  const stamp = root === contentRoot ? "" : stampOf(code, root);
  const cached = cache.get(key);
  if (cached && cached.stamp === stamp && !unsaved) return cached.report;
  const read = readContent(code, root);
  const report =
    read.content && !unconfirmedShown ? { ...read, content: withoutUnconfirmed(read.content) } : read;
  if (unsaved) readWithGiven?.set(key, report);
  else cache.set(key, { stamp, report });
  return report;
}

/**
 * One language's content as it would be with `files` ("it/about" or "site" → its text) instead of
 * what is on disk: the editor's live preview of a form not saved yet. Read afresh, never cached.
 */
export function loadContentWith(
  code: LocaleCode,
  files: ReadonlyMap<string, string>,
  root = contentRoot,
): ContentReport {
  given = new Map([...files].map(([file, text]) => [join(root, `${file}.yaml`), text]));
  readWithGiven = new Map();
  stamps = undefined;
  try {
    return readContent(code, root);
  } finally {
    given = undefined;
    readWithGiven = undefined;
  }
}

/** The checked content of a language, or an error listing every mistake (for code that needs it). */
export function contentOf(code: LocaleCode, root = contentRoot): SiteContent {
  const report = loadContent(code, root);
  if (!report.content) throw new Error(`Content of "${code}" has mistakes:\n  ${report.errors.join("\n  ")}`);
  return report.content;
}

function readContent(code: LocaleCode, root: string): ContentReport {
  const problems: ContentProblem[] = [];
  const draftFiles: string[] = [];
  const folder = join(root, code);
  // As the editor sees it from the project: "content/it/about.yaml", wherever the folder is.
  const shownPath = (path: string) => join("content", relative(root, path));
  const locale = localeByCode(code) ?? defaultLocale;
  const known = new Set(Object.values(contentFiles).map((entry) => `${entry.file}.yaml`));
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (!known.has(name))
      problems.push({
        file: shownPath(join(folder, name)),
        detail: { code: "unknown-file", known: [...known] },
      });
  }
  const content: Partial<Record<ContentName, unknown>> = {};
  const wordFiles: { name: ContentName; shown: string; words: ParsedFile }[] = [];
  for (const [name, entry] of Object.entries(contentFiles) as [
    ContentName,
    (typeof contentFiles)[ContentName],
  ][]) {
    const wordsPath = join(folder, `${entry.file}.yaml`);
    const shownWords = shownPath(wordsPath);
    if (!existsSync(wordsPath)) {
      problems.push({
        file: shownWords,
        detail: { code: "missing-file", english: `content/${defaultLocale.code}/` },
      });
      continue;
    }
    const words = parseFile(wordsPath, shownWords, problems);
    if (words) wordFiles.push({ name, shown: shownWords, words });
    const factsPath = join(root, `${entry.file}.yaml`);
    const facts = entry.facts ? parseFile(factsPath, shownPath(factsPath), problems) : undefined;
    if (!words || (entry.facts && !facts)) continue;
    let wordsData = words.data;
    if (isRecord(wordsData) && code !== defaultLocale.code && wordsData.draft === true) {
      draftFiles.push(shownWords);
      wordsData = Object.fromEntries(Object.entries(wordsData).filter(([key]) => key !== "draft"));
    }
    const [factsData, keptWords] = facts ? withoutNewItems(facts.data, wordsData) : [undefined, wordsData];
    wordsData = keptWords;
    const differ = facts ? namedItemsDiffer(factsData, wordsData) : [];
    for (const difference of differ)
      problems.push({
        file: shownWords,
        line: lineOf(words, difference.path) ?? 1,
        field: difference.path as FieldPath,
        detail: difference.words
          ? {
              code: "names-differ",
              words: difference.words,
              facts: difference.facts || undefined,
              factsFile: shownPath(factsPath),
            }
          : {
              code: "item-without-words",
              facts: difference.facts || undefined,
              factsFile: shownPath(factsPath),
            },
      });
    if (differ.length) continue;
    const merged = merge(factsData, wordsData);
    const result = entry.schema.safeParse(merged);
    if (!result.success) {
      problems.push(...issueProblems(result.error.issues, merged, words, facts, shownWords, code));
      continue;
    }
    content[name] = result.data;
    // Titles are measured with the company's name; without site.yaml (its own mistakes are listed)
    // there is nothing to measure them with.
    const company = (content.site as SiteContent["site"] | undefined)?.company.name;
    for (const title of company === undefined ? [] : titleLengths(result.data, company))
      problems.push({
        file: shownWords,
        line: lineOf(words, title.path) ?? 1,
        field: title.path,
        detail: { code: "title-length", title: title.title, length: title.length },
      });
    if (code !== defaultLocale.code) {
      const english = loadContent(defaultLocale.code, root).written?.[name];
      // An article's words may wait while it is a draft; a published one's are required by its schema.
      const withoutArticles = (value: unknown) =>
        name === "articles" && isRecord(value)
          ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== "articles"))
          : value;
      const compared = withoutArticles(result.data);
      const reference = withoutArticles(english);
      for (const path of reference ? untranslated(reference, compared) : []) {
        const source = `content/${defaultLocale.code}/${entry.file}.yaml`;
        const theirs = valueAt(english, path);
        const ours = valueAt(result.data, path);
        problems.push({
          file: shownWords,
          line: lineOf(words, path) ?? 1,
          field: path as FieldPath,
          detail:
            Array.isArray(theirs) && Array.isArray(ours)
              ? { code: "items-differ-from-english", count: ours.length, english: theirs.length, source }
              : {
                  code: "missing-translation",
                  source,
                  list: Array.isArray(theirs) ? theirs.length : undefined,
                },
        });
      }
    }
    if (name === "gallery" && code !== defaultLocale.code) {
      // The same photos in the same order: a photo's texts are found by its place in the list.
      const english = loadContent(defaultLocale.code, root).content?.gallery.photos ?? [];
      const photos = (result.data as SiteContent["gallery"]).photos;
      // Another length is said above, once.
      if (photos.length === english.length)
        photos.forEach((photo, index) => {
          const theirs = english[index];
          if (!theirs) return;
          for (const field of ["name", "category"] as const)
            if (photo[field] !== theirs[field])
              problems.push({
                file: shownWords,
                line: lineOf(words, ["photos", index, field]) ?? 1,
                field: ["photos", index, field],
                detail: {
                  code: "gallery-differs",
                  value: photo[field],
                  english: theirs[field],
                  source: `content/${defaultLocale.code}/gallery.yaml`,
                },
              });
        });
    }
    if (name === "site") {
      const wrong = openingHoursDays(result.data as SiteContent["site"], locale.tag);
      if (wrong)
        problems.push({
          file: shownWords,
          line: lineOf(words, ["openingHours"]) ?? 1,
          field: ["openingHours"],
          detail: wrong,
        });
    }
  }
  const certificates = (content.quality as SiteContent["quality"] | undefined)?.certificates ?? [];
  for (const file of wordFiles)
    if (file.name !== "quality")
      for (const mention of certificateMentions(file.words.data, certificates))
        problems.push({
          file: file.shown,
          line: lineOf(file.words, mention.path) ?? 1,
          field: mention.path,
          detail: { code: "certificate-named", standard: mention.standard },
        });
  const about = content.about as SiteContent["about"] | undefined;
  const aboutFile = wordFiles.find((file) => file.name === "about");
  if (
    about &&
    aboutFile &&
    content.quality &&
    !certificates.some((entry) => entry.name === about.certification.certificate)
  )
    problems.push({
      file: aboutFile.shown,
      line: lineOf(aboutFile.words, ["certification", "certificate"]) ?? 1,
      field: ["certification", "certificate"],
      detail: {
        code: "unknown-certificate",
        name: about.certification.certificate,
        known: certificates.map((entry) => entry.name),
      },
    });
  const report = (content: SiteContent | undefined, written?: WrittenContent): ContentReport => ({
    content,
    ...(written ? { written } : {}),
    problems,
    errors: problems.map(problemLine),
    draftFiles,
  });
  if (problems.length) return report(undefined);
  const written = content as WrittenContent;
  const derived = joined(written, root);
  if ("missing" in derived) {
    const pressRelease = words(join(folder, "home.yaml"));
    problems.push({
      file: shownPath(join(folder, "home.yaml")),
      line: lineOf(pressRelease, ["pressRelease", "article"]) ?? 1,
      field: ["pressRelease", "article"],
      detail: { code: "press-release", name: derived.missing },
    });
    return report(undefined);
  }
  return report(derived, written);
}

/**
 * Where a words file names one of the company's certificates ("ISO 9001", with or without its
 * edition) outside the quality page: such a sentence would go on claiming it after it expires. A
 * picture's description (`alt`) may name what the picture shows.
 */
export function certificateMentions(
  data: unknown,
  certificates: readonly { standard: string }[],
): { path: (string | number)[]; standard: string }[] {
  const names = certificates.map((certificate) => ({
    standard: certificate.standard,
    // "ISO 9001:2008" is found as "ISO 9001", in any edition, spaced or not: "ISO9001:2015".
    pattern: new RegExp(
      certificate.standard
        .split(":")[0]!
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\s+/g, "\\s*"),
      "i",
    ),
  }));
  const found: { path: (string | number)[]; standard: string }[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const named = names.find((entry) => entry.pattern.test(value));
      if (named) found.push({ path, standard: named.standard });
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (isRecord(value))
      for (const [key, child] of Object.entries(value)) if (key !== "alt") visit(child, [...path, key]);
  };
  visit(data, []);
  return found;
}

/** A words file parsed again, for a line number. */
function words(path: string): ParsedFile | undefined {
  return existsSync(path) ? parseFile(path, path, []) : undefined;
}

/**
 * What the pages read beyond each file's own part: the quote's densities from the datasheets, the
 * quality page's PDFs, the articles' facts and words together, the home page's press release from
 * its article. A press release naming no published article is said as the name it gives.
 */
function joined(written: WrittenContent, root: string): SiteContent | { missing: string } {
  const wordsOf = new Map(written.articles.articles.map((item) => [item.name, item]));
  const published: PublishedArticle[] = written.articles.entries
    .filter((entry) => entry.published)
    .flatMap((entry) => {
      const found = wordsOf.get(entry.name);
      // The words' name is the entry's, already there.
      return found ? [{ ...found, ...entry }] : [];
    })
    .sort((a, b) => (a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? 1 : -1));
  const onSite = {
    ...written.materials,
    families: written.materials.families.filter((family) => family.published !== false),
  };
  const release = published.find((article) => article.name === written.home.pressRelease.article);
  if (!release || release.kind !== "news") return { missing: written.home.pressRelease.article };
  return {
    ...written,
    materials: onSite,
    quote: { ...written.quote, densities: quoteDensities(onSite), gradeDensities: gradeDensities(onSite) },
    quality: { ...written.quality, files: documentFiles(root) },
    articles: { ...written.articles, published },
    home: {
      ...written.home,
      certificates: {
        list: written.quality.certificates.map(({ name, standard, validUntil }) => ({
          name,
          standard,
          validUntil,
        })),
        labels: { valid: written.quality.labels.valid, expired: written.quality.labels.expired },
      },
      pressRelease: {
        ...written.home.pressRelease,
        heading: release.title,
        date: release.date,
        body: release.body ?? [release.summary],
      },
    },
  };
}
