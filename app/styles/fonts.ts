import fontFiles from "virtual:font-files";

/**
 * The fonts every page shows above the fold, preloaded with the HTML: the text and heading faces,
 * and in an Arabic build Noto Sans Arabic before them. Their @font-face rules (font-display:
 * optional) and fallback faces are in the inline stylesheet: .cache/fonts/fonts.css, written at
 * build time by scripts/build/font-subsets.ts, imported by global.css. The plugin lists the same files
 * in `virtual:font-files`, so Vite gives both the same hashed URL, and a build preloads only the
 * fonts its language uses.
 */
export const fontPreloads = fontFiles.map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
