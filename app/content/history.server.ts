/**
 * The company's content and its history on disk: a git repository of its own in DATA_DIR (ADR
 * 0020), beside the enquiries and the accounts, never inside the code's checkout or a release.
 * The editor's store (app/admin/content-repo.server.ts) changes it; a release (scripts/ops/
 * release-content.ts), a backup and `npm run content` read it or merge the code's content in.
 * Every change takes the one lock all of them share (ADR 0023).
 *
 * Two branches: `main` is what the company has saved; `code` is the content as each code release
 * had it.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { contentFiles } from "./schemas/index.ts";
import { translationsFile } from "./translations.ts";
import { locales } from "../locales.ts";
import { log } from "../log.server.ts";

/** Where the repository is, under DATA_DIR. */
export const contentHistoryDir = (dataDir: string) => join(dataDir, "content-history");

export class ContentRepoError extends Error {}

/**
 * Every file the company may change, by its address in the editor: "site" (the facts, in
 * content/site.yaml), "it/home" (content/it/home.yaml). Only these names are ever joined to a
 * path, so nothing the editor is sent can name a file anywhere else.
 */
export function editableFiles(): string[] {
  const facts = Object.values(contentFiles)
    .filter((entry) => entry.facts)
    .map((entry) => entry.file);
  const words = locales.flatMap((locale) =>
    Object.values(contentFiles).map((entry) => `${locale.code}/${entry.file}`),
  );
  return [...facts, ...words];
}

const editable = new Set(editableFiles());

/** The repository path of an editable file, or undefined for anything else. */
export function contentPath(file: string): string | undefined {
  return editable.has(file) ? `content/${file}.yaml` : undefined;
}

/** Runs git in `cwd`, refusing with git's own words. */
export const git = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    execFile(
      "git",
      args,
      {
        cwd,
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          HOME: cwd,
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_TERMINAL_PROMPT: "0",
          ...env,
        },
        maxBuffer: 32 * 1024 * 1024,
        encoding: "utf8",
      },
      (error, stdout, stderr) =>
        error
          ? reject(new ContentRepoError(`git ${args[0]}: ${stderr.trim() || error.message}`))
          : resolve(stdout),
    );
  });

/** Who a change is by when no person is named (git needs one). */
export const identity = [
  "-c",
  "user.name=Site editor",
  "-c",
  "user.email=editor@localhost",
  "-c",
  "commit.gpgsign=false",
];

/** The content files of a checkout's or release's content/ folder, as paths under it. */
export function contentFilesIn(contentDir: string): string[] {
  const documents = join(contentDir, "documents");
  return [
    ...[...editableFiles().map((file) => `${file}.yaml`), translationsFile].filter((file) =>
      existsSync(join(contentDir, file)),
    ),
    // The quality page's PDFs (certificates, samples), uploaded in the editor's Documents.
    ...(existsSync(documents) ? readdirSync(documents) : [])
      .filter((file) => documentFile.test(file))
      .map((file) => `documents/${file}`),
  ];
}

/** A PDF the quality page offers: content/documents/certificate-<name>.pdf or sample-<name>.pdf. */
export const documentFile = /^(certificate|sample)-[a-z0-9]+(-[a-z0-9]+)*\.pdf$/;

/** Copies a content folder's files into `into/content/`, the repository's layout. */
export function copyContent(contentDir: string, into: string): void {
  for (const file of contentFilesIn(contentDir)) {
    mkdirSync(dirname(join(into, "content", file)), { recursive: true });
    cpSync(join(contentDir, file), join(into, "content", file));
  }
}

/** One git operation at a time per repository, in this process. */
const queues = new Map<string, Promise<unknown>>();
export function serial<T>(dir: string, task: () => Promise<T>): Promise<T> {
  const before = queues.get(dir) ?? Promise.resolve();
  const next = before.then(task, task);
  queues.set(
    dir,
    next.catch(() => undefined),
  );
  return next;
}

/** How long a change waits for another process's (a release merging the code's content). */
const lockWaitMs = 60_000;
/** A git lock file this old, with no process of ours at work in the repository, was left by a crash. */
const staleGitLockMs = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The repository's lock across processes (the server's saves, a release's merge, a backup): a
 * write transaction on an empty SQLite file, which the kernel releases when its holder dies,
 * kill -9 included, so a crash can never leave the editor locked (ADR 0023). Polled, never
 * waited for inside SQLite: a wait there would hold the server's only thread.
 */
