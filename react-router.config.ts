import type { Config } from "@react-router/dev/config";
import { contentOf } from "./app/content/load-content.ts";
import { prerenderPaths } from "./scripts/build/prerender-paths.ts";
import { buildLocale as locale, buildSettings } from "./scripts/build/build-settings.ts";

// Each language is its own build (scripts/build/build.ts): English at the root, the others under their
// prefix, so every page's HTML and scripts carry one language only.

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test build (scripts/checks/test.ts: the fixtures build) sit beside the real one;
  // scripts/build/build.ts builds each further language into <BUILD_DIR>/locales/<code>.
  buildDirectory: buildSettings.BUILD_DIR,
  // "/it", not "/it/": links to the home page then read "/it", its one address.
  basename: locale.prefix || "/",
  ssr: true,
  // The whole route manifest (a few KB, cached for a year) comes with the first page, instead of a
  // request to the server for each set of links the visitor might follow.
  routeDiscovery: { mode: "initial" },
  // The plain page URLs become static files that our server sends as they are (app/pages.ts says
  // which), and so do sitemap.xml and robots.txt, one page per content list entry and the news
  // feed (scripts/build/prerender-paths.ts). Query variants (/foundry?panel=…, /gallery?category=…) and the receipt are
  // rendered per request. Unknown paths answer a real 404 from the server.
  prerender: prerenderPaths(locale, contentOf(locale.code)),
} satisfies Config;
