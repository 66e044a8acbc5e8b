/**
 * The editor's Publish as a request and a runner: one request at a time, taken once; the runner
 * runs the given code's release script and records its outcome, a content mistake as the reason.
 * (The whole path, with a real release, is tests/e2e/publish.spec.ts.)
 */
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative as relativePath } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import {
  pendingRequest,
  publishOutput,
  publishState,
  requestPublish,
  requestTakenWithinMs,
} from "../../app/admin/publish.server.ts";
import { dailyRebuild, runPublish } from "./publish.ts";
import {
  progressFile,
  readProgress,
  type ReleaseOutcome,
  requestFile,
  takenRequestFile,
} from "../../app/publish/publish-files.server.ts";
import { failureReason } from "../../app/admin/publish-view.server.ts";
import type { ContentProblem } from "../../app/content/problems.ts";

const work = mkdtempSync(join(tmpdir(), "publish-runner-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A release script of our own making: what it prints, and how it ends. */
function releaseCode(name: string, script: string): string {
  const code = join(work, name);
  mkdirSync(join(code, "scripts/ops"), { recursive: true });
  writeFileSync(join(code, "scripts/ops/release.ts"), script);
  return code;
}

it("takes one request at a time, runs the release and records what went live", async () => {
  const dataDir = join(work, "data-ok");
  expect(requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd")).toBe(true);
  // A second press, while the first is asked for: refused.
  expect(requestPublish(dataDir, "publish", "omar@foundry.example", "systemd")).toBe(false);
  expect(pendingRequest(dataDir)).toBeDefined();
  const code = releaseCode(
    "ok",
    'console.log("▶ Building it");\nconsole.log("✓ Release 20261126-1 is live: built and checked in 40 s");\n',
  );
  const outcome = await runPublish(dataDir, code);
  expect(outcome).toMatchObject({ status: "done", by: "giulia@foundry.example", kind: "publish" });
  expect(outcome?.message).toBe("Release 20261126-1 is live: built and checked in 40 s");
  expect(publishState(dataDir)?.status).toBe("done");
  expect(publishOutput(dataDir)).toContain("▶ Building it");
  expect(pendingRequest(dataDir)).toBeUndefined();
  // Taken once: nothing left to run.
  expect(await runPublish(dataDir, code)).toBeUndefined();
});

it("a request a runner has taken is still asked for until the runner says it runs", () => {
  const dataDir = join(work, "data-taken");
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  // The runner's first step (publish.ts): the editor's page, read now, must not fall back on the
  // last publish's outcome, which it would show without refreshing itself.
  renameSync(requestFile(dataDir), takenRequestFile(dataDir));
  expect(pendingRequest(dataDir)).toMatchObject({ kind: "publish", by: "giulia@foundry.example" });
  expect(requestPublish(dataDir, "publish", "omar@foundry.example", "systemd")).toBe(false);
});

it("gives the release a file for its steps, read afresh for each publish", async () => {
  const dataDir = join(work, "data-steps");
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  // A release of its own making, recording its steps as the real one does (app/publish/publish-files.server.ts).
  const code = releaseCode(
    "steps",
    [
      'const { appendFileSync } = require("node:fs");',
      "const file = process.env.PUBLISH_PROGRESS_FILE;",
      'for (const step of [{ step: "copy" }, { step: "checked", pages: 84 }]) appendFileSync(file, JSON.stringify(step) + "\\n");',
      'console.log("✓ Release 20261127-1 is live");',
    ].join("\n"),
  );
  await runPublish(dataDir, code);
  expect(readProgress(dataDir).map(({ at: _at, ...step }) => step)).toEqual([
    { step: "copy" },
    { step: "checked", pages: 84 },
  ]);
  // A line the release has not finished writing (or a crash cut) leaves the others readable.
  appendFileSync(progressFile(dataDir), '{"step":"swi');
  expect(readProgress(dataDir)).toHaveLength(2);
  // The next publish starts with no steps of the last one's.
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  await runPublish(dataDir, releaseCode("quiet", 'console.log("✓ Release 20261127-2 is live");\n'));
  expect(readProgress(dataDir)).toEqual([]);
});

it("records a failed release's outcome as the release wrote it, and words it in the editor's language", async () => {
  const dataDir = join(work, "data-failed");
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  // The release's outcome is data (app/publish/contract.ts); what it printed is only its log.
  const problem: ContentProblem = {
    file: "content/it/home.yaml",
    line: 12,
    field: ["hero", "title"],
    detail: { code: "empty" },
  };
  const outcome: ReleaseOutcome = {
    status: "failed",
    stage: "build",
    cause: { kind: "content", problems: [problem] },
    seconds: 3,
  };
  const code = releaseCode(
    "failed",
    [
      `require("node:fs").writeFileSync(process.env.PUBLISH_OUTCOME_FILE, ${JSON.stringify(JSON.stringify(outcome))});`,
      'console.error("✗ Release not made: the build failed: 1 content problem(s), listed above. The live site is as it was (20261126-1).");',
      "process.exit(1);",
    ].join("\n"),
  );
  const state = await runPublish(dataDir, code);
  expect(state).toMatchObject({ status: "failed", outcome });
  expect(failureReason("it", state!, 0)).toBe("1 cosa da correggere nei testi, elencata qui sotto");

  // A busy machine: said as such, with what to do, in each language.
  const timedOut = releaseCode(
    "timed-out",
    `require("node:fs").writeFileSync(process.env.PUBLISH_OUTCOME_FILE, JSON.stringify({ status: "failed", stage: "check", cause: { kind: "timed out", detail: "/gallery timed out" }, seconds: 600 }));\nprocess.exit(1);\n`,
  );
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  const busy = (await runPublish(dataDir, timedOut))!;
  expect(failureReason("it", busy, 0)).toMatch(/troppo occupato.*pubblica di nuovo/);
  expect(failureReason("en", busy, 0)).toMatch(/too busy.*publish again/);

  // A production site with values still to give (issue 51): counted, with what to do, in each
  // language; the Publish page lists each below, linked to its field.
  const gate = releaseCode(
    "gate",
    `require("node:fs").writeFileSync(process.env.PUBLISH_OUTCOME_FILE, JSON.stringify({ status: "failed", stage: "build", cause: { kind: "placeholders", places: [{ file: "site", path: "company.name", value: "\\"{Company}\\"" }, { file: "site", path: "phone.display", value: "\\"+39 000 000 0000\\"" }] }, seconds: 2 }));\nprocess.exit(1);\n`,
  );
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  const refused = (await runPublish(dataDir, gate))!;
  expect(refused.outcome).toMatchObject({ cause: { kind: "placeholders" } });
  expect(failureReason("it", refused, 0)).toMatch(/ancora 2 valori da inserire.*pubblica di nuovo/);
  expect(failureReason("en", refused, 0)).toMatch(/still has 2 values to give.*publish again/);

  // A release's code from before outcomes were written: its last line, never a blank.
  const rollback = releaseCode(
    "stopped",
    'console.error("✗ no earlier release to go back to");\nprocess.exit(1);\n',
  );
  requestPublish(dataDir, "rollback", "giulia@foundry.example", "systemd");
  const old = (await runPublish(dataDir, rollback))!;
  expect(old.message).toBe("no earlier release to go back to");
  expect(failureReason("en", old, 0)).toContain("no earlier release to go back to");
});

it("gives the runner the data folder the server was given, wherever the release's code is", async () => {
  // The README's default is relative (./data): the runner starts in the release's folder.
  const code = join(work, "release-code");
  mkdirSync(join(code, "scripts/ops"), { recursive: true });
  const seen = join(work, "runner-saw.json");
  writeFileSync(
    join(code, "scripts/ops/publish.ts"),
    `require("node:fs").writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ dataDir: require("node:path").resolve(process.env.DATA_DIR ?? "./data"), cwd: process.cwd() }));\n`,
  );
  const relative = relativePath(process.cwd(), join(work, "data-relative"));
  expect(requestPublish(relative, "publish", "giulia@foundry.example", "server", code)).toBe(true);
  await expect.poll(() => existsSync(seen), { timeout: 10_000 }).toBe(true);
  expect(JSON.parse(readFileSync(seen, "utf8"))).toEqual({ dataDir: join(work, "data-relative"), cwd: code });
});

it("says when nobody took a request within a minute, and lets it be asked again", () => {
  const dataDir = join(work, "data-stuck");
  expect(requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd")).toBe(true);
  expect(pendingRequest(dataDir)?.ageMs).toBeLessThan(requestTakenWithinMs);
  expect(requestPublish(dataDir, "publish", "omar@foundry.example", "systemd")).toBe(false);
  // Two minutes later, still there: the runner never came.
  const request = JSON.parse(readFileSync(join(dataDir, "publish/request.json"), "utf8")) as { at: string };
  request.at = new Date(Date.now() - 2 * 60_000).toISOString();
  writeFileSync(join(dataDir, "publish/request.json"), JSON.stringify(request));
  expect(pendingRequest(dataDir)?.ageMs).toBeGreaterThanOrEqual(requestTakenWithinMs);
  expect(requestPublish(dataDir, "publish", "omar@foundry.example", "systemd")).toBe(true);
  expect(pendingRequest(dataDir)).toMatchObject({ by: "omar@foundry.example" });
});

it("asks for the daily rebuild from the timer, once, and the runner builds it like a publish", async () => {
  const dataDir = join(work, "data-daily");
  const script = fileURLToPath(new URL("./publish.ts", import.meta.url));
  const daily = () =>
    spawnSync(process.execPath, [script, "--daily"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
  const first = daily();
  expect(first.status).toBe(0);
  expect(first.stdout).toContain(dailyRebuild);
  expect(pendingRequest(dataDir)).toMatchObject({ kind: "publish", by: dailyRebuild });
  // Asked already (by the editor or by yesterday's timer): one rebuild, not two.
  expect(daily().stdout).toMatch(/asked for already/);
  const code = releaseCode("daily", 'console.log("✓ Release 20261128-1 is live");\n');
  expect(await runPublish(dataDir, code)).toMatchObject({ status: "done", by: dailyRebuild });
});
