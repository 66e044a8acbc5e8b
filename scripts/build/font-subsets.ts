/**
 * The site's two self-hosted families, cut down at build time to what the pages can show
 * (docs/decisions/0009): the characters the content uses plus a safety set, and the weight axes
 * limited to the weights our CSS asks for. Also writes each family's fallback face, a local
 * font stretched to the web font's metrics (Capsize), so text set in the fallback takes the same
 * room and nothing moves if the web font arrives.
 *
 * A language whose script the two families cannot draw adds a face of its own, in its builds
 * only: Noto Sans Arabic for Arabic, first in both stacks and limited by unicode-range to the
 * Arabic characters, so Latin words and Western digits in an Arabic page stay in Inter and Barlow.
 *
 * Output goes to .cache/fonts/ (gitignored): the woff2 files and fonts.css, which
 * app/styles/global.css imports, so the @font-face rules travel in the one inline stylesheet and
 * Vite gives the files content-hashed names; `virtual:font-files` lists the build's files for the
 * preloads (app/styles/fonts.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import barlowCondensed from "@capsizecss/metrics/barlowCondensed";
import inter from "@capsizecss/metrics/inter";
import roboto from "@capsizecss/metrics/roboto";
import robotoCondensed from "@capsizecss/metrics/robotoCondensed";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { contentOf } from "../../app/content/load-content.ts";
import type { LocaleCode } from "../../app/locales.ts";

const require = createRequire(import.meta.url);

const printableAscii = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => index + 32));
const latin1 = String.fromCharCode(...Array.from({ length: 96 }, (_, index) => index + 0xa0));
// What components add around the content: © in the footer, ≈ before converted units, dashes,
// quotes and the arrows of links.
const typography = "–—‘’‚“”„…•·×÷±°≈≤≥€£™→←↑↓−";

/** A code point range, both ends included. */
type Range = readonly [number, number];

