/**
 * `dependencies` say what runs: every package the server, the pages it renders, the editor and
 * the operator's commands import at run time is one, so an install without the development tools
 * (`npm ci --omit=dev`) still serves every page and the editor's photos. What only the build and
 * the tests use stays a development dependency.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as {
  dependencies: Record<string, string>;
};

/** The code that runs in production: all but tests, test helpers and the build's own config. */
const runtimeFiles = execFileSync("git", ["ls-files", "app", "server", "scripts/ops"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
  .filter((file) => !/\.(test|spec)\.tsx?$|testing(\.server)?\.ts$|test-[\w-]+\.ts$/.test(file))
  // The route lists and the editor's build config are read by React Router's build, never at run time.
  .filter(
    (file) =>
      ![
        "app/routes.ts",
        "app/admin/routes.ts",
        "app/admin/vite.config.ts",
        "app/admin/react-router.config.ts",
      ].includes(file),
  );

/** The packages a file imports for their values (type-only imports vanish when it runs). */
function packagesImportedBy(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(`${root}/${file}`, "utf8"), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
    const name = specifier.text;
    if (/^(\.|node:|virtual:)/.test(name)) continue;
    names.push(name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : name.split("/")[0]!);
  }
  return names;
}

it("lists every package the running site imports among the dependencies", () => {
  expect(runtimeFiles.length).toBeGreaterThan(100);
  const missing = runtimeFiles.flatMap((file) =>
    packagesImportedBy(file)
      .filter((name) => !Object.hasOwn(manifest.dependencies, name))
      .map((name) => `${file} imports ${name}`),
  );
  expect(missing).toEqual([]);
});
