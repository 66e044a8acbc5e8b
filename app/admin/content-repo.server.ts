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
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseDocument } from "yaml";
import { contentRoot } from "../content/load-content.ts";
import type { Focus, FocusMap } from "../content/photo-crop.ts";
import { contentFiles } from "../content/schemas/index.ts";
import { translationsFile } from "../content/translations.ts";
import { defaultLocale, locales } from "../locales.ts";

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

/** A short fingerprint of a file's text: a save names the one it was made from. */
export const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 20);

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

  const author = (who: string) => [
    "--author",
    `${who.replace(/[<>\n]/g, "")} <${who.replace(/[<>\n\s]/g, "")}>`,
  ];

  return {
    dir,
    read,
    readRecord: () => {
      const path = join(dir, "content", translationsFile);
      return existsSync(path) ? readFileSync(path, "utf8") : "{}\n";
    },
    save: (file, text, version, who, message, record) =>
      serial(dir, async () => {
        const path = pathOf(file);
        const current = read(file);
        if (current.version !== version) return { saved: false as const, current: current.text };
        const recordPath = `content/${translationsFile}`;
        const recordChanged =
          record !== undefined &&
          record !== (existsSync(join(dir, recordPath)) ? readFileSync(join(dir, recordPath), "utf8") : "");
        const head = async () => (await run(dir, ["rev-parse", "--short", "HEAD"])).trim();
        if (current.text === text && !recordChanged) return { saved: true as const, commit: await head() };
        const paths = recordChanged ? [path, recordPath] : [path];
        writeFileSync(join(dir, path), text);
        if (recordChanged) writeFileSync(join(dir, recordPath), record);
        try {
          await run(dir, ["add", "--", ...paths]);
          await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message, "--", ...paths]);
        } catch (error) {
          // The files go back to what the history says: never a change without its record.
          await run(dir, ["checkout", "--", ...paths]).catch(() => undefined);
          throw error;
        }
        return { saved: true as const, commit: await head() };
      }),
    imagesDir: join(dir, "images"),
    saveDocument: (file, source, who) =>
      serial(dir, async () => {
        if (!documentFile.test(file)) throw new ContentRepoError(`not a document: ${file}`);
        mkdirSync(join(dir, "content", "documents"), { recursive: true });
        cpSync(source, join(dir, "content", "documents", file));
        try {
          await run(dir, ["add", "--all", "--", "content/documents"]);
          await run(dir, [
            ...identity,
            "commit",
            "--quiet",
            ...author(who),
            "-m",
            `content/documents/${file}: a new PDF`,
          ]);
        } catch (error) {
          await run(dir, ["reset", "--hard", "--quiet"]).catch(() => undefined);
          throw error;
        }
        return (await run(dir, ["rev-parse", "--short", "HEAD"])).trim();
      }),
    saveChange: ({ files, photo, record, who, message }) =>
      serial(dir, async () => {
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
        try {
          await run(dir, [
            "add",
            "--all",
            "--",
            "content",
            ...(existsSync(join(dir, "images")) ? ["images"] : []),
          ]);
          await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", message]);
        } catch (error) {
          await run(dir, ["reset", "--hard", "--quiet"]).catch(() => undefined);
          throw error;
        }
        return { saved: true as const, commit: (await run(dir, ["rev-parse", "--short", "HEAD"])).trim() };
      }),
    saveImage: (slot, source, extension, who, focus) =>
      serial(dir, async () => {
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
        try {
          await run(dir, ["add", "--all", "--", "images"]);
          await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `${path}: a new photo`]);
        } catch (error) {
          await run(dir, ["reset", "--hard", "--quiet"]).catch(() => undefined);
          throw error;
        }
        return (await run(dir, ["rev-parse", "--short", "HEAD"])).trim();
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
      serial(dir, async () => {
        if (!/^[0-9a-f]{4,40}$/.test(commit)) throw new ContentRepoError(`not a change: ${commit}`);
        const subject = (await run(dir, ["log", "-1", "--format=%s", commit])).trim();
        try {
          await run(dir, [...identity, "revert", "--no-edit", "--no-commit", commit]);
          await run(dir, [...identity, "commit", "--quiet", ...author(who), "-m", `Undo: ${subject}`]);
        } catch (error) {
          await run(dir, ["revert", "--abort"]).catch(() => undefined);
          await run(dir, ["reset", "--hard", "--quiet"]).catch(() => undefined);
          throw error;
        }
        return (await run(dir, ["rev-parse", "--short", "HEAD"])).trim();
      }),
    head: () => serial(dir, async () => (await run(dir, ["rev-parse", "--short", "HEAD"])).trim()),
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
  return serial(dir, async () => {
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

/** The company's files over a checkout's (or a new release's) content/ folder. */
export function overlayContent(dataDir: string, contentDir: string): number {
  const from = join(contentHistoryDir(dataDir), "content");
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

/** Two texts' differences, as a unified diff (the conflict of two saves). */
export function diffTexts(theirs: string, yours: string): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "content-diff-"));
  writeFileSync(join(folder, "theirs"), theirs);
  writeFileSync(join(folder, "yours"), yours);
  return new Promise<string>((resolve, reject) => {
    execFile(
      "git",
      ["diff", "--no-index", "--no-color", "--unified=2", "theirs", "yours"],
      { cwd: folder, encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: folder } },
      // 1 means "they differ", which is the point.
      (error, stdout, stderr) => {
        rmSync(folder, { recursive: true, force: true });
        if (error && error.code !== 1)
          reject(new ContentRepoError(`git diff: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * The company's photos over a release's (or a checkout's) app/images: each slot's file replaced,
 * whatever its kind; and the file of a gallery photo the company removed taken out, since a file
 * no slot is named after stops the build.
 */
export function overlayImages(dataDir: string, imagesDir: string): number {
  const repo = contentHistoryDir(dataDir);
  if (!existsSync(join(repo, ".git"))) return 0;
  const from = join(repo, "images");
  const slotOf = (file: string) => file.replace(/\.[a-z]+$/i, "").toLowerCase();
  const photos = existsSync(from) ? readdirSync(from) : [];
  const slots = new Set(photos.map(slotOf));
  const galleryFile = join(repo, "content", defaultLocale.code, "gallery.yaml");
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
