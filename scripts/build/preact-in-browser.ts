/**
 * The browser's copy of the built site runs on Preact's React-compatible layer instead of React
 * DOM (ADR 0036): the same components, hooks and React Router, 47 KiB of gzip at start instead of
 * 104.5. The server keeps React: its render (and the editor's) is unchanged; only the client
 * build's imports of React are answered here.
 *
 * Builds only: `npm run dev` keeps React in the browser, where Fast Refresh needs it (and Vite's
 * dependency pre-bundling would mix the two). `__BROWSER_PREACT__` (read in app/browser/renderer.ts)
 * tells the app which one hydrates the page.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const own = (file: string) => fileURLToPath(new URL(`../../app/browser/${file}`, import.meta.url));

/** React's module names and what answers them in the browser. */
const browserModules: Record<string, string> = {
  // React with the one hook React Router calls that the compatibility layer lacks.
  react: own("react.ts"),
  // React DOM with its resource hints, which the layer lacks.
  "react-dom": own("react-dom.ts"),
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInBrowser(): Plugin {
  let building = false;
  return {
    name: "foundry:preact-in-browser",
    enforce: "pre",
    config(_config, { command }) {
      building = command === "build";
      return { define: { __BROWSER_PREACT__: JSON.stringify(building) } };
    },
    async resolveId(source, importer, options) {
      if (!building || this.environment.name !== "client") return null;
      const target = browserModules[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
