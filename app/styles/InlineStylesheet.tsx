import { createContext, use } from "react";

/**
 * Whether the document gets its stylesheet inline: set by app/entry.server.tsx in production,
 * absent in the browser and in development (where root.tsx renders Vite's links).
 */
export const StylesheetContext = createContext<string | null>(null);

/**
 * The page's own CSS rules inside the page, so nothing blocks the first paint (docs/decisions/0009).
 * Rendered on the server only, as a marker that entry.server.tsx replaces with the rules the
 * document uses (app/critical-css.server.ts). The browser renders nothing here and React leaves
 * the server's `<style>` in place: in `<head>`, hydration skips elements it does not expect
 * instead of removing them.
 */
export function InlineStylesheet() {
  const marker = use(StylesheetContext);
  return marker === null ? null : <style dangerouslySetInnerHTML={{ __html: marker }} />;
}
