import { createContext, use } from "react";

/** The site's one stylesheet, as text: provided by app/entry.server.tsx, absent in the browser. */
export const StylesheetContext = createContext<string | null>(null);

/**
 * The whole stylesheet inside the page, so nothing blocks the first paint (docs/decisions/0009).
 * Rendered on the server only. The browser renders nothing here and React leaves the server's
 * `<style>` in place: in `<head>`, hydration skips elements it does not expect instead of removing
 * them, so the styles stay for every later client-side navigation.
 */
export function InlineStylesheet() {
  const css = use(StylesheetContext);
  return css === null ? null : <style dangerouslySetInnerHTML={{ __html: css }} />;
}
