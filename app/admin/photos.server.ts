/**
 * Photos from the browser (issue 20): a photo uploaded into an image slot, checked (a readable
 * JPEG, PNG, WebP or AVIF, at most 40 megapixels and 30 MB; a phone's HEIC is told to be saved as
 * JPEG), shown cropped to the slot's shape as the site will crop it, then kept on request: saved
 * into the company's content history as `images/<slot>.<ext>`, one change with its author. A
 * publish puts it over the code's file for that slot (scripts/ops/release.ts).
 *
 * The body is streamed to a file of its own under DATA_DIR, never held in memory, and refused as
 * soon as it passes the limit.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request } from "express";
import sharp, { type Metadata } from "sharp";
import { coverCrop, type Focus } from "../content/photo-crop.ts";
import { heicAdvice, isHeic } from "../content/photo-files.ts";

export const photoLimits = { bytes: 30_000_000, pixels: 40_000_000 } as const;

/** What the site takes, by sharp's name for the format, and the extension it is kept under. */
const kept: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

export class PhotoRefused extends Error {}

/** Where uploads wait for "keep": DATA_DIR/photo-uploads, emptied of anything older than a day. */
export function uploadsDir(dataDir: string): string {
  const dir = join(dataDir, "photo-uploads");
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (Date.now() - statSync(join(dir, name)).mtimeMs > 24 * 3600_000)
      rmSync(join(dir, name), { force: true });
  return dir;
}

/**
 * The uploaded file of a multipart form, streamed to `dir`: its id (the file's name there) and the
 * name the person's file had. Refuses a body with no file, or one over the limit.
 */
export function receivePhoto(
  req: Request,
  dir: string,
): Promise<{ id: string; name: string; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: photoLimits.bytes, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      reject(new PhotoRefused("not a photo upload"));
      return;
    }
    const id = randomBytes(16).toString("hex");
    const path = join(dir, id);
    const fields: Record<string, string> = {};
    let file: Promise<void> | undefined;
    let name = "";
    let tooLarge = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      rmSync(path, { force: true });
      reject(error);
    };
    parser.on("field", (key, value) => (fields[key] = value));
    parser.on("file", (_field, stream, info) => {
      name = (info.filename ?? "photo").replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 200);
      stream.on("limit", () => (tooLarge = true));
      file = pipeline(stream, createWriteStream(path));
      file.catch(fail);
    });
    parser.on("error", (error: Error) => fail(new PhotoRefused(`the upload was cut off (${error.message})`)));
    parser.on("close", () => {
      if (settled) return;
      if (!file) return fail(new PhotoRefused("no file was chosen"));
      file.then(() => {
        if (tooLarge) return fail(new PhotoRefused(`${name} is larger than 30 MB`));
        settled = true;
        resolve({ id, name, fields });
      }, fail);
    });
    req.on("error", (error) => fail(error));
    req.on("aborted", () => fail(new PhotoRefused("the upload was interrupted")));
    req.pipe(parser);
  });
}

export interface CheckedPhoto {
  format: string;
  extension: string;
  width: number;
  height: number;
}

/** Is it a photo the site can publish? Says why not, naming the file. */
export async function checkPhoto(path: string, name: string): Promise<CheckedPhoto> {
  const head = Buffer.alloc(12);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  if (isHeic(head)) throw new PhotoRefused(`${name}: ${heicAdvice}, then upload that file`);
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused(`${name} is not a photo the site can read (JPEG, PNG, WebP or AVIF)`);
  }
  const extension = kept[metadata.format ?? ""];
  if (!extension)
    throw new PhotoRefused(
      `${name} is a ${metadata.format ?? "file"} file: the site takes JPEG, PNG, WebP or AVIF`,
    );
  // Turned as the camera says (EXIF orientation 5–8 swap width and height).
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width * height > photoLimits.pixels)
    throw new PhotoRefused(
      `${name} is ${((width * height) / 1e6).toFixed(0)} megapixels (${width} × ${height}): at most 40; make it smaller, or send the phone's own size`,
    );
  try {
    // Decoded to its end: a cut-off file is refused now, not in the build.
    await sharp(path, { failOn: "truncated" }).resize(32).toBuffer();
  } catch {
    throw new PhotoRefused(
      `${name} is cut off or damaged: upload it again, or export it again from the camera`,
    );
  }
  return { format: metadata.format ?? "", extension, width, height };
}

/**
 * The photo as the site will show it in the slot: cropped to its shape the way the build does
 * (app/content/photo-crop.ts), around `focus` when one is chosen.
 */
export async function slotCrop(
  path: string,
  size: { width: number; height: number },
  width = 800,
  focus?: Focus,
): Promise<Buffer> {
  const { autoOrient } = await sharp(path).metadata();
  const target = { width, height: Math.max(1, Math.round((width * size.height) / size.width)) };
  return coverCrop(sharp(path).autoOrient(), autoOrient, target, focus).jpeg({ quality: 78 }).toBuffer();
}

/** The nine points a person can choose for a crop ("automatic" is none of them). */
export const focusPoints = [
  ["top-left", 0, 0],
  ["top", 0.5, 0],
  ["top-right", 1, 0],
  ["left", 0, 0.5],
  ["centre", 0.5, 0.5],
  ["right", 1, 0.5],
  ["bottom-left", 0, 1],
  ["bottom", 0.5, 1],
  ["bottom-right", 1, 1],
] as const;
export type FocusPoint = (typeof focusPoints)[number][0];

export function focusOf(point: string): Focus | undefined {
  const found = focusPoints.find(([name]) => name === point);
  return found ? { x: found[1], y: found[2] } : undefined;
}

/** An uploaded file's id, as sent back by the form: 32 hex digits and nothing else. */
export const uploadPath = (dir: string, id: string) =>
  /^[0-9a-f]{32}$/.test(id) ? join(dir, id) : undefined;
