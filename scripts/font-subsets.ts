/**
 * The site's two self-hosted families, cut down at build time to what the pages can show
 * (docs/decisions/0009): the characters the content uses plus a safety set, and Inter's weight
 * axis limited to the weights our CSS asks for. Also writes each family's fallback face, a local
 * font stretched to the web font's metrics (Capsize), so text set in the fallback takes the same
 * room and nothing moves if the web font arrives.
 *
 * Output goes to .cache/fonts/ (gitignored): the woff2 files and fonts.css, which
 * app/styles/global.css imports, so the @font-face rules travel in the one inline stylesheet and
 * Vite gives the files content-hashed names.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import barlowCondensed from "@capsizecss/metrics/barlowCondensed";
import inter from "@capsizecss/metrics/inter";
import roboto from "@capsizecss/metrics/roboto";
import robotoCondensed from "@capsizecss/metrics/robotoCondensed";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

const printableAscii = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => index + 32));
const latin1 = String.fromCharCode(...Array.from({ length: 96 }, (_, index) => index + 0xa0));
// What components add around the content: © in the footer, ≈ before converted units, dashes,
// quotes and the arrows of links.
const typography = "–—‘’‚“”„…•·×÷±°≈≤≥€£™→←↑↓−";

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

/** The characters of every content module in `contentDir` (app/content). */
export async function contentCharacters(contentDir: string): Promise<Set<string>> {
  const characters = new Set<string>();
  const modules = readdirSync(contentDir).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "schema.ts",
  );
  for (const name of modules) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(contentDir, name)).href);
    for (const text of strings(exports)) for (const character of text) characters.add(character);
  }
  return characters;
}

export interface SubsetResult {
  /** The @font-face rules, fallback faces and font stacks, as written to fonts.css. */
  css: string;
  files: { file: string; bytes: number; sourceBytes: number }[];
}

/** Writes the subset fonts and fonts.css into `outDir`; skips fonts whose input has not changed. */
export async function writeFontSubsets(contentDir: string, outDir: string): Promise<SubsetResult> {
  mkdirSync(outDir, { recursive: true });
  const content = [...(await contentCharacters(contentDir))].join("");
  const rules: string[] = [];
  const files: SubsetResult["files"] = [];
  const stacks: string[] = [];
  for (const family of families) {
    const characters = [...new Set(content + family.extra)].sort().join("");
    for (const face of family.faces) {
      const source = readFileSync(require.resolve(face.source));
      const key = createHash("sha256")
        .update(source)
        .update(characters)
        .update(JSON.stringify(face.axes ?? {}))
        .digest("hex");
      const target = join(outDir, face.file);
      const stamp = join(outDir, `${face.file}.key`);
      let bytes: Buffer;
      if (readIfExists(stamp) === key) {
        bytes = readFileSync(target);
      } else {
        bytes = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: face.axes });
        writeFileSync(target, bytes);
        writeFileSync(stamp, key);
      }
      files.push({ file: face.file, bytes: bytes.length, sourceBytes: source.length });
      // optional: used if it arrives for the first paint (it is preloaded), never swapped in later,
      // so text never reflows under the reader.
      rules.push(
        `@font-face{font-family:"${family.metrics.familyName}";font-style:normal;font-weight:${face.weight};` +
          `font-display:optional;src:url("./${face.file}") format("woff2")}`,
      );
    }
    const stack = createFontStack([family.metrics, ...family.fallbacks], { fontFaceFormat: "styleString" });
    rules.push(stack.fontFaces.replaceAll("local('ArialMT')", "local('ArialMT'), local('Liberation Sans')"));
    stacks.push(`${family.property}:${stack.fontFamily},sans-serif`);
  }
  const css = `/* Generated by scripts/font-subsets.ts at build time. */\n${rules.join("\n")}\n:root{${stacks.join(";")}}\n`;
  writeFileSync(join(outDir, "fonts.css"), css);
  return { css, files };
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** The Vite plugin: subsets once per build (or dev start), before any CSS is read. */
export function fontSubsets({ contentDir, outDir }: { contentDir: string; outDir: string }): Plugin {
  let done: Promise<SubsetResult> | undefined;
  return {
    name: "foundry:font-subsets",
    async buildStart() {
      done ??= writeFontSubsets(contentDir, outDir).then((result) => {
        const sizes = result.files.map((file) => `${file.file} ${(file.bytes / 1024).toFixed(1)} KB`);
        this.info(`font subsets: ${sizes.join(", ")}`);
        return result;
      });
      await done;
    },
  };
}
