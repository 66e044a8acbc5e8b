import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type AliasOptions } from "vite";
import { buildSettings } from "./scripts/build-settings.ts";
import { fontSubsets } from "./scripts/font-subsets.ts";
import { searchAssets } from "./scripts/search-assets.ts";

/**
 * Content swapped in for a test build, chosen at build time so production code carries no test
 * switch: `SITE_CONTENT_OVERRIDES=greetings-on` builds the site with the greetings overlay on
 * (tests/e2e/greetings.spec.ts). Any other value stops the build rather than testing the wrong site.
 */
const contentOverrides: Record<string, AliasOptions> = {
  "greetings-on": [
    {
      find: /^(?:\.{1,2}\/)+(?:app\/)?content\/greetings\.ts$/,
      replacement: fileURLToPath(new URL("tests/fixtures/greetings-on.ts", import.meta.url)),
    },
  ],
};

function overrides(name: string | undefined): AliasOptions {
  if (!name) return [];
  const alias = contentOverrides[name];
  if (!alias)
    throw new Error(
      `SITE_CONTENT_OVERRIDES: unknown "${name}"; known: ${Object.keys(contentOverrides).join(", ")}`,
    );
  return alias;
}

export default defineConfig({
  plugins: [
    fontSubsets({
      contentDir: fileURLToPath(new URL("app/content", import.meta.url)),
      outDir: fileURLToPath(new URL(".cache/fonts", import.meta.url)),
    }),
    reactRouter(),
    // Link-preview pictures, icons and the web manifest, made at build time.
    searchAssets(buildSettings),
  ],
  resolve: { alias: overrides(buildSettings.SITE_CONTENT_OVERRIDES) },
  define: {
    // One timestamp for the server and client builds: prerendered dates and the first client
    // render agree, and hydration then moves them to the visitor's clock (app/components/useNow.ts).
    __BUILD_TIME__: String(Date.now()),
    // The public origin absolute URLs start with (app/components/urls.ts).
    __SITE_URL__: JSON.stringify(buildSettings.SITE_URL),
  },
  build: {
    // One stylesheet for the whole site, inlined into every page by app/entry.server.tsx.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file that every page needs anyway: fewer
        // requests and one gzip stream instead of a dozen (2.5 KB less per page, measured).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
});
