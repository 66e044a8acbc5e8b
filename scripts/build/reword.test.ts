/**
 * A publish of words alone (ADR 0032) must make what a full build of those words makes: the same
 * pages byte for byte, and words files that hold the same values. Checked on the English build
 * `npm test` made (build/), copied into the checkout (its server build imports the packages).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import sharp from "sharp";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "../../app/content/load-content.ts";
import type { SiteContent } from "../../app/content/schemas/index.ts";
import { defaultLocale } from "../../app/locales.ts";
import { buildRecordName, codeInputsOf, readBuildRecord } from "./build-reuse.ts";
import { buildSettings } from "./build-settings.ts";
import {
  changedWords,
  charactersCovered,
  type ContentReads,
  derivedFrom,
  readsFileName,
  reword,
  wordsHashes,
} from "./reword.ts";
import { type WordsRecord, wordsRecordName } from "./words-files.ts";
import { images } from "../../app/content/images.ts";
import { projectSlotImages, slotImages } from "../images/slot-images.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const built = join(root, "build");
const work = join(root, ".cache", `reword-test-${process.pid}`);

/** The English build's own files, as `npm run build` recorded them. */
function englishFiles(): string[] {
  return readBuildRecord(built)?.languages.en?.files ?? [];
}

/** A copy of the English build to reword, in a folder of its own. */
function copyOfBuild(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, "client"), { recursive: true });
  cpSync(join(built, "server"), join(dir, "server"), { recursive: true });
  cpSync(join(built, wordsRecordName), join(dir, wordsRecordName));
  for (const file of englishFiles()) cpSync(join(built, "client", file), join(dir, "client", file));
  return dir;
}

/** The slots' images of this checkout, as its build made them. */
const checkoutImages = () => projectSlotImages(root, images);

const importFresh = async (file: string) =>
  (await import(`${pathToFileURL(file).href}?${Math.random()}`)) as Record<string, unknown>;

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a publish of words alone", () => {
  it("renders every page as the build did, byte for byte, given the same words", async () => {
    const dir = copyOfBuild("same");
    const { pages, rendered } = await reword(defaultLocale, dir);
    expect(rendered).toBe(pages);
    expect(pages).toBe(readBuildRecord(built)?.languages.en?.pages);
    const record = JSON.parse(readFileSync(join(dir, wordsRecordName), "utf8")) as WordsRecord;
    const wordsFiles = new Set(record.map((entry) => entry.file));
    const compared = englishFiles().filter((file) => !wordsFiles.has(file));
    expect(compared.filter((file) => file.endsWith("index.html")).length).toBe(pages);
    for (const file of compared)
      expect(readFileSync(join(dir, "client", file)).equals(readFileSync(join(built, "client", file))), file).toBe(
        true,
      );
    // Written as other bytes than the minifier's, holding the same values.
    const content = { ...contentOf("en"), ...(await checkoutImages()).families } as Record<string, unknown>;
    // Each content module's words in one file only, and the pages' words among them.
    const names = record.flatMap((entry) => Object.values(entry.exports));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["site", "layout", "home", "about", "materials"]));
    for (const { file, exports } of record) {
      const written = await importFresh(join(dir, "client", file));
      const builtFile = await importFresh(join(built, "client", file));
      for (const [exportName, name] of Object.entries(exports)) {
        expect(written[exportName], name).toEqual(content[name]);
        expect(builtFile[exportName], name).toEqual(content[name]);
      }
    }
  }, 60_000);

  it("renders again only the pages that read what changed, making what rendering every page makes", async () => {
    // A first publish of words renders every page and records what each read.
    const first = copyOfBuild("first");
    const { pages } = await reword(defaultLocale, first);
    const reads = JSON.parse(readFileSync(join(first, readsFileName), "utf8")) as ContentReads;
    expect(reads.paths["/"]).toEqual(expect.arrayContaining(["home", "layout", "site"]));
    // A page's own words, shown by fewer pages than all.
    const content = structuredClone(contentOf("en")) as SiteContent;
    const words = content as unknown as Record<string, { meta?: { title?: string } }>;
    const readers = (name: string) => Object.values(reads.paths).filter((names) => names.includes(name)).length;
    const name = Object.keys(words)
      .filter((key) => typeof words[key]?.meta?.title === "string" && !reads.outside.includes(key))
      .filter((key) => readers(key) > 0)
      .sort((a, b) => readers(a) - readers(b))[0]!;
    words[name]!.meta!.title = `${words[name]!.meta!.title} — changed by a publish`;
    const images = await checkoutImages();
    const changed = changedWords(wordsHashes(contentOf("en"), images), wordsHashes(content, images));
    expect([...changed]).toEqual([name]);

    const partial = join(work, "partial");
    cpSync(first, partial, { recursive: true });
    const some = await reword(defaultLocale, partial, content, changed);
    expect(some.pages).toBe(pages);
    expect(some.rendered).toBeGreaterThan(0);
    expect(some.rendered).toBeLessThan(pages);
    const every = copyOfBuild("every");
    expect((await reword(defaultLocale, every, content)).rendered).toBe(pages);
    let showing = 0;
    for (const file of englishFiles()) {
      const made = readFileSync(join(partial, "client", file));
      expect(made.equals(readFileSync(join(every, "client", file))), file).toBe(true);
      if (file.endsWith(".html") && made.toString().includes("— changed by a publish")) showing++;
    }
    expect(showing).toBeGreaterThan(0);
    // What a page read does not depend on the pages rendered before it in the process.
    const again = JSON.parse(readFileSync(join(partial, readsFileName), "utf8")) as ContentReads;
    expect(again.paths).toEqual(reads.paths);
  }, 120_000);

  it("a changed text reaches its pages, its words file, and the pages the server renders per request", async () => {
    const dir = copyOfBuild("changed");
    const content = structuredClone(contentOf("en")) as SiteContent;
    const before = content.notFound.meta.title;
    content.notFound.meta.title = `${before} — changed by a publish`;
    content.home.meta.title = `${content.home.meta.title} — changed by a publish`;
    await reword(defaultLocale, dir, content);

    expect(readFileSync(join(dir, "client/index.html"), "utf8")).toContain("— changed by a publish");
    expect(readFileSync(join(built, "client/index.html"), "utf8")).not.toContain("— changed by a publish");
    const record = JSON.parse(readFileSync(join(dir, wordsRecordName), "utf8")) as WordsRecord;
    const home = record.find((entry) => Object.values(entry.exports).includes("home"))!;
    const homeExport = Object.entries(home.exports).find(([, name]) => name === "home")![0];
    expect((await importFresh(join(dir, "client", home.file)))[homeExport]).toEqual(content.home);

    // The 404 page is rendered per request, by the server build, which reads its words.json.
    const build = (await import(pathToFileURL(join(dir, "server/index.js")).href)) as ServerBuild;
    const missing = await createRequestHandler(build, "production")(new Request("http://localhost/no-such-page"));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`${before} — changed by a publish`);
  }, 60_000);
});

