/**
 * Photos from the browser (issue 20): a photo uploaded into an image slot, checked (a readable
 * JPEG, PNG, WebP or AVIF, at most 40 megapixels and 30 MB; a phone's HEIC is made a JPEG the
 * right way up, heic.server.ts and ADR 0029), shown cropped to the slot's shape as the site will
 * crop it, then kept on request: saved into the company's content history as
 * `images/<slot>.<ext>`, one change with its author. A publish puts it over the code's file for
 * that slot (scripts/ops/release.ts).
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
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Request } from "express";
import sharp, { type Metadata } from "sharp";
import { coverCrop, type Focus } from "../content/photo-crop.ts";
import { isHeic } from "../content/photo-files.ts";
import { fillTemplate } from "../format/template.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { heicToJpeg } from "./heic.server.ts";
import { contentFolderOf, type ContentRepo } from "./content-repo.server.ts";
import { imageSlots } from "../content/images.ts";
import { contentOf, contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { defaultLocale } from "../locales.ts";
import { type MultipartLimits, MultipartError, readMultipart } from "../http/multipart.server.ts";

export const photoLimits = { bytes: 30_000_000, pixels: 40_000_000 } as const;

/** What the site takes, by sharp's name for the format, and the extension it is kept under. */
const kept: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** Why a photo, or its upload, was refused, with what the words name (editor-text.ts `photos.refused`). */
export type PhotoRefusal =
  | { reason: "uploadTooLarge" | "uploadCutOff" | "noFile" | "uploadsFull" }
  | { reason: "tooLarge" | "oneAtATime" | "heic" | "unreadable" | "damaged"; name: string }
  | { reason: "format"; name: string; format: string }
  | { reason: "tooManyPixels"; name: string; megapixels: number; width: number; height: number }
  | { reason: "tooMany"; count: number }
  | { reason: "severalTooLarge"; megabytes: number };

/** A photo, or its upload, refused: why, said in the person's language, and the answer's status. */
export class PhotoRefused extends Error {
  readonly refusal: PhotoRefusal;
  readonly status: number;
  constructor(refusal: PhotoRefusal, status = 422) {
    super(photoRefusalIn("en", refusal));
    this.refusal = refusal;
    this.status = status;
  }

  in(language: AdminLanguage): string {
    return photoRefusalIn(language, this.refusal);
  }
}

function photoRefusalIn(language: AdminLanguage, refusal: PhotoRefusal): string {
  const { reason, ...values } = refusal;
  return fillTemplate(editorText[language].photos.refused[reason], values);
}

/** Where uploads wait for "keep": DATA_DIR/photo-uploads. */
export const uploadsFolder = (dataDir: string) => join(dataDir, "photo-uploads");

/** Each person's uploads in a folder of their own, named by their account (issue 49). */
const personFolder = (dataDir: string, who: string) =>
  join(
    uploadsFolder(dataDir),
    createHash("sha256").update(who.trim().toLowerCase()).digest("hex").slice(0, 16),
  );

/**
 * How much may wait to be kept: per person, what a few forms of several photos send (the oldest
 * of theirs goes first to make room: an upload never kept), and in all, a bound on the data
 * folder's disk whatever many people upload (a new upload then waits).
 */
export const uploadRoom = {
  perPersonFiles: 30,
  perPersonBytes: 400_000_000,
  allBytes: 2_000_000_000,
} as const;

