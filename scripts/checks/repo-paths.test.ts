import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  candidatesOf,
  commentsOf,
  folderMap,
  namedPaths,
  pathsIn,
  repositoryFiles,
  resolves,
} from "./repo-paths.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Of these paths, the ones git ignores (builds, caches, data): named on purpose, never kept. */
function ignoredOf(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: root,
      input: paths.join("\n"),
      encoding: "utf8",
    });
    return new Set(out.split("\n").filter(Boolean));
  } catch {
    // exit 1: none of them is ignored
    return new Set();
  }
}

/**
 * Paths named on purpose that the repository does not hold: what the site writes while it runs
 * (the editor's uploaded documents, a photo's chosen focus) and examples of a file the company adds.
 */
const notKept = new Set([
  "content/documents/",
  "app/images/focus.json",
  "images/focus.json",
  "app/images/gallery-07.jpg",
  "app/images/founder.jpg",
  "./x.js",
]);

describe("paths named in documents and comments", () => {
  it("every one exists in the repository", () => {
    const files = repositoryFiles(root);
    const named = namedPaths(root, files);
    expect(named.length, "paths found at all").toBeGreaterThan(200);
    const unknown = named.filter((entry) => !notKept.has(entry.path) && !resolves(entry, files));
    // Builds, caches and data are named on purpose and never kept: git ignores them.
    const ignored = ignoredOf(unknown.flatMap(candidatesOf));
    const broken = unknown
      .filter((entry) => !candidatesOf(entry).some((candidate) => ignored.has(candidate)))
      .map((entry) => `${entry.file}:${entry.line} names ${entry.path}`);
    expect(broken).toEqual([]);
  });

  it("finds paths in Markdown and in comments, not in code or addresses", () => {
    const source = [
      "// See DESIGN.md and app/enquiry/fields.ts.",
      'const url = "https://example.com/docs/a.md"; // and docs/',
      "/* block naming scripts/build/build.ts */ const file = 'not/a-comment.ts';",
    ].join("\n");
    expect(pathsIn(commentsOf(source), "x.ts").map((entry) => `${entry.line}:${entry.path}`)).toEqual([
      "1:DESIGN.md",
      "1:app/enquiry/fields.ts",
      "2:docs/",
      "3:scripts/build/build.ts",
    ]);
  });

  it("resolves from the root, from the naming file's folder, or as the end of a path", () => {
    const files = ["app/quote/cad/formats.ts", "docs/design.md", "docs/decisions/0001-stack.md"];
    const check = (file: string, path: string) => resolves({ file, line: 1, path }, files);
    expect(check("README.md", "docs/design.md")).toBe(true);
    expect(check("docs/decisions/0002.md", "0001-stack.md")).toBe(true);
    expect(check("app/quote/x.ts", "cad/formats.ts")).toBe(true);
    expect(check("app/quote/x.ts", "app/quote/cad/")).toBe(true);
    expect(check("app/x.ts", "DESIGN.md")).toBe(false);
    expect(check("app/x.ts", "docs/decisions/0014-security-headers.md")).toBe(false);
  });
});

describe("the README's folder map", () => {
  const map = folderMap(readFileSync(join(root, "README.md"), "utf8"));
  const folders = (dir: string) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}/`);

  it("names only what exists", () => {
    expect(map.length).toBeGreaterThan(20);
    expect(map.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("names every folder of the root (those git keeps), of app/, scripts/ and tests/", () => {
    const kept = new Set(repositoryFiles(root).map((file) => file.split("/")[0] ?? ""));
    const expected = [
      ...[...kept].filter((name) => statSync(join(root, name)).isDirectory()).map((name) => `${name}/`),
      ...folders("app"),
      ...folders("scripts"),
      ...folders("tests"),
    ];
    const covered = (folder: string) => map.some((path) => `${path}/`.startsWith(folder) || path === folder);
    expect(expected.filter((folder) => !covered(folder))).toEqual([]);
  });
});
