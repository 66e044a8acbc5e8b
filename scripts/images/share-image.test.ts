import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { textWidth } from "./glyph-paths.ts";
import { renderShareCard, setTitle, type ShareCard, shareCardSvg } from "./share-image.ts";

const card: ShareCard = {
  title: "Metal Recycling Wear Parts",
  company: "{Company}",
  tagline: "We Specialize in Steel & Alloy Casting Manufacturing",
  host: "www.example-foundry.invalid",
  drawing: "hammer",
  seed: "metalRecycling",
  markSvg: readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8"),
};

describe("link-preview picture", () => {
  it("is a 1200 × 630 PNG", async () => {
    const metadata = await sharp(await renderShareCard(card)).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("is the same, byte for byte, on every build", async () => {
    const [first, second] = await Promise.all([renderShareCard(card), renderShareCard({ ...card })]);
    expect(first.equals(second)).toBe(true);
    expect(shareCardSvg({ ...card, seed: "gallery" })).not.toBe(shareCardSvg(card));
  });

  it("draws every letter as an outline: nothing depends on the fonts installed", () => {
    for (const drawing of ["rotor", "hammer"] as const) {
      const svg = shareCardSvg({ ...card, drawing });
      expect(svg).not.toMatch(/<text\b|font-family|@font-face/);
    }
  });

  it("sets a long title large in at most three lines, each inside its column", () => {
    const title = "Steel & Alloy Castings for Recycling and Mining";
    const { style, lines } = setTitle(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(" ")).toBe(title.toUpperCase());
    expect(style.size).toBeGreaterThanOrEqual(64);
    for (const line of lines) expect(textWidth(line, style)).toBeLessThanOrEqual(580);
    expect(setTitle("Gallery").style.size).toBe(112);
  });
});
