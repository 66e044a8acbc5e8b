/**
 * The paths a language's build prerenders (react-router.config.ts): the plain page URLs of
 * app/pages.ts, one page per entry of a content list (the materials' families, the articles),
 * sitemap.xml and robots.txt with the English build (they list every language), and each
 * language's news feed. A publish of words alone renders the same paths again
 * (scripts/build/reword.ts), so it reads them here too.
 */
import { collectionEntries } from "../../app/content/collection-pages.ts";
import type { SiteContent } from "../../app/content/schemas/index.ts";
import { defaultLocale, type Locale } from "../../app/locales.ts";
import { feedFiles, pages, searchFiles } from "../../app/pages.ts";

export function prerenderPaths(locale: Locale, content: SiteContent): string[] {
  return [
    ...pages.filter((page) => page.prerender).map((page) => page.path as string),
    ...collectionEntries(content).map((entry) => entry.path as string),
    ...(locale === defaultLocale ? searchFiles.map((file) => file.path as string) : []),
    ...feedFiles.map((file) => file.path as string),
  ];
}
