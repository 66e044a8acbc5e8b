/**
 * The layout mirrors itself for right-to-left languages (Arabic) only if every stylesheet speaks of
 * the start and end of a line, not its left and right: margin-inline-start, inset-inline-end,
 * text-align: start. This scans every CSS file under app/ for physical left/right properties and
 * fails on each, naming file, line and the logical property to use instead.
 *
 * A physical declaration that must stay (one with no logical equivalent, mirrored by the
 * `[dir="rtl"]` custom properties of global.css, or one that should not mirror) carries its reason
 * on the same line: `left: 0; /* physical: the reason *\/`. (`[dir="rtl"]`, not `:dir(rtl)`: the
 * right-to-left pages' first-paint CSS keeps only the former, app/critical-css.server.ts.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import postcss, { type Declaration, list } from "postcss";
import { describe, expect, it } from "vitest";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const projectDir = join(appDir, "..");

const allowComment = /^physical:\s*\S.{8,}/;

/** Properties named after a physical side, with what to write instead. */
const physicalProperties: [RegExp, string][] = [
  [/^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/, "$1-inline-start / $1-inline-end"],
  [/^border-(left|right)(-(width|style|color))?$/, "border-inline-start$2 / border-inline-end$2"],
  [/^border-(top|bottom)-(left|right)-radius$/, "border-start-start-radius and its siblings"],
  [/^(left|right)$/, "inset-inline-start / inset-inline-end"],
];

/** Properties whose left or right value is physical. */
const physicalValues: [RegExp, RegExp, string][] = [
  [/^text-align(-last)?$/, /^(left|right)$/, "start / end"],
  [/^(float|clear)$/, /^(left|right)$/, "inline-start / inline-end"],
];

/** Shorthands whose four values run top, right, bottom, left: physical when right ≠ left. */
const boxShorthands = /^(margin|padding|inset|scroll-margin|scroll-padding|border-(width|style|color))$/;

/** Why `declaration` is physical, or undefined when it mirrors by itself. */
function physical({ prop, value }: Declaration): string | undefined {
  const property = prop.toLowerCase();
  for (const [pattern, instead] of physicalProperties) {
    if (pattern.test(property)) return `${property}: use ${property.replace(pattern, instead)}`;
  }
  for (const [pattern, values, instead] of physicalValues) {
    if (pattern.test(property) && values.test(value.trim().toLowerCase()))
      return `${property}: ${value}: use ${instead}`;
  }
  const values = list.space(value);
  if (boxShorthands.test(property) && values.length === 4 && values[1] !== values[3])
    return `${property}: ${value}: right and left differ; set the block sides here and the inline ones with ${property}-inline`;
  if (property === "border-radius" && new Set(list.space(value.split("/")[0] ?? "")).size > 1)
    return `border-radius: ${value}: corners differ; use border-start-start-radius and its siblings`;
  return undefined;
}

/** Whether the declaration's line ends with a `/* physical: reason *\/` comment. */
function allowed(declaration: Declaration): boolean {
  const next = declaration.next();
  return (
    next?.type === "comment" &&
    next.source?.start?.line === declaration.source?.end?.line &&
    allowComment.test(next.text)
  );
}

/** Every physical left/right declaration of a stylesheet that has no allow comment. */
function physicalDeclarations(css: string, file: string): string[] {
  const findings: string[] = [];
  postcss.parse(css, { from: file }).walkDecls((declaration) => {
    const problem = physical(declaration);
    if (problem && !allowed(declaration))
      findings.push(`${file}:${declaration.source?.start?.line ?? "?"}: ${problem}`);
  });
  return findings;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("logical properties", () => {
  const files = cssFiles(appDir);

  it("finds the stylesheets", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("every stylesheet under app/ says start and end, not left and right", () => {
    const findings = files.flatMap((file) =>
      physicalDeclarations(readFileSync(file, "utf8"), relative(projectDir, file)),
    );
    expect(findings).toEqual([]);
  });
});

describe("the check itself", () => {
  const check = (css: string) => physicalDeclarations(css, "test.css");

  it.each([
    "a { margin-left: 1rem }",
    "a { padding-right: 1rem }",
    "a { left: 0 }",
    "a { right: var(--space-3) }",
    "a { text-align: left }",
    "a { float: right }",
    "a { border-left: 4px solid }",
    "a { border-right-color: red }",
    "a { border-top-left-radius: 2px }",
    "a { margin: 0 calc(-1 * var(--space-4)) 0 0 }",
    "a { padding: 1px 0 1px 2px }",
    "a { border-radius: 2px 0 0 2px }",
    "@media (max-width: 10px) { a { left: 0 } }",
    "a { left: 0; /* physical */ }",
    "a { left: 0; /* physical: */ }",
    "a { left: 0;\n /* physical: a reason on the next line does not count */ }",
  ])("fails on %s", (css) => {
    expect(check(css)).toHaveLength(1);
  });

  it.each([
    "a { margin-inline-start: 1rem; padding-inline: 0 1rem }",
    "a { inset-inline-end: 0; inset: 0 0 auto }",
    "a { text-align: start; float: inline-end }",
    "a { margin: 0 auto; padding: 1px 2px 3px; padding: 1px 2px 3px 2px }",
    "a { border-inline-start: 4px solid; border-radius: 50% }",
    "a { leftover: 1; --left: 0 }",
    "a { left: 0; /* physical: the off-screen trap is out of view either way */ }",
  ])("passes %s", (css) => {
    expect(check(css)).toEqual([]);
  });
});
