/**
 * The media library: every photo place and document of the site in one list, as WordPress's
 * media library has them: where each is used, what it is now (the company's photo, the code's, or
 * still a drawing) with its pixels and bytes, the shape it is cropped to and the point the crop
 * keeps, and its description in each language, each a link to where it is changed. Editors and
 * administrators only.
 *
 * The first of the editor's pages made with React (issue 31 item 3): React elements rendered on
 * the server, escaped by React, no hand-written HTML. Elements are made with `createElement`
 * because the server runs its TypeScript as Node strips it, and Node does not compile JSX.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Response, Router } from "express";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { articlePhotoSlot, furtherPhotoCount } from "../content/article-kinds.ts";
import { contentFiles, type ContentName, type SiteContent } from "../content/schemas/index.ts";
import { contentOf, contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { imageSlots } from "../content/images.ts";
import { findSlotFiles, readFocus } from "../content/slot-files.ts";
import { fillTemplate } from "../format/template.ts";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { currentDocument, documentPlaces } from "./documents.server.ts";
import { sizeText } from "./shell.ts";
import { type EditorContext, sendEditorPage } from "./editing.server.ts";
import { fieldId, type Path, valueAt } from "./form.server.ts";
import { photoPlacesByPage } from "./field-help/photo-places.ts";
import { pointAt } from "./photos.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
const codeImages = join(codeRoot, "app/images");

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

interface PhotoItem {
  slot: string;
  label: string;
  source: "yours" | "code" | "drawing";
  pixels?: { width: number; height: number };
  bytes: number;
  shape: { width: number; height: number };
  focus?: { x: number; y: number };
  /** Per language: its words, or undefined when missing; none when the place has no field. */
  descriptions?: { code: LocaleCode; text: string | undefined; href: string }[];
}

