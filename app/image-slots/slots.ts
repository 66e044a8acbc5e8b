/**
 * Image slots as the browser sees them. A section imports the slots it shows from
 * `virtual:image-slots/<family>` ("gallery" holds gallery-01 … gallery-41, "founder" just founder),
 * modules written at build time by scripts/images/image-slots-plugin.ts from app/content/images.ts and
 * the files in app/images. So a page's JavaScript carries its own slots only, and a few dozen
 * bytes for each: a drawing's URL, or a photo's file stem, widths and placeholder colour. Plain
 * data, kept with the page's words: a publish of a photo writes it again (ADR 0035).
 */

/** A generated technical drawing (`<slot>.svg`), served as it is. */
export interface DrawingImage {
  width: number;
  height: number;
  src: string;
}

/** A photo, served as variants from the photo pipeline (scripts/images/photo-pipeline.ts). */
export interface PhotoImage {
  width: number;
  height: number;
  photo: {
    /** `/assets/<slot>-<hash>`: each variant is `<path>-<width>.<avif|webp|jpg>` */
    path: string;
    /** ascending; every width exists in every format */
    widths: number[];
    /** the photo's dominant colour, shown until it loads */
    color: string;
  };
}

export type SlotImage = DrawingImage | PhotoImage;
export type SlotImages = Readonly<Record<string, SlotImage | undefined>>;

/** The encoded formats, best first: the order of <source> elements, JPEG last as the fallback. */
export const photoFormats = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];
export const photoTypes: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};
const extensions: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** "gallery", 7 → "gallery-07": how lists of photos name their slots. */
export function slotName(prefix: string, index: number): string {
  return `${prefix}-${String(index).padStart(2, "0")}`;
}

/** A slot of a family module, or an error naming it (a slot removed from the manifest, a typo). */
export function imageOf(images: SlotImages, slot: string): SlotImage {
  const image = images[slot];
  if (!image) throw new Error(`No image slot "${slot}": list it in app/content/images.ts.`);
  return image;
}

/** The one naming scheme of variant files, shared by the pipeline and the pages. */
export function photoFile(stem: string, width: number, format: PhotoFormat): string {
  return `${stem}-${width}.${extensions[format]}`;
}

export function photoSrcSet(photo: PhotoImage["photo"], format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoFile(photo.path, width, format)} ${width}w`).join(", ");
}
