/**
 * JSON Schemas of the content files, generated from the zod schemas (app/content/schemas/), so an
 * editor with a YAML extension (VS Code's "YAML" by Red Hat, or any yaml-language-server editor)
 * completes field names, shows each field's help on hover and underlines a mistake as it is typed.
 * Each content file names its schema on its first line; `npm run check` rewrites the schemas, and
 * a unit test fails when the committed ones are out of date. It writes the type declarations of the
 * `virtual:content/*` modules too (app/content/virtual-content.d.ts), one per content file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentRoot } from "../../app/content/load-content.ts";
import { jsonSchemaOf } from "../../app/content/json-schemas.ts";
import { contentFiles, type ContentName } from "../../app/content/schemas/index.ts";

export const schemaDir = join(contentRoot, ".schema");

type JsonSchema = Record<string, unknown>;

/** Without "required": a words file and a facts file each hold part of the fields. */
function partial(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(partial);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== "required")
      .map(([key, value]) => [key, partial(value)]),
  );
}

/** Every content file's JSON Schema, by file name ("about" → content/.schema/about.json). */
export function contentSchemas(): Map<string, string> {
  const schemas = new Map<string, string>();
  for (const [name, entry] of Object.entries(contentFiles) as [
    ContentName,
    (typeof contentFiles)[ContentName],
  ][]) {
    const generated = jsonSchemaOf(name);
    const schema = (entry.facts ? partial(generated) : generated) as JsonSchema;
    schemas.set(
      entry.file,
      `${JSON.stringify({ title: `content/<language>/${entry.file}.yaml`, ...schema }, null, 2)}\n`,
    );
  }
  return schemas;
}

/** The first line of a content file: where its schema is, for the editor. */
export function schemaLine(file: string, facts: boolean): string {
  return `# yaml-language-server: $schema=${facts ? "" : "../"}.schema/${file}.json`;
}

export const virtualContentTypesFile = fileURLToPath(
  new URL("../../app/content/virtual-content.d.ts", import.meta.url),
);

/** The declarations of the modules scripts/build/content-plugin.ts makes, one per content file. */
export function virtualContentTypes(): string {
  const modules = (Object.keys(contentFiles) as ContentName[]).map(
    (name) =>
      `declare module "virtual:content/${name}" {\n` +
      `  export const ${name}: import("./schemas/index.ts").SiteContent["${name}"];\n}\n`,
  );
  return (
    "/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path, and these modules exist only at build time */\n" +
    "/**\n" +
    " * The words of the language being built, one module per content file so that each page's chunk\n" +
    " * carries only what it shows: scripts/build/content-plugin.ts makes these modules. Written by\n" +
    " * `npm run check` from the content files' list (app/content/schemas/index.ts): not edited by hand.\n" +
    " */\n" +
    modules.join("")
  );
}

/** Writes the schemas (and the modules' types) that changed; returns the files written. */
export function writeContentSchemas(): string[] {
  mkdirSync(schemaDir, { recursive: true });
  const written: string[] = [];
  const files: [string, string][] = [
    ...[...contentSchemas()].map(([file, text]): [string, string] => [join(schemaDir, `${file}.json`), text]),
    [virtualContentTypesFile, virtualContentTypes()],
  ];
  for (const [path, text] of files) {
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    writeFileSync(path, text);
    written.push(path);
  }
  return written;
}
