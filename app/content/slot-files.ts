/**
 * Which file is each image slot's: `<slot>.<ext>` in app/images (and, in a test build, a folder of
 * generated photos after it). Shared by the build (scripts/images/image-slots-plugin.ts), the content
 * check, the drawing generator and the editor's dashboard.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type FocusMap, isFocus } from "./photo-crop.ts";

/** The code's own images (app/images): each place's drawing, and the photos the code ships with. */
export const codeImagesDir = fileURLToPath(new URL("../images", import.meta.url));

/** Where a place's file is found: the code's images, then `companyDir` (the company's kept photos), each that exists. */
export const slotImageDirs = (companyDir: string): string[] =>
  [codeImagesDir, companyDir].filter((dir) => existsSync(dir));

/** A slot's possible files, in order of preference: any photo wins over the drawing. */
export const imageExtensions = ["avif", "webp", "jpg", "jpeg", "png", "svg"] as const;

/**
 * Every image file in a folder, by its name without the extension, in lower case: a camera's
 * `Founder.JPG` is the founder slot's photo as much as `founder.jpg`.
 */
export function imageFilesIn(dir: string): { name: string; file: string }[] {
  return readdirSync(dir).flatMap((file) => {
    const match = /^(.+)\.([A-Za-z]+)$/.exec(file);
    const ext = match?.[2]?.toLowerCase() ?? "";
    return match?.[1] && (imageExtensions as readonly string[]).includes(ext)
      ? [{ name: match[1].toLowerCase(), file }]
      : [];
  });
}

function preference(file: string): number {
  return imageExtensions.findIndex((ext) => file.toLowerCase().endsWith(`.${ext}`));
}

/** Each slot's file: its most preferred file in the last folder that has one. */
export function findSlotFiles(slots: Iterable<string>, dirs: string[]): Map<string, string> {
  const wanted = new Set(slots);
  const files = new Map<string, string>();
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new Error(`Image folder ${relative(process.cwd(), dir)} does not exist.`);
    const best = new Map<string, string>();
    for (const { name, file } of imageFilesIn(dir)) {
      const current = best.get(name);
      if (wanted.has(name) && (!current || preference(file) < preference(current))) best.set(name, file);
    }
    for (const [slot, file] of best) files.set(slot, join(dir, file));
  }
  return files;
}

/**
 * The points the company chose for its photos' crops (`focus.json` beside the photos: slot →
 * {x, y}, 0–1 from the top left), a later folder's over an earlier's; anything malformed ignored.
 */
export function readFocus(dirs: string[]): FocusMap {
  const focus: FocusMap = {};
  for (const dir of dirs) {
    const file = join(dir, "focus.json");
    if (!existsSync(file)) continue;
    try {
      const read = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      for (const [slot, point] of Object.entries(read)) if (isFocus(point)) focus[slot] = point;
    } catch {
      // a file that does not read is no choice made
    }
  }
  return focus;
}
