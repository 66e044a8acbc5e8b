/**
 * Issue 31: every field of every content schema has a label and a line of help, in Italian and
 * English, written for the company (not its key made readable). A new field without words fails
 * here with its file and pattern.
 */
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "../../content/json-schemas.ts";
import { type ContentName, contentFiles } from "../../content/schemas/index.ts";
import { adminLanguages } from "../editor-text.ts";
import { commonFields } from "./common.ts";
import { fieldHelp, fieldText, findFieldText, patternOf } from "./index.ts";
import type { FileHelpOf } from "./types.ts";

interface Node {
  type?: string;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
}

/** Every field a form can show, as a path with 0 for a list's items ("families", 0, "name"). */
function fieldsOf(schema: Node, path: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = [];
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    found.push(...fieldsOf(alternative, path));
  if (schema.type === "object")
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      found.push([...path, key], ...fieldsOf(value, [...path, key]));
  if (schema.type === "array" && schema.items) found.push(...fieldsOf(schema.items, [...path, 0]));
  return found;
}

const names = Object.keys(contentFiles) as ContentName[];

describe("every field in the company's words", () => {
  it.each(names)("%s: a label and help in Italian and English for every field", (name) => {
    const missing = new Set<string>();
    for (const path of fieldsOf(jsonSchemaOf(name) as Node))
      for (const language of adminLanguages) {
        const text = findFieldText(name, path, language);
        if (!text?.label.trim() || !text.help.trim()) missing.add(`${patternOf(path)} (${language})`);
      }
    // Every missing pattern on its own line: the list to write in field-help/<file>.ts.
    if (missing.size) throw new Error(`no words yet for ${missing.size}:\n${[...missing].join("\n")}`);
  });

  it.each(names)("%s: names its page in both languages", (name) => {
    for (const language of adminLanguages) expect(fieldHelp[name].page[language].trim()).not.toBe("");
  });

  it("has no words for a field no schema has: a renamed field leaves none behind", () => {
    const patterns = new Map(
      names.map((name) => [name, new Set(fieldsOf(jsonSchemaOf(name) as Node).map(patternOf))]),
    );
    const stale = names.flatMap((name) =>
      Object.keys(fieldHelp[name].fields)
        .filter((pattern) => !patterns.get(name)!.has(pattern))
        .map((pattern) => `${name}: ${pattern}`),
    );
    const everyPattern = [...patterns.values()].flatMap((set) => [...set]);
    const unusedCommon = Object.keys(commonFields).filter(
      (end) => !everyPattern.some((pattern) => pattern === end || pattern.endsWith(`.${end}`)),
    );
    if (stale.length || unusedCommon.length)
      throw new Error(`words for no field:\n${[...stale, ...unusedCommon].join("\n")}`);
  });

  it("a label is written, not the key made readable, and the two languages differ", () => {
    const same: string[] = [];
    for (const name of names)
      for (const path of fieldsOf(jsonSchemaOf(name) as Node)) {
        const [english, italian] = [fieldText(name, path, "en"), fieldText(name, path, "it")];
        // Only the rare word both languages spell alike ("Standard", "Logo") may match.
        if (english.help === italian.help) same.push(`${name}: ${patternOf(path)}`);
      }
    if (same.length) throw new Error(`the same help in both languages:\n${same.join("\n")}`);
  });
});

describe("a file's words are held to its schema", () => {
  it("a pattern that names no field of the file is a type error where it is written (npm run typecheck)", () => {
    const text = { label: "Renamed", help: "A field that is not there." };
    const words = {
      page: { en: "About Us page", it: "Pagina Chi siamo" },
      fields: {
        "founder.heading": { en: text, it: text },
        // @ts-expect-error -- the about page has no such field: a renamed one's words fail to compile
        "founder.title": { en: text, it: text },
      },
    } satisfies FileHelpOf<"about">;
    expect(Object.keys(words.fields)).toHaveLength(2);
  });
});
