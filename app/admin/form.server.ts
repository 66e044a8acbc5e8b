/**
 * The editing form of a content file, generated from the JSON Schema that zod makes of the same
 * schema the build checks with (ADR 0020): no second description of the content, no form code per
 * page. Rendered on the server with React (escaped by React); it works without a script: lists
 * grow, shrink and reorder with buttons that send the form back, the values typed travel with it
 * and nothing is saved until Save. With assets/lists.js the same buttons (and a drag handle) change
 * the list in the page, from the <template> each list carries of the item Add makes. A save changes only the fields whose value changed, in the file's own YAML document, so
 * its comments, key order and untouched lines stay as they were.
 */
import { type Document, isMap, isSeq } from "yaml";
import { createElement as h, Fragment, type ReactNode } from "react";
import type { ContentName } from "../content/schemas/index.ts";
import { fieldText } from "./field-help/index.ts";
import { choiceText } from "./field-help/choices.ts";
import type { AdminLanguage, FormWords } from "./editor-text.ts";
import { itemName } from "../content/checklist.ts";
import { numberPattern, readTypedNumber } from "./typed-number.ts";

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

export interface RenderOptions {
  words: FormWords;
  /** The content file the form edits, whose fields' words (field-help/) label it. */
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
export function fieldNodes(schema: JsonSchema, options: RenderOptions): ReactNode[] {
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

function renderObject(schema: JsonSchema, path: Path, options: RenderOptions): ReactNode[] {
  const required = new Set(schema.required ?? []);
  return shownKeys(schema, path, options).map((key) =>
    renderField(schema.properties?.[key] ?? {}, [...path, key], required.has(key), options),
  );
}

/** A list item's number, which lists.js renumbers when items move. */
const numbered = (index: number) => h("span", { "data-n": "" }, String(index + 1));

function problemsOf(path: Path, options: RenderOptions): { node: ReactNode; id: string | undefined } {
  const list = options.problems.get(fieldKey(path)) ?? [];
  if (list.length === 0) return { node: null, id: undefined };
  const id = `problem-${fieldId(path)}`;
  const lines = list.flatMap((line, index) => (index === 0 ? [line] : [h("br"), line]));
  return { node: h("p", { className: "problem", id }, ...lines), id };
}

function help(
  schema: JsonSchema,
  path: Path,
  options: RenderOptions,
  id: string,
): { node: ReactNode; id: string | undefined } {
  const parts: string[] = [];
  const written = fieldText(options.content, path, options.editor).help;
  if (written) parts.push(written);
  // The limit, unless the help already says it.
  if (schema.maxLength !== undefined && !written.includes(String(schema.maxLength)))
    parts.push(fill(options.words.atMostCharacters, schema.maxLength));
  if (parts.length === 0) return { node: null, id: undefined };
  return { node: h("p", { className: "help", id }, parts.join(" · ")), id };
}

/**
 * The file's data with one more, empty, item at the end of the list at `path`: what a list's
 * template shows. Only the containers on the way are copied.
 */
function withItem(data: unknown, path: Path, item: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return [...(Array.isArray(data) ? data : []), item];
  const inside = (data as Record<string | number, unknown> | undefined)?.[key];
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[key as number] = withItem(inside, rest, item);
    return copy;
  }
  return { ...(isRecord(data) ? data : {}), [key]: withItem(inside, rest, item) };
}

function renderList(schema: JsonSchema, path: Path, options: RenderOptions, label: string): ReactNode {
  const { words } = options;
  const id = fieldId(path);
  const value = valueAt(options.data, path);
  const items = Array.isArray(value) ? value : [];
  const problem = problemsOf(path, options);
  const groupHelp = fieldText(options.content, path, options.editor).help;
  const limits = [
    !schema.minItems
      ? ""
      : schema.minItems === 1
        ? words.atLeastOneItem
        : fill(words.atLeastItems, schema.minItems),
    schema.maxItems === undefined
      ? ""
      : schema.maxItems === 1
        ? words.atMostOneItem
        : fill(words.atMostItems, schema.maxItems),
  ].filter(Boolean);
  const name = path.join(".");
  const max = maxItemsOf(schema);
  // Every button is there on every item; the ones that would do nothing are hidden, so lists.js
  // can show them as items move without a trip to the server.
  const row = (index: number, count: number, rowOptions: RenderOptions) => {
    const button = (verb: "up" | "down" | "remove", hidden: boolean) =>
      h(
        "button",
        {
          type: "submit",
          name: "op",
          value: `${verb}:${name}.${index}`,
          // Quiet beside Save, the page's one strong button.
          className: "small secondary",
          hidden: hidden || undefined,
        },
        words[verb],
        h("span", { className: "visually-hidden" }, ` ${label} `, numbered(index)),
      );
    return h(
      "li",
      { key: index },
      renderField(schema.items ?? {}, [...path, index], true, rowOptions),
      h(
        "div",
        { className: "item-actions" },
        button("up", index === 0),
        button("down", index === count - 1),
        button("remove", false),
      ),
    );
  };
  // The item "Add" makes, as the server would answer it, for lists.js to copy into the page. The
  // browser keeps a template's fields out of the form until they are put in it.
  const template = h(
    "template",
    { "data-item": "" },
    row(items.length, items.length + 1, {
      ...options,
      data: withItem(options.data, path, emptyOf(schema.items)),
      english: undefined,
      problems: new Map(),
      outdated: undefined,
      seen: undefined,
    }),
  );
  return h(
    "fieldset",
    {
      key: name,
      className: "list",
      id,
      "aria-describedby": problem.id,
      "data-list": name,
      "data-max": max,
    },
    h("legend", null, label),
    groupHelp || limits.length
      ? h("p", { className: "help" }, [groupHelp, ...limits].filter(Boolean).join(" · "))
      : null,
    problem.node,
    h("input", { type: "hidden", name: `len.${name}`, value: items.length }),
    h(
      "ol",
      null,
      items.map((_, index) => row(index, items.length, options)),
    ),
    template,
    h(
      "button",
      {
        type: "submit",
        name: "op",
        value: `add:${name}`,
        className: "small",
        hidden: items.length >= max || undefined,
      },
      words.add,
      h("span", { className: "visually-hidden" }, ` ${label}`),
    ),
  );
}

function renderField(schema: JsonSchema, path: Path, required: boolean, options: RenderOptions): ReactNode {
  const key = fieldKey(path);
  const id = fieldId(path);
  const last = path.at(-1);
  const value = valueAt(options.data, path);
  const { words } = options;
  const text = fieldText(options.content, path, options.editor);
  // A list's item by what it holds ("Item 5 · Testing Facility"), not by its place alone.
  const named = typeof last === "number" ? itemName(value) : undefined;
  const label: ReactNode[] = typeof last === "number" ? [words.item, " ", numbered(last)] : [text.label];
  const problem = problemsOf(path, options);
  options.seen?.add(key);

  // A container carries its field's id too: the dashboard links to a place ("…geo", a list) as well.
  if (schema.type === "object") {
    return h(
      "fieldset",
      { key, id, "aria-describedby": problem.id },
      // The item's own name keeps its direction: an Arabic title in an English editor.
      h("legend", null, ...label, ...(named ? [" · ", h("bdi", null, named)] : [])),
      typeof last !== "number" && text.help ? h("p", { className: "help" }, text.help) : null,
      problem.node,
      ...renderObject(schema, path, options),
    );
  }

  if (schema.type === "array") return renderList(schema, path, options, text.label);

  const described = help(schema, path, options, `help-${id}`);
  const describedBy = [problem.id, described.id].filter(Boolean).join(" ");
  const common = {
    id,
    name: key,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": problem.id ? ("true" as const) : undefined,
  };
  const labelNode = h(
    "label",
    { htmlFor: id },
    ...label,
    ...(required ? [" ", h("span", { className: "required" }, `(${words.required})`)] : []),
  );
  const dotted = path.join(".");

  if (schema.type === "boolean" && schema.const === true) {
    // A mark that is there or not: the draft mark (ticked while the text is not yet confirmed), the
    // figures still to confirm. Each beside its own words; the draft's say how to confirm it.
    return h(
      Fragment,
      { key },
      h(
        "div",
        { className: "check" },
        h("input", { type: "hidden", name: `bool.${dotted}`, value: "1" }),
        h("input", { type: "checkbox", ...common, value: "true", defaultChecked: value === true }),
        h("label", { htmlFor: id }, last === "draft" ? words.draft : label),
      ),
      described.node,
      problem.node,
    );
  }
  if (schema.type === "boolean") {
    // An optional yes/no left unset stays unset: a form saved untouched writes nothing new.
    const chosen = value === true ? "true" : value === false || required ? "false" : "";
    return h(
      "div",
      { key, className: "field" },
      labelNode,
      described.node,
      problem.node,
      h(
        "select",
        { ...common, defaultValue: chosen },
        required ? null : h("option", { value: "" }),
        h("option", { value: "true" }, words.yes),
        h("option", { value: "false" }, words.no),
      ),
    );
  }
  if (schema.enum?.length || schema.const !== undefined) {
    const choices = (schema.enum ?? [schema.const]).map(String);
    return h(
      "div",
      { key, className: "field" },
      labelNode,
      described.node,
      problem.node,
      h(
        "select",
        { ...common, defaultValue: value === undefined ? "" : String(value) },
        required ? null : h("option", { value: "" }),
        ...choices.map((choice) =>
          h("option", { value: choice }, choiceText(choices, choice, options.editor)),
        ),
      ),
    );
  }

  const shown =
    value === undefined || value === null
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (schema.type === "number" || schema.type === "integer") {
    return h(
      "div",
      { key, className: "field" },
      labelNode,
      described.node,
      problem.node,
      // Marked for field-checks.js, which says at once when what is typed is no number.
      h("input", {
        ...common,
        type: "text",
        inputMode: "decimal",
        "data-number": schema.type === "integer" ? "integer" : "",
        "data-pattern": numberPattern(schema.type === "integer"),
        defaultValue: shown,
      }),
    );
  }
  const english = options.english === undefined ? undefined : valueAt(options.english, path);
  const beside =
    typeof english === "string" || typeof english === "number"
      ? h(
          "p",
          { className: "english", lang: "en", dir: "ltr" },
          h("span", null, `${words.english}:`),
          ` ${String(english)}`,
        )
      : null;
  const outdated = options.outdated?.has(dotted)
    ? h(
        "div",
        { className: "outdated" },
        h("p", null, words.outdated),
        h(
          "div",
          { className: "check" },
          h("input", { type: "checkbox", id: `confirm-${id}`, name: `confirm.${dotted}`, value: "true" }),
          h("label", { htmlFor: `confirm-${id}` }, words.confirm),
        ),
      )
    : null;
  const long =
    (schema.maxLength ?? 0) > 200 ||
    shown.length > 70 ||
    shown.includes("\n") ||
    (typeof english === "string" && english.length > 70);
  const typing = {
    ...common,
    lang: options.language?.code,
    dir: options.language?.dir,
    // The schema's limits, for field-checks.js to say at the field as it is typed (the form is
    // novalidate: the site's own check, at Save, decides).
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    defaultValue: shown,
  };
  return h(
    "div",
    { key, className: outdated ? "field is-outdated" : "field" },
    labelNode,
    described.node,
    beside,
    outdated,
    problem.node,
    long
      ? h("textarea", { ...typing, rows: Math.min(12, Math.max(3, Math.ceil(shown.length / 70))) })
      : h("input", { ...typing, type: "text" }),
  );
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