/** The files waiting in a folder (not those still arriving), oldest first, with their sizes. */
function waitingIn(folder: string): { path: string; bytes: number; at: number }[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.startsWith(".incoming-"))
    .flatMap((name) => {
      const stat = statSync(join(folder, name), { throwIfNoEntry: false });
      return stat?.isFile() ? [{ path: join(folder, name), bytes: stat.size, at: stat.mtimeMs }] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * The person's folder made, with room for an upload of up to `incomingBytes`: what waited longer
 * than a day is gone (everyone's), then the person's oldest beyond their share; refused when the
 * whole folder has no room. Counted before the body is read.
 */
function uploadsFolderWithRoom(dataDir: string, who: string, incomingBytes: number): string {
  const all = uploadsFolder(dataDir);
  mkdirSync(all, { recursive: true });
  for (const name of readdirSync(all)) {
    const path = join(all, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory())
      for (const file of waitingIn(path))
        if (Date.now() - file.at > 24 * 3600_000) rmSync(file.path, { force: true });
    // A file of the folder's layout before each person had a folder of their own.
    if (stat?.isFile() && Date.now() - stat.mtimeMs > 24 * 3600_000) rmSync(path, { force: true });
  }
  const own = personFolder(dataDir, who);
  mkdirSync(own, { recursive: true });
  const mine = waitingIn(own);
  let mineBytes = mine.reduce((sum, file) => sum + file.bytes, 0);
  while (
    mine.length > 0 &&
    (mine.length >= uploadRoom.perPersonFiles || mineBytes + incomingBytes > uploadRoom.perPersonBytes)
  ) {
    const oldest = mine.shift()!;
    rmSync(oldest.path, { force: true });
    mineBytes -= oldest.bytes;
  }
  const everyone = readdirSync(all).reduce(
    (sum, name) => sum + waitingIn(join(all, name)).reduce((inner, file) => inner + file.bytes, 0),
    0,
  );
  if (everyone + incomingBytes > uploadRoom.allBytes) throw new PhotoRefused({ reason: "uploadsFull" }, 507);
  return own;
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

/** Several photos dropped at once into the gallery, and their category. */
export const severalPhotos = { count: 10, bytes: 100_000_000 } as const;
const severalLimits: MultipartLimits = {
  textBytes: 4 * 1024,
  fields: 4,
  parts: severalPhotos.count + 4,
  files: severalPhotos.count,
  fileBytes: severalPhotos.bytes,
  bodyBytes: severalPhotos.bytes + 64 * 1024,
};

interface ReceivedPhoto {
  id: string;
  path: string;
  name: string;
}

/**
 * A form's photo (field "photo"), streamed to DATA_DIR/photo-uploads by the enquiry forms' own
 * multipart reader (app/http/multipart.server.ts: every stream's errors handled, the body cut off
 * past its limit): its id there, its path, the name the person's file had, and the text fields.
 */
export async function receivePhoto(
  req: Request,
  dataDir: string,
  who: string,
): Promise<ReceivedPhoto & { fields: Record<string, string> }> {
  const { photos, fields } = await receive(req, dataDir, who, "photo", uploadLimits);
  const [photo] = photos;
  if (!photo) throw new PhotoRefused({ reason: "noFile" }, 400);
  return { ...photo, fields };
}

/** Up to `severalPhotos.count` photos of the field "photos", kept as `receivePhoto` keeps one. */
export async function receivePhotos(
  req: Request,
  dataDir: string,
  who: string,
): Promise<{ photos: ReceivedPhoto[]; fields: Record<string, string> }> {
  const received = await receive(req, dataDir, who, "photos", severalLimits);
  if (received.photos.length === 0) throw new PhotoRefused({ reason: "noFile" }, 400);
  return received;
}

async function receive(
  req: Request,
  dataDir: string,
  who: string,
  fileField: string,
  limits: MultipartLimits,
): Promise<{ photos: ReceivedPhoto[]; fields: Record<string, string> }> {
  // Refused as a whole, a form of several photos says so in its own words.
  const several = limits.files > 1;
  const severalTooLarge = { reason: "severalTooLarge", megabytes: limits.fileBytes / 1e6 } as const;
  // A folder of its own while the body comes: whatever a refused upload left is gone with it.
  const folder = uploadsFolderWithRoom(dataDir, who, limits.bodyBytes);
  const incoming = mkdtempSync(join(folder, ".incoming-"));
  try {
    let form;
    try {
      form = await readMultipart(req, { limits, keepFiles: true, storeFilesIn: incoming, fileField });
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      throw error.reason === "too-large"
        ? new PhotoRefused(several ? severalTooLarge : { reason: "uploadTooLarge" }, 413)
        : new PhotoRefused({ reason: "uploadCutOff" }, 400);
    }
    const fields = Object.fromEntries(
      Object.entries(form.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const name = form.fileNames[0] ?? "photo";
    if (form.filesRefused === "too-large")
      throw new PhotoRefused(several ? severalTooLarge : { reason: "tooLarge", name }, 413);
    if (form.filesRefused)
      throw new PhotoRefused(
        several ? { reason: "tooMany", count: limits.files } : { reason: "oneAtATime", name },
        400,
      );
    if (form.filesNotStored) throw new Error(`no room to keep an upload in ${folder}`);
    const photos = form.files.map((file) => {
      const path = join(folder, basename(file.path));
      renameSync(file.path, path);
      // Its id in the forms: the file's UUID without its dashes.
      return { id: basename(path).replaceAll("-", ""), path, name: file.name };
    });
    return { photos, fields };
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

const tooManyPixels = (name: string, { width, height }: { width: number; height: number }) =>
  new PhotoRefused({
    reason: "tooManyPixels",
    name,
    megapixels: Math.round((width * height) / 1e6),
    width,
    height,
  });

/** Is it a photo the site can publish? Says why not, naming the file. */
export async function checkPhoto(path: string, name: string): Promise<CheckedPhoto> {
  // A form of several photos limits them together: each is held to one photo's size here.
  if (statSync(path).size > photoLimits.bytes) throw new PhotoRefused({ reason: "tooLarge", name }, 413);
  const head = Buffer.alloc(12);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  // A phone's own format: made a JPEG, the right way up, in place of what was sent.
  if (isHeic(head)) {
    const converted = `${path}.jpg`;
    const outcome = await heicToJpeg(path, converted, photoLimits.pixels);
    if (!("width" in outcome)) {
      rmSync(converted, { force: true });
      if ("tooManyPixels" in outcome) throw tooManyPixels(name, outcome.tooManyPixels);
      throw new PhotoRefused({ reason: "heic", name });
    }
    renameSync(converted, path);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused({ reason: "unreadable", name });
  }
  const extension = kept[metadata.format ?? ""];
  if (!extension) throw new PhotoRefused({ reason: "format", name, format: metadata.format ?? "?" });
  // Turned as the camera says (EXIF orientation 5–8 swap width and height).
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width * height > photoLimits.pixels) throw tooManyPixels(name, { width, height });
  try {
    // Decoded to its end: a cut-off file is refused now, not in the build.
    await sharp(path, { failOn: "truncated" }).resize(32).toBuffer();
  } catch {
    throw new PhotoRefused({ reason: "damaged", name });
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

/** The whole photo, turned as the camera says, `width` wide at most, for the editor to frame its crop on. */
export async function wholePhoto(path: string, width: number): Promise<Buffer> {
  return sharp(path)
    .autoOrient()
    .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer();
}

/**
 * An uploaded file's path from its id as the form sends it back (32 hex digits and nothing else),
 * among the uploads of the person who sent it: another's id finds nothing.
 */
export const uploadPath = (dataDir: string, who: string, id: string) => {
  const uuid = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(id);
  return uuid ? join(personFolder(dataDir, who), uuid.slice(1).join("-")) : undefined;
};

export type KeepPhotoOutcome = { kind: "kept"; commit: string } | { kind: "refused"; refusal: PhotoRefused };

/**
 * Keeps the upload at `upload` as `slot`'s photo, cropped around `focus`, as a change of `who`'s
 * (issue 50: no HTTP here). Checked again first: what is kept is what was checked, whatever the
 * form sent. The upload is gone once kept.
 */
export async function keepPhoto(
  store: Pick<ContentRepo, "saveImage">,
  { slot, upload, who, focus }: { slot: string; upload: string; who: string; focus?: Focus },
): Promise<KeepPhotoOutcome> {
  let photo;
  try {
    photo = await checkPhoto(upload, slot);
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error;
    return { kind: "refused", refusal: error };
  }
  const commit = await store.saveImage(slot, upload, photo.extension, who, focus);
  await rm(upload, { force: true });
  return { kind: "kept", commit };
}

/**
 * The image slots of the company's content as saved (an article added in the editor has its slot
 * before it is published), or of the code's when that content has a mistake.
 */
export function companySlots(dataDir: string) {
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  return imageSlots(loadContent(defaultLocale.code, root).content ?? contentOf(defaultLocale.code));
}
