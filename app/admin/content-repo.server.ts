/**
 * The editor's store: the company's content as it reads and saves it, each save a commit with who
 * and when, undo a revert, photos and documents beside the texts. The repository itself, its lock
 * and its recovery are app/content/history.server.ts; a publish builds a release from the code
 * that is live and the files here (scripts/ops/release-content.ts).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  ContentRepoError,
  contentHistoryDir,
  contentPath,
  copyContent,
  documentFile,
  exclusive,
  git,
  identity,
  serial,
} from "../content/history.server.ts";
import { contentRoot } from "../content/load-content.ts";
import type { Focus, FocusMap } from "../content/photo-crop.ts";
import { translationsFile } from "../content/translations.ts";
import { copyWhole, writeWhole } from "../content/write-whole.server.ts";

/**
 * The content folder the company's pages come from: its copy in DATA_DIR once the editor has made
 * it, the code's own before.
 */
export function contentFolderOf(dataDir: string): string {
  const copy = join(contentHistoryDir(dataDir), "content");
  return existsSync(join(contentHistoryDir(dataDir), ".git")) ? copy : contentRoot;
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

export interface ContentRepo {
  dir: string;
  /** The file's text and version, as the company last saved it. */
  read(file: string): { text: string; version: string };
  /**
   * Puts back what a crash left (a write cut short, a lock): run before a change is checked
   * against the working files, so the check never reads half a file (issue 49).
   */
  mend(): Promise<void>;
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
    /** Several photos at once (the gallery's "several photos"), as `photo` each. */
    photos?: { slot: string; source?: string; extension?: string }[];
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
  /**
   * Each file's text as a commit left it ("3f2a1b^" for before it), undefined where the file was
   * not there: the history's before and after, read in one git process.
   */
  textsAt(wanted: readonly { commit: string; path: string }[]): Promise<(string | undefined)[]>;
  /** The changes a release built from `content` holds: that commit and every one before it. */
  changesIn(content: string | null | undefined): Promise<Set<string>>;
  /** People's changes since `commit` (since the code's content when null): what a publish brings. */
  changesSince(commit: string | null | undefined): Promise<number>;
}

/**
 * Opens the repository, making it on first use from `sourceContent` (the live code's content/
 * folder): one commit on `code`, and `main` from it.
 */
export async function openContentRepo(dataDir: string, sourceContent: string): Promise<ContentRepo> {
  const dir = contentHistoryDir(dataDir);
  await serial(dir, () => createRepository(dataDir, dir, sourceContent));

  const pathOf = (file: string) => {
    const path = contentPath(file);
    if (!path) throw new ContentRepoError(`not a content file: ${file}`);
    return path;
  };

  const read = (file: string) => {
    const text = readFileSync(join(dir, pathOf(file)), "utf8");
    return { text, version: versionOf(text) };
  };

  const head = () => headOf(dir);
  // What a crash left (a lock, a half-written save) is mended before anyone reads the files.
  await exclusive(dir, async () => undefined);

  return {
    dir,
    read,
    mend: () => exclusive(dir, async () => undefined),
    readVersion: async (version) => {
      if (!/^[0-9a-f]{40}$/.test(version)) return undefined;
      return git(dir, ["cat-file", "blob", version]).catch(() => undefined);
    },
    lastChange: (file) =>
      serial(dir, async () => {
        const out = await git(dir, ["log", "-1", "--format=%an%x1f%aI", "main", "--", pathOf(file)]);
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
        writeWhole(join(dir, path), text);
        if (recordChanged) writeWhole(join(dir, recordPath), record);
        // A failure from here puts the files back (exclusive): never a change without its record.
        await git(dir, ["add", "--", ...paths]);
        await git(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message, "--", ...paths]);
        return { saved: true as const, commit: await head() };
      }),
    imagesDir: join(dir, "images"),
    saveDocument: (file, source, who) =>
      exclusive(dir, async () => {
        if (!documentFile.test(file)) throw new ContentRepoError(`not a document: ${file}`);
        mkdirSync(join(dir, "content", "documents"), { recursive: true });
        copyWhole(source, join(dir, "content", "documents", file));
        await git(dir, ["add", "--all", "--", "content/documents"]);
        await git(dir, [
          ...identity,
          "commit",
          "--quiet",
          ...author(who),
          "-m",
          `content/documents/${file}: a new PDF`,
        ]);
        return head();
      }),
    saveChange: ({ files, photo: one, photos = [], record, who, message }) =>
      exclusive(dir, async () => {
        for (const { file, version } of files)
          if (read(file).version !== version) return { saved: false as const, file };
        for (const { file, text } of files) writeWhole(join(dir, pathOf(file)), text);
        if (record !== undefined) writeWhole(join(dir, "content", translationsFile), record);
        for (const photo of one ? [one, ...photos] : photos) putPhoto(dir, photo);
        await git(dir, [
          "add",
          "--all",
          "--",
          "content",
          ...(existsSync(join(dir, "images")) ? ["images"] : []),
        ]);
        await git(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message]);
        return { saved: true as const, commit: await head() };
      }),
    saveImage: (slot, source, extension, who, focus) =>
      exclusive(dir, async () => {
        if (!/^[a-z0-9-]+$/.test(slot) || !/^(jpg|png|webp|avif)$/.test(extension))
          throw new ContentRepoError(`not an image slot: ${slot}`);
        const path = putImage(dir, slot, source, extension, focus);
        await git(dir, ["add", "--all", "--", "images"]);
        await git(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `${path}: a new photo`]);
        return head();
      }),
    history: (limit = 50) => serial(dir, () => historyIn(dir, limit)),
    undo: (commit, who) =>
      exclusive(dir, async () => {
        if (!/^[0-9a-f]{4,40}$/.test(commit)) throw new ContentRepoError(`not a change: ${commit}`);
        const subject = (await git(dir, ["log", "-1", "--format=%s", commit])).trim();
        // A refused revert leaves its half-done state: exclusive puts it back.
        await git(dir, [...identity, "revert", "--no-edit", "--no-commit", commit]);
        await git(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `Undo: ${subject}`]);
        return head();
      }),
    head: () => serial(dir, head),
    textsAt: (wanted) => serial(dir, () => catFiles(dir, wanted)),
    changesIn: (content) =>
      serial(dir, async () => {
        if (!content || !/^[0-9a-f]{4,40}$/.test(content)) return new Set<string>();
        const out = await git(dir, ["rev-list", "--abbrev-commit", "--first-parent", content]).catch(
          () => "",
        );
        return new Set(out.split("\n").filter(Boolean));
      }),
    changesSince: (commit) =>
      serial(dir, async () => {
        const from = commit && /^[0-9a-f]{4,40}$/.test(commit) ? commit : "code";
        const out = await git(dir, ["rev-list", "--count", "--no-merges", `${from}..main`]).catch(() => "0");
        return Number(out.trim()) || 0;
      }),
  };
}

