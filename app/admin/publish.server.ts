/**
 * Publish from the editor: `npm run release` of the live code with the company's saved content
 * (scripts/ops/release.ts takes it from DATA_DIR/content-history), run in the background; its
 * progress and outcome in DATA_DIR/publish/, so the page can tell them whichever release's code
 * answers it (the server loads the new release's code when it goes live). A failed build leaves
 * the live site untouched and its reason is the last line; the release before is one click away.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "../log.server.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface PublishState {
  kind: "publish" | "rollback";
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

/**
 * Starts a publish (or a rollback) unless one is running; false when one is. The release runs as
 * a child of this server with its settings, so it builds, checks and switches exactly as
 * `npm run release` would on the server.
 */
export function startPublish(dataDir: string, kind: PublishState["kind"], by: string): boolean {
  mkdirSync(folderOf(dataDir), { recursive: true });
  if (publishState(dataDir)?.status === "running") return false;
  const output = createWriteStream(logFile(dataDir));
  output.on("error", (error) =>
    log("error", "the publish's log could not be written", { error: error.message }),
  );
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(codeRoot, "scripts/ops/release.ts"), ...(kind === "rollback" ? ["rollback"] : [])],
    { cwd: codeRoot, env: process.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const state: PublishState = {
    kind,
    by,
    startedAt: new Date().toISOString(),
    pid: child.pid ?? 0,
    status: "running",
  };
  writeState(dataDir, state);
  let last = { stdout: "", stderr: "" };
  // The end of what it said, in memory: the log file may not be written out yet when it ends.
  let said = "";
  const keep = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
    output.write(chunk);
    said = (said + chunk.toString()).slice(-64 * 1024);
    const lines = chunk.toString().trim().split("\n");
    const tail = lines.at(-1)?.trim();
    if (tail) last = { ...last, [stream]: tail };
  };
  child.stdout.on("data", keep("stdout"));
  child.stderr.on("data", keep("stderr"));
  let finished = false;
  const finish = (ok: boolean, message: string) => {
    if (finished) return;
    finished = true;
    output.end();
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    writeState(dataDir, {
      ...state,
      status: ok ? "done" : "failed",
      finishedAt: new Date().toISOString(),
      seconds,
      message,
    });
    log(ok ? "info" : "warn", ok ? `${kind} done` : `${kind} failed`, { seconds, message });
  };
  child.once("error", (error) => finish(false, `the release could not start: ${error.message}`));
  child.once("close", (code) => {
    const verdict = (code === 0 ? last.stdout : last.stderr || last.stdout)
      .replace(/^[✓✗]\s*/, "")
      .replace(/^Release not made: /, "")
      .replace(/\.? The live site is as it was.*$/, "");
    // A content mistake is the build's first line naming a file: the one to mend.
    const mistake = code === 0 ? undefined : /content\/[\w/.-]+\.yaml:\d+: [^\n]+/.exec(said)?.[0];
    finish(code === 0, mistake ?? verdict);
  });
  return true;
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
