/**
 * `npm run new-page` on a copy of the repository: one command writes a page that the content check
 * takes in every language, listed in app/pages.ts and in the content files' list.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { locales } from "../../app/locales.ts";
import { newPageOf } from "./new-page.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "new-page-"));
  for (const path of ["app", "content", "scripts", "package.json", "tsconfig.json"])
    cpSync(join(root, path), join(copy, path), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(copy, "scripts/build/new-page.ts"), ...args, "--root", copy], {
    cwd: copy,
    encoding: "utf8",
  });

it("names a page from its address", () => {
  expect(newPageOf("spare-parts")).toEqual({ name: "spare-parts", id: "spareParts", title: "Spare parts" });
  expect(() => newPageOf("Spare Parts")).toThrow(/lower-case words joined by hyphens/);
});

it("writes every file a page needs, which the content check takes in every language", { timeout: 60_000 }, () => {
  const made = run("spare-parts");
  expect(made.status, made.stdout + made.stderr).toBe(0);
  expect(made.stdout).toContain("✓ Content valid");
  expect(readFileSync(join(copy, "app/pages.ts"), "utf8")).toMatch(
    /id: "spareParts",\n\s+path: "\/spare-parts",\n\s+module: "routes\/spare-parts.tsx"/,
  );
  expect(readFileSync(join(copy, "app/content/schemas/index.ts"), "utf8")).toContain(
    'spareParts: { file: "spare-parts", schema: sparePartsSchema, facts: false }',
  );
  for (const file of [
    "app/routes/spare-parts.tsx",
    "app/content/schemas/spare-parts.ts",
    "content/.schema/spare-parts.json",
    ...locales.map((locale) => `content/${locale.code}/spare-parts.yaml`),
  ])
    expect(existsSync(join(copy, file)), file).toBe(true);
  // Its typed module, written by the content check.
  expect(readFileSync(join(copy, "app/content/virtual-content.d.ts"), "utf8")).toContain(
    'declare module "virtual:content/spareParts"',
  );

  // Never twice.
  const again = run("spare-parts");
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("already has a page");
});
