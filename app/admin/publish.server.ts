/**
 * Publish from the editor: asks for `npm run release` of the live code with the company's saved
 * content, run in the background by the runner (scripts/ops/publish.ts), and reads its progress
 * and outcome (app/publish/publish-files.server.ts). A failed build leaves the live site untouched and
 * its reason is the last line; the release before is one click away.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  leaveRequest,
  logFile,
  type PublishRequest,
  type PublishState,
  requestFile,
  takenRequestFile,
  stateFile,
} from "../publish/publish-files.server.ts";
import { log } from "../log.server.ts";

export type { PublishState } from "../publish/publish-files.server.ts";
export { type LiveRelease, liveReleaseInfo } from "../publish/publish-files.server.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

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
      return {
        ...state,
        status: "failed",
        outcome: { status: "failed", stage: "copy", cause: { kind: "stopped" }, seconds: 0 },
        message: "it stopped before it finished (its runner is gone)",
      };
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

/** A request no runner has taken after this long is said to be stuck, and may be asked again. */
export const requestTakenWithinMs = 60_000;

/** Where a request is: waiting, or taken by a runner that has not yet said it runs (scripts/ops/publish.ts). */
const requestFiles = (dataDir: string) => [requestFile(dataDir), takenRequestFile(dataDir)];

/** The request waiting for the runner, with its age; undefined when none. */
export function pendingRequest(dataDir: string): (PublishRequest & { ageMs: number }) | undefined {
  for (const file of requestFiles(dataDir)) {
    try {
      const request = JSON.parse(readFileSync(file, "utf8")) as PublishRequest;
      return { ...request, ageMs: Math.max(0, Date.now() - Date.parse(request.at)) };
    } catch {
      // Not there (or being written): the next one.
    }
  }
  return undefined;
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
  if (publishState(dataDir)?.status === "running") return false;
  const waiting = pendingRequest(dataDir);
  if (waiting && waiting.ageMs < requestTakenWithinMs) return false;
  if (waiting) for (const file of requestFiles(dataDir)) rmSync(file, { force: true });
  if (!leaveRequest(dataDir, kind, by)) return false;
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
