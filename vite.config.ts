import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type AliasOptions } from "vite";
import { buildSettings } from "./scripts/build-settings.ts";
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
  // searchAssets: link-preview pictures, icons and the web manifest, made at build time.
  plugins: [reactRouter(), searchAssets(buildSettings)],
  resolve: { alias: overrides(buildSettings.SITE_CONTENT_OVERRIDES) },
  define: {
    // One timestamp for the server and client builds: prerendered dates and the first client
    // render agree, and hydration then moves them to the visitor's clock (app/components/useNow.ts).
    __BUILD_TIME__: String(Date.now()),
    // The public origin absolute URLs start with (app/components/urls.ts).
    __SITE_URL__: JSON.stringify(buildSettings.SITE_URL),
  },
  // One stylesheet for the whole site, inlined into every page by app/entry.server.tsx.
  build: { cssCodeSplit: false },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
});
