/**
 * The editing form of a content file, generated from the JSON Schema that zod makes of the same
 * schema the build checks with (ADR 0020): no second description of the content, no form code per
 * page. Written by the server as plain HTML (no script): lists grow, shrink and reorder with
 * buttons that send the form back; the values typed travel with it and nothing is saved until
 * Save. A save changes only the fields whose value changed, in the file's own YAML document, so
 * its comments, key order and untouched lines stay as they were.
 */
import { type Document, isMap, isSeq } from "yaml";
import type { ContentName } from "../content/schemas/index.ts";
import { fieldText } from "./field-words/index.ts";
import type { AdminLanguage, FormWords } from "./words.ts";
import { itemName } from "../content/checklist.ts";

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

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

export interface RenderOptions {
  words: FormWords;
  /** The content file the form edits, whose fields' words (field-words/) label it. */
  content: ContentName;
  /** The language of the person editing: the labels' and help's. */
  editor: AdminLanguage;
  /** The file's data, or the values just sent back. */
  data: unknown;
  /** For a translation: the English beside each text. */
  english?: unknown;
  /** The other file of a content name split in facts and words: its fields are not this form's. */
  other?: unknown;
  /** Every field's problems, by field key. */
  problems: Map<string, string[]>;
  /** For a translation: the texts whose English changed since they were confirmed ("hero.title"). */
  outdated?: ReadonlySet<string>;
  /** Collects the key of every field rendered. */
  seen?: Set<string>;
  /** Right to left and its language, for an Arabic translation. */
  language?: { code: string; dir: "ltr" | "rtl" };
}

/** The value at a path of a file's data ("videos", 1, "title"), or undefined. */
export const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (inside, key) => (inside as Record<string | number, unknown> | undefined)?.[key],
    value,
  );

const fill = (template: string, n: number) => template.replace("{n}", String(n));

/** The form's fields, in the schema's order, for the keys this file writes. */
export function renderFields(schema: JsonSchema, options: RenderOptions): string {
  return renderObject(schema, [], options);
}

function shownKeys(schema: JsonSchema, path: Path, options: RenderOptions): string[] {
  const data = valueAt(options.data, path);
  const other = options.other === undefined ? undefined : valueAt(options.other, path);
  return Object.keys(schema.properties ?? {}).filter((key) => {
    if (isRecord(data) && key in data) return true;
    // A field the other file of the pair writes belongs there.
    if (isRecord(other) && key in other) return false;
    // At the top of a split pair, what neither writes is not this form's unless it is optional.
    return !(path.length === 0 && options.other !== undefined && (schema.required ?? []).includes(key));
  });
}

function renderObject(schema: JsonSchema, path: Path, options: RenderOptions): string {
  const required = new Set(schema.required ?? []);
  return shownKeys(schema, path, options)
    .map((key) => renderField(schema.properties?.[key] ?? {}, [...path, key], required.has(key), options))
    .join("\n");
}

function problemsOf(path: Path, options: RenderOptions): { html: string; id: string | undefined } {
  const list = options.problems.get(fieldKey(path)) ?? [];
  if (list.length === 0) return { html: "", id: undefined };
  const id = `problem-${fieldId(path)}`;
  return {
    html: `<p class="problem" id="${id}">${list.map(escape).join("<br>")}</p>`,
    id,
  };
}

function help(
  schema: JsonSchema,
  path: Path,
  options: RenderOptions,
  id: string,
): { html: string; id: string | undefined } {
  const parts: string[] = [];
  const written = fieldText(options.content, path, options.editor).help;
  if (written) parts.push(written);
  // The limit, unless the help already says it.
  if (schema.maxLength !== undefined && !written.includes(String(schema.maxLength)))
    parts.push(fill(options.words.atMostCharacters, schema.maxLength));
  if (parts.length === 0) return { html: "", id: undefined };
  return { html: `<p class="help" id="${id}">${escape(parts.join(" · "))}</p>`, id };
}

