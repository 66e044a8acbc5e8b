import { describe, expect, it } from "vitest";
import { textPath, textWidth, wrapText } from "./glyph-paths.ts";

const style = { weight: 700, size: 100 } as const;

/** The smallest and largest x of a path's points. */
function xRange(d: string): [number, number] {
  const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
  return [Math.min(...xs), Math.max(...xs)];
}

describe("glyph paths", () => {
  it("draws text as outlines, with no font left to look up", () => {
    const d = textPath("FOUNDRY", 0, 100, style);
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(d).not.toMatch(/[^MLQCZ\d.\s-]/);
  });

  it("places the line by its start, middle or end", () => {
    const width = textWidth("FOUNDRY", style);
    expect(width).toBeGreaterThan(200);
    const [, endRight] = xRange(textPath("FOUNDRY", 600, 100, style, "end"));
    const [middleLeft, middleRight] = xRange(textPath("FOUNDRY", 600, 100, style, "middle"));
    expect(endRight).toBeLessThanOrEqual(600);
    expect(endRight).toBeGreaterThan(590);
    expect(Math.abs((middleLeft + middleRight) / 2 - 600)).toBeLessThan(10);
  });

  it("spaces letters out by the tracking", () => {
    expect(textWidth("ABCD", { ...style, tracking: 0.1 })).toBeCloseTo(textWidth("ABCD", style) + 30, 5);
  });

  it("wraps words into lines no wider than asked", () => {
    const lines = wrapText("STEEL & ALLOY CASTING FOUNDRY IN ITALY", style, 600);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe("STEEL & ALLOY CASTING FOUNDRY IN ITALY");
    for (const line of lines) expect(textWidth(line, style)).toBeLessThanOrEqual(600);
  });
});
