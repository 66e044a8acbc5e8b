/**
 * The dashboard's to-do list: what the site still needs from the company, read from the content
 * and photos the live release was built from (the same checks as `npm run check`), for the
 * languages a person works in.
 */
import { fileURLToPath } from "node:url";
import { images } from "../content/images.ts";
import { loadContent } from "../content/load-content.ts";
import { checkContent } from "../content/placeholders.ts";
import { findSlotFiles } from "../content/slot-files.ts";
import { defaultLocale, type LocaleCode, localeByCode } from "../locales.ts";

export interface TodoList {
  /** "content/site.yaml: phone.display = …", the facts' once, then each language's. */
  placeholders: string[];
  /** Per language: draft entries and translation files still to confirm. */
  drafts: { language: LocaleCode; entries: number; files: string[] }[];
  /** Photo slots still showing a generated drawing. */
  drawings: string[];
}

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));

export function todoList(languages: readonly LocaleCode[]): TodoList {
  const placeholders: string[] = [];
  const drafts: TodoList["drafts"] = [];
  for (const language of languages) {
    const report = loadContent(language);
    if (!report.content) continue;
    const found = checkContent(
      Object.entries(report.content)
        // The facts are shared: listed once, with English.
        .filter(([name]) => language === defaultLocale.code || name !== "site")
        .map(([name, data]) => ({ file: `content/${language}/${name}`, data })),
    );
    placeholders.push(...found.placeholders);
    drafts.push({ language, entries: found.drafts.length, files: report.draftFiles });
  }
  const slots = findSlotFiles(Object.keys(images), [imagesDir]);
  const drawings = [...slots].filter(([, file]) => file.toLowerCase().endsWith(".svg")).map(([slot]) => slot);
  return { placeholders, drafts: drafts.filter((entry) => localeByCode(entry.language)), drawings };
}
