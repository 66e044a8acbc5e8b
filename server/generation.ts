/**
 * One generation of the site inside the server process: its settings, the enquiry services (the
 * outbox and its delivery worker) and the app, all from one release's own code and build. The
 * process (server/start.ts) loads the release that is live, and when another goes live loads it
 * beside the first and moves new requests to it, while the requests in flight finish on the old
 * one (ADR 0018). Everything here comes from the release folder this file is in.
 */
import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadSecretOrStandIn } from "../app/enquiry/secret.server.ts";
import { startEnquiryServicesOrRefuse } from "../app/enquiry/services.server.ts";
import { log } from "../app/log.server.ts";
import { workerPreviews } from "./preview-engine.ts";
import { createApp } from "./app.ts";
import { type Config, parseConfig, retentionMismatch } from "./config.ts";
import { loadEditorBuild, loadLocaleBuilds } from "./locale-builds.ts";
import { readBuiltSiteUrl, siteUrlMismatch } from "./site-url.ts";

/** The folder this generation's code and build are in: a release, or the checkout. */
export const codeRoot = fileURLToPath(new URL("..", import.meta.url));

export interface Generation {
  /** The release's id (its folder's name), or null for the checkout's own build. */
  release: string | null;
  handle: RequestListener;
  /** Stops the delivery worker after the sends in flight and closes the outbox. */
  stop(): Promise<void>;
}

/** The build a generation serves: BUILD_DIR, relative to its own folder. */
export const buildDirOf = (config: Pick<Config, "BUILD_DIR">) => resolve(codeRoot, config.BUILD_DIR);

export async function startGeneration({
  env,
  release,
  first,
}: {
  env: NodeJS.ProcessEnv;
  release: string | null;
  /** The first of the process: it also mends what a previous process left (services.server.ts). */
  first: boolean;
}): Promise<Generation> {
  const config = parseConfig(env);
  const buildDir = buildDirOf(config);
  const serverEntry = resolve(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`no build in ${buildDir} (npm run build)`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The other languages' builds (scripts/build/build.ts); a build of English only serves English.
  const localeBuilds = await loadLocaleBuilds(buildDir);
  const editorBuild = await loadEditorBuild(buildDir);
  if (!editorBuild)
    log(
      "warn",
      `no editor in ${buildDir}/admin (a build made before it had one): its pages answer 503 until npm run build`,
    );
  const siteUrlWarning = siteUrlMismatch(config.SITE_URL, readBuiltSiteUrl(buildDir));
  if (siteUrlWarning) log("warn", siteUrlWarning);
  const retentionWarning = retentionMismatch(config);
  if (retentionWarning) log("warn", retentionWarning);
  // A DATA_DIR that cannot be written (full, read-only, misconfigured) costs the form, with an
  // alert, never the pages.
  const secret = loadSecretOrStandIn(config);
  const enquiries = startEnquiryServicesOrRefuse(config, { secret, firstInProcess: first });
  // The editor's live previews render on a thread of their own, with this generation's build.
  const previews = workerPreviews({ buildDir, secret, config });
  const app = createApp({
    build,
    localeBuilds,
    clientDir: resolve(buildDir, "client"),
    previews,
    store: enquiries.store,
    secret,
    config,
    health: () => ({ ...enquiries.health(), release }),
    adminDataDir: config.DATA_DIR,
    ...(editorBuild ? { editorBuild } : {}),
    releasesDir: resolve(config.RELEASES_DIR),
  });
  return {
    release,
    handle: app,
    stop: async () => {
      await previews.close();
      return enquiries.stop();
    },
  };
}
