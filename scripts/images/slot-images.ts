/**
 * What each image slot is in the browser (app/image-slots/slots.ts), worked out from the files
 * alone: a photo's variants from the photo pipeline, a drawing under a name made from its bytes.
 * The build's `virtual:image-slots/<family>` modules (image-slots-plugin.ts) and a publish of a
 * photo (scripts/build/reword.ts) both take them from here, so a new photo needs no bundler
 * (ADR 0035).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import type { SlotImage } from "../../app/image-slots/slots.ts";
import type { Images } from "../../app/content/schemas/index.ts";
import { findSlotFiles, readFocus } from "../../app/content/slot-files.ts";
import { type ProcessedPhoto, processPhoto } from "./photo-pipeline.ts";

/**
 * "gallery-07" and "gallery-spider-rotor" → "gallery", "spider-rotor-02" → "spider-rotor",
 * "founder" → "founder": which module a slot belongs to. A gallery photo's slot is named after the
 * photo (app/content/schemas/gallery.ts), anything after "gallery-".
 */
export function slotFamily(slot: string): string {
  // Named entries (gallery photos, articles) are one family each: a page takes its list's module.
  if (slot.startsWith("gallery-")) return "gallery";
  if (slot.startsWith("article-")) return "article";
  return slot.replace(/-\d+$/, "");
}

/**
 * A family's name among the content a server render reads (render-content.server.ts): its
 * reads are recorded with the words', so a publish renders the pages that show a changed photo.
 */
export const slotsContentName = (family: string) => `slots:${family}`;

export interface SlotImages {
  /** Each family's module value, by `slotsContentName(family)`. */
  families: Record<string, Record<string, SlotImage>>;
  /** Slots without a file, by family: a family module holding one cannot be made. */
  missing: Map<string, string>;
  /** Every file the images are served from: its name under assets/, and where it is now. */
  assets: Map<string, string>;
  photos: ProcessedPhoto[];
}

/** A drawing's served name: its slot and a hash of its bytes, as a photo's variants are named. */
function drawingName(slot: string, file: string): string {
  const hash = createHash("sha256").update(readFileSync(file)).digest("base64url").slice(0, 8);
  return `${slot}-${hash}.svg`;
}

/**
 * Every slot's image from the files in `dirs` (a later folder wins), the photos through the
 * pipeline (cached in `cacheDir`, so only a new photo is encoded). `assetsUrl` is where the
 * assets are served ("/assets/").
 */
export async function slotImages({
  slots,
  dirs,
  cacheDir,
  assetsUrl,
}: {
  slots: Images;
  dirs: string[];
  cacheDir: string;
  assetsUrl: string;
}): Promise<SlotImages> {
  const files = findSlotFiles(Object.keys(slots), dirs);
  const focus = readFocus(dirs);
  const result: SlotImages = { families: {}, missing: new Map(), assets: new Map(), photos: [] };
  for (const [slot, size] of Object.entries(slots)) {
    const family = slotsContentName(slotFamily(slot));
    const file = files.get(slot);
    if (!file) {
      if (!result.missing.has(family)) result.missing.set(family, slot);
      continue;
    }
    const images = (result.families[family] ??= {});
    if (file.toLowerCase().endsWith(".svg")) {
      const fileName = drawingName(slot, file);
      result.assets.set(fileName, file);
      images[slot] = { width: size.width, height: size.height, src: `${assetsUrl}${fileName}` };
      continue;
    }
    const photo = await processPhoto({ slot, file, size, cacheDir, focus: focus[slot] });
    result.photos.push(photo);
    for (const variant of photo.variants) result.assets.set(variant.fileName, variant.file);
    images[slot] = {
      width: size.width,
      height: size.height,
      photo: { path: `${assetsUrl}${slot}-${photo.hash}`, widths: photo.widths, color: photo.color },
    };
  }
  for (const family of result.missing.keys()) delete result.families[family];
  return result;
}

/** A family's images, or the error naming the slot that has no file. */
export function familyImages(images: SlotImages, family: string): Record<string, SlotImage> {
  const name = slotsContentName(family);
  const slot = images.missing.get(name);
  if (slot)
    throw new Error(
      `app/images: no file for image slot "${slot}". Run \`npm run images\` or add ${slot}.jpg.`,
    );
  const value = images.families[name];
  if (!value) throw new Error(`virtual:image-slots/${family}: app/content/images.ts has no such slot.`);
  return value;
}

/** One line on what the pipeline did, for the build's output. */
export function photosLine(images: SlotImages, cacheDir: string, seconds: string): string {
  const encoded = images.photos.filter((photo) => photo.encoded).length;
  return `Photos: ${images.photos.length} source(s), ${encoded} encoded, ${images.photos.length - encoded} from cache (${relative(process.cwd(), cacheDir)}) in ${seconds} s.`;
}

/** The slots' images of the checkout at `root`, as its build makes them (vite.config.ts). */
export function projectSlotImages(root: string, slots: Images): Promise<SlotImages> {
  return slotImages({
    slots,
    dirs: [join(root, "app/images")],
    cacheDir: join(root, ".cache/images"),
    assetsUrl: `/${slotAssetsFolder}/`,
  });
}

/** Where a client build keeps the images (Vite's assetsDir). */
export const slotAssetsFolder = "assets";

/**
 * Puts the images' files into a client build's assets/ (a publish of a photo) and takes out
 * those of the slots' earlier images: `slots` names every slot, whose files are
 * `<slot>-<hash>.svg` or `<slot>-<hash>-<width>.<avif|webp|jpg>`.
 */
export function placeSlotAssets(clientDir: string, images: SlotImages, slots: Iterable<string>): void {
  const dir = join(clientDir, slotAssetsFolder);
  mkdirSync(dir, { recursive: true });
  const wanted = images.assets;
  const names = [...slots];
  const slotsFile = /^[A-Za-z0-9_-]{8,10}(?:-\d+\.(?:avif|webp|jpg)|\.svg)$/;
  for (const file of readdirSync(dir)) {
    if (wanted.has(file)) continue;
    if (names.some((slot) => file.startsWith(`${slot}-`) && slotsFile.test(file.slice(slot.length + 1))))
      rmSync(join(dir, file));
  }
  for (const [fileName, file] of wanted) {
    const target = join(dir, fileName);
    if (!existsSync(target)) copyFileSync(file, target);
  }
}
