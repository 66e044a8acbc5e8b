/**
 * The photo pipeline (docs/decisions/0010-photo-pipeline.md): a camera JPEG of several MB becomes
 * AVIF, WebP and JPEG variants at a ladder of widths, cropped to its slot's aspect ratio, turned
 * upright by its EXIF orientation and stripped of metadata. Variants are cached by a hash of the
 * source bytes and these settings, so a build with unchanged photos encodes nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { coverCrop, type Focus } from "../../app/content/photo-crop.ts";
import sharp, { type OutputInfo } from "sharp";
import { type PhotoFormat, photoFile, photoFormats } from "../../app/image-slots/slots.ts";

/**
 * Everything that changes the output. Any change here (and a new sharp) gives every photo a new
 * cache key, so the next build encodes them again.
 */
export const photoSettings = {
  version: 1,
  // Steps of about 1.5×: a browser never fetches much more than it shows. Gallery thumbnails
  // (≈180 CSS px) get 320/480, a phone-wide photo 640–960 at 2×, a desktop banner 960–1600.
  ladder: [320, 480, 640, 960, 1280, 1600],
  avif: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  sharp: sharp.versions.sharp,
} as const;

export interface SlotSize {
  /** the largest width the site serves for this slot; with height, its aspect ratio */
  width: number;
  height: number;
}

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  /** `<slot>-<hash>-<width>.<ext>`: the name under /assets/ */
  fileName: string;
  /** the encoded file in the cache */
  file: string;
}

export interface ProcessedPhoto {
  slot: string;
  /** first characters of the cache key: a new photo or new settings give new file names */
  hash: string;
  /** every width encoded, ascending; the largest is the slot's width or the photo's, whichever is less */
  widths: number[];
  /** the crop's dominant colour, `#rrggbb`: the placeholder until the image arrives */
  color: string;
  variants: PhotoVariant[];
  /** false when every variant came from the cache */
  encoded: boolean;
}

interface CacheEntry {
  widths: number[];
  heights: number[];
  color: string;
}

/**
 * The widths to encode: the ladder's steps below the largest width, then the largest itself. The
 * largest is the slot's width, or less when the photo, cropped to the slot's shape, is narrower:
 * nothing is ever enlarged.
 */
export function widthLadder(croppedWidth: number, slotWidth: number): number[] {
  const largest = Math.min(Math.floor(croppedWidth), slotWidth);
  return [...photoSettings.ladder.filter((width) => width < largest), largest];
}

/** A photo that cannot become variants; its message is one line naming the file. */
export class PhotoError extends Error {}

function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

function cacheKey(source: Buffer, size: SlotSize, focus: Focus | undefined): string {
  return createHash("sha256")
    .update(
      JSON.stringify({
        ...photoSettings,
        slotWidth: size.width,
        slotHeight: size.height,
        // Without a chosen point the key is what it always was: the cache stays valid.
        ...(focus ? { focus } : {}),
      }),
    )
    .update(source)
    .digest("hex");
}

function readCacheEntry(dir: string): CacheEntry | null {
  const meta = join(dir, "photo.json");
  if (!existsSync(meta)) return null;
  const entry = JSON.parse(readFileSync(meta, "utf8")) as CacheEntry;
  const complete = entry.widths.every((width) =>
    photoFormats.every((format) => existsSync(join(dir, photoFile("variant", width, format)))),
  );
  return complete ? entry : null;
}

async function encode(
  source: Buffer,
  size: SlotSize,
  dir: string,
  label: string,
  focus: Focus | undefined,
): Promise<CacheEntry> {
  let oriented: { width: number; height: number };
  try {
    ({ autoOrient: oriented } = await sharp(source).metadata());
  } catch (error) {
    throw new PhotoError(
      `${label}: cannot read this image (${firstLine(error)}). Save it again as JPEG or PNG.`,
    );
  }
  const aspect = size.width / size.height;
  const widths = widthLadder(Math.min(oriented.width, oriented.height * aspect), size.width);
  const heightOf = (width: number) => Math.max(1, Math.round(width / aspect));
  const largest = widths.at(-1) ?? 1;

  // One decode and one crop: every width is the same picture, only smaller.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await coverCrop(
      sharp(source).autoOrient(),
      oriented,
      { width: largest, height: heightOf(largest) },
      focus,
    )
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoError(
      `${label}: cannot decode this image (${firstLine(error)}). Save it again as JPEG or PNG.`,
    );
  }
  const raw = {
    raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
  };
  const { dominant } = await sharp(master.data, raw).stats();

  // Written aside and renamed into place when complete: an interrupted build leaves no half entry.
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const width of widths) {
      for (const format of photoFormats) {
        const variant = await sharp(master.data, raw)
          .resize({ width, height: heightOf(width), fit: "cover", position: "centre" })
          .toFormat(format, photoSettings[format])
          .toBuffer();
        writeFileSync(join(staging, photoFile("variant", width, format)), variant);
      }
    }
    const entry: CacheEntry = { widths, heights: widths.map(heightOf), color: hex(dominant) };
    writeFileSync(join(staging, "photo.json"), `${JSON.stringify(entry)}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return entry;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim() ?? "";
}

/**
 * The variants of one photo for one slot, from the cache when the same bytes went through the same
 * settings before, otherwise encoded now (seconds per photo: AVIF is slow) and cached.
 */
export async function processPhoto({
  slot,
  file,
  size,
  cacheDir,
  focus,
}: {
  slot: string;
  /** the source photo */
  file: string;
  size: SlotSize;
  /** the point the crop keeps (app/images/focus.json); sharp's attention strategy when absent */
  focus?: Focus;
  /** where variants are kept between builds (.cache/images) */
  cacheDir: string;
}): Promise<ProcessedPhoto> {
  const label = relative(process.cwd(), file) || file;
  let source: Buffer;
  try {
    source = readFileSync(file);
  } catch (error) {
    throw new PhotoError(`${label}: cannot read the file (${firstLine(error)}).`);
  }
  const key = cacheKey(source, size, focus);
  const dir = join(cacheDir, key);
  const cached = readCacheEntry(dir);
  const entry = cached ?? (await encode(source, size, dir, label, focus));
  const hash = key.slice(0, 10);
  const variants = entry.widths.flatMap((width, index) =>
    photoFormats.map((format) => ({
      format,
      width,
      height: entry.heights[index] ?? 0,
      fileName: photoFile(`${slot}-${hash}`, width, format),
      file: join(dir, photoFile("variant", width, format)),
    })),
  );
  return { slot, hash, widths: entry.widths, color: entry.color, variants, encoded: cached === null };
}
