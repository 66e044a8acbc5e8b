/**
 * The company's content and its history: a git repository of its own in DATA_DIR (ADR 0020),
 * beside the enquiries and the accounts, never inside the code's checkout or a release. Every save
 * in the editor is a commit with who and when; undo is a revert; a publish builds a release from
 * the code that is live and the files here.
 *
 * Two branches: `main` is what the company has saved; `code` is the content as each code release
 * had it. A code upgrade commits its content on `code` and merges it into `main` (scripts/ops/
 * release.ts), so a developer's change to a file reaches the company's copy and the company's
 * edits are never overwritten; `npm run content -- pull` brings them into a checkout.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseDocument } from "yaml";
import { contentRoot } from "../content/load-content.ts";
import type { Focus, FocusMap } from "../content/photo-crop.ts";
import { contentFiles } from "../content/schemas/index.ts";
import { translationsFile } from "../content/translations.ts";
import { defaultLocale, locales } from "../locales.ts";
import { log } from "../log.server.ts";

/** Where the repository is, under DATA_DIR. */
export const contentHistoryDir = (dataDir: string) => join(dataDir, "content-history");

export class ContentRepoError extends Error {}

/**
 * The content folder the company's pages come from: its copy in DATA_DIR once the editor has made
 * it, the code's own before.
 */
export function contentFolderOf(dataDir: string): string {
  const copy = join(contentHistoryDir(dataDir), "content");
  return existsSync(join(contentHistoryDir(dataDir), ".git")) ? copy : contentRoot;
}

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

/**
 * A file's version: the id git gives its text (its blob), so a form names the text it was made
 * from and a later save can find that text in the history to merge with (editing.server.ts).
 */
export const versionOf = (text: string) => {
  const bytes = Buffer.from(text, "utf8");
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
};

export interface Change {
  commit: string;
  author: string;
  date: string;
  message: string;
  files: string[];
  /** What it changed, as git shows it. */
  patch: string;
}

const run = (cwd: string, args: string[], env: Record<string, string> = {}) =>
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

const identity = [
  "-c",
  "user.name=Site editor",
  "-c",
  "user.email=editor@localhost",
  "-c",
  "commit.gpgsign=false",
];

