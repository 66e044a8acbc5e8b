/**
 * The editor's Publish as a request and a runner: one request at a time, taken once; the runner
 * runs the given code's release script and records its outcome, a content mistake as the reason.
 * (The whole path, with a real release, is tests/e2e/publish.spec.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { publishAsked, publishOutput, publishState, requestPublish, runPublish } from "./publish.server.ts";

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
  expect(publishAsked(dataDir)).toBe(true);
  const code = releaseCode(
    "ok",
    'console.log("▶ Building it");\nconsole.log("✓ Release 20261126-1 is live: built and checked in 40 s");\n',
  );
  const outcome = await runPublish(dataDir, code);
  expect(outcome).toMatchObject({ status: "done", by: "giulia@foundry.example", kind: "publish" });
  expect(outcome?.message).toBe("Release 20261126-1 is live: built and checked in 40 s");
  expect(publishState(dataDir)?.status).toBe("done");
  expect(publishOutput(dataDir)).toContain("▶ Building it");
  expect(publishAsked(dataDir)).toBe(false);
  // Taken once: nothing left to run.
  expect(await runPublish(dataDir, code)).toBeUndefined();
});

it("records a failed release with the content mistake as its reason", async () => {
  const dataDir = join(work, "data-failed");
  requestPublish(dataDir, "publish", "giulia@foundry.example", "systemd");
  const code = releaseCode(
    "failed",
    [
      'console.error("✗ content/it/home.yaml:12: hero › title: empty: expected a text");',
      'console.error("✗ Release not made: the build failed (its reasons are above). The live site is as it was (20261126-1).");',
      "process.exit(1);",
    ].join("\n"),
  );
  const outcome = await runPublish(dataDir, code);
  expect(outcome?.status).toBe("failed");
  expect(outcome?.message).toBe("content/it/home.yaml:12: hero › title: empty: expected a text");
  const rollback = releaseCode(
    "stopped",
    'console.error("✗ no earlier release to go back to");\nprocess.exit(1);\n',
  );
  requestPublish(dataDir, "rollback", "giulia@foundry.example", "systemd");
  expect((await runPublish(dataDir, rollback))?.message).toBe("no earlier release to go back to");
});
