import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { contentCharacters, unicodeRange, writeFontSubsets } from "./font-subsets.ts";

const outDir = mkdtempSync(join(tmpdir(), "font-subsets-"));
const characters = contentCharacters("en");
const result = await writeFontSubsets({ characters: () => characters, locale: "en", outDir });

function open(file: string, dir = outDir): fontkit.Font {
  const font = fontkit.create(readFileSync(join(dir, file)));
  if ("fonts" in font) throw new Error(`${file} is a collection`);
  return font;
}

describe("font subsets", () => {
  it.each(["inter.woff2", "barlow-condensed-600.woff2", "barlow-condensed-700.woff2"])(
    "%s can draw every character of the content, and is smaller than the font it came from",
    (file) => {
      const font = open(file);
      const missing = [...characters].filter(
        (character) => character.trim() !== "" && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
      );
      expect(missing).toEqual([]);
      const sizes = result.files.find((entry) => entry.file === file);
      expect(sizes?.bytes).toBeLessThan((sizes?.sourceBytes ?? 0) * 0.8);
    },
  );

  it("draws the capital of every letter the content writes, since CSS sets headings in capitals", () => {
    const font = open("barlow-condensed-700.woff2");
    const capitals = [...characters]
      .map((character) => character.toUpperCase())
      .filter((upper) => [...upper].length === 1);
    const missing = capitals.filter(
      (upper) => upper.trim() !== "" && !font.hasGlyphForCodePoint(upper.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
    // "Città" in the head office's address is "CITTÀ" in a heading.
    expect(capitals).toContain("À");
  });

  it("keeps Inter's weights 400 to 700 and every Latin-1 letter a visitor may type", () => {
    const font = open("inter.woff2");
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    for (const character of "àèéìòùçãõñßøÅÆŒ".replace("Œ", "")) {
      expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
    }
  });

  it("writes the faces, font-display optional, and metric-matched fallbacks into fonts.css", () => {
    const css = readFileSync(join(outDir, "fonts.css"), "utf8");
    expect(css).toBe(result.css);
    expect(css.match(/font-display:optional/g)).toHaveLength(3);
    expect(css).toMatch(
      /font-family: "Inter Fallback: Arial";[\s\S]*?src: local\(.Arial.\), local\(.ArialMT.\), local\(.Liberation Sans.\)[\s\S]*?size-adjust: [\d.]+%/,
    );
    expect(css).toMatch(/--font-body:Inter, "Inter Fallback: Arial", "Inter Fallback: Roboto"/);
    expect(css).toMatch(/--font-heading:"Barlow Condensed", "Barlow Condensed Fallback: Roboto Condensed"/);
  });

  it("does no work again when the content and the fonts have not changed", async () => {
    const before = statSync(join(outDir, "inter.woff2")).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFontSubsets({ characters: () => characters, locale: "en", outDir });
    expect(statSync(join(outDir, "inter.woff2")).mtimeMs).toBe(before);
  });

  it("adds no Arabic face to an English, Italian or Portuguese build", () => {
    expect(result.files.map((entry) => entry.file)).toEqual([
      "inter.woff2",
      "barlow-condensed-600.woff2",
      "barlow-condensed-700.woff2",
    ]);
    expect(result.css).not.toMatch(/arabic/i);
  });
});

describe("an Arabic build's font", async () => {
  // The Arabic content is not written yet: a sample with a letter from beyond the Arabic letters
  // block (U+FEFB, the lam-alef ligature as a presentation form) stands in for it.
  const arabicText = "مسبك الفولاذ، ٣٠ عامًا من الخبرة ﻻ";
  const arabicDir = mkdtempSync(join(tmpdir(), "font-subsets-ar-"));
  const arabic = await writeFontSubsets({
    characters: () => new Set([...characters, ...arabicText]),
    locale: "ar",
    outDir: arabicDir,
  });

  it("subsets Noto Sans Arabic to the Arabic characters, the whole letters block and no Latin", () => {
    const font = open("noto-sans-arabic.woff2", arabicDir);
    const draws = (character: string) => font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0);
    for (const character of arabicText.replaceAll(" ", "")) expect(draws(character), character).toBe(true);
    // every letter of U+0621–U+064A, whether the content uses it yet or not
    for (let codePoint = 0x0621; codePoint <= 0x064a; codePoint++) {
      expect(font.hasGlyphForCodePoint(codePoint), codePoint.toString(16)).toBe(true);
    }
    for (const character of "0123456789Aa") expect(draws(character), character).toBe(false);
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    const sizes = arabic.files.find((entry) => entry.file === "noto-sans-arabic.woff2");
    expect(sizes?.bytes).toBeLessThan((sizes?.sourceBytes ?? 0) * 0.8);
  });

  it("puts it first in both stacks, limited to Arabic, and preloads it first", () => {
    expect(arabic.files.map((entry) => entry.file)).toEqual([
      "noto-sans-arabic.woff2",
      "inter.woff2",
      "barlow-condensed-600.woff2",
      "barlow-condensed-700.woff2",
    ]);
    expect(arabic.css).toMatch(/--font-body:"Noto Sans Arabic",Inter, "Inter Fallback: Arial"/);
    expect(arabic.css).toMatch(/--font-heading:"Noto Sans Arabic","Barlow Condensed", /);
    const face = /@font-face\{font-family:"Noto Sans Arabic";[^}]*\}/.exec(arabic.css)?.[0] ?? "";
    expect(face).toContain("font-display:optional");
    expect(face).toMatch(/unicode-range:U\+600-6FF,U\+200C-200F,U\+25CC,U\+FD3E-FD3F,U\+FEFB[;}]/);
  });

  it("keeps the Latin faces as they are in the other builds", () => {
    expect(open("inter.woff2", arabicDir).hasGlyphForCodePoint(0x41)).toBe(true);
    expect(arabic.css.match(/font-display:optional/g)).toHaveLength(4);
  });
});

describe("unicodeRange", () => {
  it("writes code points as the shortest ranges", () => {
    expect(unicodeRange("cab")).toBe("U+61-63");
    expect(unicodeRange("a\u0600\u0601\u0603")).toBe("U+61,U+600-601,U+603");
    expect(unicodeRange("")).toBe("");
  });
});
