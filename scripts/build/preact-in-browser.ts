/**
 * The browser's copy of the site runs on Preact's React-compatible layer instead of React DOM
 * (ADR 0036): the same components, hooks and React Router, 40 KiB of gzip at start instead of 99.
 * The server keeps React: its render (and the editor's) is unchanged; only the client build's
 * imports of React are answered here.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** React's module names and what answers them in the browser. */
const browserModules: Record<string, string> = {
  // React with the one hook React Router calls that the compatibility layer lacks.
  react: fileURLToPath(new URL("../../app/browser/react.ts", import.meta.url)),
  // React DOM with its resource hints, which the layer lacks.
  "react-dom": fileURLToPath(new URL("../../app/browser/react-dom.ts", import.meta.url)),
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInBrowser(): Plugin {
  return {
    name: "foundry:preact-in-browser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = browserModules[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