function renderField(schema: JsonSchema, path: Path, required: boolean, options: RenderOptions): string {
  const key = fieldKey(path);
  const id = fieldId(path);
  const last = path.at(-1);
  const value = valueAt(options.data, path);
  // A list's item by what it holds ("Item 5 · Testing Facility"), not by its place alone.
  const named = typeof last === "number" ? itemName(value) : undefined;
  const label =
    typeof last === "number"
      ? `${options.words.item} ${last + 1}`
      : fieldText(options.content, path, options.editor).label;
  const groupHelp = fieldText(options.content, path, options.editor).help;
  // The item's own name keeps its direction: an Arabic title in an English editor.
  const legend = `${escape(label)}${named ? ` · <bdi>${escape(named)}</bdi>` : ""}`;
  const problem = problemsOf(path, options);
  options.seen?.add(key);

  // A container carries its field's id too: the dashboard links to a place ("…geo", a list) as well.
  if (schema.type === "object") {
    return `<fieldset id="${id}"${problem.id ? ` aria-describedby="${problem.id}"` : ""}><legend>${legend}</legend>
${typeof last !== "number" && groupHelp ? `<p class="help">${escape(groupHelp)}</p>` : ""}${problem.html}
${renderObject(schema, path, options)}
</fieldset>`;
  }

  if (schema.type === "array") {
    const items = Array.isArray(value) ? value : [];
    const limits = [
      !schema.minItems
        ? ""
        : schema.minItems === 1
          ? options.words.atLeastOneItem
          : fill(options.words.atLeastItems, schema.minItems),
      schema.maxItems === undefined
        ? ""
        : schema.maxItems === 1
          ? options.words.atMostOneItem
          : fill(options.words.atMostItems, schema.maxItems),
    ].filter(Boolean);
    const name = path.join(".");
    const rows = items.map((_, index) => {
      const itemPath = [...path, index];
      const buttons = [
        index > 0
          ? `<button type="submit" name="op" value="up:${escape(name)}.${index}" class="small">${escape(options.words.up)}<span class="visually-hidden"> ${escape(label)} ${index + 1}</span></button>`
          : "",
        index < items.length - 1
          ? `<button type="submit" name="op" value="down:${escape(name)}.${index}" class="small">${escape(options.words.down)}<span class="visually-hidden"> ${escape(label)} ${index + 1}</span></button>`
          : "",
        `<button type="submit" name="op" value="remove:${escape(name)}.${index}" class="small secondary">${escape(options.words.remove)}<span class="visually-hidden"> ${escape(label)} ${index + 1}</span></button>`,
      ].join("");
      return `<li>${renderField(schema.items ?? {}, itemPath, true, options)}<div class="item-actions">${buttons}</div></li>`;
    });
    return `<fieldset class="list" id="${id}"${problem.id ? ` aria-describedby="${problem.id}"` : ""}><legend>${escape(label)}</legend>
${groupHelp || limits.length ? `<p class="help">${escape([groupHelp, ...limits].filter(Boolean).join(" · "))}</p>` : ""}${problem.html}
<input type="hidden" name="len.${escape(name)}" value="${items.length}">
<ol>${rows.join("\n")}</ol>
${items.length < maxItemsOf(schema) ? `<button type="submit" name="op" value="add:${escape(name)}" class="small">${escape(options.words.add)}<span class="visually-hidden"> ${escape(label)}</span></button>` : ""}
</fieldset>`;
  }

  const described = help(schema, path, options, `help-${id}`);
  const describedBy = [problem.id, described.id].filter(Boolean).join(" ");
  const common = `id="${id}" name="${escape(key)}"${describedBy ? ` aria-describedby="${describedBy}"` : ""}${problem.id ? ` aria-invalid="true"` : ""}`;
  const labelHtml = `<label for="${id}">${escape(label)}${required ? ` <span class="required">(${escape(options.words.required)})</span>` : ""}</label>`;

  if (schema.type === "boolean" && schema.const === true) {
    // A mark that is there or not: the draft mark (ticked while the text is not yet confirmed), the
    // figures still to confirm. Each beside its own words; the draft's say how to confirm it.
    const beside = last === "draft" ? options.words.draft : label;
    return `<div class="check"><input type="hidden" name="bool.${escape(path.join("."))}" value="1"><input type="checkbox" ${common} value="true"${value === true ? " checked" : ""}><label for="${id}">${escape(beside)}</label></div>${described.html}${problem.html}`;
  }
  if (schema.type === "boolean") {
    // An optional yes/no left unset stays unset: a form saved untouched writes nothing new.
    const unset = !required && typeof value !== "boolean";
    return `<div class="field">${labelHtml}${described.html}${problem.html}<select ${common}>${required ? "" : `<option value=""${unset ? " selected" : ""}></option>`}<option value="true"${value === true ? " selected" : ""}>${escape(options.words.yes)}</option><option value="false"${value === false || (required && value !== true) ? " selected" : ""}>${escape(options.words.no)}</option></select></div>`;
  }
  if (schema.enum?.length || schema.const !== undefined) {
    const choices = schema.enum ?? [schema.const];
    const current = value === undefined ? "" : String(value);
    return `<div class="field">${labelHtml}${described.html}${problem.html}<select ${common}>${required ? "" : `<option value=""></option>`}${choices
      .map(
        (choice) =>
          `<option${String(choice) === current ? " selected" : ""}>${escape(String(choice))}</option>`,
      )
      .join("")}</select></div>`;
  }

  const text =
    value === undefined || value === null
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  const english = options.english === undefined ? undefined : valueAt(options.english, path);
  const beside =
    typeof english === "string" || typeof english === "number"
      ? `<p class="english" lang="en" dir="ltr"><span>${escape(options.words.english)}:</span> ${escape(String(english))}</p>`
      : "";
  const language = options.language ? ` lang="${options.language.code}" dir="${options.language.dir}"` : "";
  const dotted = path.join(".");
  const outdated = options.outdated?.has(dotted)
    ? `<div class="outdated"><p>${escape(options.words.outdated)}</p><div class="check"><input type="checkbox" id="confirm-${id}" name="confirm.${escape(dotted)}" value="true"><label for="confirm-${id}">${escape(options.words.confirm)}</label></div></div>`
    : "";
  if (schema.type === "number" || schema.type === "integer") {
    return `<div class="field">${labelHtml}${described.html}${problem.html}<input ${common} type="text" inputmode="decimal" value="${escape(text)}"></div>`;
  }
  const long =
    (schema.maxLength ?? 0) > 200 ||
    text.length > 70 ||
    text.includes("\n") ||
    (typeof english === "string" && english.length > 70);
  const limit = schema.maxLength !== undefined ? ` maxlength="${schema.maxLength}"` : "";
  return `<div class="field${outdated ? " is-outdated" : ""}">${labelHtml}${described.html}${beside}${outdated}${problem.html}${
    long
      ? `<textarea ${common}${language}${limit} rows="${Math.min(12, Math.max(3, Math.ceil(text.length / 70)))}">${escape(text)}</textarea>`
      : `<input ${common}${language}${limit} type="text" value="${escape(text)}">`
  }</div>`;
}

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
const maxItemsOf = (schema: JsonSchema) => Math.min(schema.maxItems ?? listLimit, listLimit);

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
    const number = Number(value.trim().replace(",", "."));
    return Number.isFinite(number) ? number : value;
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
