/**
 * The dashboard's to-do list: what the site still needs from the company, read from the content
 * and photos the live release was built from (the same checks as `npm run check`), for the
 * languages a person works in.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { furtherPhotoCount, morePhotosOf } from "../content/article-kinds.ts";
import { imageSlots } from "../content/images.ts";
import { contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { contentFiles } from "../content/schemas/index.ts";
import { outOfDate } from "../content/translations.ts";
import { draftList, type Placeholder, placeholderList } from "../content/checklist.ts";
import { findSlotFiles } from "../content/slot-files.ts";
import { validity, warnDaysAhead } from "../routes/quality/validity.ts";
import { defaultLocale, type LocaleCode, localeByCode } from "../locales.ts";

export interface TodoList {
  /** The facts' once, then each language's. */
  placeholders: Placeholder[];
  /** Per language: draft entries (each at its field) and translation files still to confirm. */
  drafts: { language: LocaleCode; items: Placeholder[]; files: string[] }[];
  /** Per language: the translated texts whose English changed since they were confirmed, by file. */
  outdated: { language: LocaleCode; files: { file: string; count: number }[] }[];
  /** Photo slots still showing a generated drawing. */
  drawings: string[];
  /** What each slot draws until its photo is there (a service's title): the places' words use it. */
  slots: Readonly<Record<string, { label: string }>>;
  /** Per language: articles with further photos it does not describe yet, so does not show. */
  undescribed: {
    language: LocaleCode;
    article: string;
    /** where its descriptions go: "it/articles", "articles[2].morePhotoAlts" */
    file: string;
    path: string;
    described: number;
    photos: number;
  }[];
  /** Certificates past their date or within 60 days of it (app/routes/quality/validity.ts). */
  certificates: { name: string; standard: string; validUntil: string; daysLeft: number }[];
}

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));

/**
 * `root`: the content folder to read, the company's copy (DATA_DIR/content-history) once the
 * editor has made it; read afresh each time, as it changes with every save.
 */
export function todoList(languages: readonly LocaleCode[], root = contentRoot, now = Date.now()): TodoList {
  // Read afresh once, as it changes with every save; the checklist and the rest read the same.
  if (root !== contentRoot) forgetContent(root);
  const placeholders = placeholderList(languages, root);
  const drafts: TodoList["drafts"] = [];
  const undescribed: TodoList["undescribed"] = [];
  for (const language of languages) {
    const report = loadContent(language, root);
    if (!report.content) continue;
    drafts.push({ language, items: draftList([language], root), files: report.draftFiles });
    const { entries, articles } = report.written?.articles ?? { entries: [], articles: [] };
    for (const entry of entries) {
      const index = articles.findIndex((item) => item.name === entry.name);
      // What the page shows is what counts as described (article-kinds.ts).
      const described = morePhotosOf({ ...entry, morePhotoAlts: articles[index]?.morePhotoAlts }).length;
      if (described < furtherPhotoCount(entry))
        undescribed.push({
          language,
          article: entry.name,
          file: `${language}/${contentFiles.articles.file}`,
          path: index < 0 ? "articles" : `articles[${index}].morePhotoAlts`,
          described,
          photos: furtherPhotoCount(entry),
        });
    }
  }
  // The company's photos (DATA_DIR/content-history/images) over the code's.
  const companyImages = join(root, "../images");
  const slotSizes = imageSlots(
    loadContent(defaultLocale.code, root).content ?? loadContent(defaultLocale.code).content!,
  );
  const slots = findSlotFiles(
    Object.keys(slotSizes),
    root !== contentRoot && existsSync(companyImages) ? [imagesDir, companyImages] : [imagesDir],
  );
  const drawings = [...slots].filter(([, file]) => file.toLowerCase().endsWith(".svg")).map(([slot]) => slot);
  const outdated = languages
    .filter((language) => language !== defaultLocale.code)
    .map((language) => {
      const counts = new Map<string, number>();
      for (const text of outOfDate(root, language)) counts.set(text.file, (counts.get(text.file) ?? 0) + 1);
      return { language, files: [...counts].map(([file, count]) => ({ file, count })) };
    })
    .filter((entry) => entry.files.length > 0);
  const quality = loadContent(defaultLocale.code, root).content?.quality;
  const certificates = (quality?.certificates ?? [])
    .map((entry) => ({ ...entry, daysLeft: validity(entry.validUntil, now).daysLeft }))
    .filter((entry) => entry.daysLeft <= warnDaysAhead)
    .map(({ name, standard, validUntil, daysLeft }) => ({ name, standard, validUntil, daysLeft }));
  return {
    placeholders,
    drafts: drafts.filter((entry) => localeByCode(entry.language)),
    outdated,
    drawings,
    slots: slotSizes,
    undescribed,
    certificates,
  };
}