async function takeRepoLock(dir: string): Promise<() => void> {
  const db = new DatabaseSync(repoLockFile(dir));
  const until = Date.now() + lockWaitMs;
  try {
    db.exec("PRAGMA busy_timeout = 0");
    for (;;) {
      try {
        db.exec("BEGIN IMMEDIATE");
        return () => {
          try {
            db.exec("ROLLBACK");
          } finally {
            db.close();
          }
        };
      } catch (error) {
        if ((error as { errcode?: number }).errcode !== 5 || Date.now() > until) throw error;
        await sleep(20);
      }
    }
  } catch (error) {
    db.close();
    throw new ContentRepoError(
      `the content is being changed by another process and did not become free: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** git's own lock files in a repository (index.lock, refs/heads/main.lock, …), its objects aside. */
function gitLockFiles(gitDir: string): string[] {
  return readdirSync(gitDir, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.endsWith(".lock") && !entry.startsWith("objects"))
    .map((entry) => join(gitDir, entry));
}

const repoLockFile = (dir: string) => join(dir, ".git", "foundry-lock.sqlite");

/**
 * A copy of the repository (a backup's) holds no lock: whatever was locked when it was copied
 * (a save at that moment, a crash before) is nobody's in the copy.
 */
export function dropCopiedLocks(copy: string): void {
  for (const lock of [
    ...gitLockFiles(join(copy, ".git")),
    repoLockFile(copy),
    `${repoLockFile(copy)}-journal`,
  ])
    rmSync(lock, { force: true });
}

/**
 * Puts the repository back to its last change, whatever a crashed process left: git's lock files
 * (a git no longer running holds none), a merge or revert half done, files written but not
 * committed. Runs with the repository's lock held, so no process of ours is at work in it; a git
 * child that outlived its killed parent has a few seconds to finish first.
 */
async function recover(dir: string): Promise<string[]> {
  const gitDir = join(dir, ".git");
  const mended: string[] = [];
  for (const lock of gitLockFiles(gitDir)) {
    for (;;) {
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return undefined;
        }
      })();
      if (age === undefined) break;
      if (age >= staleGitLockMs) {
        rmSync(lock, { force: true });
        mended.push(`removed ${lock.slice(dir.length + 1)}, left by a process that stopped`);
        break;
      }
      await sleep(100);
    }
  }
  const halfDone = ["MERGE_HEAD", "REVERT_HEAD", "CHERRY_PICK_HEAD"].some((file) =>
    existsSync(join(gitDir, file)),
  );
  const dirty = (await git(dir, ["status", "--porcelain", "--untracked-files=all"])).trim();
  if (halfDone || dirty) {
    await git(dir, ["reset", "--hard", "--quiet", "HEAD"]);
    await git(dir, ["clean", "-d", "--force", "--quiet", "--", "content", "images"]);
    mended.push("put the files back to the last saved change");
  }
  return mended;
}

/**
 * A change to the repository: one at a time in this process and across processes, started from
 * the last change as it was committed (recover), and taken back to it when it fails: a change is
 * all or nothing.
 */
export function exclusive<T>(dir: string, task: () => Promise<T>): Promise<T> {
  return serial(dir, async () => {
    const unlock = await takeRepoLock(dir);
    try {
      const mended = await recover(dir);
      if (mended.length > 0)
        log("warn", "the content's history was mended before a change", { mended: mended.join("; ") });
      try {
        return await task();
      } catch (error) {
        await recover(dir).catch(() => undefined);
        throw error;
      }
    } finally {
      unlock();
    }
  });
}

/**
 * The company's files as its last change has them, checked out into `into` in the repository's
 * layout (content/, images/), never read from the working files a save may be writing. Returns
 * the change's short commit, or null when nothing was edited in the browser yet.
 */
export async function committedSnapshot(dataDir: string, into: string): Promise<string | null> {
  const dir = contentHistoryDir(dataDir);
  if (!existsSync(join(dir, ".git"))) return null;
  const commit = (await git(dir, ["rev-parse", "--verify", "main^{commit}"])).trim();
  mkdirSync(into, { recursive: true });
  const env = { GIT_INDEX_FILE: join(into, ".snapshot-index") };
  try {
    // An index of its own: the repository's is the editor's, and may be locked by a save.
    await git(dir, ["read-tree", commit], env);
    await git(dir, ["checkout-index", "--all", "--force", `--prefix=${into}/`], env);
  } finally {
    rmSync(env.GIT_INDEX_FILE, { force: true });
  }
  return (await git(dir, ["rev-parse", "--short", commit])).trim();
}
