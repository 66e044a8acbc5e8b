/**
 * One generation of the site in a process of its own (ADR 0024), started by server/start.ts: it
 * loads a release's `server/generation.ts` (or this checkout's), answers the connections the
 * server process hands it, and when another release goes live, retires: its connections are told
 * to close after their next answer, idle ones close when their keep-alive runs out, its worker
 * finishes the sends in flight, and the process ends, taking the release's code and memory with
 * it. It ends at once if the server process is gone: a process nobody hands work to must not go
 * on sending enquiries beside the next one.
 *
 * The server process says which release in FOUNDRY_GENERATION ({"release": id | null,
 * "releasesDir", "first"}) and talks to it over the IPC channel.
 */
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { errorFields, log } from "../app/log.server.ts";
import type { startGeneration as StartGeneration } from "./generation.ts";

/** Messages between the server process and a generation. */
export type ToGeneration = { type: "connection" } | { type: "retire" };
export type FromGeneration = { type: "ready" } | { type: "failed"; error: string };

/**
 * Idle keep-alive connections are kept this much past what the answers advertise (Keep-Alive:
 * timeout=5): a client sending on one just as it would close, with this process busy a moment,
 * would otherwise find it closed (UND_ERR_SOCKET).
 */
export const keepAliveTimeoutMs = 5_000;
export const keepAliveBufferMs = 5_000;
/** A retiring generation's longest wait for its connections (a request that never ends). */
const retireLimitMs = 120_000;

const send = (message: FromGeneration) => process.send?.(message);

for (const event of ["uncaughtException", "unhandledRejection"] as const)
  process.on(event, (error: unknown) => {
    log("alert", "server stopped by an error of ours", errorFields(error));
    process.exit(1);
  });

const { release, releasesDir, first } = JSON.parse(process.env.FOUNDRY_GENERATION ?? "{}") as {
  release: string | null;
  releasesDir: string;
  first: boolean;
};

let server: Server;
let stop: () => Promise<void>;
let retiring = false;
const open = new Set<Socket>();
try {
  // A release serves its own code and build, whatever BUILD_DIR the server process was given.
  const module =
    release === null
      ? new URL("./generation.ts", import.meta.url).href
      : pathToFileURL(join(releasesDir, release, "server/generation.ts")).href;
  const { startGeneration } = (await import(module)) as { startGeneration: typeof StartGeneration };
  const generation = await startGeneration({
    env: release === null ? process.env : { ...process.env, BUILD_DIR: "build" },
    release,
    first,
  });
  stop = generation.stop;
  server = createServer((req, res) => {
    // Retiring: this answer is the connection's last, so the client opens its next one anew,
    // which the server process hands to the live release.
    if (retiring) res.setHeader("Connection", "close");
    generation.handle(req, res);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.keepAliveTimeoutBuffer = keepAliveBufferMs;
} catch (error) {
  send({ type: "failed", error: errorFields(error).error });
  process.exit(1);
}

async function finish(code: number): Promise<void> {
  try {
    await stop();
  } catch (error) {
    log("error", "enquiry delivery did not stop cleanly", errorFields(error));
    code = 1;
  }
  process.exit(code);
}

function retire(): void {
  if (retiring) return;
  retiring = true;
  const done = () => {
    if (open.size === 0) void finish(0);
  };
  done();
  for (const socket of open) socket.once("close", done);
  // Idle connections close when their keep-alive runs out; one that never ends is cut.
  setTimeout(() => {
    server.closeAllConnections();
    void finish(0);
  }, retireLimitMs).unref();
}

process.on("message", (message: ToGeneration, handle?: Socket) => {
  if (message.type === "connection" && handle) {
    open.add(handle);
    handle.once("close", () => open.delete(handle));
    server.emit("connection", handle);
    handle.resume();
  } else if (message.type === "retire") retire();
});
// The server process stops (systemd sends every process of the unit SIGTERM): finish as a
// retiring generation does.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, retire);
// The server process is gone (killed): nothing more comes; end now, as it did.
process.on("disconnect", () => process.exit(1));

send({ type: "ready" });
