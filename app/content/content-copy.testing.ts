/**
 * For the content check's tests: a copy of content/ per test, with one mistake made at a time.
 * `root` is the copy's folder while a test runs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { contentRoot } from "./load-content.ts";

export function contentCopyPerTest() {
  const copy = { root: "" };
  beforeEach(() => {
    copy.root = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(contentRoot, copy.root, { recursive: true });
  });
  afterEach(() => rmSync(copy.root, { recursive: true, force: true }));
  return {
    get root() {
      return copy.root;
    },
    /** Replaces the first occurrence of `from` in a content file of the copy. */
    edit(file: string, from: string | RegExp, to: string): void {
      const path = join(copy.root, file);
      const text = readFileSync(path, "utf8");
      const edited = text.replace(from, to);
      if (edited === text) throw new Error(`${file}: ${String(from)} not found`);
      writeFileSync(path, edited);
    },
  };
}
