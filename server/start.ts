/**
 * `npm start`: serves the live release (RELEASES_DIR/current, made by `npm run release`), or,
 * when there is none, this checkout's own build (BUILD_DIR, built first when missing). PORT and
 * HOST say where it listens (default 127.0.0.1:3000). Everything it logs is one JSON object per
 * line (app/log.server.ts).
 *
 * This process holds the listening socket and nothing else: each release is served by a process
 * of its own (server/generation-process.ts), to which it hands every connection it accepts. When
 * another release goes live (`npm run release`, `npm run rollback`, or SIGHUP), it starts that
 * release's process, and once it is ready hands the new connections there; the old one answers
 * what it has, tells its clients to come back on new connections, finishes its sends and ends,
 * and its memory with it (ADR 0024). The socket is never closed, so no request is refused during
 * a switch.
 */
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { existsSync, readlinkSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { errorFields, log } from "../app/log.server.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { buildDirOf, codeRoot } from "./generation.ts";
import type { FromGeneration, ToGeneration } from "./generation-process.ts";

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
const generationProcess = fileURLToPath(new URL("./generation-process.ts", import.meta.url));

/** The live release's id (RELEASES_DIR/current points at its folder), or null when there is none. */
function liveRelease(): string | null {
  try {
    return basename(readlinkSync(currentLink));
  } catch {
    return null;
  }
}

interface Generation {
  release: string | null;
  child: ChildProcess;
  retired: boolean;
}

/** The first generation of this process mends what the last one left (services.server.ts). */
let first = true;
/** Every generation's process still running: the one serving, and any retiring. */
const living = new Set<ChildProcess>();
let stopping = false;

/** Starts a release's process; resolves once it answers, rejects with why it could not. */
function start(release: string | null): Promise<Generation> {
  const child = fork(generationProcess, [], {
    env: { ...process.env, FOUNDRY_GENERATION: JSON.stringify({ release, releasesDir, first }) },
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
    child.once("message", (message: FromGeneration) => {
      if (message.type === "ready" && !settled) {
        settled = true;
        resolvePromise({ release, child, retired: false });
      } else if (message.type === "failed") failed(message.error);
    });
    child.once("exit", (code) => failed(`its process ended (${code}) before it was ready`));
    child.on("error", (error) => failed(error.message));
  });
}

const release = liveRelease();
if (release === null && !existsSync(resolve(buildDirOf(config), "server/index.js"))) {
  // The child inherits BUILD_DIR (and any SITE_CONTENT_OVERRIDES), so it builds what we serve.
  log("info", `no build found in ${config.BUILD_DIR}/: building the site first (npm run build)`);
  const result = spawnSync("npm", ["run", "build"], { cwd: codeRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let serving: Generation;
try {
  serving = await start(release);
} catch (error) {
  log("error", `not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
watch(serving);

/** The live generation ending on its own is a crash: this process ends too, for systemd to restart. */
function watch(generation: Generation): void {
  generation.child.once("exit", (code, signal) => {
    if (generation.retired) {
      log("info", "the previous release's requests are done; it has stopped", {
        release: generation.release,
        ...(code ? { exitCode: code } : {}),
      });
      return;
    }
    if (stopping) return;
    log("alert", "the site's process ended: stopping, to be started again", {
      release: generation.release,
      exitCode: code,
      signal,
    });
    process.exit(1);
  });
}

/** A connection, handed as it is (nothing read from it yet) to the generation serving. */
function handOver(socket: Socket): void {
  const { child } = serving;
  if (!child.connected) return void socket.destroy();
  child.send({ type: "connection" } satisfies ToGeneration, socket, { keepOpen: false }, (error) => {
    if (error) socket.destroy();
  });
}

const server = createServer({ pauseOnConnect: true }, handOver);
server.on("error", (error) => {
  log("error", `not starting: ${error.message}`);
  process.exit(1);
});

let switching = false;
/** Serves the release `current` points at, if it is not the one served already. */
async function followLiveRelease(): Promise<void> {
  const next = liveRelease();
  if (switching || stopping || next === null || next === serving.release) return;
  switching = true;
  const started = performance.now();
  try {
    const generation = await start(next);
    const old = serving;
    serving = generation;
    watch(generation);
    old.retired = true;
    old.child.send({ type: "retire" } satisfies ToGeneration);
    log("info", "now serving another release", {
      release: next,
      previous: old.release,
      loadMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    log("alert", "the release that went live could not be loaded: still serving the previous one", {
      release: next,
      error: error instanceof Error ? error.message : String(error),
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
          if (child.connected) child.send({ type: "retire" } satisfies ToGeneration);
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
