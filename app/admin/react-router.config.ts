import type { Config } from "@react-router/dev/config";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The editor's own app (ADR 0042), built once beside the site's languages into <BUILD_DIR>/admin
// (scripts/build/build.ts `buildEditor`) and mounted by the server at /admin behind its guards
// (router.server.ts). Rendered per request for signed-in people: nothing is prerendered.
const project = fileURLToPath(new URL("../..", import.meta.url));

export default {
  appDirectory: ".",
  // BUILD_DIR as the site's build reads it (scripts/build/build-settings.ts): relative to the project.
  buildDirectory: resolve(project, process.env.BUILD_DIR || "build", "admin"),
  basename: "/admin",
  ssr: true,
  prerender: false,
  // Every route's entry in the page (a few of them, for signed-in people): the editor's links are
  // plain links, and nothing asks the server for a manifest its guards would have to know.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
