/**
 * What each page's first-load JavaScript carries, read from the real build (npm test builds before
 * the unit tests run).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { about } from "../app/content/about.ts";
import { contact } from "../app/content/contact.ts";
import { foundry } from "../app/content/foundry.ts";
import { gallery } from "../app/content/gallery.ts";
import { home } from "../app/content/home.ts";
import { metalRecycling } from "../app/content/metal-recycling.ts";
import { offering } from "../app/content/offering.ts";
import { measureFirstLoad } from "./first-load-js.ts";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const firstLoads = measureFirstLoad(clientDir);
const code = new Map(
  firstLoads.map(({ path, urls }) => [
    path,
    urls.map((url) => readFileSync(`${clientDir}${url}`, "utf8")).join("\n"),
  ]),
);

/** A sentence only each page's content module holds, and the pages that module is for. */
const ownWords = [
  { paths: ["/"], words: home.meta.description },
  { paths: ["/about"], words: about.meta.description },
  { paths: ["/offering"], words: offering.meta.description },
  { paths: ["/foundry"], words: foundry.meta.description },
  { paths: ["/metal-recycling"], words: metalRecycling.meta.description },
  { paths: ["/gallery"], words: gallery.meta.description },
  { paths: ["/contact", "/contact/sent"], words: contact.meta.description },
];

describe("first-load JavaScript", () => {
  it("is measured for every page", () => {
    expect(firstLoads.map((page) => page.path)).toEqual(ownWords.flatMap((content) => content.paths));
    for (const { path, gzip } of firstLoads) expect(gzip, path).toBeGreaterThan(50_000);
  });

  // Image slots once named themselves after other pages' content, so a page showing any photo
  // downloaded the words of Home, Gallery and Metal recycling as well.
  it("carries each page's own words and no other page's", () => {
    for (const [path, source] of code) {
      for (const { paths, words } of ownWords) {
        const expected = paths.includes(path);
        expect(source.includes(words), `${path} carries the words of ${paths.join(", ")}`).toBe(expected);
      }
    }
  });

  // Placeholders are a colour per photo (docs/decisions/0010), never an image inlined into JS.
  it("carries no inline image data", () => {
    for (const [path, source] of code) expect(source, path).not.toMatch(/data:image\//);
  });
});