/** Where Unicode puts Arabic: the letters block, its supplement and extension, presentation forms. */
export const arabicScript: Range[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

/** Whether a text holds Arabic letters. */
export const isArabicText = (text: string) =>
  [...text].some((character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    return arabicScript.some(([from, to]) => codePoint >= from && codePoint <= to);
  });

/** The variable Noto Sans Arabic the Arabic pages use (its weights 400–700). */
export const arabicFontSource =
  "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2";

const rangeText = (ranges: Range[]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join("");

/** Whether a character is one a script face draws. */
const within = (ranges: Range[]) => (character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
};

/**
 * A face for a script the two families cannot draw, in the builds of its languages only. It comes
 * first in every stack, and its unicode-range keeps every other character in the families below.
 */
interface ScriptFace {
  familyName: string;
  /** The builds that use it (app/locales.ts). */
  locales: readonly LocaleCode[];
  /** Which of the content's characters it draws: the rest fall through to the families below. */
  draws: (character: string) => boolean;
  /** Drawn whatever the content: a word an editor adds later must not come out in another font. */
  extra: string;
  weight: string;
  file: string;
  source: string;
  axes?: Record<string, { min: number; max: number }>;
}

const scriptFaces: ScriptFace[] = [
  {
    familyName: "Noto Sans Arabic",
    locales: ["ar"],
    draws: within(arabicScript),
    // The whole Arabic letters block (letters, marks, Arabic-Indic digits, punctuation), and what
    // shaping needs beside it: zero-width non-joiner and joiner, the direction marks, the dotted
    // circle a lone mark is drawn on, the ornate parentheses. Western digits stay Latin.
    extra: rangeText([[0x0600, 0x06ff]]) + "\u200c\u200d\u200e\u200f\u25cc\ufd3e\ufd3f",
    // Body text (400–700) and the headings (600, 700) share one variable file.
    weight: "400 700",
    file: "noto-sans-arabic.woff2",
    source: arabicFontSource,
    axes: { wght: { min: 400, max: 700 } },
  },
];

interface Family {
  /** The name our CSS uses (and Capsize's), e.g. "Inter". */
  metrics: FontMetrics;
  fallbacks: FontMetrics[];
  /** The CSS custom property that carries the family's whole stack. */
  property: string;
  /**
   * Beyond the content's characters: Inter sets form fields too, where a visitor may type any
   * Western European name, so it keeps all of Latin-1; the heading face only shows our words.
   */
  extra: string;
  faces: {
    weight: string;
    file: string;
    source: string;
    axes?: Record<string, { min: number; max: number }>;
  }[];
}

const families: Family[] = [
  {
    metrics: inter,
    // Arial on Windows and macOS (Liberation Sans, its metric twin, on Linux); Roboto on Android.
    fallbacks: [arial, roboto],
    property: "--font-body",
    extra: printableAscii + latin1 + typography,
    faces: [
      {
        // Body text uses 400 to 700 (global.css and the modules); the rest of the axis is weight we
        // would only download.
        weight: "400 700",
        file: "inter.woff2",
        source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
        axes: { wght: { min: 400, max: 700 } },
      },
    ],
  },
  {
    metrics: barlowCondensed,
    // Android has Roboto Condensed; elsewhere Arial, narrowed by size-adjust.
    fallbacks: [robotoCondensed, arial],
    property: "--font-heading",
    extra: printableAscii + typography,
    faces: [
      {
        weight: "600",
        file: "barlow-condensed-600.woff2",
        source: "@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2",
      },
      {
        weight: "700",
        file: "barlow-condensed-700.woff2",
        source: "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2",
      },
    ],
  },
];

/** Every string in a content module's exports, recursively. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Every character of a language's content (its words and the site's facts, content/). */
export function contentCharacters(code: LocaleCode): Set<string> {
  const characters = new Set<string>();
  for (const text of strings(contentOf(code))) for (const character of text) characters.add(character);
  return characters;
}

export interface FontSubsetOptions {
  /**
   * Every character the build's pages show, i.e. its language's content: each face keeps those it
   * can draw: `() => contentCharacters(locale)`.
   */
  characters: () => Iterable<string> | Promise<Iterable<string>>;
  /** The build's language: a script face (Noto Sans Arabic) is in the builds of its languages only. */
  locale: LocaleCode;
  /** Where the fonts and fonts.css go (.cache/fonts). */
  outDir: string;
}

export interface SubsetResult {
  /** The @font-face rules, fallback faces and font stacks, as written to fonts.css. */
  css: string;
  /** The build's font files, in the order they are preloaded: the script face first. */
  files: { file: string; bytes: number; sourceBytes: number }[];
}

/** The unicode-range of a set of characters: its code points as ranges, e.g. U+600-6FF,U+200C-200F. */
export function unicodeRange(characters: Iterable<string>): string {
  const codePoints = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: Range[] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) ranges[ranges.length - 1] = [last[0], codePoint];
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}

/**
 * Cuts one face down to `characters`, or reads back the cut made before from the same font and
 * input. Cuts are kept by their input, not by face: the four language builds run in turn and each
 * needs its own, so a second full build cuts nothing.
 */
async function subsetFace(
  face: { file: string; source: string; axes?: Record<string, { min: number; max: number }> | undefined },
  characters: string,
  outDir: string,
): Promise<SubsetResult["files"][number]> {
  const source = readFileSync(require.resolve(face.source));
  const key = createHash("sha256")
    .update(source)
    .update(characters)
    .update(JSON.stringify(face.axes ?? {}))
    .digest("hex");
  const cut = join(outDir, "cuts", `${key}.woff2`);
  let bytes: Buffer;
  if (existsSync(cut)) {
    bytes = readFileSync(cut);
  } else {
    bytes = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: face.axes });
    mkdirSync(dirname(cut), { recursive: true });
    writeFileSync(cut, bytes);
  }
  // Rewritten only when it changes: an unchanged face keeps its file as it was.
  const target = join(outDir, face.file);
  if (!existsSync(target) || !readFileSync(target).equals(bytes)) writeFileSync(target, bytes);
  return { file: face.file, bytes: bytes.length, sourceBytes: source.length };
}

