import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { contentCharacters, writeFontSubsets } from "./font-subsets.ts";

const contentDir = fileURLToPath(new URL("../app/content", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "font-subsets-"));
const result = await writeFontSubsets(contentDir, outDir);
const characters = await contentCharacters(contentDir);

function open(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(join(outDir, file)));
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
    await writeFontSubsets(contentDir, outDir);
    expect(statSync(join(outDir, "inter.woff2")).mtimeMs).toBe(before);
  });
});
