/**
 * `npm start`: builds the site when build/ is missing, then serves it. PORT and HOST override
 * where it listens (default 127.0.0.1:3000); BUILD_DIR serves another build (the tests' second
 * build in build-fixtures/). Everything it logs is one JSON object per line (app/log.server.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadSecretOrStandIn } from "../app/enquiry/secret.server.ts";
import { startEnquiryServicesOrRefuse } from "../app/enquiry/services.server.ts";
import { errorFields, log } from "../app/log.server.ts";
import { createApp } from "./app.ts";
import { loadLocaleBuilds } from "./locale-builds.ts";
import { type Config, ConfigError, parseConfig, retentionMismatch } from "./config.ts";
import { readBuiltSiteUrl, siteUrlMismatch } from "./site-url.ts";

// Node's own report of a crash is a stack over many lines; ours is one entry, then the same exit.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error: unknown) => {
    log("alert", "server stopped by an error of ours", errorFields(error));
    process.exit(1);
  });
}

const root = fileURLToPath(new URL("..", import.meta.url));

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  log("error", `not starting: ${error.problems.join("; ")}`);
  process.exit(1);
}

const buildDir = resolve(root, config.BUILD_DIR);
const serverEntry = resolve(buildDir, "server/index.js");

if (!existsSync(serverEntry)) {
  // The child inherits BUILD_DIR (and any SITE_CONTENT_OVERRIDES), so it builds what we serve.
  log("info", `no build found in ${config.BUILD_DIR}/: building the site first (npm run build)`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
// The other languages' builds (scripts/build.ts); a build of English only serves English.
const localeBuilds = await loadLocaleBuilds(buildDir);
const siteUrlWarning = siteUrlMismatch(config.SITE_URL, readBuiltSiteUrl(buildDir));
if (siteUrlWarning) log("warn", siteUrlWarning);
const retentionWarning = retentionMismatch(config);
if (retentionWarning) log("warn", retentionWarning);
// A DATA_DIR that cannot be written (full, read-only, misconfigured) costs the form, with an
// alert, never the pages.
const secret = loadSecretOrStandIn(config);
const enquiries = startEnquiryServicesOrRefuse(config, { secret });
const app = createApp({
  build,
  localeBuilds,
  clientDir: resolve(buildDir, "client"),
  store: enquiries.store,
  secret,
  config,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log("info", `site ready at http://${config.HOST === "127.0.0.1" ? "localhost" : config.HOST}:${port}`);
});

// Stop taking requests, then let the worker finish the sends in flight before the database closes.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () =>
    server.close(() => {
      enquiries.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log("error", "enquiry delivery did not stop cleanly", errorFields(error));
          process.exit(1);
        },
      );
    }),
  );
}
