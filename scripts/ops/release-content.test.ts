/**
 * A release and the company's content (ADR 0020): the code's own changes merged into the
 * company's (a conflict stops with the file named, changing nothing), and the company's files and
 * photos put over a release's, never its half-written ones.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openContentRepo } from "../../app/admin/content-repo.server.ts";
import { committedSnapshot, contentHistoryDir, ContentRepoError } from "../../app/content/history.server.ts";
import { contentRoot } from "../../app/content/load-content.ts";
import { mergeCodeContent, overlayContent, overlayImages } from "./release-content.ts";

const work = mkdtempSync(join(tmpdir(), "release-content-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the code's content folder, to change as a developer would. */
function codeContent(name: string): string {
  const folder = join(work, name);
  cpSync(contentRoot, folder, { recursive: true });
  return folder;
}

const replaceLine = (text: string, pattern: RegExp, line: string) => {
  expect(text).toMatch(pattern);
  return text.replace(pattern, line);
};

it("merges a developer's change into the company's edits, and stops on the same line changed by both", async () => {
  const code = codeContent("code-merge");
  const dataDir = join(work, "data-merge");
  const repo = await openContentRepo(dataDir, code);
  // The company changes one fact; a save from a stale version changes nothing.
  const site = repo.read("site");
  const companyText = replaceLine(site.text, /^usPartner: .*$/m, "usPartner: Partner Inc.");
  expect(
    (await repo.save("site", companyText, site.version, "giulia@foundry.example", "usPartner")).saved,
  ).toBe(true);
  const stale = await repo.save("site", site.text, site.version, "omar@foundry.example", "stale");
  expect(stale).toEqual({ saved: false, current: companyText });

  // A developer changes another line of the same file, and another file.
  const developerSite = replaceLine(
    readFileSync(join(code, "site.yaml"), "utf8"),
    /^ {2}retentionDays: .*$/m,
    "  retentionDays: 45",
  );
  writeFileSync(join(code, "site.yaml"), developerSite);
  const greetings = readFileSync(join(code, "greetings.yaml"), "utf8");
  writeFileSync(join(code, "greetings.yaml"), `${greetings}# a comment from the code\n`);
  expect(await mergeCodeContent(dataDir, code, "abc1234")).toBe(
    "the code's content merged with the company's edits",
  );
  const merged = repo.read("site").text;
  expect(merged).toContain("usPartner: Partner Inc.");
  expect(merged).toContain("retentionDays: 45");
  expect(repo.read("greetings").text).toContain("# a comment from the code");
  // Unchanged code: nothing to merge, nothing changes.
  expect(await mergeCodeContent(dataDir, code, "abc1234")).toBe("the code's content had not changed");

  // Both change the same line: refused, naming the file; the company's copy is as it was.
  writeFileSync(
    join(code, "site.yaml"),
    replaceLine(developerSite, /^usPartner: .*$/m, "usPartner: Code Partner"),
  );
  const before = repo.read("site").text;
  await expect(mergeCodeContent(dataDir, code, "def5678")).rejects.toThrow(ContentRepoError);
  await expect(mergeCodeContent(dataDir, code, "def5678")).rejects.toThrow(/content\/site\.yaml/);
  expect(repo.read("site").text).toBe(before);
  const status = spawnSync("git", ["status", "--porcelain"], {
    cwd: contentHistoryDir(dataDir),
    encoding: "utf8",
  });
  expect(status.stdout).toBe("");
});

it("puts the company's content and photos over a release's, a photo replacing the slot's drawing", async () => {
  const dataDir = join(work, "data-overlay");
  const repo = await openContentRepo(dataDir, contentRoot);
  const home = repo.read("en/home");
  const edited = replaceLine(home.text, /^(\s*title: ).*$/m, "$1The company's words");
  await repo.save("en/home", edited, home.version, "giulia@foundry.example", "title");
  const photo = join(work, "photo.jpg");
  writeFileSync(photo, "jpeg bytes");
  await repo.saveImage("founder", photo, "jpg", "giulia@foundry.example");
  expect((await repo.history()).map((change) => change.files)).toContainEqual(["images/founder.jpg"]);

  const release = join(work, "release");
  cpSync(contentRoot, join(release, "content"), { recursive: true });
  mkdirSync(join(release, "app/images"), { recursive: true });
  writeFileSync(join(release, "app/images/founder.svg"), "<svg/>");
  writeFileSync(join(release, "app/images/about-01.svg"), "<svg/>");
  // A save being written (or left half-written by a crash) is not the company's yet.
  writeFileSync(join(contentHistoryDir(dataDir), "content/en/home.yaml"), "title: not saved\n");
  const snapshot = join(work, "snapshot");
  expect(await committedSnapshot(dataDir, snapshot)).toBe(await repo.head());
  expect(overlayContent(snapshot, join(release, "content"))).toBeGreaterThan(70);
  expect(readFileSync(join(release, "content/en/home.yaml"), "utf8")).toBe(edited);
  expect(overlayImages(snapshot, join(release, "app/images"))).toBe(1);
  expect(readdirSync(join(release, "app/images")).sort()).toEqual(["about-01.svg", "founder.jpg"]);
});
