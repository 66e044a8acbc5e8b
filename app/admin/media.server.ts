/**
 * The media library: every photo place and document of the site in one list, as WordPress's
 * media library has them: where each is used, what it is now (the company's photo, the code's, or
 * still a drawing) with its pixels and bytes, the shape it is cropped to and the point the crop
 * keeps, and its description in each language, each a link to where it is changed. Editors and
 * administrators only.
 *
 * What the library lists, as data; the page is the editor's app's (routes/media.tsx).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { articlePhotoSlot, furtherPhotoCount } from "../content/article-kinds.ts";
import { contentFiles, type ContentName, type SiteContent } from "../content/schemas/index.ts";
import { contentOf, contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { imageSlots } from "../content/images.ts";
import { findSlotFiles, readFocus, slotImageDirs } from "../content/slot-files.ts";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { currentDocument, documentPlaces } from "./documents.server.ts";
import { fieldId, type Path, valueAt } from "./form.server.ts";
import { photoPlacesByPage } from "./field-help/photo-places.ts";
import { pointAt } from "./focus-points.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Where a photo's description (its alt text) is written, when it has one of its own. */
export interface DescriptionField {
  name: ContentName;
  path: Path;
}

type Described = Pick<SiteContent, "articles" | "gallery">;

/**
 * The field holding a photo place's description in one language's content. The other places
 * (a banner, a service's photo) show a title or a caption beside the photo, which says it.
 */
export function descriptionField(slot: string, content: Described): DescriptionField | undefined {
  if (slot === "founder") return { name: "about", path: ["founder", "photo", "alt"] };
  if (slot === "certificate") return { name: "about", path: ["certification", "image", "alt"] };
  if (slot === "head-office-map") return { name: "contact", path: ["details", "map", "imageAlt"] };
  const photo = content.gallery.photos.findIndex((entry) => `gallery-${entry.name}` === slot);
  if (photo >= 0) return { name: "gallery", path: ["photos", photo, "alt"] };
  for (const entry of content.articles.entries) {
    const article = content.articles.articles.findIndex((item) => item.name === entry.name);
    if (article < 0) continue;
    if (slot === articlePhotoSlot(entry.name, 1))
      return { name: "articles", path: ["articles", article, "photoAlt"] };
    for (let index = 2; index <= furtherPhotoCount(entry) + 1; index++)
      if (slot === articlePhotoSlot(entry.name, index))
        return { name: "articles", path: ["articles", article, "morePhotoAlts", index - 2] };
  }
  return undefined;
}

export interface PhotoItem {
  slot: string;
  label: string;
  source: "yours" | "code" | "drawing";
  pixels?: { width: number; height: number };
  bytes: number;
  shape: { width: number; height: number };
  focus?: { x: number; y: number };
  /** The point the crop keeps, in words ("the centre", "40 % · 25 %"). */
  point: string;
  /** Per language: its words, or undefined when missing; none when the place has no field. */
  descriptions?: { code: LocaleCode; text: string | undefined; href: string }[];
}

/** Everything the media library lists, read from the company's content and files as saved. */
export async function mediaLibrary(dataDir: string, language: AdminLanguage) {
  const repo = await sharedContentRepo(dataDir, join(codeRoot, "content"));
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  // Each language's content read once: the places, their descriptions and the documents all come
  // from it (companySlots and documentSlots would read the English again, each).
  const contents = new Map(locales.map((locale) => [locale.code, loadContent(locale.code, root)] as const));
  const english = contents.get(defaultLocale.code)?.content ?? contentOf(defaultLocale.code);
  const slots = imageSlots(english);
  const dirs = slotImageDirs(repo.imagesDir);
  const files = findSlotFiles(Object.keys(slots), dirs);
  const focus = readFocus(dirs);
  const pages = await Promise.all(
    photoPlacesByPage(Object.keys(slots), slots, language).map(async ([page, places]) => {
      const items = await Promise.all(
        places.map(async ({ slot, label }): Promise<PhotoItem> => {
          const file = files.get(slot);
          const drawing = !file || file.toLowerCase().endsWith(".svg");
          // As it is shown (a phone's portrait turned upright); a file that does not read has none.
          const metadata =
            file && !drawing
              ? await sharp(file)
                  .metadata()
                  .catch(() => undefined)
              : undefined;
          const shown = metadata?.autoOrient ?? metadata;
          const field = descriptionField(slot, english);
          return {
            slot,
            label,
            source: drawing ? "drawing" : file.startsWith(repo.imagesDir) ? "yours" : "code",
            pixels: shown?.width && shown.height ? { width: shown.width, height: shown.height } : undefined,
            bytes: file ? statSync(file).size : 0,
            shape: { width: slots[slot]!.width, height: slots[slot]!.height },
            focus: focus[slot],
            point: pointName(language, focus[slot]),
            descriptions: field
              ? locales.map((locale) => {
                  const content = contents.get(locale.code)?.content;
                  // The place in this language's own list: its items are matched by name.
                  const own = content ? descriptionField(slot, content as unknown as Described) : undefined;
                  const text = own && content ? valueAt(content[own.name], own.path) : undefined;
                  // Its field, or the file, when its item has no words in that language yet.
                  const file = `/admin/edit/${locale.code}/${contentFiles[field.name].file}`;
                  return {
                    code: locale.code,
                    text: typeof text === "string" && text.trim() ? text : undefined,
                    href: own ? `${file}#${fieldId(own.path)}` : file,
                  };
                })
              : undefined,
          };
        }),
      );
      return { page, items };
    }),
  );
  const documents = documentPlaces(english.quality).map((slot) => {
    const path = currentDocument(repo.dir, slot.file);
    return { ...slot, bytes: path ? statSync(path).size : undefined };
  });
  return { pages, documents };
}

export type MediaLibrary = Awaited<ReturnType<typeof mediaLibrary>>;

function pointName(language: AdminLanguage, focus: { x: number; y: number } | undefined): string {
  const words = editorText[language].photos;
  if (!focus) return words.pointAuto;
  const named = pointAt(focus);
  return named ? words.points[named] : `${Math.round(focus.x * 100)} % · ${Math.round(focus.y * 100)} %`;
}
