/**
 * The site's languages. Each is a separate build (scripts/build/build.ts): English at the root, keeping
 * every address that is linked or indexed today, the others under their prefix. A page's words come
 * from content/<code>/ (content/README.md); how the language writes numbers and months is
 * worked out at build time (scripts/build/locale-data.ts).
 */
export const locales = [
  { code: "en", prefix: "", name: "English", tag: "en-GB", ogLocale: "en_GB", dir: "ltr" },
  { code: "it", prefix: "/it", name: "Italiano", tag: "it-IT", ogLocale: "it_IT", dir: "ltr" },
  { code: "pt", prefix: "/pt", name: "Português", tag: "pt-PT", ogLocale: "pt_PT", dir: "ltr" },
  { code: "ar", prefix: "/ar", name: "العربية", tag: "ar", ogLocale: "ar_AR", dir: "rtl" },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];

/** The language search engines are sent to when none of the others fits (hreflang x-default). */
export const defaultLocale: Locale = locales[0];

export function localeByCode(code: string): Locale | undefined {
  return locales.find((locale) => locale.code === code);
}

/** The language of an address: its first segment if that is a prefix, otherwise English. */
export function localeOfPath(pathname: string): Locale {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return locales.find((locale) => locale.prefix && locale.prefix === first) ?? defaultLocale;
}

/** "/about" in `locale`: "/it/about"; its home page is "/it" (no address of ours ends in a slash). */
export function localePath(locale: Locale, path: string): string {
  if (!locale.prefix) return path;
  return path === "/" ? locale.prefix : `${locale.prefix}${path}`;
}

/** The address without its language prefix: "/it/about" → "/about", "/it/" and "/it" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale.prefix) return pathname;
  return pathname.slice(locale.prefix.length) || "/";
}
