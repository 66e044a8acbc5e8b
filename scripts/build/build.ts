/**
 * `npm run build`: checks the content of every language, builds each language (React Router and
 * Vite, with SITE_LOCALE set: English into <BUILD_DIR>, the others into <BUILD_DIR>/locales/<code>),
 * gathers every language's browser files into <BUILD_DIR>/client, which the servers send from,
 * and writes their compressed copies. Prints a line per step and ends with one verdict line; a
 * step's full output is shown only when it fails.
 *
 * BUILD_LOCALES (comma-separated codes, default all) builds fewer languages, e.g. the tests'
 * second build, which only needs English.
 *
 * BUILD_REUSE (a finished build's folder, e.g. the live release's): a language made from the same
 * inputs as there is copied from it instead of built, and so are the compressed copies of files
 * made again byte for byte (scripts/build/build-reuse.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLocale, type Locale, localeByCode, locales } from "../../app/locales.ts";
import { localeBuildDir } from "../../server/locale-builds.ts";
import { buildSettings, isProductionSite } from "./build-settings.ts";
import { type CheckReport, checkSiteContent, placeholderLine, printCheck } from "./check-content.ts";
import { precompress } from "./precompress.ts";
import { changedWords, charactersCovered, derivedFrom, readsFileName, reword, wordsHashes } from "./reword.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { wordsRecordName } from "./words-files.ts";
import { projectSlotImages, type SlotImages } from "../images/slot-images.ts";
import { PhotoError } from "../images/photo-pipeline.ts";
import { images } from "../../app/content/images.ts";
import { type FailureCause, reportProgress } from "../../app/publish/publish-files.server.ts";
import {
  type BuildRecord,
  buildInputsOf,
  buildRecordName,
  codeInputsOf,
  editorInputs,
  copyFiles,
  filesUnder,
  type LanguageRecord,
  readBuildRecord,
  writeBuildRecord,
} from "./build-reuse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** What a build is asked for: `npm run build` reads them from the environment, a release passes them. */
export interface BuildOptions {
  /** Its folder, relative to the checkout: "build". */
  dir: string;
  /** A finished build's folder to copy what is unchanged from (the live release's). */
  reuse?: string;
  /** The languages' codes; all when none. */
  locales?: readonly string[];
}

/** BUILD_DIR, BUILD_REUSE and BUILD_LOCALES, as the command line gives them. */
export function buildOptionsFrom(env: NodeJS.ProcessEnv): BuildOptions {
  return {
    dir: env.BUILD_DIR?.trim() || "build",
    reuse: env.BUILD_REUSE || undefined,
    locales: env.BUILD_LOCALES?.split(",")
      .map((code) => code.trim())
      .filter(Boolean),
  };
}

function selectedLocales(codes: readonly string[] | undefined): Locale[] {
  if (!codes?.length) return [...locales];
  const unknown = codes.filter((code) => !localeByCode(code));
  if (unknown.length)
    fail(`BUILD_LOCALES: unknown ${unknown.join(", ")}; known: ${locales.map((l) => l.code).join(", ")}`);
  if (!codes.includes(defaultLocale.code))
    fail(`BUILD_LOCALES must include ${defaultLocale.code}: its build holds the shared files`);
  return locales.filter((locale) => codes.includes(locale.code));
}

/**
 * Why a build stopped, in one line (the CLI prints it as its verdict, a release as its own), and
 * as data for the editor's Publish (app/publish/contract.ts).
 */
export class BuildFailure extends Error {
  readonly failure: FailureCause;
  constructor(message: string, failure: FailureCause = { kind: "other", detail: message }) {
    super(message);
    this.failure = failure;
  }
}

function fail(line: string, failure?: FailureCause): never {
  throw new BuildFailure(line, failure);
}

/**
 * Issue 51: the public site never goes live with "{Company}", "+39 000 000 0000" or info@example.com
 * in it. A production build (build-settings.ts: a public https SITE_URL, not SITE_STAGING) stops
 * while any value is still to give, naming each; figures waiting for confirmation are not a reason
 * (that build leaves them out of its pages).
 */
function goLiveGate(report: CheckReport): void {
  if (!isProductionSite(buildSettings)) return;
  const places = report.places.filter((place) => place.kind !== "confirm");
  if (places.length === 0) return;
  console.error(
    `✗ ${places.length} value(s) still to give before ${buildSettings.SITE_URL} goes live (the editor's dashboard links each; a staging site sets SITE_STAGING=true):`,
  );
  for (const place of places.slice(0, 40)) console.error(`  ${placeholderLine(place)}`);
  if (places.length > 40) console.error(`  … and ${places.length - 40} more (npm run check lists them)`);
  fail(`${places.length} value(s) still to give before the public site goes live, listed above.`, {
    kind: "placeholders",
    places: places.map(({ file, path, value }) => ({ file, path, value })),
  });
}

