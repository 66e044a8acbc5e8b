/**
 * The editor's app (routes/, ui/, root.tsx) is built into its own bundle, where a server module
 * would run as a second copy beside the server's own: its stores, locks and paths (found from
 * the module's own address) would not be the server's. So its pages reach the domain through the
 * request's context (request-context.ts), and take only types from the server's modules.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
const appFiles = [
  "root.tsx",
  "entry.server.tsx",
  "routes.ts",
  "request-context.ts",
  "shell.ts",
  ...["routes", "ui"].flatMap((folder) =>
    readdirSync(join(here, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
      .map((name) => join(folder, name)),
  ),
];

/** Every `import … from "…"` of a file, whole (multi-line ones too). */
const importsOf = (source: string) => [...source.matchAll(/^import\s[^;]*?from\s+"([^"]+)";/gms)];

describe("the editor's app", () => {
  it.each(appFiles)("%s takes only types from the server's modules", (file) => {
    const source = readFileSync(join(here, file), "utf8");
    const offending = importsOf(source)
      .filter(([statement, from]) => {
        const serverModule = /\.server\.tsx?$/.test(from!) || from!.startsWith("node:");
        return serverModule && !/^import\s+type\s/.test(statement);
      })
      .map(([statement]) => statement);
    expect(offending, relative(here, join(here, file))).toEqual([]);
  });

  // The router reads each write's body within its limits (router.server.ts) and hands the page
  // the fields; the request the page gets has no body left to read, and would wait for one.
  it.each(appFiles)("%s reads no request body", (file) => {
    const source = readFileSync(join(here, file), "utf8");
    expect(source).not.toMatch(/request\.(formData|json|text|arrayBuffer|blob|body)\b/);
  });

  it("has pages to check", () => {
    expect(appFiles.filter((file) => file.startsWith("routes")).length).toBeGreaterThanOrEqual(3);
  });
});
