/**
 * What a release does with the company's content (scripts/ops/release.ts): joins the code's
 * content to the company's history, and lays the company's files and photos over the new
 * release's before it is built.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseDocument } from "yaml";
import {
  ContentRepoError,
  contentFilesIn,
  contentHistoryDir,
  contentPath,
  copyContent,
  exclusive,
  git,
  identity,
} from "../../app/content/history.server.ts";
import { translationsFile } from "../../app/content/translations.ts";
import { defaultLocale } from "../../app/locales.ts";

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
      await git(tree, ["add", "--all", "content"], env);
      const written = (await git(tree, ["write-tree"], env)).trim();
      const parent = (await git(dir, ["rev-parse", "code"])).trim();
      const parentTree = (await git(dir, ["rev-parse", `${parent}^{tree}`])).trim();
      if (written !== parentTree) {
        const commit = (
          await git(dir, [
            ...identity,
            "commit-tree",
            written,
            "-p",
            parent,
            "-m",
            `The content of code ${label}`,
          ])
        ).trim();
        await git(dir, ["update-ref", "refs/heads/code", commit, parent]);
      }
      try {
        await git(dir, [...identity, "merge", "--no-edit", "--quiet", "code"]);
      } catch {
        const conflicted = (
          await git(dir, ["diff", "--name-only", "--diff-filter=U"]).catch(() => "")
        ).trim();
        await git(dir, ["merge", "--abort"]).catch(() => undefined);
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
      ((entry.endsWith(".yaml") && contentPath(entry.slice(0, -5)) !== undefined) ||
        entry === translationsFile) &&
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
