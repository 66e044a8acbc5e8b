/**
 * Photos from the browser (issue 20): a photo uploaded into an image slot, checked (a readable
 * JPEG, PNG, WebP or AVIF, at most 40 megapixels and 30 MB; a phone's HEIC is told to be saved as
 * JPEG), shown cropped to the slot's shape as the site will crop it, then kept on request: saved
 * into the company's content history as `images/<slot>.<ext>`, one change with its author. A
 * publish puts it over the code's file for that slot (scripts/ops/release.ts).
 *
 * The body is streamed to a file of its own under DATA_DIR by the enquiry forms' multipart reader,
 * never held in memory, and cut off once it passes the limit.
 */
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { basename, join } from "node:path";
import type { Request } from "express";
import sharp, { type Metadata } from "sharp";
import { coverCrop, type Focus } from "../content/photo-crop.ts";
import { heicAdvice, isHeic } from "../content/photo-files.ts";
import { type MultipartLimits, MultipartError, readMultipart } from "../http/multipart.server.ts";

export const photoLimits = { bytes: 30_000_000, pixels: 40_000_000 } as const;

/** What the site takes, by sharp's name for the format, and the extension it is kept under. */
const kept: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** A photo, or its upload, refused: what to tell the person, and the answer's status. */
export class PhotoRefused extends Error {
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.status = status;
  }
}

/** Where uploads wait for "keep": DATA_DIR/photo-uploads. */
export const uploadsFolder = (dataDir: string) => join(dataDir, "photo-uploads");

/** The folder made, and emptied of what waited there longer than a day (done at each upload). */
function sweptUploadsFolder(dataDir: string): string {
  const dir = uploadsFolder(dataDir);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (Date.now() - statSync(join(dir, name)).mtimeMs > 24 * 3600_000)
      rmSync(join(dir, name), { recursive: true, force: true });
  return dir;
}

/** One photo and a few words (the token, a category, four descriptions). */
const uploadLimits: MultipartLimits = {
  textBytes: 16 * 1024,
  fields: 10,
  parts: 12,
  files: 1,
  fileBytes: photoLimits.bytes,
  bodyBytes: photoLimits.bytes + 64 * 1024,
};

/**
 * A form's photo (field "photo"), streamed to DATA_DIR/photo-uploads by the enquiry forms' own
 * multipart reader (app/http/multipart.server.ts: every stream's errors handled, the body cut off
 * past its limit): its id there, its path, the name the person's file had, and the text fields.
 */
export async function receivePhoto(
  req: Request,
  dataDir: string,
): Promise<{ id: string; path: string; name: string; fields: Record<string, string> }> {
  // A folder of its own while the body comes: whatever a refused upload left is gone with it.
  const folder = sweptUploadsFolder(dataDir);
  const incoming = mkdtempSync(join(folder, ".incoming-"));
  try {
    let form;
    try {
      form = await readMultipart(req, {
        limits: uploadLimits,
        keepFiles: true,
        storeFilesIn: incoming,
        fileField: "photo",
      });
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      throw error.reason === "too-large"
        ? new PhotoRefused("the upload is larger than 30 MB", 413)
        : new PhotoRefused("the upload was cut off or is not a form with a photo", 400);
    }
    const fields = Object.fromEntries(
      Object.entries(form.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const name = form.fileNames[0] ?? "photo";
    if (form.filesRefused === "too-large") throw new PhotoRefused(`${name} is larger than 30 MB`, 413);
    if (form.filesRefused) throw new PhotoRefused(`one photo at a time: ${name} was not kept`, 400);
    if (form.filesNotStored) throw new Error(`no room to keep an upload in ${folder}`);
    const [file] = form.files;
    if (!file) throw new PhotoRefused("no file was chosen", 400);
    const path = join(folder, basename(file.path));
    renameSync(file.path, path);
    // Its id in the forms: the file's UUID without its dashes.
    return { id: basename(path).replaceAll("-", ""), path, name: file.name, fields };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
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

/** An uploaded file's path from its id as the form sends it back: 32 hex digits and nothing else. */
export const uploadPath = (dataDir: string, id: string) => {
  const uuid = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(id);
  return uuid ? join(uploadsFolder(dataDir), uuid.slice(1).join("-")) : undefined;
};