/**
 * React Router's prerender gives each page 10 s, not a setting: on a loaded server a page can take
 * longer, and the language's build fails. Such a build is run again, up to this many times.
 */
const prerenderAttempts = 3;
const timedOutPrerender = /Prerender: Request (?:timed out|failed) for \S+: .*(?:timeout|aborted)/i;

/** The languages' builds running now: ended with a release stopped from outside (release.ts). */
const running = new Set<ChildProcess>();

/** Ends the builds running now (a release stopped by hand is not a process group's leader). */
export function stopBuilds(): void {
  for (const child of running) child.kill("SIGTERM");
}

function run(locale: Locale, dir: string): Promise<{ ok: boolean; output: string }> {
  return reactRouterBuild([], { SITE_LOCALE: locale.code, BUILD_DIR: dir });
}

/** `react-router build` with `args` and settings, its output kept for the failure's reasons. */
function reactRouterBuild(args: string[], env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    // The installed CLI run by this Node, not through npx: half a second less per language.
    const child = spawn(process.execPath, [join(root, "node_modules/.bin/react-router"), "build", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => {
      running.delete(child);
      resolve({ ok: false, output: `${output}\n${error.message}` });
    });
    child.on("close", (code) => {
      running.delete(child);
      resolve({ ok: code === 0, output });
    });
  });
}

/** A photo's mistake (its file, then what is wrong with it) as data. */
function photoFailure(message: string): FailureCause {
  const named = /^(\S+?): (.+)$/s.exec(message);
  return named ? { kind: "photo", file: named[1]!, detail: named[2]! } : { kind: "other", detail: message };
}

/** The first line of a failed build's output that says what went wrong. */
function firstErrorLine(output: string): string | undefined {
  return output
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /error|failed|cannot/i.test(line));
}

/** Warnings worth a line of their own in the short output (the placeholder SITE_URL, say). */
function warningsIn(output: string): string[] {
  return [...new Set(output.split("\n").filter((line) => line.startsWith("⚠")))];
}

/** Copies a language's browser files beside the English ones; identical hashed assets once. */
function gather(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    // A hashed asset of the same name is the same file (the framework, most components).
    if (existsSync(target) && relative(from, source).startsWith("assets")) continue;
    cpSync(source, target);
  }
}

/**
 * A language's build copied from an earlier one made from the same inputs; false when that build
 * lacks a file of it (then it is built). The default language's build is the shared client and
 * server folders, of which it takes only its own files: the other languages' are gathered after.
 */
function copyLanguage(from: string, buildDir: string, locale: Locale, before: LanguageRecord): boolean {
  const to = join(root, localeBuildDir(buildDir, locale));
  if (locale !== defaultLocale) {
    const own = join(from, "locales", locale.code);
    if (!existsSync(join(own, "server/index.js")) || !existsSync(join(own, "client")) || !existsSync(join(own, wordsRecordName)))
      return false;
    cpSync(own, to, { recursive: true });
    return true;
  }
  const files = before.files ?? [];
  // Its own record names the files: none may lead out of the folders.
  if (files.some((file) => isAbsolute(file) || file.split(/[\\/]/).includes(".."))) return false;
  if (!existsSync(join(from, "server/index.js")) || !files.every((file) => existsSync(join(from, "client", file))))
    return false;
  if (!existsSync(join(from, wordsRecordName))) return false;
  for (const folder of ["client", "server"]) rmSync(join(to, folder), { recursive: true, force: true });
  cpSync(join(from, "server"), join(to, "server"), { recursive: true });
  cpSync(join(from, wordsRecordName), join(to, wordsRecordName));
  rmSync(join(to, readsFileName), { force: true });
  if (existsSync(join(from, readsFileName))) cpSync(join(from, readsFileName), join(to, readsFileName));
  copyFiles(join(from, "client"), join(to, "client"), files);
  return true;
}

/**
 * The build, as `npm run build` runs it; a release imports it from its own copy of the code and
 * runs it in its own process (a process of its own was a second of every publish), passing what it
 * asks for. The site's settings (SITE_URL…) are the environment's when build-settings.ts loaded.
 * Throws BuildFailure.
 */
