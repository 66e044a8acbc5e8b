import heading600 from "@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url";
import heading700 from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url";
import text from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The two self-hosted families (DESIGN.md), Latin subset only, which covers Italian and Portuguese.
 * `font-display: optional` with a preload: the fonts are used when they arrive within the first
 * paint (nearly always, they are preloaded) and otherwise on the next page, so text never reflows
 * under the reader — the header and banners shifted by 0.14 CLS with `swap`.
 */
const faces = [
  { family: "Inter Variable", weight: "100 900", url: text },
  { family: "Barlow Condensed", weight: "600", url: heading600 },
  { family: "Barlow Condensed", weight: "700", url: heading700 },
];

export const fontFaceCss = faces
  .map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};` +
      `font-display:optional;src:url(${face.url}) format("woff2")}`,
  )
  .join("");

export const fontPreloads = faces.map((face) => ({
  rel: "preload",
  href: face.url,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