/** The short id of the last change. */
const headOf = async (dir: string) => (await git(dir, ["rev-parse", "--short", "HEAD"])).trim();

/** git's --author for a person, as the editor names them (their email). */
const author = (who: string) => [
  "--author",
  `${who.replace(/[<>\n]/g, "")} <${who.replace(/[<>\n\s]/g, "")}>`,
];

/** The last `limit` changes to the content and photos, each with its files and its patch. */
async function historyIn(dir: string, limit: number) {
  const out = await git(dir, [
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
}

/** A photo of a change put in its slot's place (none: the slot's photo removed). */
function putPhoto(dir: string, photo: { slot: string; source?: string; extension?: string }): void {
  if (!/^[a-z0-9-]+$/.test(photo.slot)) throw new ContentRepoError(`not an image slot: ${photo.slot}`);
  const folder = join(dir, "images");
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder))
    if (file.replace(/\.[a-z]+$/i, "").toLowerCase() === photo.slot) rmSync(join(folder, file));
  if (photo.source && photo.extension && /^(jpg|png|webp|avif)$/.test(photo.extension))
    copyWhole(photo.source, join(folder, `${photo.slot}.${photo.extension}`));
}

/** A slot's new photo in place of its old one, with the point its crop keeps; its path. */
function putImage(
  dir: string,
  slot: string,
  source: string,
  extension: string,
  focus: Focus | undefined,
): string {
  const folder = join(dir, "images");
  mkdirSync(folder, { recursive: true });
  const before = readdirSync(folder).filter((file) => file.replace(/\.[a-z]+$/i, "").toLowerCase() === slot);
  for (const file of before) rmSync(join(folder, file));
  const path = `images/${slot}.${extension}`;
  copyWhole(source, join(dir, path));
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
  if (Object.keys(sorted).length > 0) writeWhole(focusFile, `${JSON.stringify(sorted, null, 2)}\n`);
  else rmSync(focusFile, { force: true });
  return path;
}

/** The content's history, made from the code's content the first time it is opened. */
async function createRepository(dataDir: string, dir: string, sourceContent: string): Promise<void> {
  if (existsSync(join(dir, ".git"))) return;
  // Made aside and renamed: a half-made repository is never taken for one.
  mkdirSync(dataDir, { recursive: true });
  const making = mkdtempSync(join(dataDir, ".content-history-"));
  try {
    await git(making, ["init", "--quiet", "--initial-branch=main"]);
    copyContent(sourceContent, making);
    await git(making, ["add", "--all", "content"]);
    await git(making, [...identity, "commit", "--quiet", "-m", "The site's content as the code had it"]);
    await git(making, ["branch", "code"]);
    renameSync(making, dir);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
}

/** `git cat-file --batch`: many files of many commits through one process, each whole or missing. */
function catFiles(
  dir: string,
  wanted: readonly { commit: string; path: string }[],
): Promise<(string | undefined)[]> {
  // Only what our own history names: a change's short hash (with ^ for its parent) and a path of
  // the repository, never a line a reader could turn into another request.
  const specs = wanted.map(({ commit, path }) =>
    /^[0-9a-f]{4,40}\^?$/.test(commit) && /^[\w./-]+$/.test(path) ? `${commit}:${path}` : "",
  );
  if (specs.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, GIT_CONFIG_NOSYSTEM: "1" },
      stdio: ["pipe", "pipe", "ignore"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.once("error", reject);
    child.stdout.once("error", reject);
    child.stdin.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) return reject(new ContentRepoError(`git cat-file: exit ${code}`));
      const out = Buffer.concat(chunks);
      const texts: (string | undefined)[] = [];
      let at = 0;
      for (let index = 0; index < specs.length; index++) {
        const end = out.indexOf(10, at);
        if (end < 0) break;
        const header = out.subarray(at, end).toString("utf8");
        at = end + 1;
        const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
        if (size === undefined) {
          texts.push(undefined);
          continue;
        }
        texts.push(out.subarray(at, at + Number(size)).toString("utf8"));
        at += Number(size) + 1;
      }
      resolve(texts);
    });
    // An empty spec asks for nothing: git answers " missing" for the blank line.
    child.stdin.end(specs.map((spec) => `${spec || "-"}\n`).join(""));
  });
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
