import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias } from "vite";
import { images } from "./app/content/images.ts";
import { buildSettings } from "./scripts/build-settings.ts";
import { fontSubsets } from "./scripts/font-subsets.ts";
import { imageSlots } from "./scripts/image-slots-plugin.ts";
import { lateStylesheet } from "./scripts/late-stylesheet-plugin.ts";
import { localeData, siteLocale } from "./scripts/locale-data.ts";
import { searchAssets } from "./scripts/search-assets.ts";
import { fixturePhotosDir } from "./tests/fixtures/photos.ts";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

interface ContentOverride {
  /** content modules swapped for test content */
  alias?: Alias[];
  /** a folder of image files that win over app/images for their slots */
  images?: string;
}

/**
 * Content swapped in for a test build, chosen at build time so production code carries no test
 * switch. `SITE_CONTENT_OVERRIDES` lists them, comma-separated; the tests' second build uses both:
 * - `greetings-on`: the greetings overlay on (tests/e2e/greetings.spec.ts);
 * - `fixture-photos`: large generated photos over a few slots, written by scripts/test.ts
 *   (tests/fixtures/photos.ts), so the photo pipeline is tested end to end (tests/e2e/photos.spec.ts).
 * An unknown name stops the build rather than testing the wrong site.
 */
const contentOverrides: Record<string, ContentOverride> = {
  "greetings-on": {
    alias: [
      {
        find: /^(?:\.{1,2}\/)+(?:app\/)?content\/greetings\.ts$/,
        replacement: path("tests/fixtures/greetings-on.ts"),
      },
    ],
  },
  "fixture-photos": { images: fixturePhotosDir },
};

function overrides(names: string | undefined): ContentOverride[] {
  return (names ? names.split(",") : []).map((name) => {
    const override = contentOverrides[name.trim()];
    if (!override)
      throw new Error(
        `SITE_CONTENT_OVERRIDES: unknown "${name}"; known: ${Object.keys(contentOverrides).join(", ")}`,
      );
    return override;
  });
}

const selected = overrides(buildSettings.SITE_CONTENT_OVERRIDES);

export default defineConfig({
  plugins: [
    fontSubsets({ contentDir: path("app/content"), outDir: path(".cache/fonts") }),
    reactRouter(),
    imageSlots({
      slots: images,
      dirs: [path("app/images"), ...selected.flatMap((override) => override.images ?? [])],
      cacheDir: path(".cache/images"),
    }),
    // The stylesheet's rules without its @font-face ones, fetched by each page once it has painted.
    lateStylesheet(),
    // Link-preview pictures, icons and the web manifest, made at build time.
    searchAssets(buildSettings),
  ],
  resolve: { alias: selected.flatMap((override) => override.alias ?? []) },
  // Module workers (app/quote/cad/load-cad.ts starts one with `type: "module"`), bundled as ES
  // modules to match.
  worker: { format: "es" },
  define: {
    // One timestamp for the server and client builds: prerendered dates and the first client
    // render agree, and hydration then moves them to the visitor's clock (app/components/useNow.ts).
    __BUILD_TIME__: String(Date.now()),
    // The public origin absolute URLs start with (app/components/urls.ts).
    __SITE_URL__: JSON.stringify(buildSettings.SITE_URL),
    // How the locale writes numbers and months, so the browser needs no Intl objects.
    __LOCALE_DATA__: JSON.stringify(localeData(siteLocale)),
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
