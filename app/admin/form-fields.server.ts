/**
 * The editing form of a content file as data (ADR 0020, 0042): each field of the JSON Schema that
 * zod makes of the schema the build checks with, with its label and help in the editor's words,
 * its value, its problems and its limits. No second description of the content, no form code per
 * page: the editor's app draws it (ui/ContentFields.tsx). Every list carries the item "Add" makes,
 * as the server would answer it, for the page's lists to add (ui/ContentList.tsx).
 */
import type { ContentName } from "../content/schemas/index.ts";
import { itemName } from "../content/checklist.ts";
import { fillTemplate } from "../format/template.ts";
import { fieldText } from "./field-help/index.ts";
import { choiceText } from "./field-help/choices.ts";
import type { AdminLanguage, FormWords } from "./editor-text.ts";
import { numberPattern } from "./typed-number.ts";
import {
  emptyOf,
  fieldId,
  fieldKey,
  type JsonSchema,
  maxItemsOf,
  type Path,
  valueAt,
} from "./form.server.ts";

export interface FieldOptions {
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

/** A field's label: its words, or a list item's number (renumbered in the page as items move: list-places.ts). */
export type FieldLabel = { text: string } | { item: number };

interface Common {
  /** The name it travels under ("f.videos.1.title"). */
  key: string;
  /** Its element's id ("f-videos-1-title"): the address a link to it ends in. */
  id: string;
  /** The check's problems, said at it. */
  problems: string[];
}

/** A field one types or chooses in. */
interface Input extends Common {
  label: FieldLabel;
  required: boolean;
  /** Its help and limit, in words. */
  help?: string;
}

export type FormField =
  | (Common & { kind: "group"; label: FieldLabel; named?: string; help?: string; fields: FormField[] })
  | (Common & {
      kind: "list";
      /** "videos", "panels.4.timeline.items": what its buttons' values and count name. */
      name: string;
      label: string;
      help?: string;
      max: number;
      items: FormField[];
      /** The item "Add" makes (with no problems, no English). */
      template: FormField;
    })
  /** A mark that is there or not (the draft mark, the figures still to confirm). */
  | (Common & {
      kind: "mark";
      label: FieldLabel;
      draft: boolean;
      checked: boolean;
      help?: string;
      dotted: string;
    })
  | (Input & { kind: "yesno"; chosen: string })
  | (Input & { kind: "choice"; chosen: string; options: { value: string; label: string }[] })
  | (Input & { kind: "number"; integer: boolean; pattern: string; value: string })
  | (Input & {
      kind: "text";
      value: string;
      long: boolean;
      rows: number;
      english?: string;
      /** Its English changed since it was confirmed: a box to say it is still right (`confirm.<dotted>`). */
      outdated?: string;
      lang?: string;
      dir?: "ltr" | "rtl";
      minLength?: number;
      maxLength?: number;
    });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The form's fields, in the schema's order, for the keys this file writes. */
export function formFields(schema: JsonSchema, options: FieldOptions): FormField[] {
  return objectFields(schema, [], options);
}

function shownKeys(schema: JsonSchema, path: Path, options: FieldOptions): string[] {
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

function objectFields(schema: JsonSchema, path: Path, options: FieldOptions): FormField[] {
  const required = new Set(schema.required ?? []);
  return shownKeys(schema, path, options).map((key) =>
    field(schema.properties?.[key] ?? {}, [...path, key], required.has(key), options),
  );
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

const fill = (template: string, n: number) => fillTemplate(template, { n });

function listField(schema: JsonSchema, path: Path, options: FieldOptions, label: string): FormField {
  const { words } = options;
  const value = valueAt(options.data, path);
  const items = Array.isArray(value) ? value : [];
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
  ];
  const help = [fieldText(options.content, path, options.editor).help, ...limits].filter(Boolean).join(" · ");
  const item = (index: number, itemOptions: FieldOptions) =>
    field(schema.items ?? {}, [...path, index], true, itemOptions);
  return {
    kind: "list",
    key: fieldKey(path),
    id: fieldId(path),
    problems: options.problems.get(fieldKey(path)) ?? [],
    name: path.join("."),
    label,
    help: help || undefined,
    max: maxItemsOf(schema),
    items: items.map((_, index) => item(index, options)),
    template: item(items.length, {
      ...options,
      data: withItem(options.data, path, emptyOf(schema.items)),
      english: undefined,
      problems: new Map(),
      outdated: undefined,
      seen: undefined,
    }),
  };
}

function field(schema: JsonSchema, path: Path, required: boolean, options: FieldOptions): FormField {
  const key = fieldKey(path);
  const last = path.at(-1);
  const value = valueAt(options.data, path);
  const text = fieldText(options.content, path, options.editor);
  const label: FieldLabel = typeof last === "number" ? { item: last } : { text: text.label };
  const common = { key, id: fieldId(path), problems: options.problems.get(key) ?? [] };
  options.seen?.add(key);

  if (schema.type === "object") {
    // A list's item by what it holds ("Item 5 · Testing Facility"), not by its place alone.
    const named = typeof last === "number" ? itemName(value) : undefined;
    return {
      ...common,
      kind: "group",
      label,
      named,
      help: typeof last !== "number" && text.help ? text.help : undefined,
      fields: objectFields(schema, path, options),
    };
  }
  if (schema.type === "array") return listField(schema, path, options, text.label);

  // The limit, unless the help already says it.
  const help =
    [
      text.help,
      schema.maxLength !== undefined && !text.help.includes(String(schema.maxLength))
        ? fill(options.words.atMostCharacters, schema.maxLength)
        : "",
    ]
      .filter(Boolean)
      .join(" · ") || undefined;
  const input = { ...common, label, required, help };
  const dotted = path.join(".");

  if (schema.type === "boolean" && schema.const === true)
    return { ...common, kind: "mark", label, draft: last === "draft", checked: value === true, help, dotted };
  if (schema.type === "boolean")
    // An optional yes/no left unset stays unset: a form saved untouched writes nothing new.
    return {
      ...input,
      kind: "yesno",
      chosen: value === true ? "true" : value === false || required ? "false" : "",
    };
  if (schema.enum?.length || schema.const !== undefined) {
    const choices = (schema.enum ?? [schema.const]).map(String);
    return {
      ...input,
      kind: "choice",
      chosen: value === undefined ? "" : String(value),
      options: choices.map((choice) => ({
        value: choice,
        label: choiceText(choices, choice, options.editor),
      })),
    };
  }

  const shown =
    value === undefined || value === null
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (schema.type === "number" || schema.type === "integer")
    return {
      ...input,
      kind: "number",
      integer: schema.type === "integer",
      pattern: numberPattern(schema.type === "integer"),
      value: shown,
    };
  const english = options.english === undefined ? undefined : valueAt(options.english, path);
  const englishText =
    typeof english === "string" || typeof english === "number" ? String(english) : undefined;
  return {
    ...input,
    kind: "text",
    value: shown,
    long:
      (schema.maxLength ?? 0) > 200 ||
      shown.length > 70 ||
      shown.includes("\n") ||
      (typeof english === "string" && english.length > 70),
    rows: Math.min(12, Math.max(3, Math.ceil(shown.length / 70))),
    english: englishText,
    outdated: options.outdated?.has(dotted) ? dotted : undefined,
    lang: options.language?.code,
    dir: options.language?.dir,
    minLength: schema.minLength,
    maxLength: schema.maxLength,
  };
}
