/**
 * The repository paths our words name: in the Markdown documents (README.md, DEPLOY.md, docs/,
 * the ADRs, every folder's README) and in the comments of the code. repo-paths.test.ts fails on
 * one that no longer exists, so a moved or renamed file cannot leave a document pointing nowhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, posix } from "node:path";
import ts from "typescript";

/** A path-like word: folders and a file with an extension we keep, or a folder of ours ending in "/". */
const extensions = "ts|tsx|js|json|md|css|yaml|yml|conf|sh|html|txt|svg|png|jpg|avif|woff2|pdf|xml|d\\.ts";
const filePattern = new RegExp(
  String.raw`(?<![\w./@~-])((?:\.{1,2}/)*(?:[\w@-][\w.@-]*/)*[\w-][\w.-]*\.(?:${extensions}))(?![\w/-])`,
  "g",
);
const folderPattern =
  /(?<![\w./@~-])((?:app|server|scripts|tests|content|docs|deploy|public)\/(?:[\w.-]+\/)*)(?![\w-])/g;

/** Words that look like paths but stand for many (a pattern, a placeholder) or for none of ours. */
function isPattern(word: string): boolean {
  return /[<>*{}$…]|NAME|\bxxx\b/.test(word);
}

export interface NamedPath {
  /** The file that names it, from the repository's root. */
  file: string;
  line: number;
  path: string;
}

/**
 * The comments of a code file, with everything else blanked so that line numbers stay. TypeScript's
 * own parser tells comments from strings, regular expressions and JSX text; a stylesheet has only
 * block comments.
 */
export function commentsOf(source: string, file = "comments.ts"): string {
  const kept: [number, number][] = [];
  if (file.endsWith(".css")) {
    for (const match of source.matchAll(/\/\*[\s\S]*?(?:\*\/|$)/g))
      kept.push([match.index, match.index + match[0].length]);
  } else {
    const kind = /\.[jt]sx$/.test(file)
      ? ts.ScriptKind.TSX
      : file.endsWith(".js")
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
    // Every token's comments, before it and after it on its line (closing braces and the end of the
    // file are tokens too).
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.JsxText) return;
      const ranges = [
        ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
      ];
      for (const range of ranges) kept.push([range.pos, range.end]);
      for (const child of node.getChildren(tree)) visit(child);
    };
    visit(tree);
  }
  // By UTF-16 unit, as the parser's positions count.
  const blank: string[] = source.split("").map((character) => (character === "\n" ? "\n" : " "));
  for (const [start, end] of kept)
    for (let index = start; index < end; index++) blank[index] = source[index] ?? " ";
  return blank.join("");
}

/** Every path-like word in a text, with its line. */
export function pathsIn(text: string, file: string): NamedPath[] {
  const found: NamedPath[] = [];
  text.split("\n").forEach((lineText, index) => {
    for (const pattern of [filePattern, folderPattern]) {
      for (const match of lineText.matchAll(pattern)) {
        const path = match[1] ?? "";
        if (!isPattern(path) && isChecked(path)) found.push({ file, line: index + 1, path });
      }
    }
  });
  return found;
}

/** Files git keeps (tracked or new), without what it ignores. */
export function repositoryFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file !== "" && existsSync(join(root, file)));
}

/** Where a named path may be: from the root, or from the naming file's folder. */
export function candidatesOf(named: NamedPath): string[] {
  const path = named.path.replace(/\/$/, "");
  return [normalize(path.replace(/^\.\//, "")), normalize(join(dirname(named.file), path))];
}

/**
 * Whether a named path exists: from the root, from the naming file's folder, or (a bare file
 * name, or a path written from inside its folder, e.g. "cad/formats.ts") as the end of a file's
 * path. A path out of the repository is not ours to check.
 */
export function resolves(named: NamedPath, files: readonly string[]): boolean {
  if (isOutside(named)) return true;
  const known = (candidate: string) =>
    files.some((file) => file === candidate || file.startsWith(`${candidate}/`));
  if (candidatesOf(named).some(known)) return true;
  const path = named.path.replace(/\/$/, "");
  if (path.startsWith(".")) return false;
  return files.some((file) => file.endsWith(`/${path}`) || posix.dirname(file).endsWith(`/${path}`));
}

/** A path out of the repository: the team's shared texts beside it ("../shared/…"), or one above the root. */
export function isOutside(named: NamedPath): boolean {
  const path = named.path;
  return path.startsWith("../shared/") || normalize(join(dirname(named.file), path)).startsWith("..");
}

/**
 * A bare file name is checked when it is one of our kinds of source or document (a design
 * document that moved); bare names of other kinds are examples ("drawing.pdf") or libraries ("three.js").
 */
function isChecked(path: string): boolean {
  return path.includes("/") || /\.(?:md|tsx?|ya?ml)$/.test(path);
}

/** The documents and code files whose words are checked. */
export function checkedFiles(files: readonly string[]): { docs: string[]; code: string[] } {
  return {
    // docs/design.md, style.md and product-spec.md are the team's shared texts, copied: the paths
    // they name are of the codebases they learn from and of the spec, not of this repository.
    docs: files.filter((file) => file.endsWith(".md") && !sharedCopies.includes(file)),
    code: files.filter((file) => /\.(?:tsx?|jsx?|css)$/.test(file) && !file.endsWith(".d.ts")),
  };
}

const sharedCopies = ["docs/design.md", "docs/style.md", "docs/product-spec.md"];

export function namedPaths(root: string, files: readonly string[]): NamedPath[] {
  const { docs, code } = checkedFiles(files);
  return [
    ...docs.flatMap((file) => pathsIn(readFileSync(join(root, file), "utf8"), file)),
    ...code.flatMap((file) => pathsIn(commentsOf(readFileSync(join(root, file), "utf8"), file), file)),
  ];
}

/**
 * The folders and files the README's folder map ("## Folders") names, from the root: a line at the
 * left margin names a path from the root, a line indented by two spaces one inside the last of
 * those; continuation lines (indented further) name none. Paths it marks "not committed" are left out.
 */
export function folderMap(readme: string): string[] {
  const block = /^## Folders\n+```\n([\s\S]*?)\n```/m.exec(readme)?.[1] ?? "";
  const named: string[] = [];
  let parent = "";
  for (const line of block.split("\n")) {
    const match = /^( {0,2})(\S+)/.exec(line);
    if (!match || line.includes("not committed")) continue;
    const [, indent = "", word = ""] = match;
    const path = word.replace(/,$/, "");
    if (indent === "") {
      parent = path;
      named.push(path);
    } else named.push(`${parent}${path}`);
  }
  return named;
}
