/**
 * News and case studies as the company keeps them: a draft waits for its translations and is never
 * built, a published article needs its words in every language and a case study its facts, and the
 * home page's press release is the news article it names.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { todoList } from "../admin/todo.server.ts";
import { articlePhotoSlot, morePhotosOf } from "./article-kinds.ts";
import { collectionEntries } from "./collection-pages.ts";
import { imageSlots } from "./images.ts";
import { contentOf, contentRoot, forgetContent, loadContent } from "./load-content.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "articles-"));
  cpSync(contentRoot, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), "utf8");
/** Writes a file of the copy; what was read from it before is read again. */
const write = (file: string, text: string) => {
  writeFileSync(join(root, file), text);
  forgetContent(root);
};
const append = (file: string, text: string) => write(file, `${read(file).trimEnd()}\n${text}\n`);

/** A new article's facts at the end of content/articles.yaml. */
const addEntry = (name: string, published: boolean, kind = "news", photos?: number) =>
  append(
    "articles.yaml",
    [
      `  - name: ${name}`,
      `    kind: ${kind}`,
      "    date: 2026-11-25",
      `    published: ${published}`,
      "    industry: energy",
      ...(photos === undefined ? [] : [`    photos: ${photos}`]),
    ].join("\n"),
  );

/** Its words in a language's file, at the end of its `articles` list (the file's last key). */
const addWords = (language: string, name: string) =>
  append(
    `${language}/articles.yaml`,
    [
      `  - name: ${name}`,
      `    title: Turbine casing for a power plant ${language}`,
      "    meta:",
      `      title: A turbine casing ${language}`,
      "      description: A steam turbine casing in CrMo steel cast, machined and tested for a power plant, from drawing to the first article report.",
      "    summary: A steam turbine casing in CrMo steel.",
      "    photoAlt: The casing on the test bench",
    ].join("\n"),
  );

describe("articles", () => {
  it("lists the published ones only, newest first, with their words joined", () => {
    const { articles } = contentOf("en");
    const published = articles.entries.filter((entry) => entry.published).map((entry) => entry.name);
    expect(articles.published.map((article) => article.name).sort()).toEqual(published.sort());
    const dates = articles.published.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles.published) expect(article.title.length).toBeGreaterThan(0);
  });

  it("a draft needs only its facts and may wait for its words; it has no page", () => {
    addEntry("turbine-casing", false);
    for (const language of ["en", "it", "pt", "ar"] as const)
      expect(loadContent(language, root).errors).toEqual([]);
    addWords("en", "turbine-casing");
    for (const language of ["en", "it", "pt", "ar"] as const)
      expect(loadContent(language, root).errors).toEqual([]);
    const paths = collectionEntries(loadContent("en", root).content!).map((entry) => entry.path);
    expect(paths).not.toContain("/news/turbine-casing");
  });

  it("published, it needs its words in every language: the line names the language's file", () => {
    addEntry("turbine-casing", true);
    addWords("en", "turbine-casing");
    expect(loadContent("en", root).errors).toEqual([]);
    const errors = loadContent("it", root).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/articles\.yaml:\d+: entries › item \d+ › published: true: “turbine-casing” is published but content\/it\/articles\.yaml has no words for it/,
    );
    for (const language of ["it", "pt", "ar"]) addWords(language, "turbine-casing");
    for (const language of ["en", "it", "pt", "ar"] as const)
      expect(loadContent(language, root).errors).toEqual([]);
    const paths = collectionEntries(loadContent("ar", root).content!).map((entry) => entry.path);
    expect(paths).toContain("/news/turbine-casing");
  });

  it("words for an article the facts do not list are named", () => {
    addWords("en", "no-such-article");
    expect(loadContent("en", root).errors.join("\n")).toMatch(
      /articles › item \d+ › name: .*no article “no-such-article” in content\/articles\.yaml/,
    );
  });

  it("a published case study without its measured result or its customer says what is missing", () => {
    addEntry("turbine-casing", true, "caseStudy");
    addWords("en", "turbine-casing");
    expect(loadContent("en", root).errors.join("\n")).toMatch(
      /case study “turbine-casing” is published without its customer, part, problem, change, resultLabel, result, grade \(facts\), measured \(facts\)/,
    );
  });

  it("the home page's press release is the news article it names, title, date and text", () => {
    const { home, articles } = contentOf("en");
    const release = articles.published.find((article) => article.name === home.pressRelease.article);
    expect(release?.kind).toBe("news");
    expect(home.pressRelease.heading).toBe(release?.title);
    expect(home.pressRelease.date).toBe(release?.date);
    expect(home.pressRelease.body).toEqual(release?.body);
  });

  it("a press release naming a draft is refused at its line", () => {
    write("en/home.yaml", read("en/home.yaml").replace(/article: [a-z0-9-]+/, "article: mill-liner-life"));
    expect(loadContent("en", root).errors).toEqual([
      expect.stringMatching(
        /^content\/en\/home\.yaml:\d+: pressRelease › article: “mill-liner-life” is not a published news article/,
      ),
    ]);
  });
});