/**
 * The editor's app (app/admin, ADR 0042) into <buildDir>/admin: once for all languages, after
 * theirs (the default language's build empties the build folder), copied from `sameFrom` (an
 * earlier build made from the same code) rather than built.
 */
async function buildEditor(buildDir: string, sameFrom: string | undefined): Promise<void> {
  const dir = join(root, buildDir, "admin");
  rmSync(dir, { recursive: true, force: true });
  if (sameFrom && existsSync(join(sameFrom, "admin/server/index.js"))) {
    cpSync(join(sameFrom, "admin"), dir, { recursive: true });
    console.log(`✓ The editor: unchanged, copied from ${sameFrom}/ (${seconds()})`);
    return;
  }
  const result = await reactRouterBuild(["app/admin"], { BUILD_DIR: buildDir });
  if (!result.ok) {
    console.error(result.output);
    fail("the editor's build failed (its output is above).", {
      kind: "other",
      detail: firstErrorLine(result.output) ?? "the editor's build failed",
    });
  }
  console.log(`✓ The editor built into ${buildDir}/admin/ (${seconds()})`);
}

export async function buildSite(options: BuildOptions = buildOptionsFrom(process.env)): Promise<void> {
  started = performance.now();
  const buildDir = options.dir;
  const selected = selectedLocales(options.locales);
  const report = await checkSiteContent(selected);
  if (!printCheck(report, selected, { listPlaceholders: false })) {
    // The content's mistakes as data, for the editor to word; a photo's is said in the output.
    if (report.problems.length > 0) reportProgress({ step: "problems", problems: report.problems });
    fail(
      `${report.errors.length} content problem(s), listed above.`,
      report.problems.length > 0
        ? { kind: "content", problems: report.problems }
        : { kind: "other", detail: report.errors.join("; ") },
    );
  }

  goLiveGate(report);

  // From here on the folder is being rewritten: without its record, nothing copies from it (a
  // release started meanwhile) until this build ends and writes it again.
  rmSync(join(root, buildDir, buildRecordName), { force: true });
  rmSync(join(root, buildDir, "locales"), { recursive: true, force: true });
  const reuseDir = options.reuse ? resolve(root, options.reuse) : undefined;
  // What it copies from must outlive this build: the build's own folder is emptied as it goes.
  if (reuseDir && !relative(resolve(root, buildDir), reuseDir).startsWith(".."))
    fail(`BUILD_REUSE (${reuseDir}) is inside the build's own folder ${buildDir}/: name a finished build elsewhere.`);
  const earlier = reuseDir ? readBuildRecord(reuseDir) : undefined;
  const record: BuildRecord = { languages: {} };
  const warnings = new Set<string>();
  // Before any build writes: what each language is made from.
  const inputsOf = buildInputsOf(root, selected, buildSettings, [buildDir, ...(reuseDir ? [reuseDir] : [])]);
  const codeOf = codeInputsOf(root, selected, buildSettings, [buildDir, ...(reuseDir ? [reuseDir] : [])]);
  const editor = editorInputs(root, [buildDir, ...(reuseDir ? [reuseDir] : [])]);
  // The slots' images as the checkout has them, worked out once (a new photo is encoded here,
  // or by the first Vite build, which leaves it in the cache).
  let slotImagesMade: Promise<SlotImages> | undefined;
  const slotImagesNow = () =>
    (slotImagesMade ??= projectSlotImages(root, images).catch((error: unknown) => {
      // A photo that cannot be read: one line naming its file, as a Vite build says it.
      if (error instanceof PhotoError) fail(error.message, photoFailure(error.message));
      throw error;
    }));
  const buildLanguage = async (locale: Locale) => {
    const dir = localeBuildDir(buildDir, locale);
    const inputs = inputsOf.get(locale.code)!;
    const before = earlier?.languages[locale.code];
    const code = codeOf.get(locale.code)!;
    const derived = derivedFrom(locale);
    if (reuseDir && before?.inputs === inputs && copyLanguage(reuseDir, buildDir, locale, before)) {
      record.languages[locale.code] = { ...before, code, ...derived };
      console.log(`✓ ${locale.name} (${locale.code}): unchanged, its ${before.pages} pages copied from ${reuseDir}/ (${seconds()})`);
      reportProgress({
        step: "language",
        code: locale.code,
        pages: before.pages,
        seconds: Math.round((performance.now() - started) / 1000),
        reused: true,
      });
      return;
    }
    // Only its words changed: the earlier build copied, given the new words, its pages rendered
    // again (ADR 0032).
    if (
      reuseDir &&
      !buildSettings.SITE_CONTENT_OVERRIDES &&
      before?.code === code &&
      before.derived === derived.derived &&
      before.characters !== undefined &&
      charactersCovered(derived.characters, before.characters) &&
      copyLanguage(reuseDir, buildDir, locale, before)
    ) {
      let pages: number;
      let rendered: number;
      const content = contentOf(locale.code);
      const images = await slotImagesNow();
      const words = wordsHashes(content, images);
      try {
        // What changed since the build copied: only the pages that read it are rendered again.
        ({ pages, rendered } = await reword(
          locale,
          join(root, dir),
          content,
          before.words && changedWords(before.words, words),
          images,
        ));
      } catch (error) {
        fail(`the ${locale.name} pages could not be rendered with the new words: ${String(error)}`);
      }
      record.languages[locale.code] = {
        ...before,
        inputs,
        code,
        ...derived,
        words,
        pages,
        // A new photo's files are the language's own now, an earlier one's no longer.
        ...(locale === defaultLocale ? { files: filesUnder(join(root, buildDir, "client")) } : {}),
      };
      console.log(
        `✓ ${locale.name} (${locale.code}): words only, ${rendered === pages ? `its ${pages}` : `${rendered} of its ${pages}`} pages rendered again (${seconds()})`,
      );
      reportProgress({
        step: "language",
        code: locale.code,
        pages: rendered,
        seconds: Math.round((performance.now() - started) / 1000),
        reworded: true,
      });
      return;
    }
    // What the pages of an earlier build read says nothing of this one's.
    rmSync(join(root, dir, readsFileName), { force: true });
    let result = await run(locale, dir);
    for (let attempt = 1; !result.ok && attempt < prerenderAttempts && timedOutPrerender.test(result.output); attempt++) {
      console.log(`… ${locale.name} (${locale.code}): a page took over 10 s to render (a busy machine); building it again`);
      result = await run(locale, dir);
    }
    if (!result.ok) {
      console.error(result.output);
      const photo = /^(?:.*?Error: )?((?:content|app\/images)\/[\w/.-]+\.\w+): (.+)$/m.exec(result.output);
      fail(
        `the ${locale.name} build failed (its output is above).`,
        timedOutPrerender.test(result.output)
          ? { kind: "timed out", detail: timedOutPrerender.exec(result.output)![0] }
          : photo?.[1]?.startsWith("app/images/")
            ? { kind: "photo", file: photo[1], detail: photo[2]! }
            : { kind: "other", detail: firstErrorLine(result.output) ?? `the ${locale.name} build failed` },
      );
    }
    for (const warning of warningsIn(result.output)) warnings.add(warning);
    const pages = (result.output.match(/Prerender \(html\)/g) ?? []).length;
    record.languages[locale.code] = {
      inputs,
      code,
      ...derived,
      words: wordsHashes(contentOf(locale.code), await slotImagesNow()),
      pages,
      ...(locale === defaultLocale ? { files: filesUnder(join(root, buildDir, "client")) } : {}),
    };
    console.log(`✓ ${locale.name} (${locale.code}): ${pages} pages prerendered into ${dir}/ (${seconds()})`);
    reportProgress({
      step: "language",
      code: locale.code,
      pages,
      seconds: Math.round((performance.now() - started) / 1000),
    });
  };
  // One at a time, the default language first (its build empties the build folder): each
  // language's build writes its own cut of the fonts into the one .cache/fonts, which another
  // language's build would read half-written.
  for (const locale of selected) await buildLanguage(locale);
  await buildEditor(buildDir, reuseDir && earlier?.editor === editor ? reuseDir : undefined);
  record.editor = editor;
  const clientDir = join(root, buildDir, "client");
  for (const locale of selected) {
    if (locale === defaultLocale) continue;
    gather(join(root, localeBuildDir(buildDir, locale), "client"), clientDir);
  }
  const { files, gzip, brotli, reused } = precompress(clientDir, reuseDir && join(reuseDir, "client"));
  writeBuildRecord(join(root, buildDir), record);
  for (const warning of warnings) console.warn(warning);
  const kb = (value: number) => `${Math.round(value / 1024)} KB`;
  console.log(
    `✓ Built ${selected.length} language(s) into ${buildDir}/ in ${seconds()}: ${files} files precompressed (gzip ${kb(gzip)}, brotli ${kb(brotli)}${reused ? `; ${reused} of them copied as they were` : ""}).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite();
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    console.error(`✗ Not built: ${error.message}`);
    process.exit(1);
  }
}