/** The content files of a checkout's or release's content/ folder, as paths under it. */
function contentFilesIn(contentDir: string): string[] {
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
function copyContent(contentDir: string, into: string): void {
  for (const file of contentFilesIn(contentDir)) {
    mkdirSync(dirname(join(into, "content", file)), { recursive: true });
    cpSync(join(contentDir, file), join(into, "content", file));
  }
}

export interface ContentRepo {
  dir: string;
  /** The file's text and version, as the company last saved it. */
  read(file: string): { text: string; version: string };
  /**
   * Writes the file and records the change, unless the file changed since `version`: then nothing
   * is written and the current text is returned for the person to see both.
   */
  save(
    file: string,
    text: string,
    version: string,
    who: string,
    message: string,
    /** The translations' record (content/translations.json), changed in the same change. */
    record?: string,
  ): Promise<{ saved: true; commit: string } | { saved: false; current: string }>;
  /** content/translations.json as saved. */
  readRecord(): string;
  /** The text of a version of a file (versionOf), as some change saved it; undefined if none did. */
  readVersion(version: string): Promise<string | undefined>;
  /** Who last changed a file, and when (ISO date). */
  lastChange(file: string): Promise<{ author: string; date: string } | undefined>;
  /**
   * Several files changed as one change (the gallery: a photo added, moved or removed in every
   * language at once): each content file's new text (checked by the caller), a photo put into
   * or taken out of a slot. Refused, changing nothing, when a file changed since its version.
   */
  saveChange(change: {
    files: { file: string; text: string; version: string }[];
    photo?: { slot: string; source?: string; extension?: string };
    record?: string;
    who: string;
    message: string;
  }): Promise<{ saved: true; commit: string } | { saved: false; file: string }>;
  /** Puts a photo into an image slot (`images/<slot>.<ext>`, replacing the slot's other file). */
  saveImage(slot: string, source: string, extension: string, who: string, focus?: Focus): Promise<string>;
  /** The folder of the company's photos, `images/`. */
  imagesDir: string;
  /** Puts a PDF into content/documents/ under `file` (a certificate's or a sample's name). */
  saveDocument(file: string, source: string, who: string): Promise<string>;
  /** The latest changes, newest first. */
  history(limit?: number): Promise<Change[]>;
  /** A new change that takes `commit` back; refused when later changes touched the same lines. */
  undo(commit: string, who: string): Promise<string>;
  /** The commit `main` is at. */
  head(): Promise<string>;
  /** People's changes since `commit` (since the code's content when null): what a publish brings. */
  changesSince(commit: string | null | undefined): Promise<number>;
}

/** One git operation at a time per repository, in this process. */
const queues = new Map<string, Promise<unknown>>();
function serial<T>(dir: string, task: () => Promise<T>): Promise<T> {
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
  const dirty = (await run(dir, ["status", "--porcelain", "--untracked-files=all"])).trim();
  if (halfDone || dirty) {
    await run(dir, ["reset", "--hard", "--quiet", "HEAD"]);
    await run(dir, ["clean", "-d", "--force", "--quiet", "--", "content", "images"]);
    mended.push("put the files back to the last saved change");
  }
  return mended;
}

/**
 * A change to the repository: one at a time in this process and across processes, started from
 * the last change as it was committed (recover), and taken back to it when it fails: a change is
 * all or nothing.
 */
function exclusive<T>(dir: string, task: () => Promise<T>): Promise<T> {
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
 * Opens the repository, making it on first use from `sourceContent` (the live code's content/
 * folder): one commit on `code`, and `main` from it.
 */
export async function openContentRepo(dataDir: string, sourceContent: string): Promise<ContentRepo> {
  const dir = contentHistoryDir(dataDir);
  await serial(dir, async () => {
    if (existsSync(join(dir, ".git"))) return;
    // Made aside and renamed: a half-made repository is never taken for one.
    mkdirSync(dataDir, { recursive: true });
    const making = mkdtempSync(join(dataDir, ".content-history-"));
    try {
      await run(making, ["init", "--quiet", "--initial-branch=main"]);
      copyContent(sourceContent, making);
      await run(making, ["add", "--all", "content"]);
      await run(making, [...identity, "commit", "--quiet", "-m", "The site's content as the code had it"]);
      await run(making, ["branch", "code"]);
      renameSync(making, dir);
    } finally {
      rmSync(making, { recursive: true, force: true });
    }
  });

  const pathOf = (file: string) => {
    const path = contentPath(file);
    if (!path) throw new ContentRepoError(`not a content file: ${file}`);
    return path;
  };

  const read = (file: string) => {
    const text = readFileSync(join(dir, pathOf(file)), "utf8");
    return { text, version: versionOf(text) };
  };

  const head = async () => (await run(dir, ["rev-parse", "--short", "HEAD"])).trim();
  // What a crash left (a lock, a half-written save) is mended before anyone reads the files.
  await exclusive(dir, async () => undefined);

  const author = (who: string) => [
    "--author",
    `${who.replace(/[<>\n]/g, "")} <${who.replace(/[<>\n\s]/g, "")}>`,
  ];

  return {
    dir,
    read,
    readVersion: async (version) => {
      if (!/^[0-9a-f]{40}$/.test(version)) return undefined;
      return run(dir, ["cat-file", "blob", version]).catch(() => undefined);
    },
    lastChange: (file) =>
      serial(dir, async () => {
        const out = await run(dir, ["log", "-1", "--format=%an%x1f%aI", "main", "--", pathOf(file)]);
        const [author = "", date = ""] = out.trim().split("\x1f");
        return author ? { author, date } : undefined;
      }),
    readRecord: () => {
      const path = join(dir, "content", translationsFile);
      return existsSync(path) ? readFileSync(path, "utf8") : "{}\n";
    },
    save: (file, text, version, who, message, record) =>
      exclusive(dir, async () => {
        const path = pathOf(file);
        const current = read(file);
        if (current.version !== version) return { saved: false as const, current: current.text };
        const recordPath = `content/${translationsFile}`;
        const recordChanged =
          record !== undefined &&
          record !== (existsSync(join(dir, recordPath)) ? readFileSync(join(dir, recordPath), "utf8") : "");
        if (current.text === text && !recordChanged) return { saved: true as const, commit: await head() };
        const paths = recordChanged ? [path, recordPath] : [path];
        writeFileSync(join(dir, path), text);
        if (recordChanged) writeFileSync(join(dir, recordPath), record);
        // A failure from here puts the files back (exclusive): never a change without its record.
        await run(dir, ["add", "--", ...paths]);
        await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message, "--", ...paths]);
        return { saved: true as const, commit: await head() };
      }),
    imagesDir: join(dir, "images"),
    saveDocument: (file, source, who) =>
      exclusive(dir, async () => {
        if (!documentFile.test(file)) throw new ContentRepoError(`not a document: ${file}`);
        mkdirSync(join(dir, "content", "documents"), { recursive: true });
        cpSync(source, join(dir, "content", "documents", file));
        await run(dir, ["add", "--all", "--", "content/documents"]);
        await run(dir, [
          ...identity,
          "commit",
          "--quiet",
          ...author(who),
          "-m",
          `content/documents/${file}: a new PDF`,
        ]);
        return head();
      }),
    saveChange: ({ files, photo, record, who, message }) =>
      exclusive(dir, async () => {
        for (const { file, version } of files)
          if (read(file).version !== version) return { saved: false as const, file };
        for (const { file, text } of files) writeFileSync(join(dir, pathOf(file)), text);
        if (record !== undefined) writeFileSync(join(dir, "content", translationsFile), record);
        if (photo) {
          if (!/^[a-z0-9-]+$/.test(photo.slot))
            throw new ContentRepoError(`not an image slot: ${photo.slot}`);
          const folder = join(dir, "images");
          mkdirSync(folder, { recursive: true });
          for (const file of readdirSync(folder))
            if (file.replace(/\.[a-z]+$/i, "").toLowerCase() === photo.slot) rmSync(join(folder, file));
          if (photo.source && photo.extension && /^(jpg|png|webp|avif)$/.test(photo.extension))
            cpSync(photo.source, join(folder, `${photo.slot}.${photo.extension}`));
        }
        await run(dir, [
          "add",
          "--all",
          "--",
          "content",
          ...(existsSync(join(dir, "images")) ? ["images"] : []),
        ]);
        await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message]);
        return { saved: true as const, commit: await head() };
      }),
    saveImage: (slot, source, extension, who, focus) =>
      exclusive(dir, async () => {
        if (!/^[a-z0-9-]+$/.test(slot) || !/^(jpg|png|webp|avif)$/.test(extension))
          throw new ContentRepoError(`not an image slot: ${slot}`);
        const folder = join(dir, "images");
        mkdirSync(folder, { recursive: true });
        const before = readdirSync(folder).filter(
          (file) => file.replace(/\.[a-z]+$/i, "").toLowerCase() === slot,
        );
        for (const file of before) rmSync(join(folder, file));
        const path = `images/${slot}.${extension}`;
        cpSync(source, join(dir, path));
        // The point its crop keeps, or none (sharp's attention strategy).
        const focusFile = join(folder, "focus.json");
        const points = existsSync(focusFile) ? (JSON.parse(readFileSync(focusFile, "utf8")) as FocusMap) : {};
        if (focus) points[slot] = focus;
        else delete points[slot];
        const sorted = Object.fromEntries(
          Object.keys(points)
            .sort()
            .map((key) => [key, points[key]]),
        );
        if (Object.keys(sorted).length > 0) writeFileSync(focusFile, `${JSON.stringify(sorted, null, 2)}\n`);
        else rmSync(focusFile, { force: true });
        await run(dir, ["add", "--all", "--", "images"]);
        await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `${path}: a new photo`]);
        return head();
      }),
    history: (limit = 50) =>
      serial(dir, async () => {
        const out = await run(dir, [
          "log",
          `--max-count=${limit}`,
          "--patch",
          "--no-color",
          "--unified=2",
          "--first-parent",
          "--format=%x1e%h%x1f%an%x1f%aI%x1f%s%x1f",
          "main",
          "--",
          "content",
          "images",
        ]);
        return out
          .split("\x1e")
          .filter((entry) => entry.trim())
          .map((entry) => {
            const [commit = "", author = "", date = "", message = "", patch = ""] = entry.split("\x1f");
            const files = [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)].map((match) => match[1] ?? "");
            return { commit, author, date, message, files, patch: patch.trim() };
          });
      }),
    undo: (commit, who) =>
      exclusive(dir, async () => {
        if (!/^[0-9a-f]{4,40}$/.test(commit)) throw new ContentRepoError(`not a change: ${commit}`);
        const subject = (await run(dir, ["log", "-1", "--format=%s", commit])).trim();
        // A refused revert leaves its half-done state: exclusive puts it back.
        await run(dir, [...identity, "revert", "--no-edit", "--no-commit", commit]);
        await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `Undo: ${subject}`]);
        return head();
      }),
    head: () => serial(dir, head),
    changesSince: (commit) =>
      serial(dir, async () => {
        const from = commit && /^[0-9a-f]{4,40}$/.test(commit) ? commit : "code";
        const out = await run(dir, ["rev-list", "--count", "--no-merges", `${from}..main`]).catch(() => "0");
        return Number(out.trim()) || 0;
      }),
  };
}