describe("an article's further photos", () => {
  const languages = ["en", "it", "pt", "ar"] as const;
  /** Lines describing further photos, under the words addWords wrote last. */
  const describePhotos = (language: string, ...alts: string[]) =>
    append(
      `${language}/articles.yaml`,
      ["    morePhotoAlts:", ...alts.map((alt) => `      - ${alt}`)].join("\n"),
    );
  const published = (language: (typeof languages)[number]) =>
    loadContent(language, root).content!.articles.published.find((item) => item.name === "turbine-casing")!;

  it("are counted in the facts, then shown in each language once it describes them, and listed until then", () => {
    addEntry("turbine-casing", true, "news", 3);
    for (const language of languages) addWords(language, "turbine-casing");
    // Not described anywhere yet: the page shows its lead photo only, and nothing is refused.
    for (const language of languages) {
      expect(loadContent(language, root).errors).toEqual([]);
      expect(morePhotosOf(published(language))).toEqual([]);
    }
    // Each photo has its own place for the company's photo from the facts alone.
    const slots = Object.keys(imageSlots(loadContent("en", root).content!));
    expect(slots).toEqual(
      expect.arrayContaining([
        "article-turbine-casing",
        "article-turbine-casing-photo-02",
        "article-turbine-casing-photo-03",
      ]),
    );
    expect(slots).not.toContain("article-turbine-casing-photo-04");

    describePhotos("en", "The flange after machining", "The casing on its way to the plant");
    describePhotos("it", "La flangia dopo la lavorazione");
    expect(loadContent("en", root).errors).toEqual([]);
    expect(loadContent("it", root).errors).toEqual([]);
    expect(morePhotosOf(published("en"))).toEqual([
      { slot: articlePhotoSlot("turbine-casing", 2), alt: "The flange after machining" },
      { slot: articlePhotoSlot("turbine-casing", 3), alt: "The casing on its way to the plant" },
    ]);
    // Italian describes one of the two: only that one is shown in Italian.
    expect(morePhotosOf(published("it"))).toEqual([
      { slot: "article-turbine-casing-photo-02", alt: "La flangia dopo la lavorazione" },
    ]);

    const waiting = todoList(languages, root).undescribed.filter((item) => item.article === "turbine-casing");
    expect(waiting.map(({ language, described, photos }) => ({ language, described, photos }))).toEqual([
      { language: "it", described: 1, photos: 2 },
      { language: "pt", described: 0, photos: 2 },
      { language: "ar", described: 0, photos: 2 },
    ]);
    expect(waiting[0]).toMatchObject({
      file: "it/articles",
      path: expect.stringMatching(/^articles\[\d+\]\.morePhotoAlts$/),
    });
  });

  it("a line more than the facts' photos is refused at that line, saying what to change", () => {
    addEntry("turbine-casing", true, "news", 2);
    for (const language of languages) addWords(language, "turbine-casing");
    describePhotos("pt", "O flange depois da usinagem", "A carcaça a caminho da central");
    expect(loadContent("en", root).errors).toEqual([]);
    expect(loadContent("pt", root).errors).toEqual([
      expect.stringMatching(
        /^content\/pt\/articles\.yaml:\d+: articles › item \d+ › morePhotoAlts: .*describes 3 photos, but content\/articles\.yaml gives “turbine-casing” 2: set its photos to 3 there first/,
      ),
    ]);
  });

  it("no article is named like another's further photo", () => {
    addEntry("turbine-casing-photo-02", false);
    expect(loadContent("en", root).errors.join("\n")).toMatch(
      /entries › item \d+ › name: .*may not end in -photo- and a number/,
    );
  });
});
