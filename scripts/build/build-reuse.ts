/**
 * A language's build made again only when what it is made from changed (ADR 0030). A publish
 * builds with BUILD_REUSE set to the live release's build: each language whose inputs (the
 * code, the site's facts and photos, its own words) are those of that build is copied from it,
 * not built, and the compressed copies of every file the build made again byte for byte are
 * copied too. An Italian text change then builds Italian alone; a code change builds all.
 */
import { createHash, type Hash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { imageExtensions } from "../../app/content/slot-files.ts";
import { type Locale, locales } from "../../app/locales.ts";
import type { BuildSettings } from "./build-settings.ts";
import { isoDay } from "../../app/routes/quality/validity.ts";

/**
 * What a checkout holds that is made by builds, tests, the server and releases, not by people:
 * a release does not copy it, and it is none of a build's inputs.
 */
export const notReleased = new Set([
  ".git",
  "node_modules",
  "build",
  "build-fixtures",
  "releases",
  "data",
  "test-results",
  "bench-results",
  ".code-content",
  ".cache",
  ".react-router",
]);

/** Written into a release folder beside its code, by the release itself (scripts/ops/release.ts). */
export const releaseFiles = new Set(["release.json", "own-assets.json", "nginx"]);

/** Where a build records what each language was made from, beside its client and server folders. */
export const buildRecordName = "build-inputs.json";

export interface BuildRecord {
  languages: Partial<Record<string, LanguageRecord>>;
  /** editorInputs() of what the editor's app in admin/ was built from. */
  editor?: string;
}

export interface LanguageRecord {
  /** buildInputs() of what it was built from */
  inputs: string;
  /** How many pages it prerendered. */
  pages: number;
  /** The default language's own files in client/ (the others' are gathered into it after). */
  files?: string[];
  /** codeInputsOf() of what it was built from: the same code with other words (ADR 0032). */
  code?: string;
  /** What else its words decide (scripts/build/reword.ts `derivedFrom`): a publish of words alone keeps it. */
  derived?: string;
  /** Every character its pages show: the font subsets hold these and no other. */
  characters?: string;
  /** A hash of each content module's words (reword.ts `wordsHashes`): what a publish of words changed. */
  words?: Record<string, string>;
}

/**
 * Adds every file under `from` to `hash`, by its path from `root` and its bytes, in a fixed order:
 * what builds make (`notReleased`), a release's own files, `skipped` folders and the files
 * `leftOut` names are not among them.
 */
function hashFiles(
  hash: Hash,
  root: string,
  from: string,
  skipped: ReadonlySet<string>,
  leftOut: (path: string) => boolean = () => false,
): void {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (dir === root && (notReleased.has(entry.name) || releaseFiles.has(entry.name))) continue;
      if (skipped.has(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if ((entry.isFile() || entry.isSymbolicLink()) && !leftOut(path)) {
        hash.update(`\0${relative(root, path)}\0`);
        hash.update(readFileSync(path));
      }
    }
  };
  if (existsSync(from)) walk(from);
}

/**
 * One hash of everything `locale`'s build reads: every file of the project (the installed
 * packages by npm's own record of them), the other languages' words left out, the settings that
 * change what it makes (where it goes does not), Node's version, and the day: pages without
 * scripts show the build's (a certificate's standing, the year; ADR 0026), so the first build of a
 * day makes every language again. `outside` names folders of the project that are none of its
 * inputs (the build's own, when it is not `build/`).
 */
export function buildInputs(
  root: string,
  locale: Locale,
  settings: Pick<BuildSettings, "SITE_URL" | "SITE_CONTENT_OVERRIDES">,
  outside: readonly string[] = [],
  now = Date.now(),
): string {
  return buildInputsOf(root, [locale], settings, outside, now).get(locale.code)!;
}

type InputsArguments = [
  root: string,
  selected: readonly Locale[],
  settings: Pick<BuildSettings, "SITE_URL" | "SITE_CONTENT_OVERRIDES">,
  outside?: readonly string[],
  now?: number,
];

/**
 * `buildInputs` of several languages, the files they share read once (a build of four read the
 * whole project four times).
 */
export function buildInputsOf(...args: InputsArguments): Map<string, string> {
  return inputsOf("with words", ...args);
}

/**
 * Like `buildInputsOf`, with every YAML file of content/ left out (the facts and each language's
 * words), and the slots' photos, drawings and focus points in app/images: the same hash means the
 * same code, packages, settings and day, so the build differs only where the words and the
 * images go (ADR 0032, 0035: then a publish rewords the earlier build).
 */
export function codeInputsOf(...args: InputsArguments): Map<string, string> {
  return inputsOf("code only", ...args);
}

function inputsOf(
  what: "with words" | "code only",
  root: string,
  selected: readonly Locale[],
  settings: Pick<BuildSettings, "SITE_URL" | "SITE_CONTENT_OVERRIDES">,
  outside: readonly string[] = [],
  now = Date.now(),
): Map<string, string> {
  const made = { siteUrl: settings.SITE_URL, overrides: settings.SITE_CONTENT_OVERRIDES ?? null };
  const content = join(root, "content");
  const words = (code: string) => join(content, code);
  const skipped = new Set(outside.map((folder) => resolve(root, folder)));
  // Everything but the languages' words: the same for each.
  if (what === "with words") for (const other of locales) skipped.add(words(other.code));
  const common = projectHash(what, root, skipped);
  return new Map(
    selected.map((locale) => {
      const hash = createHash("sha256");
      hash.update(JSON.stringify({ made, node: process.version, locale: locale.code, day: isoDay(now), common }));
      if (what === "with words") hashFiles(hash, root, words(locale.code), new Set());
      return [locale.code, hash.digest("hex")];
    }),
  );
}

/** Every file of the project but `skipped` folders (and, for "code only", content YAML and slot photos), and the installed packages. */
function projectHash(what: "with words" | "code only" | "no content", root: string, skipped: ReadonlySet<string>): string {
  const shared = createHash("sha256");
  const content = join(root, "content");
  const images = join(root, "app/images");
  const slotFile = (path: string) =>
    dirname(path) === images &&
    (path.endsWith("/focus.json") || imageExtensions.some((ext) => path.toLowerCase().endsWith(`.${ext}`)));
  hashFiles(shared, root, root, new Set(skipped), (path) =>
    what === "code only"
      ? (path.startsWith(`${content}/`) && path.endsWith(".yaml")) || slotFile(path)
      : what === "no content"
        ? path.startsWith(`${content}/`) || path.startsWith(`${images}/`)
        : false,
  );
  const installed = join(root, "node_modules/.package-lock.json");
  if (existsSync(installed)) shared.update(readFileSync(installed));
  return shared.digest("hex");
}

/**
 * What the editor's app (ADR 0042) is made from: the project's code and packages and Node's
 * version, nothing of content/ or app/images (it reads them as it runs: a publish of a text, a
 * photo, a translation record or a PDF copies it) and not the day. The same
 * hash, and a publish copies the editor from the live build instead of building it.
 */
export function editorInputs(root: string, outside: readonly string[] = []): string {
  const code = projectHash("no content", root, new Set(outside.map((folder) => resolve(root, folder))));
  return createHash("sha256").update(JSON.stringify({ node: process.version, code })).digest("hex");
}

/**
 * `dir` when its build ended, to copy from; undefined otherwise. A build's record is written last,
 * and a build that starts takes it away first, so a build half-way never passes for a finished one.
 */
export function finishedBuild(dir: string): string | undefined {
  return readBuildRecord(dir) ? dir : undefined;
}

export function readBuildRecord(buildDir: string): BuildRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(join(buildDir, buildRecordName), "utf8")) as BuildRecord;
    return typeof record.languages === "object" && record.languages ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildRecord(buildDir: string, record: BuildRecord): void {
  writeFileSync(join(buildDir, buildRecordName), `${JSON.stringify(record)}\n`);
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Copies the named files from one folder into another (copies, never links: `from` is live). */
export function copyFiles(from: string, to: string, files: readonly string[]): void {
  for (const file of files) cpSync(join(from, file), join(to, file), { force: true });
}
