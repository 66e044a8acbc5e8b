/**
 * The pages the browser tests visit: every page of app/pages.ts and one per entry of a content
 * list (a material family's datasheet), as the content lists them now, so an entry the company
 * adds is checked like any other page.
 */
import { collectionEntries } from "../../app/content/collection-pages.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { defaultLocale, type LocaleCode } from "../../app/locales.ts";
import { indexablePages } from "../../app/pages.ts";
import { pageMetaOf } from "../../scripts/page-meta.ts";

/** The pages made from content lists, e.g. "/materials/manganese-steel". */
export const entryPaths: string[] = collectionEntries(contentOf(defaultLocale.code)).map(
  (entry) => entry.path,
);

/** Every page search engines may list, with its title and description in a language. */
export function listedPages(code: LocaleCode = defaultLocale.code): {
  path: string;
  meta: { title: string; description: string };
}[] {
  const meta = pageMetaOf(code);
  return [
    ...indexablePages.map((page) => ({ path: page.path as string, meta: meta[page.id].meta })),
    ...collectionEntries(contentOf(code)).map((entry) => ({ path: entry.path as string, meta: entry.meta })),
  ];
}
