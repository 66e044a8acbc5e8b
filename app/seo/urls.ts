/**
 * Where things are on this site, for what search engines and link previews read: absolute URLs,
 * the link-preview pictures and the icons (both made at build time by scripts/build/search-assets.ts).
 */

/** The public origin the build was made for (SITE_URL, parsed by scripts/build/build-settings.ts). */
declare const __SITE_URL__: string;

/**
 * The absolute URL of a path on this site: "/" → "https://…/", "/og/about.png" → "https://…/og/about.png".
 * For a page, use pageUrl, which adds the language.
 */
export function absoluteUrl(path: string): string {
  return `${__SITE_URL__}${path}`;
}

/**
 * A page's link-preview picture, its title in the page's language: "/" → "/og/home.png",
 * "/about" → "/og/about.png"; in Italian "/og/it/about.png".
 */
export function shareImagePath(path: string, languagePrefix = ""): string {
  return `/og${languagePrefix}${path === "/" ? "/home" : path}.png`;
}

/** Every link-preview picture is made at this size: what Facebook, LinkedIn and X show largest. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The icons made from public/favicon.svg; `large` doubles as the company logo in structured data. */
export const iconPaths = {
  ico: "/favicon.ico",
  appleTouch: "/apple-touch-icon.png",
  small: "/icon-192.png",
  large: "/icon-512.png",
  maskable: "/icon-maskable-512.png",
  manifest: "/site.webmanifest",
} as const;
