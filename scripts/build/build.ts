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
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLocale, type Locale, localeByCode, locales } from "../../app/locales.ts";
import { localeBuildDir } from "../../server/locale-builds.ts";
import { buildSettings } from "./build-settings.ts";
import { checkSiteContent, printCheck } from "./check-content.ts";
import { precompress } from "./precompress.ts";
import { changedWords, charactersCovered, derivedFrom, readsFileName, reword, wordsHashes } from "./reword.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { wordsRecordName } from "./words-files.ts";
import { projectSlotImages, type SlotImages } from "../images/slot-images.ts";
import { PhotoError } from "../images/photo-pipeline.ts";
import { images } from "../../app/content/images.ts";
import { reportProgress } from "../ops/publish-files.ts";
import {
  type BuildRecord,
  buildInputsOf,
  codeInputsOf,
  copyFiles,
  filesUnder,
  type LanguageRecord,
  readBuildRecord,
  writeBuildRecord,
} from "./build-reuse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = buildSettings.BUILD_DIR;
let started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

function selectedLocales(): Locale[] {
  const codes = process.env.BUILD_LOCALES?.split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  if (!codes?.length) return [...locales];
  const unknown = codes.filter((code) => !localeByCode(code));
  if (unknown.length)
    fail(`BUILD_LOCALES: unknown ${unknown.join(", ")}; known: ${locales.map((l) => l.code).join(", ")}`);
  if (!codes.includes(defaultLocale.code))
    fail(`BUILD_LOCALES must include ${defaultLocale.code}: its build holds the shared files`);
  return locales.filter((locale) => codes.includes(locale.code));
}

/** Why a build stopped, in one line: the CLI prints it as its verdict, a release as its own. */
export class BuildFailure extends Error {}

function fail(line: string): never {
  throw new BuildFailure(line);
}

function run(locale: Locale, dir: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    // The installed CLI run by this Node, not through npx: half a second less per language.
    const child = spawn(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
      cwd: root,
      env: { ...process.env, SITE_LOCALE: locale.code, BUILD_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
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
function copyLanguage(from: string, locale: Locale, before: LanguageRecord): boolean {
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
 * runs it in its own process (a process of its own was a second of every publish). Its settings
 * are the environment's when this module was loaded (build-settings.ts). Throws BuildFailure.
 */
export async function buildSite(): Promise<void> {
  started = performance.now();
  const selected = selectedLocales();
  const report = await checkSiteContent(selected);
  if (!printCheck(report, selected, { listPlaceholders: false })) {
    // The content's mistakes as data, for the editor to word; a photo's is said in the output.
    if (report.problems.length > 0) reportProgress({ step: "problems", problems: report.problems });
    fail(`${report.errors.length} content problem(s), listed above.`);
  }

  rmSync(join(root, buildDir, "locales"), { recursive: true, force: true });
  const reuseDir = process.env.BUILD_REUSE ? resolve(root, process.env.BUILD_REUSE) : undefined;
  // What it copies from must outlive this build: the build's own folder is emptied as it goes.
  if (reuseDir && !relative(resolve(root, buildDir), reuseDir).startsWith(".."))
    fail(`BUILD_REUSE (${reuseDir}) is inside the build's own folder ${buildDir}/: name a finished build elsewhere.`);
  const earlier = reuseDir ? readBuildRecord(reuseDir) : undefined;
  const record: BuildRecord = { languages: {} };
  const warnings = new Set<string>();
  // Before any build writes: what each language is made from.
  const inputsOf = buildInputsOf(root, selected, buildSettings, [buildDir, ...(reuseDir ? [reuseDir] : [])]);
  const codeOf = codeInputsOf(root, selected, buildSettings, [buildDir, ...(reuseDir ? [reuseDir] : [])]);
  // The slots' images as the checkout has them, worked out once (a new photo is encoded here,
  // or by the first Vite build, which leaves it in the cache).
  let slotImagesMade: Promise<SlotImages> | undefined;
  const slotImagesNow = () =>
    (slotImagesMade ??= projectSlotImages(root, images).catch((error: unknown) => {
      // A photo that cannot be read: one line naming its file, as a Vite build says it.
      if (error instanceof PhotoError) fail(error.message);
      throw error;
    }));
  const buildLanguage = async (locale: Locale) => {
    const dir = localeBuildDir(buildDir, locale);
    const inputs = inputsOf.get(locale.code)!;
    const before = earlier?.languages[locale.code];
    const code = codeOf.get(locale.code)!;
    const derived = derivedFrom(locale);
    if (reuseDir && before?.inputs === inputs && copyLanguage(reuseDir, locale, before)) {
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
      copyLanguage(reuseDir, locale, before)
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
    const result = await run(locale, dir);
    if (!result.ok) {
      console.error(result.output);
      fail(`the ${locale.name} build failed (its output is above).`);
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
