/**
 * What a page costs the browser, read from the build: the JavaScript its first load needs, and
 * the HTML itself. Deterministic (bytes of the build, gzip as the server compresses them), so
 * the budgets in scripts/checks/page-weight.test.ts can fail a build, unlike timings.
 */
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { deferredScriptId } from "../../app/hydration.ts";

/** gzip at zlib's default level, as the `compression` middleware sends it. */
export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content).length;
}

/** The module URLs the page's held hydration script imports, statically or as its entry. */
export function hydrationModules(html: string): string[] {
  const held = new RegExp(`<script type="text/plain" id="${deferredScriptId}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  if (!held?.[1]) throw new Error("no deferred hydration script in the page");
  return [...held[1].matchAll(/(?:from|import)\s*\(?\s*"([^"]+\.js)"/g)].map((match) => match[1] ?? "");
}

/**
 * Every JavaScript file the first load of a page fetches, with its gzip size: the hydration
 * script's modules and, recursively, their static imports. Dynamic imports (the image viewer, the
 * carousel engine) load later, on demand, and are not counted.
 */
export function firstLoadScripts(html: string, clientDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const visit = (url: string) => {
    if (sizes.has(url)) return;
    const code = readFileSync(join(clientDir, url), "utf8");
    sizes.set(url, gzipBytes(code));
    // Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, and the words
    // files beside the assets, `from"../words/en/home-….js"` (scripts/build/words-files.ts).
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\.?\/[^"]+\.js)"/g)) {
      visit(posix.join(posix.dirname(url), match[1] ?? ""));
    }
  };
  for (const url of hydrationModules(html)) visit(url);
  return sizes;
}

export function sum(sizes: Map<string, number>): number {
  return [...sizes.values()].reduce((total, size) => total + size, 0);
}
