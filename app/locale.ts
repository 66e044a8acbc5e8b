import { localeByCode, type Locale } from "./locales.ts";

declare const __LOCALE__: string;

/** The language this build speaks (vite.config.ts defines __LOCALE__ from SITE_LOCALE). */
export const locale: Locale =
  localeByCode(__LOCALE__) ??
  (() => {
    throw new Error(`Unknown locale "${__LOCALE__}"`);
  })();