describe("a publish of a photo alone (ADR 0035)", () => {
  it("puts the photo's files in, the drawing's out, and renders the pages that show it as rendering every page does", async () => {
    const first = copyOfBuild("photo-first");
    const before = await checkoutImages();
    await reword(defaultLocale, first, contentOf("en"), undefined, before);
    const reads = JSON.parse(readFileSync(join(first, readsFileName), "utf8")) as ContentReads;
    const showing = Object.keys(reads.paths).filter((path) => reads.paths[path]?.includes("slots:founder"));
    expect(showing).toEqual(["/about"]);

    // The founder's drawing replaced by a photo, as the editor keeps one.
    const photos = join(work, "photos");
    mkdirSync(photos, { recursive: true });
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#8a5a3c" } })
      .jpeg()
      .toFile(join(photos, "founder.jpg"));
    const after = await slotImages({
      slots: images,
      dirs: [join(root, "app/images"), photos],
      cacheDir: join(work, "photo-cache"),
      assetsUrl: "/assets/",
    });
    const content = contentOf("en");
    const changed = changedWords(wordsHashes(content, before), wordsHashes(content, after));
    expect([...changed]).toEqual(["slots:founder"]);
    const founder = after.families["slots:founder"]?.founder;
    if (!founder || !("photo" in founder)) throw new Error("no photo for the founder");
    const drawing = before.families["slots:founder"]?.founder;
    if (!drawing || !("src" in drawing)) throw new Error("no drawing for the founder");

    const partial = join(work, "photo-partial");
    cpSync(first, partial, { recursive: true });
    const some = await reword(defaultLocale, partial, content, changed, after);
    expect(some.rendered).toBe(1);
    const page = readFileSync(join(partial, "client/about/index.html"), "utf8");
    expect(page).toContain(`${founder.photo.path}-${founder.photo.widths[0]}.avif`);
    expect(page).not.toContain(drawing.src);
    for (const width of founder.photo.widths)
      for (const extension of ["avif", "webp", "jpg"])
        expect(existsSync(join(partial, "client", `${founder.photo.path}-${width}.${extension}`))).toBe(true);
    expect(existsSync(join(partial, "client", drawing.src))).toBe(false);
    // The browser's copy: the about page's words file holds the photo.
    const record = JSON.parse(readFileSync(join(partial, wordsRecordName), "utf8")) as WordsRecord;
    const file = record.find((entry) => Object.values(entry.exports).includes("slots:founder"))!;
    const exportName = Object.entries(file.exports).find(([, name]) => name === "slots:founder")![0];
    expect((await importFresh(join(partial, "client", file.file)))[exportName]).toEqual(
      after.families["slots:founder"],
    );

    const every = copyOfBuild("photo-every");
    await reword(defaultLocale, every, content, undefined, after);
    for (const file of englishFiles()) {
      if (!existsSync(join(every, "client", file))) continue;
      expect(readFileSync(join(partial, "client", file)).equals(readFileSync(join(every, "client", file))), file).toBe(
        true,
      );
    }
  }, 120_000);
});

describe("a publish of words alone is taken", () => {
  it("for the build npm run build made of this checkout: its code and what its words decide are recorded as they are now", () => {
    // What build.ts compares before it rewords: were either recorded otherwise, every publish
    // would build again, and only the time would tell. Compared on the build's own day (the day
    // is among the code's inputs): a suite that runs past midnight is not a changed checkout.
    const record = readBuildRecord(built)?.languages.en;
    const builtAt = statSync(join(built, buildRecordName)).mtimeMs;
    expect(
      record?.code,
      "the code of build/ is not this checkout's: npm test builds it first; after an edit, npm run build",
    ).toBe(codeInputsOf(root, [defaultLocale], buildSettings, ["build"], builtAt).get("en"));
    const now = derivedFrom(defaultLocale);
    expect(record?.derived).toBe(now.derived);
    expect(charactersCovered(now.characters, record?.characters ?? "")).toBe(true);
  });

  it("only when the build's fonts hold every character its words show", () => {
    expect(charactersCovered("Fonderia", "adeiFnor")).toBe(true);
    expect(charactersCovered("Fonderia €", "adeiFnor ")).toBe(false);
    expect(charactersCovered("", "")).toBe(true);
  });
});
