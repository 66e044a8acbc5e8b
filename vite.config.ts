import { reactRouter } from "@react-router/dev/vite";
import { createHash } from "node:crypto";
import { relative as relativePath } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { SiteContent } from "./app/content/schemas/index.ts";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { contentOf } from "./app/content/load-content.ts";
import { greetingsOn } from "./tests/fixtures/greetings-on.ts";
import { images } from "./app/content/images.ts";
import { buildLocale, buildSettings } from "./scripts/build/build-settings.ts";
import { contentCharacters, fontSources, fontSubsets } from "./scripts/build/font-subsets.ts";
import { thirdPartyNotices } from "./scripts/build/third-party-notices.ts";
import { imageSlots } from "./scripts/images/image-slots-plugin.ts";
import { lateStylesheet } from "./scripts/build/late-stylesheet-plugin.ts";
import { localeData } from "./scripts/build/locale-data.ts";
import { documents } from "./scripts/build/documents-plugin.ts";
import { wordsChunkName, wordsFileName, wordsModuleIds, wordsRecord } from "./scripts/build/words-files.ts";
import { searchAssets } from "./scripts/build/search-assets.ts";
import { fixturePhotosDir } from "./tests/fixtures/photos.ts";

/** The modules of the browser's shell file (see its group below). */
const shellModules =
  /[\\/]app[\\/](root\.tsx|seo[\\/]meta\.ts|components[\\/](Section|PageBanner|Photo|ZoomButton|Paragraphs|ButtonLink|usePrefersReducedMotion)\.tsx?)$/;

/** "c" and five base-36 characters from the module's path and the class: stable across builds. */
const classNames = new Map<string, string>();
function shortClassName(name: string, file: string): string {
  const key = `${relativePath(fileURLToPath(new URL(".", import.meta.url)), file.split("?")[0] ?? file)}:${name}`;
  const hash = createHash("sha256").update(key).digest();
  const short = `c${(hash.readUInt32BE(0) % 36 ** 5).toString(36).padStart(5, "0")}`;
  // Two classes under one name would style each other's elements: stop rather than ship that.
  const taken = classNames.get(short);
  if (taken && taken !== key) throw new Error(`CSS class names ${taken} and ${key} both shorten to ${short}`);
  classNames.set(short, key);
  return short;
}

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

interface ContentOverride {
  /** content replaced by test content */
  replace?: Partial<SiteContent>;
  /** a folder of image files that win over app/images for their slots */
  images?: string;
}

/**
 * Content swapped in for a test build, chosen at build time so production code carries no test
 * switch. `SITE_CONTENT_OVERRIDES` lists them, comma-separated; the tests' second build uses both:
 * - `greetings-on`: the greetings overlay on (tests/e2e/greetings.spec.ts);
 * - `fixture-photos`: large generated photos over a few slots, written by scripts/checks/test.ts
 *   (tests/fixtures/photos.ts), so the photo pipeline is tested end to end (tests/e2e/photos.spec.ts).
 * An unknown name stops the build rather than testing the wrong site.
 */
const contentOverrides: Record<string, ContentOverride> = {
  "greetings-on": { replace: { greetings: greetingsOn(buildLocale.code) } },
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
const replacedContent = Object.assign(
  {},
  ...selected.map((override) => override.replace),
) as Partial<SiteContent>;

// The licences of what browsers get: the page bundles' packages, the CAD worker's and the fonts'.
const notices = thirdPartyNotices({ locale: buildLocale.code, fonts: fontSources, root: path(".") });

// The image slots' modules: their values are recorded with the words (words-files.ts).
const slots = imageSlots({
  slots: images,
  dirs: [path("app/images"), ...selected.flatMap((override) => override.images ?? [])],
  cacheDir: path(".cache/images"),
});

export default defineConfig(({ command }) => ({
  plugins: [
    siteContent({ locale: buildLocale.code, replace: replacedContent }),
    fontSubsets({
      // The characters the build's pages show: its language's words and the facts. Noto Sans
      // Arabic joins an Arabic build's stacks.
      characters: () => contentCharacters(buildLocale.code),
      locale: buildLocale.code,
      outDir: path(".cache/fonts"),
    }),
    reactRouter(),
    slots,
    // The stylesheet's rules without its @font-face ones, fetched by each page once it has painted.
    lateStylesheet(),
    // Link-preview pictures, icons and the web manifest, made at build time.
    searchAssets(buildSettings),
    // The quality page's PDFs (content/documents/), at /documents/<file>.
    documents({ locale: buildLocale.code }),
    // /third-party-notices.txt, linked from every footer.
    notices.plugin,
    // words-files.json: which file holds each content module's words (scripts/build/words-files.ts).
    wordsRecord(async () => ({
      ...contentOf(buildLocale.code),
      ...replacedContent,
      ...(await slots.slotValues()),
    })),
  ],
  // Module workers (app/quote/cad/load-cad.ts starts one with `type: "module"`), bundled as ES
  // modules to match.
  worker: { format: "es", plugins: () => [notices.worker()] },
  define: {
    // One timestamp for the server and client builds: prerendered dates and the first client
    // render agree, and hydration then moves them to the visitor's clock (app/components/useNow.ts).
    // SOURCE_DATE_EPOCH (seconds), the reproducible-builds convention, sets it: two builds of the
    // same inputs are then the same bytes (scripts/build/reword.test.ts compares them).
    __BUILD_TIME__: String(
      process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now(),
    ),
    // The public origin absolute URLs start with (app/seo/urls.ts).
    __SITE_URL__: JSON.stringify(buildSettings.SITE_URL),
    // How the locale writes numbers and months, so the browser needs no Intl objects.
    __LOCALE_DATA__: JSON.stringify(localeData(buildLocale.tag)),
    __LOCALE__: JSON.stringify(buildLocale.code),
  },
  build: {
    // One stylesheet for the whole site, inlined into every page by app/entry.server.tsx.
    cssCodeSplit: false,
  },
  environments: {
    // The browser's files only: the server's build stays one file beside its few lazy parts, as
    // its modules find the client folder and the project by paths relative to themselves.
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one file that every page needs anyway: fewer
            // requests and one gzip stream instead of a dozen (2.5 KB less per page, measured).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                // The root route and everything it imports (header, footer, their words and helpers):
                // every page runs it, so one file rather than a dozen small chunks split out because
                // a page imports one of them too (1 KB less per page, measured). With it, the few
                // small parts nearly every scripted page shows (a section, its banner, a photo), and
                // each page's meta: 0.2–0.6 KB files that cost more in gzip headers than they hold.
                { name: "shell", test: shellModules, priority: 1 },
                // Each content module's words in a file of their own, named by the code and not by the
                // words: a publish that changes only words writes these files and the pages, and
                // reuses every other file of the live build (ADR 0032, scripts/build/words-files.ts).
                { name: wordsChunkName, test: wordsModuleIds, priority: 3 },
              ],
            },
            chunkFileNames: (chunk) => wordsFileName(chunk, buildLocale.code) ?? "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
  css: {
    modules: {
      localsConvention: "camelCaseOnly",
      // Built pages carry class names of a few characters instead of "_topInner_esz9n_14": with
      // ~300 in a page and again in its stylesheet, 0.5 KB less of the first round trip, measured.
      // From the stylesheet's path and the class's name, so the same in every language's build and
      // unchanged by an edit elsewhere in the file; readable names in development.
      ...(command === "build" ? { generateScopedName: shortClassName } : {}),
    },
  },
}));
