import heading600 from "../../.cache/fonts/barlow-condensed-600.woff2?url";
import heading700 from "../../.cache/fonts/barlow-condensed-700.woff2?url";
import text from "../../.cache/fonts/inter.woff2?url";

/**
 * The fonts every page shows above the fold, preloaded with the HTML. Their @font-face rules
 * (font-display: optional) and fallback faces are in the inline stylesheet: .cache/fonts/fonts.css,
 * written at build time by scripts/font-subsets.ts, imported by global.css. The same files, so
 * Vite gives both the same hashed URL.
 */
export const fontPreloads = [text, heading600, heading700].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
