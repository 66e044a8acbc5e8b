import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { contentRoot } from "./load-content.ts";
import {
  confirmTranslations,
  fingerprint,
  indexedPath,
  outOfDate,
  recordAsConfirmed,
  textsOf,
  translationRecordText,
  translationsFile,
  underDraft,
} from "./translations.ts";

const work = mkdtempSync(join(tmpdir(), "translations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the content with `it/contact.yaml` confirmed (no draft mark) and recorded. */
function confirmedCopy(name: string): string {
  const root = join(work, name);
  cpSync(contentRoot, root, { recursive: true });
  const file = join(root, "it/contact.yaml");
  const document = parseDocument(readFileSync(file, "utf8"));
  document.delete("draft");
  writeFileSync(file, document.toString({ lineWidth: 0 }));
  writeFileSync(join(root, translationsFile), translationRecordText(recordAsConfirmed(root)));
  return root;
}

describe("translations out of date", () => {
  it("reads every text of a file by its path, and knows what a draft mark covers", () => {
    const data = {
      draft: true,
      hero: { title: "A", points: ["x", "y"] },
      cards: [{ draft: true, body: "b" }, { body: "c" }],
    };
    expect([...textsOf(data).keys()]).toEqual([
      "hero.title",
      "hero.points.0",
      "hero.points.1",
      "cards.0.body",
      "cards.1.body",
    ]);
    expect(underDraft(data, "hero.title")).toBe(true);
    const entries = { cards: [{ draft: true, body: "b" }, { body: "c" }] };
    expect(underDraft(entries, "cards.0.body")).toBe(true);
    expect(underDraft(entries, "cards.1.body")).toBe(false);
  });

  it("marks a confirmed translation out of date when its English changes, and no other", () => {
    const root = confirmedCopy("english-changed");
    expect(outOfDate(root, "it")).toEqual([]);
    const englishFile = join(root, "en/contact.yaml");
    const english = parseDocument(readFileSync(englishFile, "utf8"));
    const [path, text] = [...textsOf(english.toJS())].find(([, value]) => value.length > 10)!;
    english.setIn(
      path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      `${text} (changed)`,
    );
    writeFileSync(englishFile, english.toString({ lineWidth: 0 }));
    expect(outOfDate(root, "it")).toEqual([{ file: "contact", path }]);
    // Portuguese is still a draft as a whole: a draft is not out of date.
    expect(outOfDate(root, "pt").filter((entry) => entry.file === "contact")).toEqual([]);
  });

  it("confirms what was changed, ticked, or taken out of draft, and keeps the rest as it was", () => {
    const english = { a: "one", b: "two", c: "three" };
    const record = {
      it: { home: { a: fingerprint("old one"), b: fingerprint("old two"), c: fingerprint("three") } },
    };
    const before = { a: "uno", b: "due", c: "tre" };
    const after = { a: "uno!", b: "due", c: "tre" };
    const next = confirmTranslations(record, "it", "home", english, before, after, new Set(["b"]));
    expect(next.it?.home).toEqual({ a: fingerprint("one"), b: fingerprint("two"), c: fingerprint("three") });
    const untouched = confirmTranslations(record, "it", "home", english, before, before, new Set());
    expect(untouched.it?.home?.a).toBe(fingerprint("old one"));
    const fromDraft = confirmTranslations(
      {},
      "it",
      "home",
      english,
      { draft: true, ...before },
      before,
      new Set(),
    );
    expect(Object.keys(fromDraft.it?.home ?? {})).toEqual(["a", "b", "c"]);
    const stillDraft = confirmTranslations(
      record,
      "it",
      "home",
      english,
      before,
      { draft: true, ...before },
      new Set(),
      true,
    );
    expect(stillDraft.it?.home).toBeUndefined();
  });
  it("follows a named photo's text when the photos are reordered", () => {
    const english = {
      photos: [
        { name: "rotor", alt: "A rotor" },
        { name: "valve", alt: "A valve" },
      ],
    };
    expect([...textsOf(english).keys()]).toEqual(["photos.@rotor.alt", "photos.@valve.alt"]);
    const italian = {
      photos: [
        { name: "rotor", alt: "Un rotore" },
        { name: "valve", alt: "Una valvola" },
      ],
    };
    const record = confirmTranslations(
      {},
      "it",
      "gallery",
      english,
      { draft: true, ...italian },
      italian,
      new Set(),
    );
    const moved = { photos: [...english.photos].reverse() };
    const movedItalian = { photos: [...italian.photos].reverse() };
    // Moved together: still confirmed, each text with its own photo.
    const after = confirmTranslations(record, "it", "gallery", moved, movedItalian, movedItalian, new Set());
    expect(after.it?.gallery).toEqual(record.it?.gallery);
    expect(indexedPath(movedItalian, "photos.@rotor.alt")).toBe("photos.1.alt");
  });
});
