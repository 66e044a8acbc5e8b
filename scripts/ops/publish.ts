/**
 * The editor's Publish, run (ADR 0020): takes the request the editor left in DATA_DIR/publish/ and
 * runs `npm run release` (or `rollback`) of the live release's own code, writing the progress and
 * the outcome the editor's page shows (publish-files.ts). Started by the site's server
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
import { spawn } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  leaveRequest,
  logFile,
  progressFile,
  progressVariable,
  type PublishRequest,
  type PublishState,
  requestFile,
  takenRequestFile,
  stateFile,
} from "./publish-files.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";
import { keepCompiledCode } from "../../server/compile-cache.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const usage = "usage: node scripts/ops/publish.ts [--daily] [--settings FILE]";

/** Who a publish asked by the timer is by, on the editor's Publish page. */
export const dailyRebuild = "the daily rebuild";

function writeState(dataDir: string, state: PublishState): void {
  const temporary = `${stateFile(dataDir)}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, stateFile(dataDir));
}

/**
 * The runner: takes the request and runs the live release's own `release.ts` (the live code with
 * the company's content; never code checked out but not released), writing its progress and its
 * outcome for the editor's page. Resolves with the outcome.
 */
export async function runPublish(dataDir: string, releaseCode: string): Promise<PublishState | undefined> {
  const taken = takenRequestFile(dataDir);
  try {
    renameSync(requestFile(dataDir), taken);
  } catch {
    return undefined;
  }
  const request = JSON.parse(readFileSync(taken, "utf8")) as PublishRequest;
  rmSync(progressFile(dataDir), { force: true });
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
  // Only now: until the state says running, the taken request says it is asked for.
  rmSync(taken, { force: true });
  const child = spawn(
    process.execPath,
    [join(releaseCode, "scripts/ops/release.ts"), ...(request.kind === "publish" ? [] : [request.kind])],
    {
      cwd: releaseCode,
      env: { ...process.env, [progressVariable]: progressFile(dataDir) },
      stdio: ["ignore", "pipe", "pipe"],
    },
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
    const outcome = await runPublish(resolve(config.DATA_DIR), code);
    if (!outcome) return "Nothing asked to publish.";
    if (outcome.status !== "done")
      throw new OperationError(`${outcome.kind} failed: ${outcome.message ?? ""}`);
    return `✓ ${outcome.kind} done by ${outcome.by} in ${outcome.seconds ?? 0} s: ${outcome.message ?? ""}`;
  });
