/**
 * WCAG 2.2 AA contrast of the design tokens' text pairs (1.4.3: 4.5:1 for text, 3:1 for large text
 * and for focus indicators and controls, 1.4.11), computed from tokens.css itself, so a changed
 * colour that breaks a pair fails here before any page shows it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
const color = (name: string): string => {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css)?.[1];
  if (!value) throw new Error(`no --color-${name} in tokens.css`);
  return value;
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Every text pair the stylesheets use: foreground, background, and the ratio it needs. */
const pairs = [
  ["ink", "paper", 4.5],
  ["ink", "white", 4.5],
  ["graphite", "paper", 4.5],
  ["graphite", "white", 4.5],
  ["steel", "paper", 4.5],
  ["steel", "white", 4.5],
  ["accent-text", "paper", 4.5],
  ["accent-text", "white", 4.5],
  ["error", "white", 4.5],
  ["error", "paper", 4.5],
  ["paper", "ink", 4.5],
  ["light-steel", "ink", 4.5],
  ["white", "graphite", 4.5],
  ["accent", "ink", 4.5],
  ["ink", "accent", 4.5],
  // the focus ring and the accent's non-text marks (rules, markers) on light and dark grounds
  ["accent", "paper", 3],
  ["accent", "white", 3],
] as const;

describe("design tokens", () => {
  it.each(pairs)("%s on %s reaches %s:1", (foreground, background, needed) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(needed);
  });
});
