/**
 * The pages the browser tests visit beside app/pages.ts: those made from content lists (a
 * material family's datasheet, an article), as the content lists them now, so an entry the
 * company adds is checked like any other page.
 */
import { collectionEntries, entrySamplesOf } from "../../app/content/collection-pages.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { defaultLocale, type LocaleCode } from "../../app/locales.ts";
import { indexablePages } from "../../app/pages.ts";
import { pageMetaOf } from "../../scripts/build/page-meta.ts";

/**
 * One page of each content list, as the content lists them now. The HTTP checks (search engines,
 * languages, the sitemap, page weight) read every page of every list.
 */
export const entrySamples: string[] = entrySamplesOf(contentOf(defaultLocale.code));

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
