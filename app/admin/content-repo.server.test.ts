/**
 * The editor's store of the company's content (ADR 0020, 0023): what a crash left mended before
 * anyone reads or saves, a failed save taken back, another process's change waited for. (A
 * release's merge and overlay of it: scripts/ops/release-content.test.ts.)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import { contentHistoryDir, ContentRepoError } from "../content/history.server.ts";
import { openContentRepo } from "./content-repo.server.ts";

const work = mkdtempSync(join(tmpdir(), "content-repo-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const replaceLine = (text: string, pattern: RegExp, line: string) => {
  expect(text).toMatch(pattern);
  return text.replace(pattern, line);
};

const git = (dir: string, ...args: string[]) =>
  spawnSync("git", args, { cwd: dir, encoding: "utf8" }).stdout.trim();

it("mends what a crash left, a lock no process holds and a half-written save, before anyone reads or saves", async () => {
  const dataDir = join(work, "data-crash");
  const dir = contentHistoryDir(dataDir);
  const first = await openContentRepo(dataDir, contentRoot);
  const home = first.read("en/home");
  // A save killed after writing its file and taking git's lock, before its commit.
  writeFileSync(join(dir, "content/en/home.yaml"), `${home.text}# typed, never saved\n`);
  mkdirSync(join(dir, "images"), { recursive: true });
  writeFileSync(join(dir, "images/left-behind.jpg"), "half a photo");
  writeFileSync(join(dir, ".git/index.lock"), "");
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(dir, ".git/index.lock"), old, old);

  const reopened = await openContentRepo(dataDir, contentRoot);
  expect(existsSync(join(dir, ".git/index.lock"))).toBe(false);
  expect(reopened.read("en/home").text).toBe(home.text);
  expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
  const edited = replaceLine(home.text, /^(\s*title: ).*$/m, "$1After the crash");
  expect(
    (await reopened.save("en/home", edited, home.version, "giulia@foundry.example", "title")).saved,
  ).toBe(true);

  // The same lock appearing while the server runs: cleared before the next save.
  writeFileSync(join(dir, ".git/index.lock"), "");
  utimesSync(join(dir, ".git/index.lock"), old, old);
  const now = reopened.read("en/home");
  const again = replaceLine(now.text, /^(\s*title: ).*$/m, "$1Saved past a stale lock");
  expect((await reopened.save("en/home", again, now.version, "giulia@foundry.example", "title")).saved).toBe(
    true,
  );
  expect(git(dir, "show", "HEAD:content/en/home.yaml")).toBe(again.trimEnd());
});

it("leaves the files as the last change when a save fails, and waits for another process's change", async () => {
  const dataDir = join(work, "data-failure");
  const dir = contentHistoryDir(dataDir);
  const repo = await openContentRepo(dataDir, contentRoot);
  const home = repo.read("en/home");
  // git refuses the commit (a hook stands in for a full disk): nothing of the save stays.
  writeFileSync(join(dir, ".git/hooks/pre-commit"), "#!/bin/sh\nexit 1\n", { mode: 0o755 });
  const edited = replaceLine(home.text, /^(\s*title: ).*$/m, "$1Never committed");
  await expect(repo.save("en/home", edited, home.version, "giulia@foundry.example", "title")).rejects.toThrow(
    ContentRepoError,
  );
  expect(repo.read("en/home").text).toBe(home.text);
  expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
  rmSync(join(dir, ".git/hooks/pre-commit"));

  // Another process holds the repository (a release merging): the save waits for it, then lands.
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const { DatabaseSync } = require("node:sqlite");
       const db = new DatabaseSync(${JSON.stringify(join(dir, ".git/foundry-lock.sqlite"))});
       db.exec("BEGIN IMMEDIATE"); console.log("held"); setTimeout(() => process.exit(0), 600);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => holder.stdout.once("data", resolve));
  const started = performance.now();
  expect((await repo.save("en/home", edited, home.version, "giulia@foundry.example", "title")).saved).toBe(
    true,
  );
  expect(performance.now() - started).toBeGreaterThan(300);
  expect(git(dir, "show", "HEAD:content/en/home.yaml")).toBe(edited.trimEnd());
});
