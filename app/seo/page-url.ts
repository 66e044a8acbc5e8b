import { locale } from "../locale.ts";
import { defaultLocale, type Locale, localePath, locales } from "../locales.ts";
import { absoluteUrl } from "./urls.ts";

/**
 * The absolute URL of a page in a language: "/about" → "https://…/about" in English,
 * "https://…/it/about" in Italian. Canonical links, alternates, link previews, structured data
 * and the sitemap all build page URLs here.
 */
export function pageUrl(path: string, inLocale: Locale = locale): string {
  return absoluteUrl(localePath(inLocale, path));
}

/**
 * The page in every language, this one included, and English for any other reader (x-default):
 * the same set on every version, for the pages' hreflang links and the sitemap alike.
 */
export function pageAlternates(path: string): { hrefLang: string; href: string }[] {
  return [
    ...locales.map((other) => ({ hrefLang: other.code, href: pageUrl(path, other) })),
    { hrefLang: "x-default", href: pageUrl(path, defaultLocale) },
  ];
}