/** Everything the page lists, read from the company's content and files as saved. */
async function mediaNow(dataDir: string, language: AdminLanguage) {
  const repo = await sharedContentRepo(dataDir, join(codeRoot, "content"));
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  // Each language's content read once: the places, their descriptions and the documents all come
  // from it (companySlots and documentSlots would read the English again, each).
  const contents = new Map(locales.map((locale) => [locale.code, loadContent(locale.code, root)] as const));
  const english = contents.get(defaultLocale.code)?.content ?? contentOf(defaultLocale.code);
  const slots = imageSlots(english);
  const dirs = [codeImages, repo.imagesDir].filter((dir) => existsSync(dir));
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

type Show = "all" | "drawing" | "description";

const shows = (item: PhotoItem, show: Show) =>
  show === "all" ||
  (show === "drawing" && item.source === "drawing") ||
  (show === "description" && (item.descriptions ?? []).some((entry) => entry.text === undefined));

function pointName(language: AdminLanguage, focus: PhotoItem["focus"]): string {
  const words = editorText[language].photos;
  if (!focus) return words.pointAuto;
  const named = pointAt(focus);
  return named ? words.points[named] : `${Math.round(focus.x * 100)} % · ${Math.round(focus.y * 100)} %`;
}

function PhotoCard({ item, language }: { item: PhotoItem; language: AdminLanguage }): ReactNode {
  const words = editorText[language].media;
  const thumbHeight = Math.round((160 * item.shape.height) / item.shape.width);
  return h(
    "li",
    { className: `media-item ${item.source}`, id: `photo-${item.slot}` },
    h("img", {
      src: `/admin/photos/${item.slot}/current`,
      alt: "",
      width: 160,
      height: thumbHeight,
      loading: "lazy",
    }),
    h(
      "div",
      null,
      h("h4", null, h("a", { href: `/admin/photos/${item.slot}` }, item.label)),
      h(
        "p",
        null,
        h("strong", null, words[item.source]),
        item.pixels
          ? ` · ${fillTemplate(words.pixels, { width: item.pixels.width, height: item.pixels.height, size: sizeText(item.bytes) })}`
          : null,
      ),
      h(
        "p",
        { className: "help" },
        fillTemplate(words.crop, {
          width: item.shape.width,
          height: item.shape.height,
          point: pointName(language, item.focus),
        }),
      ),
      item.descriptions
        ? h(
            "div",
            { className: "descriptions" },
            h("p", null, words.descriptions),
            h(
              "dl",
              null,
              item.descriptions.map((entry) => [
                h(
                  "dt",
                  { key: `${entry.code}-t` },
                  locales.find((locale) => locale.code === entry.code)?.name,
                ),
                h(
                  "dd",
                  // The words in their language; "missing" is in the editor's.
                  entry.text === undefined
                    ? { key: `${entry.code}-d` }
                    : {
                        key: `${entry.code}-d`,
                        lang: entry.code,
                        dir: entry.code === "ar" ? "rtl" : undefined,
                      },
                  entry.text === undefined
                    ? h("a", { href: entry.href, className: "missing" }, words.missing)
                    : h("a", { href: entry.href }, entry.text),
                ),
              ]),
            ),
          )
        : h("p", { className: "help" }, words.noDescription),
      h("p", null, h("small", null, item.slot)),
    ),
  );
}

function MediaLibrary({
  language,
  media,
  show,
}: {
  language: AdminLanguage;
  media: Awaited<ReturnType<typeof mediaNow>>;
  show: Show;
}): ReactNode {
  const words = editorText[language].media;
  const every = media.pages.flatMap(({ items }) => items);
  const count = (choice: Show) => every.filter((item) => shows(item, choice)).length;
  const filters: [Show, string][] = [
    ["all", words.all],
    ["drawing", words.withoutPhoto],
    ["description", words.withoutDescription],
  ];
  const pages = media.pages
    .map(({ page, items }) => ({ page, items: items.filter((item) => shows(item, show)) }))
    .filter(({ items }) => items.length > 0);
  return h(
    "div",
    { className: "media" },
    h("h1", null, words.title),
    h("p", null, words.intro),
    h(
      "nav",
      { className: "filters", "aria-label": words.photos },
      filters.map(([choice, label]) =>
        h(
          "a",
          {
            key: choice,
            href: choice === "all" ? "/admin/media" : `/admin/media?show=${choice}`,
            "aria-current": choice === show ? "page" : undefined,
          },
          fillTemplate(label, { count: count(choice) }),
        ),
      ),
    ),
    h("h2", null, words.photos),
    pages.length === 0 ? h("p", null, fillTemplate(words.none, { count: 0 })) : null,
    pages.map(({ page, items }) =>
      h(
        "section",
        { key: page, "aria-label": page || words.photos },
        page ? h("h3", { className: "page-name" }, page) : null,
        h(
          "ul",
          { className: "media-list" },
          items.map((item) => h(PhotoCard, { key: item.slot, item, language })),
        ),
      ),
    ),
    h("h2", { id: "documents" }, words.documents),
    h(
      "ul",
      { className: "media-list documents" },
      media.documents.map((document) =>
        h(
          "li",
          { key: document.file, className: "media-item" },
          h(
            "div",
            null,
            h("h3", null, h("a", { href: "/admin/documents" }, document.label)),
            h(
              "p",
              null,
              document.bytes === undefined
                ? words.noDocument
                : h(
                    "a",
                    { href: `/admin/documents/${document.file}` },
                    fillTemplate(words.document, { size: sizeText(document.bytes) }),
                  ),
            ),
            h("p", null, h("small", null, document.file)),
          ),
        ),
      ),
    ),
  );
}

export function mediaRoutes(router: Router, context: EditorContext): void {
  router.get("/media", context.signedIn, context.editorsOnly, async (req: Request, res: Response, next) => {
    try {
      const language = context.languageOf(req, res);
      const asked = String(req.query.show ?? "all");
      const show: Show = asked === "drawing" || asked === "description" ? asked : "all";
      const media = await mediaNow(context.dataDir, language);
      sendEditorPage(context, req, res, {
        status: 200,
        title: editorText[language].media.title,
        section: "/admin/media",
        body: renderToStaticMarkup(h(MediaLibrary, { language, media, show })),
      });
    } catch (error) {
      next(error);
    }
  });
}
