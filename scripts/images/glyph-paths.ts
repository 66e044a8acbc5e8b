/**
 * Text set in our own Barlow Condensed (the self-hosted heading face) and turned into SVG path
 * outlines with fontkit, so a picture made from it looks the same on every machine: the SVG
 * renderer never looks for an installed font.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import { decompress } from "wawoff2";
import { num } from "./drawing-pen.ts";
import { arabicFontSource, isArabicText } from "../build/font-subsets.ts";

export type HeadingWeight = 600 | 700;

export interface TypeStyle {
  weight: HeadingWeight;
  /** Font size in px. */
  size: number;
  /** Extra space after each character, in em (CSS letter-spacing). */
  tracking?: number;
}

const require = createRequire(import.meta.url);
const fonts = new Map<HeadingWeight, Font>();

/** The same files the site serves (app/styles/fonts.ts), Latin subset. */
export function headingFont(weight: HeadingWeight): Font {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const file = require.resolve(
    `@fontsource/barlow-condensed/files/barlow-condensed-latin-${weight}-normal.woff2`,
  );
  const font = create(readFileSync(file));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, expected one font`);
  fonts.set(weight, font);
  return font;
}

let arabic: Font | undefined;
const arabicInstances = new Map<HeadingWeight, Font>();

/**
 * Reads Noto Sans Arabic, the face the Arabic pages use: call once before setting Arabic text.
 * fontkit cannot make a weight of a variable font from WOFF2, so it reads the decompressed font.
 */
export async function loadArabicFont(): Promise<void> {
  if (arabic) return;
  const file = require.resolve(arabicFontSource);
  const font = create(Buffer.from(await decompress(readFileSync(file))));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, expected one font`);
  arabic = font;
}

/** Arabic text at the heading's weight. */
function arabicFont(weight: HeadingWeight): Font {
  const cached = arabicInstances.get(weight);
  if (cached) return cached;
  if (!arabic) throw new Error("Arabic text before loadArabicFont()");
  const instance = arabic.getVariation({ wght: weight });
  arabicInstances.set(weight, instance);
  return instance;
}

function shape(text: string, style: TypeStyle) {
  // Arabic: set right to left, joined, without letter-spacing.
  const arabicText = isArabicText(text);
  const font = arabicText ? arabicFont(style.weight) : headingFont(style.weight);
  const scale = style.size / font.unitsPerEm;
  // fontkit joins the Arabic letters and, for a right-to-left script, returns the glyphs in the
  // order they are drawn from the left.
  const run = font.layout(text);
  // Letter-spacing would pull joined letters apart.
  const tracking = arabicText ? 0 : (style.tracking ?? 0) * style.size;
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance * scale + tracking, 0);
  // The last character's tracking is space after the text, not part of it (as in CSS).
  return { run, scale, tracking, width: Math.max(0, advance - (run.glyphs.length > 0 ? tracking : 0)) };
}

/** The width the text takes, in px. */
export function textWidth(text: string, style: TypeStyle): number {
  return shape(text, style).width;
}

/**
 * The outline of `text` as SVG path data, its baseline at `y`; `anchor` says whether `x` is the
 * start, middle or end of the line.
 */
export function textPath(
  text: string,
  x: number,
  y: number,
  style: TypeStyle,
  anchor: "start" | "middle" | "end" = "start",
): string {
  const { run, scale, tracking, width } = shape(text, style);
  let penX = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  const out: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const ox = penX + position.xOffset * scale;
    const oy = y - position.yOffset * scale;
    const point = (px: number, py: number) => `${num(ox + px * scale)} ${num(oy - py * scale)}`;
    for (const { command, args } of glyph.path.commands) {
      const pairs: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) pairs.push(point(args[i] ?? 0, args[i + 1] ?? 0));
      if (command === "moveTo") out.push(`M${pairs.join(" ")}`);
      else if (command === "lineTo") out.push(`L${pairs.join(" ")}`);
      else if (command === "quadraticCurveTo") out.push(`Q${pairs.join(" ")}`);
      else if (command === "bezierCurveTo") out.push(`C${pairs.join(" ")}`);
      else out.push("Z");
    }
    penX += position.xAdvance * scale + tracking;
  });
  return out.join("");
}

/** Words set in lines no wider than `maxWidth`; a word wider than that gets a line of its own. */
export function wrapText(text: string, style: TypeStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
