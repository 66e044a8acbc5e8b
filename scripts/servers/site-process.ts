/**
 * The real server as a separate process, for the checks that must stop or load it from outside:
 * the kill -9 test (server/crash.test.ts) and the enquiry benchmark (scripts/bench/bench-enquiry.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** A releases folder that never exists: the tests' servers serve a build, not a release. */
export const noReleases = join(tmpdir(), "foundry-tests-serve-no-release");

/**
 * `node server/start.ts` on 127.0.0.1:`port` with the given settings, over the existing build. Its
 * log is dropped, errors shown; `output: "pipe"` hands both to the caller (child.stdout, stderr).
 */
export function startSiteProcess(
  port: number,
  env: Record<string, string>,
  {
    output = "errors",
    user,
  }: {
    output?: "errors" | "pipe";
    /** The service's own user, as systemd runs it (only when the tests run as root). */
    user?: { uid: number; gid: number };
  } = {},
): ChildProcess {
  return spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    ...user,
    stdio: output === "pipe" ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
    // The checkout's build, never a release a developer may have made here (RELEASES_DIR/current).
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RELEASES_DIR: noReleases, ...env },
  });
}

/**
 * A loopback port free at the moment of asking (the system picks it). Random ports from fixed
 * ranges collided between test files running side by side; a port the system hands out does not,
 * and the caller may keep it for restarts of its own server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Every line the process writes to stdout and stderr, as they arrive (started with output "pipe"). */
export function outputLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
    stream?.on("end", () => {
      if (rest) lines.push(rest);
    });
  }
  return lines;
}

/** Resolves with the exit code once the process has ended and its output is read; call it early. */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("close", (code) => resolve(code)));
}

/**
 * Resolves once GET /contact answers; fails after 90 s, or at once when `child` (the server's
 * process, if the caller has it) has ended. A readiness wait, not a timing goal: the server loads
 * four languages' builds in about a second, but beside the unit tests' builds and browsers on a
 * 2-core machine it once took longer than 45 s.
 */
export async function waitUntilUp(base: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `server at ${base} ended before it answered (exit ${child.exitCode ?? child.signalCode})`,
      );
    try {
      const response = await fetch(`${base}/contact`, { signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet, or too busy to answer in time
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${base} did not start within 90 s`);
}

/** The anti-forgery token a visitor's GET /contact sets, as a programmatic client reads it. */
export async function contactToken(base: string): Promise<string> {
  const response = await fetch(`${base}/contact`);
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("GET /contact set no XSRF-TOKEN cookie");
  return decodeURIComponent(cookie.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "");
}

export interface LoggedSite {
  child: ChildProcess;
  /** Everything it has written so far, stdout and stderr, one entry per line. */
  lines: string[];
  base: string;
}

/**
 * The server on a port the system picks, its output piped; resolves once it logs that it is ready
 * (the log line names the port), rejects with its output if it stops or stays silent for 15 s.
 */
export function startLoggedSite(env: Record<string, string>): Promise<LoggedSite> {
  const child = startSiteProcess(0, env, { output: "pipe" });
  const lines = outputLines(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearInterval(poll);
      child.kill("SIGKILL");
      reject(new Error(`${why}; its output:\n${lines.join("\n")}`));
    };
    const timeout = setTimeout(() => fail("the server did not get ready in 15 s"), 15_000);
    const poll = setInterval(() => {
      const ready = lines
        .map((line) => /"msg":"site ready at http:\/\/[^:]+:(\d+)"/.exec(line))
        .find(Boolean);
      if (!ready) return;
      clearInterval(poll);
      clearTimeout(timeout);
      child.off("exit", onExit);
      resolve({ child, lines, base: `http://127.0.0.1:${ready[1]}` });
    }, 25);
    const onExit = (code: number | null) => {
      clearTimeout(timeout);
      fail(`the server exited (${code}) before it was ready`);
    };
    child.once("exit", onExit);
  });
}
