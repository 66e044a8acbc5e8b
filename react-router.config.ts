import type { Config } from "@react-router/dev/config";
import { pages, searchFiles } from "./app/pages.ts";
import { buildSettings } from "./scripts/build-settings.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test build (scripts/test.ts: the fixtures build) sit beside the real one.
  buildDirectory: buildSettings.BUILD_DIR,
  ssr: true,
  // The whole route manifest (a few KB, cached for a year) comes with the first page, instead of a
  // request to the server for each set of links the visitor might follow.
  routeDiscovery: { mode: "initial" },
  // The plain page URLs become static files that our server sends as they are (app/pages.ts says
  // which), and so do sitemap.xml and robots.txt. Query variants (/foundry?panel=…,
  // /gallery?category=…) and /contact are rendered per request. No catch-all: unknown paths must
  // answer a real 404 from the server.
  prerender: [
    ...pages.filter((page) => page.prerender).map((page) => page.path),
    ...searchFiles.map((file) => file.path),
  ],
} satisfies Config;
