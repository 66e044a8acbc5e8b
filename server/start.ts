/**
 * `npm start`: serves the live release (RELEASES_DIR/current, made by `npm run release`), or,
 * when there is none, this checkout's own build (BUILD_DIR, built first when missing). PORT and
 * HOST say where it listens (default 127.0.0.1:3000). Everything it logs is one JSON object per
 * line (app/log.server.ts).
 *
 * When another release goes live (`npm run release`, `npm run rollback`, or SIGHUP), it loads that
 * release's code and build beside the one it serves and sends every new request there; the
 * requests in flight finish where they started, then the old generation stops (ADR 0018). The
 * socket is never closed, so no request is refused during a switch.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readlinkSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { errorFields, log } from "../app/log.server.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { buildDirOf, codeRoot, type Generation, startGeneration } from "./generation.ts";

/** What a release's own server/generation.ts exports. */
interface GenerationModule {
  startGeneration: typeof startGeneration;
}

// Node's own report of a crash is a stack over many lines; ours is one entry, then the same exit.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error: unknown) => {
    log("alert", "server stopped by an error of ours", errorFields(error));
    process.exit(1);
  });
}

function configOrExit() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log("error", `not starting: ${error.problems.join("; ")}`);
    process.exit(1);
  }
}

const config = configOrExit();
const releasesDir = resolve(codeRoot, config.RELEASES_DIR);
// Every release's code reads the same folders, wherever its own files are (the editor's publish
// page, its runner, started in the release's folder): relative settings mean this checkout's.
process.env.RELEASES_DIR = releasesDir;
process.env.DATA_DIR = resolve(config.DATA_DIR);
const currentLink = join(releasesDir, "current");

/** The live release's id (RELEASES_DIR/current points at its folder), or null when there is none. */
function liveRelease(): string | null {
  try {
    return basename(readlinkSync(currentLink));
  } catch {
    return null;
  }
}

/** A generation from a release's own code, or from this checkout when there is no release. */
async function load(release: string | null, first: boolean): Promise<Generation> {
  if (release === null) return startGeneration({ env: process.env, release, first });
  const module = pathToFileURL(join(releasesDir, release, "server/generation.ts")).href;
  const { startGeneration: start } = (await import(module)) as GenerationModule;
  // A release serves its own build, whatever BUILD_DIR this process was given.
  return start({ env: { ...process.env, BUILD_DIR: "build" }, release, first });
}

interface Serving {
  generation: Generation;
  /** Requests it is still answering. */
  inFlight: number;
  retired: boolean;
}

const release = liveRelease();
if (release === null && !existsSync(resolve(buildDirOf(config), "server/index.js"))) {
  // The child inherits BUILD_DIR (and any SITE_CONTENT_OVERRIDES), so it builds what we serve.
  log("info", `no build found in ${config.BUILD_DIR}/: building the site first (npm run build)`);
  const result = spawnSync("npm", ["run", "build"], { cwd: codeRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let serving: Serving;
try {
  serving = { generation: await load(release, true), inFlight: 0, retired: false };
} catch (error) {
  if (error instanceof ConfigError) {
    log("error", `not starting: ${error.problems.join("; ")}`);
    process.exit(1);
  }
  throw error;
}

function stopWhenIdle(old: Serving): void {
  if (!old.retired || old.inFlight > 0) return;
  old.inFlight = -1;
  old.generation.stop().then(
    () =>
      log("info", "the previous release's requests are done; it has stopped", {
        release: old.generation.release,
      }),
    (error: unknown) => log("error", "the previous release did not stop cleanly", errorFields(error)),
  );
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const current = serving;
  current.inFlight++;
  res.once("close", () => {
    current.inFlight--;
    stopWhenIdle(current);
  });
  current.generation.handle(req, res);
});

let switching = false;
/** Serves the release `current` points at, if it is not the one served already. */
async function followLiveRelease(): Promise<void> {
  const next = liveRelease();
  if (switching || next === null || next === serving.generation.release) return;
  switching = true;
  const started = performance.now();
  try {
    const generation = await load(next, false);
    const old = serving;
    serving = { generation, inFlight: 0, retired: false };
    old.retired = true;
    log("info", "now serving another release", {
      release: next,
      previous: old.generation.release,
      loadMs: Math.round(performance.now() - started),
    });
    stopWhenIdle(old);
    // A request that never ends must not keep the old outbox open for ever.
    setTimeout(() => {
      old.inFlight = 0;
      stopWhenIdle(old);
    }, 120_000).unref();
  } catch (error) {
    log("alert", "the release that went live could not be loaded: still serving the previous one", {
      release: next,
      ...errorFields(error),
    });
  } finally {
    switching = false;
  }
}

// A switch is a symlink renamed over another: looking once a second costs one readlink.
setInterval(() => void followLiveRelease(), 1000).unref();
process.on("SIGHUP", () => void followLiveRelease());

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log("info", `site ready at http://${config.HOST === "127.0.0.1" ? "localhost" : config.HOST}:${port}`, {
    release: serving.generation.release,
  });
});

// Stop taking requests, then let the worker finish the sends in flight before the database closes.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log("info", `stopping (${signal}): finishing the requests and sends in flight`);
    server.close(() => {
      serving.generation.stop().then(
        () => {
          log("info", "stopped");
          process.exit(0);
        },
        (error: unknown) => {
          log("error", "enquiry delivery did not stop cleanly", errorFields(error));
          process.exit(1);
        },
      );
    });
    // Idle keep-alive connections would hold the close back.
    server.closeIdleConnections();
  });
}
