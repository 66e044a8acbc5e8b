/**
 * The site's stylesheet in two parts (docs/decisions/0009): each page carries its own rules and
 * every @font-face rule inline (app/critical-css.server.ts); once it has painted, the starter
 * fetches the rest as a file. That file has no @font-face rules: declared a second time they
 * would be new faces, and a font that missed the first paint (font-display: optional) would then
 * swap in from the cache and move the text.
 */

/** Every @font-face rule of a built stylesheet (they contain no nested braces). */
export const fontFaceRules = /@font-face\s*\{[^}]*\}/g;

/** The late file of the built stylesheet at `href`: same content hash, so it is cached as long. */
export function lateStylesheetHref(href: string): string {
  return href.replace(/\.css$/, ".late.css");
}

export function withoutFontFaces(css: string): string {
  return css.replace(fontFaceRules, "");
}