/**
 * A code release's content joins the company's: committed on `code` and merged into `main`.
 * Returns what happened in one line; throws when a file was changed on both sides in the same
 * place, naming the files (nothing is changed then).
 */
export async function mergeCodeContent(
  dataDir: string,
  checkoutContent: string,
  label: string,
): Promise<string> {
  const dir = contentHistoryDir(dataDir);
  if (!existsSync(join(dir, ".git"))) return "no content edited in the browser yet";
  return exclusive(dir, async () => {
    const tree = mkdtempSync(join(tmpdir(), "code-content-"));
    const index = join(tree, ".index");
    try {
      copyContent(checkoutContent, tree);
      const env = { GIT_INDEX_FILE: index, GIT_WORK_TREE: tree, GIT_DIR: join(dir, ".git") };
      await run(tree, ["add", "--all", "content"], env);
      const written = (await run(tree, ["write-tree"], env)).trim();
      const parent = (await run(dir, ["rev-parse", "code"])).trim();
      const parentTree = (await run(dir, ["rev-parse", `${parent}^{tree}`])).trim();
      if (written !== parentTree) {
        const commit = (
          await run(dir, [
            ...identity,
            "commit-tree",
            written,
            "-p",
            parent,
            "-m",
            `The content of code ${label}`,
          ])
        ).trim();
        await run(dir, ["update-ref", "refs/heads/code", commit, parent]);
      }
      try {
        await run(dir, [...identity, "merge", "--no-edit", "--quiet", "code"]);
      } catch {
        const conflicted = (
          await run(dir, ["diff", "--name-only", "--diff-filter=U"]).catch(() => "")
        ).trim();
        await run(dir, ["merge", "--abort"]).catch(() => undefined);
        throw new ContentRepoError(
          `the code's content and the company's edits change the same lines of ${conflicted.split("\n").join(", ") || "some files"}: bring the edits into the code first (npm run content -- pull), then release again`,
        );
      }
      return written === parentTree
        ? "the code's content had not changed"
        : "the code's content merged with the company's edits";
    } finally {
      rmSync(tree, { recursive: true, force: true });
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
  const commit = (await run(dir, ["rev-parse", "--verify", "main^{commit}"])).trim();
  mkdirSync(into, { recursive: true });
  const env = { GIT_INDEX_FILE: join(into, ".snapshot-index") };
  try {
    // An index of its own: the repository's is the editor's, and may be locked by a save.
    await run(dir, ["read-tree", commit], env);
    await run(dir, ["checkout-index", "--all", "--force", `--prefix=${into}/`], env);
  } finally {
    rmSync(env.GIT_INDEX_FILE, { force: true });
  }
  return (await run(dir, ["rev-parse", "--short", commit])).trim();
}

/** The company's files (a snapshot's content/) over a checkout's or a new release's content/ folder. */
export function overlayContent(snapshot: string, contentDir: string): number {
  const from = join(snapshot, "content");
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const file of contentFilesIn(from)) {
    mkdirSync(dirname(join(contentDir, file)), { recursive: true });
    cpSync(join(from, file), join(contentDir, file));
    copied++;
  }
  // A file the company's copy no longer has (a page removed by a merged code change).
  for (const entry of readdirSync(contentDir, { recursive: true, encoding: "utf8" }))
    if (
      ((entry.endsWith(".yaml") && editable.has(entry.slice(0, -5))) || entry === translationsFile) &&
      !existsSync(join(from, entry))
    )
      rmSync(join(contentDir, entry));
  return copied;
}

/**
 * The company's photos (a snapshot's images/) over a release's (or a checkout's) app/images: each
 * slot's file replaced, whatever its kind; and the file of a gallery photo the company removed
 * taken out, since a file no slot is named after stops the build.
 */
export function overlayImages(snapshot: string, imagesDir: string): number {
  if (!existsSync(join(snapshot, "content"))) return 0;
  const from = join(snapshot, "images");
  const slotOf = (file: string) => file.replace(/\.[a-z]+$/i, "").toLowerCase();
  const photos = existsSync(from) ? readdirSync(from) : [];
  const slots = new Set(photos.map(slotOf));
  const galleryFile = join(snapshot, "content", defaultLocale.code, "gallery.yaml");
  const gallery = existsSync(galleryFile)
    ? new Set(
        (
          (parseDocument(readFileSync(galleryFile, "utf8")).toJS() as { photos?: { name?: string }[] })
            .photos ?? []
        ).map((photo) => `gallery-${photo.name}`),
      )
    : undefined;
  for (const file of readdirSync(imagesDir)) {
    const slot = slotOf(file);
    if (slots.has(slot) || (gallery && slot.startsWith("gallery-") && !gallery.has(slot)))
      rmSync(join(imagesDir, file));
  }
  for (const file of photos) cpSync(join(from, file), join(imagesDir, file));
  return photos.length;
}

const opened = new Map<string, Promise<ContentRepo>>();

/** The repository of `dataDir`, opened once per process (made from `source` the first time). */
export function sharedContentRepo(dataDir: string, source: string): Promise<ContentRepo> {
  let repo = opened.get(dataDir);
  if (!repo) {
    repo = openContentRepo(dataDir, source);
    opened.set(dataDir, repo);
    repo.catch(() => opened.delete(dataDir));
  }
  return repo;
}
