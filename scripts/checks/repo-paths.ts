/**
 * The repository paths our words name: in the Markdown documents (README.md, DEPLOY.md, docs/,
 * the ADRs, every folder's README) and in the comments of the code. repo-paths.test.ts fails on
 * one that no longer exists, so a moved or renamed file cannot leave a document pointing nowhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, posix } from "node:path";

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

/** The comments of a code file, with everything else blanked so that line numbers stay. */
export function commentsOf(source: string): string {
  let out = "";
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const block = /^\/\*[\s\S]*?(?:\*\/|$)/.exec(rest);
    const line = /^\/\/[^\n]*/.exec(rest);
    const quoted = /^(["'`])(?:\\[\s\S]|(?!\1)[^\\\n])*\1?/.exec(rest);
    // "//" inside a URL or a string is not a comment.
    if (block) {
      out += block[0];
      index += block[0].length;
    } else if (line && !/[:\w]$/.test(source.slice(0, index))) {
      out += line[0];
      index += line[0].length;
    } else if (quoted && quoted[1] !== "`") {
      out += quoted[0].replace(/[^\n]/g, " ");
      index += quoted[0].length;
    } else {
      out += source[index] === "\n" ? "\n" : " ";
      index += 1;
    }
  }
  return out;
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

/**
 * Whether a named path exists: from the root, from the naming file's folder, or (a bare file
 * name, or a path written from inside its folder, e.g. "cad/formats.ts") as the end of a file's
 * path. Paths out of the repository and into what git ignores (builds, caches) are not ours to check.
 */
export function resolves(named: NamedPath, files: readonly string[], ignored: (path: string) => boolean) {
  const path = named.path.replace(/\/$/, "");
  const fromFolder = normalize(join(dirname(named.file), path));
  const fromRoot = normalize(path.replace(/^\.\//, ""));
  if (isOutside(named)) return true;
  const candidates = [fromRoot, fromFolder];
  const known = (candidate: string) =>
    files.some((file) => file === candidate || file.startsWith(`${candidate}/`));
  if (candidates.some(known)) return true;
  if (!path.startsWith(".") && files.some((file) => file.endsWith(`/${path}`) || file.endsWith(`/${path}/`)))
    return true;
  if (!path.startsWith(".") && files.some((file) => posix.dirname(file).endsWith(`/${path}`))) return true;
  return candidates.some(ignored);
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
    ...code.flatMap((file) => pathsIn(commentsOf(readFileSync(join(root, file), "utf8")), file)),
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