// optional: used if it arrives for the first paint (it is preloaded), never swapped in later, so
// text never reflows under the reader.
const faceRule = (familyName: string, weight: string, file: string, more = "") =>
  `@font-face{font-family:"${familyName}";font-style:normal;font-weight:${weight};` +
  `font-display:optional;src:url("./${file}") format("woff2")${more}}`;

/** Writes the subset fonts and fonts.css into `outDir`; skips fonts whose input has not changed. */
export async function writeFontSubsets({
  characters,
  locale,
  outDir,
}: FontSubsetOptions): Promise<SubsetResult> {
  mkdirSync(outDir, { recursive: true });
  const written = [...new Set(await characters())].join("");
  // Headings are set in capitals by CSS (text-transform): "Política" shows as "POLÍTICA", so each
  // letter's other case must be drawn too.
  const content = [...new Set(written + written.toUpperCase() + written.toLowerCase())].join("");
  const rules: string[] = [];
  const files: SubsetResult["files"] = [];
  const stacks: string[] = [];

  const scripts = scriptFaces.filter((face) => face.locales.includes(locale));
  for (const face of scripts) {
    const drawn = [...new Set([...content].filter(face.draws).join("") + face.extra)].sort().join("");
    files.push(await subsetFace(face, drawn, outDir));
    rules.push(faceRule(face.familyName, face.weight, face.file, `;unicode-range:${unicodeRange(drawn)}`));
  }
  const scriptStack = scripts.map((face) => `"${face.familyName}",`).join("");

  // What a script face draws is not the Latin families' to draw (they have no such glyphs).
  const latin = [...content].filter((character) => !scripts.some((face) => face.draws(character))).join("");
  for (const family of families) {
    const drawn = [...new Set(latin + family.extra)].sort().join("");
    for (const face of family.faces) {
      files.push(await subsetFace(face, drawn, outDir));
      rules.push(faceRule(family.metrics.familyName, face.weight, face.file));
    }
    const stack = createFontStack([family.metrics, ...family.fallbacks], { fontFaceFormat: "styleString" });
    rules.push(stack.fontFaces.replaceAll("local('ArialMT')", "local('ArialMT'), local('Liberation Sans')"));
    stacks.push(`${family.property}:${scriptStack}${stack.fontFamily},sans-serif`);
  }
  const css = `/* Generated by scripts/build/font-subsets.ts at build time. */\n${rules.join("\n")}\n:root{${stacks.join(";")}}\n`;
  writeFileSync(join(outDir, "fonts.css"), css);
  return { css, files };
}

const fontFilesId = "virtual:font-files";

/**
 * The Vite plugin: subsets once per build (or dev start), before any CSS is read, and answers
 * `virtual:font-files` (app/styles/font-files.d.ts) with the URLs of this build's font files, so
 * an English build names no Arabic file and an Arabic one preloads it.
 */
export function fontSubsets(options: FontSubsetOptions): Plugin {
  let done: Promise<SubsetResult> | undefined;
  const subsets = (log: (message: string) => void) =>
    (done ??= writeFontSubsets(options).then((result) => {
      const sizes = result.files.map((file) => `${file.file} ${(file.bytes / 1024).toFixed(1)} KB`);
      log(`font subsets: ${sizes.join(", ")}`);
      return result;
    }));
  return {
    name: "foundry:font-subsets",
    async buildStart() {
      await subsets((message) => this.info(message));
    },
    resolveId(id) {
      return id === fontFilesId ? `\0${fontFilesId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${fontFilesId}`) return;
      const { files } = await subsets((message) => this.info(message));
      const imports = files.map(
        ({ file }, index) =>
          `import file${index} from ${JSON.stringify(`${join(options.outDir, file)}?url`)};`,
      );
      return `${imports.join("\n")}\nexport default [${files.map((_, index) => `file${index}`).join(", ")}];\n`;
    },
  };
}

/** The font files any language's pages are cut from, as their packages ship them (their licences). */
export const fontSources: string[] = [
  ...families.flatMap((family) => family.faces.map((face) => face.source)),
  ...scriptFaces.map((face) => face.source),
];
