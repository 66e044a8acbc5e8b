import { locale } from "../locale.ts";
import { type Locale, localePath } from "../locales.ts";
import { absoluteUrl } from "./urls.ts";

/**
 * The absolute URL of a page in a language: "/about" → "https://…/about" in English,
 * "https://…/it/about" in Italian. Canonical links, alternates, link previews, structured data
 * and the sitemap all build page URLs here.
 */
export function pageUrl(path: string, inLocale: Locale = locale): string {
  return absoluteUrl(localePath(inLocale, path));
}
