/**
 * The editor's Publish, run (ADR 0020): takes the request the editor left in DATA_DIR/publish/ and
 * runs `npm run release` (or `rollback`) of the live release's own code, writing the progress and
 * the outcome the editor's page shows (app/publish/publish-files.server.ts). Started by the site's server
 * (PUBLISH_RUNNER=server, the default) or, in production, by systemd
 * (deploy/systemd/foundry-publish.path), because the site's own process may not write the
 * releases. Nothing asked: nothing done.
 *
 *   node scripts/ops/publish.ts [--settings FILE]
 *
 * With --daily it only asks, for the daily rebuild (deploy/systemd/foundry-daily.timer): what a
 * page without scripts shows of the date (a certificate's standing, the years of experience, the
 * copyright year) is written when the page is built, so the site is built again every night.
 * foundry-publish.path then runs it like any publish, after one that is running.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, realpathSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  leaveRequest,
  liveReleaseInfo,
  logFile,
  outcomeFile,
  outcomeVariable,
  progressFile,
  progressVariable,
  type PublishRequest,
  type PublishState,
  readOutcome,
  type ReleaseOutcome,
  requestFile,
  takenRequestFile,
  stateFile,
  watchRunnerVariable,
} from "../../app/publish/publish-files.server.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";
import { keepCompiledCode } from "../../server/compile-cache.ts";
import { writeWhole } from "../../app/content/write-whole.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const usage = "usage: node scripts/ops/publish.ts [--daily] [--settings FILE]";

/** Who a publish asked by the timer is by, on the editor's Publish page. */
export const dailyRebuild = "the daily rebuild";

/** Seconds since a `performance.now()`, to a tenth. */
const secondsSince = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function writeState(dataDir: string, state: PublishState): void {
  writeWhole(stateFile(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * The runner: takes the request and runs the live release's own `release.ts` (the live code with
 * the company's content; never code checked out but not released), writing its progress and its
 * outcome for the editor's page. Resolves with the outcome.
 */
export async function runPublish(
  dataDir: string,
  releaseCode: string,
  releasesDir?: string,
): Promise<PublishState | undefined> {
  const taken = takenRequestFile(dataDir);
  try {
    renameSync(requestFile(dataDir), taken);
  } catch {
    return undefined;
  }
  const request = JSON.parse(readFileSync(taken, "utf8")) as PublishRequest;
  rmSync(progressFile(dataDir), { force: true });
  rmSync(outcomeFile(dataDir), { force: true });
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
  // What was live before: a release killed without a word went live if another is live after.
  const liveBefore = releasesDir ? (liveReleaseInfo(releasesDir)?.id ?? null) : null;
  // Only now: until the state says running, the taken request says it is asked for.
  rmSync(taken, { force: true });
  // A process group of its own, which ends whole: the release stops itself when this process's
  // end of its input closes (this process died, however), and its group is ended here when it
  // ends or when this process is told to stop (issue 49: an orphan held the releases' lock).
  const child = spawn(
    process.execPath,
    [join(releaseCode, "scripts/ops/release.ts"), ...(request.kind === "publish" ? [] : [request.kind])],
    {
      cwd: releaseCode,
      env: {
        ...process.env,
        [progressVariable]: progressFile(dataDir),
        [outcomeVariable]: outcomeFile(dataDir),
        [watchRunnerVariable]: "1",
      },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    },
  );
  child.stdin.on("error", () => undefined);
  const endGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Ended already.
    }
  };
  const passOn = (signal: NodeJS.Signals) => () => endGroup(signal);
  const passed = (["SIGTERM", "SIGINT", "SIGHUP"] as const).map((signal) => {
    const handler = passOn(signal);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  let last = { stdout: "", stderr: "" };
  const keep = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
    output.write(chunk);
    const tail = chunk.toString().trim().split("\n").at(-1)?.trim();
    if (tail) last = { ...last, [stream]: tail };
  };
  child.stdout.on("data", keep("stdout"));
  child.stderr.on("data", keep("stderr"));
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      last = { ...last, stderr: error.message };
      resolve(-1);
    });
    child.once("close", resolve);
  });
  // Whatever it started and left: ended with it.
  endGroup("SIGKILL");
  for (const [signal, handler] of passed) process.off(signal, handler);
  await new Promise((resolve) => output.end(resolve));
  let outcome = readOutcome(dataDir);
  if (!outcome) {
    // It died without a word (killed): what it was making goes, by the same code's own tidying.
    spawnSync(process.execPath, [join(releaseCode, "scripts/ops/release.ts"), "tidy"], {
      cwd: releaseCode,
      env: process.env,
      stdio: "ignore",
      timeout: 120_000,
    });
    // Killed: it stopped, unless it had switched already (a preview promoted and a rollback go
    // live with an older release). A release's code older than its outcome file, which a
    // rollback may run, ends with its verdict only: its last line says why.
    const live = releasesDir ? liveReleaseInfo(releasesDir) : undefined;
    if (code === null)
      outcome =
        live && live.id !== liveBefore
          ? request.kind === "rollback"
            ? { status: "rolled back", release: live.id, from: liveBefore }
            : { status: "live", release: live.id, seconds: secondsSince(started) }
          : { status: "failed", stage: "copy", cause: { kind: "stopped" }, seconds: 0 };
  }
  const line = (code === 0 ? last.stdout : last.stderr || last.stdout).replace(/^[✓✗]\s*/, "");
  const finished: PublishState = {
    ...state,
    status: outcome ? (outcome.status === "failed" ? "failed" : "done") : code === 0 ? "done" : "failed",
    finishedAt: new Date().toISOString(),
    seconds: secondsSince(started),
    ...(outcome ? { outcome } : {}),
    message: line || outcomeLine(outcome) || `the release stopped (${code ?? "killed"})`,
  };
  writeState(dataDir, finished);
  return finished;
}

/** An outcome in a line of English, for the runner's own log when the release said nothing. */
function outcomeLine(outcome: ReleaseOutcome | undefined): string {
  if (!outcome) return "";
  if (outcome.status === "failed") return `${outcome.stage}: ${outcome.cause.kind}`;
  return `${outcome.status}: ${outcome.release}`;
}

// Run, not imported (the tests import runPublish); through a symlinked folder too.
if (import.meta.main)
  await runOperation(usage, async () => {
    const { config, args, flags } = invocation();
    if (args.length > 0 || [...flags].some((flag) => flag !== "daily")) throw new UsageError();
    if (flags.has("daily"))
      return leaveRequest(resolve(config.DATA_DIR), "publish", dailyRebuild)
        ? `✓ Asked for ${dailyRebuild}; the publish runner takes it.`
        : "A publish is asked for already: it rebuilds the site too.";
    keepCompiledCode(resolve(config.DATA_DIR));
    const releasesDir = resolve(root, config.RELEASES_DIR);
    // The live code publishes: a checkout pulled but not released is not what visitors run.
    const live = join(releasesDir, "current");
    const code = existsSync(live) ? realpathSync(live) : root;
    const outcome = await runPublish(resolve(config.DATA_DIR), code, releasesDir);
    if (!outcome) return "Nothing asked to publish.";
    if (outcome.status !== "done")
      throw new OperationError(`${outcome.kind} failed: ${outcome.message ?? ""}`);
    return `✓ ${outcome.kind} done by ${outcome.by} in ${outcome.seconds ?? 0} s: ${outcome.message ?? ""}`;
  });
