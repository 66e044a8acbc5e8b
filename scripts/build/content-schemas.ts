/**
 * JSON Schemas of the content files, generated from the zod schemas (app/content/schemas/), so an
 * editor with a YAML extension (VS Code's "YAML" by Red Hat, or any yaml-language-server editor)
 * completes field names, shows each field's help on hover and underlines a mistake as it is typed.
 * Each content file names its schema on its first line; `npm run check` rewrites the schemas, and
 * a unit test fails when the committed ones are out of date.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

/** Writes the schemas that changed; returns the files written. */
export function writeContentSchemas(): string[] {
  mkdirSync(schemaDir, { recursive: true });
  const written: string[] = [];
  for (const [file, text] of contentSchemas()) {
    const path = join(schemaDir, `${file}.json`);
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    writeFileSync(path, text);
    written.push(path);
  }
  return written;
}
