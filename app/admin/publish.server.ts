/**
 * Publish from the editor: `npm run release` of the live code with the company's saved content
 * (scripts/ops/release.ts takes it from DATA_DIR/content-history), run in the background by
 * scripts/ops/publish.ts; the request, progress and outcome are files in DATA_DIR/publish/, so the
 * page can tell them whichever release's code answers it (the server loads the new release's code
 * when it goes live). A failed build leaves the live site untouched and its reason is the last
 * line; the release before is one click away.
 */
import { spawn } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "../log.server.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface PublishState {
  kind: "publish" | "rollback" | "preview";
  by: string;
  startedAt: string;
  pid: number;
  status: "running" | "done" | "failed";
  finishedAt?: string;
  seconds?: number;
  /** The release's own last line: what went live, or why nothing did. */
  message?: string;
}

const folderOf = (dataDir: string) => join(dataDir, "publish");
const stateFile = (dataDir: string) => join(folderOf(dataDir), "state.json");
const logFile = (dataDir: string) => join(folderOf(dataDir), "output.log");

function writeState(dataDir: string, state: PublishState): void {
  const temporary = `${stateFile(dataDir)}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, stateFile(dataDir));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The last publish or rollback, as it stands (one whose process is gone is said to have failed). */
export function publishState(dataDir: string): PublishState | undefined {
  if (!existsSync(stateFile(dataDir))) return undefined;
  try {
    const state = JSON.parse(readFileSync(stateFile(dataDir), "utf8")) as PublishState;
    if (state.status === "running" && !alive(state.pid))
      return { ...state, status: "failed", message: "it stopped before it finished (the server restarted)" };
    return state;
  } catch {
    return undefined;
  }
}

/** The last lines the release wrote, for the progress shown. */
export function publishOutput(dataDir: string, lines = 14): string {
  if (!existsSync(logFile(dataDir))) return "";
  return (
    readFileSync(logFile(dataDir), "utf8")
      // Colours and progress bars are for terminals.
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "")
      .split(/\r?\n|\r/)
      .filter((line) => line.trim())
      .slice(-lines)
      .join("\n")
  );
}

const requestFile = (dataDir: string) => join(folderOf(dataDir), "request.json");

interface PublishRequest {
  kind: PublishState["kind"];
  by: string;
  at: string;
}

/** A request no runner has taken after this long is said to be stuck, and may be asked again. */
export const requestTakenWithinMs = 60_000;

/** The request waiting for the runner, with its age; undefined when none. */
export function pendingRequest(dataDir: string): (PublishRequest & { ageMs: number }) | undefined {
  try {
    const request = JSON.parse(readFileSync(requestFile(dataDir), "utf8")) as PublishRequest;
    return { ...request, ageMs: Math.max(0, Date.now() - Date.parse(request.at)) };
  } catch {
    return undefined;
  }
}

/**
 * Asks for a publish (or a rollback) unless one is asked for or running; false when one is. The
 * request is a file in DATA_DIR/publish/, taken by the runner (scripts/ops/publish.ts): started
 * here when PUBLISH_RUNNER is "server", or by systemd's foundry-publish.path in production, where
 * the site's own process may not write the releases (deploy/systemd, DEPLOY.md). A request nobody
 * took within a minute is replaced. The runner is `code`'s (the live release's, by default).
 */
export function requestPublish(
  dataDir: string,
  kind: PublishState["kind"],
  by: string,
  runner: "server" | "systemd",
  code = codeRoot,
): boolean {
  mkdirSync(folderOf(dataDir), { recursive: true });
  if (publishState(dataDir)?.status === "running") return false;
  const waiting = pendingRequest(dataDir);
  if (waiting && waiting.ageMs < requestTakenWithinMs) return false;
  if (waiting) rmSync(requestFile(dataDir), { force: true });
  const request: PublishRequest = { kind, by, at: new Date().toISOString() };
  try {
    // "wx": of two presses at once, one asks.
    writeFileSync(requestFile(dataDir), JSON.stringify(request), { flag: "wx" });
  } catch {
    return false;
  }
  if (runner === "server") {
    // Its folder is the release's, not the checkout the settings were given in: a relative
    // DATA_DIR would name another folder there.
    const child = spawn(process.execPath, [join(code, "scripts/ops/publish.ts")], {
      cwd: code,
      env: { ...process.env, DATA_DIR: resolve(dataDir) },
      stdio: "ignore",
    });
    child.once("error", (error) => log("error", "the publish could not start", { error: error.message }));
  }
  return true;
}

/**
 * The runner: takes the request and runs the live release's own `release.ts` (the live code with
 * the company's content; never code checked out but not released), writing its progress and its
 * outcome for the editor's page. Resolves with the outcome.
 */
export async function runPublish(dataDir: string, releaseCode: string): Promise<PublishState | undefined> {
  const taken = `${requestFile(dataDir)}.taken`;
  try {
    renameSync(requestFile(dataDir), taken);
  } catch {
    return undefined;
  }
  const request = JSON.parse(readFileSync(taken, "utf8")) as PublishRequest;
  rmSync(taken, { force: true });
  const output = createWriteStream(logFile(dataDir));
  output.on("error", () => undefined);
  const started = performance.now();
  const state: PublishState = {
    kind: request.kind,
    by: request.by,
    startedAt: new Date().toISOString(),
    pid: process.pid,
    status: "running",
  };
  writeState(dataDir, state);
  const child = spawn(
    process.execPath,
    [join(releaseCode, "scripts/ops/release.ts"), ...(request.kind === "publish" ? [] : [request.kind])],
    { cwd: releaseCode, env: process.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let last = { stdout: "", stderr: "" };
  // The end of what it said, in memory: the log file may not be written out yet when it ends.
  let said = "";
  const keep = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
    output.write(chunk);
    said = (said + chunk.toString()).slice(-64 * 1024);
    const tail = chunk.toString().trim().split("\n").at(-1)?.trim();
    if (tail) last = { ...last, [stream]: tail };
  };
  child.stdout.on("data", keep("stdout"));
  child.stderr.on("data", keep("stderr"));
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      said += `\n${error.message}`;
      resolve(-1);
    });
    child.once("close", resolve);
  });
  await new Promise((resolve) => output.end(resolve));
  const verdict = (code === 0 ? last.stdout : last.stderr || last.stdout)
    .replace(/^[✓✗]\s*/, "")
    .replace(/^(Release|Preview) not made: /, "")
    .replace(/\.? The live site is as it was.*$/, "");
  // A content or photo mistake is the build's first line naming a file: the one to mend.
  const mistake =
    code === 0 ? undefined : /(?:content\/[\w/.-]+\.yaml:\d+|app\/images\/[\w.-]+): [^\n]+/.exec(said)?.[0];
  const finished: PublishState = {
    ...state,
    status: code === 0 ? "done" : "failed",
    finishedAt: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    message: mistake ?? (verdict || `the release stopped (${code})`),
  };
  writeState(dataDir, finished);
  return finished;
}

export interface LiveRelease {
  id: string;
  createdAt: string;
  /** The company's content it was built with (a commit of DATA_DIR/content-history). */
  content?: string | null;
  previous: string | null;
}

/** The release visitors are served (RELEASES_DIR/current), if any. */
export function liveReleaseInfo(releasesDir: string | undefined): LiveRelease | undefined {
  if (!releasesDir) return undefined;
  try {
    return JSON.parse(readFileSync(join(releasesDir, "current", "release.json"), "utf8")) as LiveRelease;
  } catch {
    return undefined;
  }
}
