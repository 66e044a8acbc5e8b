/**
 * The JSON Schema of a content file, made by zod from the schema the build checks it with: what
 * the YAML editors read (scripts/build/content-schemas.ts writes them to content/.schema/) and what the
 * browser editor's forms are generated from (app/admin/form.server.ts).
 */
import { z } from "zod";
import { contentFiles, type ContentName } from "./schemas/index.ts";

export type JsonSchemaObject = Record<string, unknown>;

const made = new Map<ContentName, JsonSchemaObject>();

/** Made once per process (the schemas do not change while it runs); callers get their own copy. */
export function jsonSchemaOf(name: ContentName): JsonSchemaObject {
  const known = made.get(name);
  if (known) return structuredClone(known);
  const schema = z.toJSONSchema(contentFiles[name].schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchemaObject;
  const properties = (schema.properties ?? {}) as JsonSchemaObject;
  // A translation may mark the whole file as a draft the company has not confirmed yet.
  properties.draft ??= {
    type: "boolean",
    const: true,
    description: "true while this file is a translation the company has not yet confirmed",
  };
  made.set(name, { ...schema, properties });
  return structuredClone(made.get(name)!);
}
