/**
 * `npm start`: serves the live release (RELEASES_DIR/current, made by `npm run release`), or,
 * when there is none, this checkout's own build (BUILD_DIR, built first when missing). PORT and
 * HOST say where it listens (default 127.0.0.1:3000). Everything it logs is one JSON object per
 * line (app/log.server.ts).
 *
 * This process holds the listening socket and hands every connection it accepts to the process
 * that serves the site (server/generation-process.ts), which follows each release and rollback
 * in place: the next request gets the new site. That process then asks to be replaced, since the
 * release it left stays in its memory: this one starts a fresh process, hands it the new
 * connections once it is ready, and tells the old one to finish and end (ADR 0024). The socket is
 * never closed, so no request is refused.
 */
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { existsSync, realpathSync, watch as watchFolder } from "node:fs";
import { createServer, type Socket } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { exitOnUncaughtErrors, log } from "../app/log.server.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { keepCompiledCode } from "./compile-cache.ts";
import { buildDirOf, codeRoot } from "./generation.ts";
import { liveRelease, markServing } from "./release-links.ts";
import type { FromServing, ServingOptions, ToServing } from "./generation-process.ts";

exitOnUncaughtErrors();

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
keepCompiledCode(process.env.DATA_DIR);
// Each fresh serving process is started from this process's own folder, through every release
// after it: the release it is in must outlive the releases' pruning.
try {
  markServing(releasesDir, codeRoot);
} catch (error) {
  log("warn", `could not record the release this server runs from: ${(error as Error).message}`);
}
const generationProcess = fileURLToPath(new URL("./generation-process.ts", import.meta.url));

interface Serving {
  /** The release it served when it said it was ready. */
  release: string | null;
  child: ChildProcess;
  retired: boolean;
}

/**
 * The Node a fresh serving process runs on: the live release's own, which is kept as long as that
 * release is live, rather than the one this process started with, whose release (and its copy of
 * the packages) may have been pruned since (scripts/ops/release.ts `pruneModules`).
 */
function liveNode(): string {
  try {
    return realpathSync(join(releasesDir, "current", "node_modules", ".bin", "node"));
  } catch {
    return process.execPath;
  }
}

/** The first serving process mends what the last server left (services.server.ts). */
let first = true;
/** Every serving process still running: the one serving, and any retiring. */
const living = new Set<ChildProcess>();
let stopping = false;

/** Starts a serving process; resolves once it answers, rejects with why it could not. */
function start(): Promise<Serving> {
  const child = fork(generationProcess, [JSON.stringify({ releasesDir, first } satisfies ServingOptions)], {
    execPath: liveNode(),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "json",
  });
  first = false;
  living.add(child);
  child.once("exit", () => living.delete(child));
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    const failed = (why: string) => {
      if (settled) return;
      settled = true;
      child.kill("SIGKILL");
      reject(new Error(why));
    };
    child.on("message", (message: FromServing) => {
      if (message.type === "ready" && !settled) {
        settled = true;
        resolvePromise({ release: message.release, child, retired: false });
      } else if (message.type === "failed") failed(message.error);
    });
    child.once("exit", (code) => failed(`its process ended (${code}) before it was ready`));
    child.on("error", (error) => failed(error.message));
  });
}

const release = liveRelease(releasesDir);
// A build from before the editor had its own app (ADR 0042) is built again too: without it, nobody
// could sign in to the editor.
const built = ["server/index.js", "admin/server/index.js"].every((entry) =>
  existsSync(resolve(buildDirOf(config), entry)),
);
if (release === null && !built) {
  // The child inherits BUILD_DIR (and any SITE_CONTENT_OVERRIDES), so it builds what we serve.
  log("info", `no build found in ${config.BUILD_DIR}/: building the site first (npm run build)`);
  const result = spawnSync("npm", ["run", "build"], { cwd: codeRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let serving: Serving;
try {
  serving = await start();
} catch (error) {
  log("error", `not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
watch(serving);

/** The serving process ending on its own is a crash: this one ends too, for systemd to restart. */
function watch(current: Serving): void {
  current.child.on("message", (message: FromServing) => {
    if (message.type === "replace-me") void replace(current);
  });
  current.child.once("exit", (code, signal) => {
    if (current.retired) {
      log("info", "the replaced process's requests are done; it has stopped", {
        ...(code ? { exitCode: code } : {}),
      });
      return;
    }
    if (stopping) return;
    log("alert", "the site's process ended: stopping, to be started again", {
      release: current.release,
      exitCode: code,
      signal,
    });
    process.exit(1);
  });
}

let replacing = false;
/** A fresh process for the live release, once the serving one has served another before it. */
async function replace(old: Serving): Promise<void> {
  if (replacing || stopping || old !== serving) return;
  replacing = true;
  const started = performance.now();
  try {
    const fresh = await start();
    if (stopping) return void fresh.child.kill("SIGTERM");
    serving = fresh;
    watch(fresh);
    old.retired = true;
    if (old.child.connected) old.child.send({ type: "retire" } satisfies ToServing);
    log("info", "a fresh process serves the site; the previous one finishes and ends", {
      release: fresh.release,
      startMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    log("error", "a fresh process could not start: the previous one goes on serving", {
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    replacing = false;
  }
}

/** A connection, handed as it is (nothing read from it yet) to the generation serving. */
function handOver(socket: Socket): void {
  const { child } = serving;
  if (!child.connected) return void socket.destroy();
  child.send({ type: "connection" } satisfies ToServing, socket, { keepOpen: false }, (error) => {
    if (error) socket.destroy();
  });
}

const server = createServer({ pauseOnConnect: true }, handOver);
server.on("error", (error) => {
  log("error", `not starting: ${error.message}`);
  process.exit(1);
});

const follow = () => {
  if (serving.child.connected) serving.child.send({ type: "follow" } satisfies ToServing);
};
// `systemctl reload foundry` (SIGHUP): look at RELEASES_DIR/current now (it does every second).
process.on("SIGHUP", follow);
// A switch renames a new `current` link into the folder: followed as it happens rather than at
// the next look (up to a second of a publish). Without the folder, or when watching fails, the
// looks every second are enough.
if (existsSync(releasesDir)) {
  try {
    const watcher = watchFolder(releasesDir, (_event, name) => {
      if (name === "current") follow();
    });
    watcher.on("error", () => watcher.close());
    watcher.unref();
  } catch {
    // e.g. out of inotify watches: the once-a-second look stays
  }
}

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log("info", `site ready at http://${config.HOST === "127.0.0.1" ? "localhost" : config.HOST}:${port}`, {
    release: serving.release,
  });
});

// Stop taking connections, then let every generation finish its requests and sends in flight
// before its database closes (a retiring one may still be at it).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log("info", `stopping (${signal}): finishing the requests and sends in flight`);
    server.close();
    const codes = [...living].map(
      (child) =>
        new Promise<number | null>((resolvePromise) => {
          if (child.exitCode !== null) return resolvePromise(child.exitCode);
          child.once("exit", resolvePromise);
          if (child.connected) child.send({ type: "retire" } satisfies ToServing);
        }),
    );
    void Promise.all(codes).then((ended) => {
      const clean = ended.every((code) => code === 0);
      if (clean) log("info", "stopped");
      else log("error", "enquiry delivery did not stop cleanly", { exitCodes: ended.join(",") });
      process.exit(clean ? 0 : 1);
    });
  });
}
