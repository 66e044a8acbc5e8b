/**
 * The editor's store of the company's content (ADR 0020, 0023): what a crash left mended before
 * anyone reads or saves, a failed save taken back, another process's change waited for. (A
 * release's merge and overlay of it: scripts/ops/release-content.test.ts.)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import { contentHistoryDir, ContentRepoError } from "../content/history.server.ts";
import { openContentRepo } from "./content-repo.server.ts";
import { checkMended, checkProposed } from "./content-save.server.ts";

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

it("saves whole or not at all: a saving process killed at random points leaves every later save and check working", async () => {
  const dataDir = join(work, "data-cut");
  const dir = contentHistoryDir(dataDir);
  await openContentRepo(dataDir, contentRoot);
  // A process saving the home page over and over, with a long text (more to write, more points to
  // cut it at), and a photo now and then; killed after a random moment, five times.
  const saver = join(work, "saver.ts");
  writeFileSync(
    saver,
    `import { createRequire } from "node:module";
import { openContentRepo } from ${JSON.stringify(fileURLToPath(new URL("./content-repo.server.ts", import.meta.url)))};
const require = createRequire(import.meta.url);
const repo = await openContentRepo(${JSON.stringify(dataDir)}, ${JSON.stringify(contentRoot)});
const photo = ${JSON.stringify(join(work, "cut-photo.jpg"))};
for (let round = 0; ; round++) {
  const now = repo.read("en/home");
  const text = now.text.replace(/^(\\s*title: ).*$/m, "$1Round " + round + " " + "x".repeat(20000 + round));
  await repo.save("en/home", text, now.version, "cut@foundry.example", "round " + round);
  if (round % 3 === 0) {
    // A photo of its own each time: the same bytes again would be no change to record.
    const bytes = Buffer.alloc(2_000_000, round % 250);
    require("node:crypto").randomFillSync(bytes, 0, 64);
    require("node:fs").writeFileSync(photo, bytes);
    await repo.saveImage("founder", photo, "jpg", "cut@foundry.example");
  }
  console.log(round);
}
`,
  );
  const seed = Number(process.env.CUT_SEED ?? Date.now() % 100_000);
  let state = seed;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  for (let cut = 0; cut < 5; cut++) {
    const child = spawn(process.execPath, [saver], { stdio: ["ignore", "pipe", "inherit"] });
    // After its first save at least, then at a random point of a later one.
    const ended = new Promise((resolve) => child.once("exit", resolve));
    await Promise.race([new Promise((resolve) => child.stdout.once("data", resolve)), ended]);
    expect(child.exitCode, "the saving process works until it is killed").toBe(null);
    await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 400)));
    child.kill("SIGKILL");
    await ended;

    // The editor's next save: mended first, then checked against the files, then saved.
    const repo = await openContentRepo(dataDir, contentRoot);
    await repo.mend();
    expect(git(dir, "status", "--porcelain", "--untracked-files=all"), `CUT_SEED=${seed}`).toBe("");
    const now = repo.read("en/home");
    const edited = replaceLine(now.text, /^(\s*title: ).*$/m, `$1After cut ${cut}`);
    expect(checkProposed(dir, "en/home", edited), `CUT_SEED=${seed}`).toEqual([]);
    expect((await repo.save("en/home", edited, now.version, "giulia@foundry.example", "after")).saved).toBe(
      true,
    );
  }
}, 120_000);

it("checks a change against the files as last saved, whatever a write cut short left beside them", async () => {
  const dataDir = join(work, "data-half");
  const dir = contentHistoryDir(dataDir);
  const repo = await openContentRepo(dataDir, contentRoot);
  const home = repo.read("en/home");
  // Half a file in place of the Italian contact page (a copy cut short by a crash), and a
  // temporary file a killed write left beside the home page.
  const contact = repo.read("it/contact").text;
  writeFileSync(join(dir, "content/it/contact.yaml"), contact.slice(0, contact.length / 2));
  writeFileSync(join(dir, "content/en/.home.yaml.partial-0123456789ab"), home.text.slice(0, 40));
  const edited = replaceLine(home.text, /^(\s*title: ).*$/m, "$1Checked after a crash");
  // The check the editor's saves run: what a crash left is mended when it finds anything.
  expect(checkProposed(dir, "en/home", edited)).not.toEqual([]);
  expect(await checkMended(repo, new Map([["en/home", edited]]))).toEqual([]);
  expect(repo.read("it/contact").text).toBe(contact);
});
