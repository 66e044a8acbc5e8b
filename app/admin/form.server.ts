/**
 * A content file's form as it travels (ADR 0020): the names its fields are sent under, read back
 * as the file's data where the JSON Schema (made by zod of the schema the build checks with) says
 * they are, a list's buttons applied without scripts, and a save written into the file's own YAML
 * document changing only the fields whose value changed, so its comments, key order and untouched
 * lines stay as they were. What the form shows is form-fields.server.ts's.
 */
import { type Document, isMap, isSeq } from "yaml";
import type { ContentName } from "../content/schemas/index.ts";
import { fieldText } from "./field-help/index.ts";
import type { AdminLanguage } from "./editor-text.ts";
import { itemName } from "../content/checklist.ts";
import { readTypedNumber } from "./typed-number.ts";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export type Path = (string | number)[];

/** The name a field travels under: "f.videos.1.title". */
export const fieldKey = (path: Path) => `f.${path.join(".")}`;
/** The id of its element, the address a link to it ends in: "f-videos-1-title". */
export const fieldId = (path: Path) => fieldKey(path).replace(/\W/g, "-");
export { pathOf } from "../content/checklist.ts";
/**
 * A field in the company's words, from the top of its file: each field by its label, each list
 * item by what it holds or else its number ("Panels › Testing Facility › Timeline › n. 1 ›
 * Activity"), for the check's problems and the conflicts above a form.
 */
export function fieldTrail(
  content: ContentName,
  path: Path,
  data: unknown,
  language: AdminLanguage,
  item: string,
): string {
  return path
    .map((key, index) =>
      typeof key === "number"
        ? (itemName(valueAt(data, path.slice(0, index + 1))) ?? `${item} ${key + 1}`)
        : fieldText(content, path.slice(0, index + 1), language).label,
    )
    .join(" › ");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An empty value of a schema: what "Add" puts in a list. */
export function emptyOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return "";
  if (schema.type === "object") {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, value]) => [key, emptyOf(value)]),
    );
  }
  if (schema.type === "array")
    return Array.from({ length: schema.minItems ?? 0 }, () => emptyOf(schema.items));
  if (schema.type === "boolean") return false;
  if (schema.type === "number" || schema.type === "integer") return "";
  if (schema.enum?.length) return schema.enum[0];
  return "";
}

/** The value at a path of a file's data ("videos", 1, "title"), or undefined. */
export const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (inside, key) => (inside as Record<string | number, unknown> | undefined)?.[key],
    value,
  );

/** The most items a list without a limit of its own takes from a form. */
export const listLimit = 1000;

/**
 * A form no page of the editor sends: a list longer than its schema allows, or more items than
 * fields to fill them. Refused before any work is done on it.
 */
export class FormRefused extends Error {
  /** The list, as "videos" or "panels.4.timeline.items". */
  readonly list: string;
  /** The items asked for, and the most the schema and the fields sent allow. */
  readonly count: number;
  readonly max: number;
  constructor(list: string, count: number, max: number) {
    super(`the list ${list} was sent with ${count} items, at most ${max} possible`);
    this.list = list;
    this.count = count;
    this.max = max;
  }
}

/** How many items a list may have: its schema's maximum, or the editor's own limit. */
export const maxItemsOf = (schema: JsonSchema) => Math.min(schema.maxItems ?? listLimit, listLimit);

/**
 * The names a form sent, sorted once, for the two questions reading it asks: was anything sent at
 * or under this name, and how many names under it. Each a binary search, whatever the names hold.
 */
