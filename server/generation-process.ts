/**
 * The process that serves the site (ADR 0024), started by server/start.ts, which holds the
 * listening socket and hands it every connection. It serves the live release and follows every
 * switch in place (ADR 0018): it loads the new release's `server/generation.ts` beside the one it
 * serves and sends every new request there, so the next request after a release or rollback,
 * on whatever connection, gets the new site; the old generation answers what it had, then stops.
 *
 * A release's code, once loaded, stays in memory as long as its process lives (ES modules cannot
 * be unloaded). So after a switch this process asks to be replaced: the server process starts a
 * fresh one, which loads only the live release, hands it the new connections, and tells this one
 * to retire. Both serve the same release then: this one's answers say `Connection: close`, its
 * idle connections run out (never closed under a request a client may be sending), its worker
 * finishes its sends, and it ends, and its memory with it. It ends at once if the server process
 * is gone: a process nobody hands work to must not go on sending enquiries beside the next one.
 *
 * The server process gives it its ServingOptions as its argument and talks to it over the IPC
 * channel.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { errorFields, exitOnUncaughtErrors, log } from "../app/log.server.ts";
import { type Generation, startGeneration } from "./generation.ts";
import { liveRelease as liveReleaseIn } from "./release-links.ts";

/** Messages between the server process and the serving one. */
export type ToServing = { type: "connection" } | { type: "retire" } | { type: "follow" };
export type FromServing =
  | { type: "ready"; release: string | null }
  | { type: "failed"; error: string }
  /** It has served more than one release: memory a fresh process would not hold. */
  | { type: "replace-me" };

/**
 * Idle keep-alive connections are kept this much past what the answers advertise (Keep-Alive:
 * timeout=5): a client sending on one just as its timer would fire, with this process busy a
 * moment (loading a release holds it ~0.3 s), would otherwise find it closed (UND_ERR_SOCKET).
 */
export const keepAliveTimeoutMs = 5_000;
export const keepAliveBufferMs = 5_000;
/** A retiring process's longest wait for its connections (a request that never ends). */
const retireLimitMs = 120_000;

const send = (message: FromServing) => process.send?.(message);

exitOnUncaughtErrors();

/** What the server process says to a serving process it starts (its one argument, as JSON). */
export interface ServingOptions {
  releasesDir: string;
  /** The first of the server process: it mends what the last one left (services.server.ts). */
  first: boolean;
}
const { releasesDir, first } = JSON.parse(process.argv[2] ?? "{}") as ServingOptions;
const liveRelease = () => liveReleaseIn(releasesDir);

/** A generation from a release's own code, or from this checkout when there is no release. */
async function load(release: string | null, firstOfAll: boolean): Promise<Generation> {
  if (release === null) return startGeneration({ env: process.env, release, first: firstOfAll });
  const module = pathToFileURL(join(releasesDir, release, "server/generation.ts")).href;
  const { startGeneration: start } = (await import(module)) as { startGeneration: typeof startGeneration };
  // A release serves its own build, whatever BUILD_DIR the server process was given.
  return start({ env: { ...process.env, BUILD_DIR: "build" }, release, first: firstOfAll });
}

interface Serving {
  generation: Generation;
  /** Requests it is still answering. */
  inFlight: number;
  retired: boolean;
  stopped?: Promise<void>;
}

let serving: Serving;
/** Every generation loaded in this process, the one serving and those finishing. */
const generations = new Set<Serving>();
try {
  serving = { generation: await load(liveRelease(), first), inFlight: 0, retired: false };
  generations.add(serving);
} catch (error) {
  send({ type: "failed", error: errorFields(error).error });
  process.exit(1);
}

function stopWhenIdle(old: Serving): void {
  if (!old.retired || old.inFlight > 0 || old.stopped) return;
  old.stopped = old.generation.stop().then(
    () =>
      log("info", "the previous release's requests are done; it has stopped", {
        release: old.generation.release,
      }),
    (error: unknown) => log("error", "the previous release did not stop cleanly", errorFields(error)),
  );
}

let retiring = false;
const open = new Set<Socket>();

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  // Retiring: this answer is the connection's last, so the client opens its next one anew, which
  // the server process hands to the process that replaces this one.
  if (retiring) res.setHeader("Connection", "close");
  const current = serving;
  current.inFlight++;
  res.once("close", () => {
    current.inFlight--;
    stopWhenIdle(current);
  });
  current.generation.handle(req, res);
});
server.keepAliveTimeout = keepAliveTimeoutMs;
server.keepAliveTimeoutBuffer = keepAliveBufferMs;

let switching = false;
let replaceAsked = false;
/** Serves the release `current` points at, if it is not the one served already. */
async function followLiveRelease(): Promise<void> {
  const next = liveRelease();
  if (switching || retiring || next === null || next === serving.generation.release) return;
  switching = true;
  const started = performance.now();
  try {
    const generation = await load(next, false);
    const old = serving;
    serving = { generation, inFlight: 0, retired: false };
    generations.add(serving);
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
    }, retireLimitMs).unref();
    // The release left stays in this process's memory: a fresh process will serve instead.
    if (!replaceAsked) {
      replaceAsked = true;
      send({ type: "replace-me" });
    }
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

async function finish(code: number): Promise<void> {
  // Every generation this process loaded: the one serving, and any still finishing.
  const stops = [...generations].map((entry) => (entry.stopped ??= entry.generation.stop()));
  try {
    await Promise.all(stops);
  } catch (error) {
    log("error", "enquiry delivery did not stop cleanly", errorFields(error));
    code = 1;
  }
  process.exit(code);
}

/** Stops taking work: answers say Connection: close, idle connections run out, then it ends. */
function retire(): void {
  if (retiring) return;
  retiring = true;
  const done = () => {
    if (open.size === 0) void finish(0);
  };
  done();
  for (const socket of open) socket.once("close", done);
  setTimeout(() => {
    server.closeAllConnections();
    void finish(0);
  }, retireLimitMs).unref();
}

process.on("message", (message: ToServing, handle?: Socket) => {
  if (message.type === "connection" && handle) {
    open.add(handle);
    handle.once("close", () => open.delete(handle));
    server.emit("connection", handle);
    handle.resume();
  } else if (message.type === "retire") retire();
  else if (message.type === "follow") void followLiveRelease();
});
// systemd's stop sends every process of the unit SIGTERM: finish as a retiring process does.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, retire);
// The server process is gone (killed): nothing more comes; end now, as it did.
process.on("disconnect", () => process.exit(1));

send({ type: "ready", release: serving.generation.release });