function sentNames(body: Record<string, unknown>) {
  const names = Object.keys(body).sort();
  /** The index of the first name not before `name`. */
  const from = (name: string) => {
    let low = 0;
    let high = names.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (names[middle]! < name) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // "/" follows "." in code order: [`x.`, `x/`) holds exactly the names under x.
  const under = (name: string) => from(`${name}/`) - from(`${name}.`);
  return {
    has: (name: string) => names[from(name)] === name || under(name) > 0,
    under,
  };
}

/**
 * The values a form sent back, as the file's data: each field read where the schema says it is,
 * typed as the schema says (a number that does not read as one stays text, for the check to name).
 * Linear in the form's size: a list's count is believed only up to its schema's limit and the
 * names sent under it (every item a page shows sends at least one), so a forged count costs
 * nothing. Throws FormRefused for a form no editor page sends.
 */
export function readForm(schema: JsonSchema, body: Record<string, unknown>): unknown {
  return readValue(schema, body, sentNames(body), [], true);
}

function readValue(
  schema: JsonSchema,
  body: Record<string, unknown>,
  sent: ReturnType<typeof sentNames>,
  path: Path,
  required: boolean,
): unknown {
  const name = path.join(".");
  if (schema.type === "object") {
    const result: Record<string, unknown> = {};
    const prefix = path.length ? `${name}.` : "";
    const needed = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const inner = `${prefix}${key}`;
      if (!sent.has(`f.${inner}`) && !sent.has(`len.${inner}`) && !sent.has(`bool.${inner}`)) continue;
      const value = readValue(property, body, sent, [...path, key], needed.has(key));
      if (value !== undefined) result[key] = value;
    }
    // An optional group nobody filled in (a news article's `measured`) is left out, though its
    // lists show a first choice: only what was typed makes it.
    return required || typed(result, schema) ? result : undefined;
  }
  if (schema.type === "array") {
    const raw = body[`len.${name}`];
    const length = typeof raw === "string" && /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    const max = maxItemsOf(schema);
    const filled = sent.under(`f.${name}`) + sent.under(`len.${name}`) + sent.under(`bool.${name}`);
    if (length > max || length > filled) throw new FormRefused(name, length, Math.min(max, filled));
    // An optional list left with no item is left out; a required one stays, for the check to name.
    if (length === 0 && !required) return undefined;
    return Array.from({ length }, (_, index) =>
      readValue(schema.items ?? {}, body, sent, [...path, index], true),
    );
  }
  const raw = body[`f.${name}`];
  const value = typeof raw === "string" ? raw.replace(/\r\n/g, "\n") : undefined;
  if (schema.type === "boolean" && schema.const === true) return value === "true" ? true : undefined;
  if (schema.type === "boolean")
    return value === "true" ? true : value === "false" || required ? false : undefined;
  // An optional field left empty is left out; a required one stays empty, for the check to name.
  if (value === undefined || value.trim() === "")
    return required && schema.type === "string" ? "" : undefined;
  if (schema.type === "number" || schema.type === "integer") {
    // A whole number's decimals are the check's to name: read as typed here.
    return readTypedNumber(value) ?? value;
  }
  return value;
}

/** Does a group hold anything typed or ticked, beyond the first choice its lists show? */
function typed(value: unknown, schema: JsonSchema): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, inner]) => {
    const property = schema.properties?.[key] ?? {};
    if (property.enum) return false;
    if (property.type === "object") return typed(inner, property);
    if (Array.isArray(inner)) return inner.length > 0;
    return inner !== undefined && inner !== "" && inner !== false;
  });
}

/** A list button's change to the values sent back: add, remove, or move an item. */
export function applyListOperation(schema: JsonSchema, data: unknown, operation: string): unknown {
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(operation);
  if (!match) return data;
  const [, verb, target = ""] = match;
  const parts: Path = target.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const listPath = verb === "add" ? parts : parts.slice(0, -1);
  const index = verb === "add" ? -1 : Number(parts.at(-1));
  let listSchema: JsonSchema | undefined = schema;
  for (const key of listPath)
    listSchema = typeof key === "number" ? listSchema?.items : listSchema?.properties?.[key];
  const copy = structuredClone(data);
  // An optional list with no item yet is not in the values sent back: its first item makes it.
  const parent = valueAt(copy, listPath.slice(0, -1));
  const key = listPath.at(-1);
  if (verb === "add" && valueAt(copy, listPath) === undefined && isRecord(parent) && typeof key === "string")
    parent[key] = [];
  const list = valueAt(copy, listPath);
  if (listSchema?.type !== "array" || !Array.isArray(list)) return data;
  if (verb === "add") {
    if (list.length >= maxItemsOf(listSchema)) return data;
    list.push(emptyOf(listSchema.items));
  } else if (verb === "remove") list.splice(index, 1);
  else {
    const other = verb === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return data;
    [list[index], list[other]] = [list[other], list[index]];
  }
  return copy;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the changed values into the file's document, leaving every node whose value is the same
 * alone: its comments, quoting and place stay. A list whose length changed is written anew.
 */
export function applyToDocument(document: Document, before: unknown, after: unknown, path: Path = []): void {
  if (same(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const [key, value] of Object.entries(after))
      applyToDocument(document, before[key], value, [...path, key]);
    for (const key of Object.keys(before)) if (!(key in after)) document.deleteIn([...path, key]);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((value, index) => applyToDocument(document, before[index], value, [...path, index]));
    return;
  }
  if (after === undefined) {
    document.deleteIn(path);
    return;
  }
  const node = document.getIn(path, true);
  if ((isMap(node) || isSeq(node)) && !Array.isArray(after) && !isRecord(after)) {
    document.setIn(path, after);
    return;
  }
  document.setIn(path, typeof after === "object" ? document.createNode(after) : after);
}
