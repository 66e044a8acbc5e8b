import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorText } from "./editor-text.ts";
import { schemaOf } from "./content-save.server.ts";
import { type FormField, formFields } from "./form-fields.server.ts";
import { itemAt } from "./list-places.ts";

type Data = { panels: unknown[] };
const foundry = parse(
  readFileSync(new URL("../../content/en/foundry.yaml", import.meta.url), "utf8"),
) as Data;

/** The form the server writes of the foundry page's words with `data`. */
const formOf = (data: unknown) =>
  formFields(schemaOf("foundry", "en"), {
    words: editorText.en.edit.form,
    content: "foundry",
    editor: "en",
    data,
    problems: new Map(),
  });

/** A list field by its name, anywhere in the form. */
function listNamed(fields: FormField[], name: string): Extract<FormField, { kind: "list" }> | undefined {
  for (const field of fields) {
    if (field.kind === "list" && field.name === name) return field;
    const inside =
      field.kind === "group" ? field.fields : field.kind === "list" ? [...field.items, field.template] : [];
    const found = listNamed(inside, name);
    if (found) return found;
  }
  return undefined;
}

describe("a list item written for another place", () => {
  const panels = listNamed(formOf(foundry), "panels")!;
  const withTimeline = foundry.panels.findIndex((panel) => JSON.stringify(panel).includes("timeline"));

  it("is what the server writes when the item is there: every name, id and list inside it, its number", () => {
    expect(panels.items.length).toBeGreaterThan(2);
    expect(withTimeline).toBeGreaterThan(0);
    // The panel with a timeline moved to the top: the server's form of the moved data, beside ours.
    const moved = [
      foundry.panels[withTimeline],
      ...foundry.panels.filter((_, index) => index !== withTimeline),
    ];
    const served = listNamed(formOf({ ...foundry, panels: moved }), "panels")!;
    expect(itemAt(panels.items[withTimeline]!, "panels", withTimeline, 0)).toEqual(served.items[0]);
    expect(itemAt(panels.items[0]!, "panels", 0, 1)).toEqual(served.items[1]);
  });

  it("makes the list's template the item Add puts at any place", () => {
    const count = panels.items.length;
    // The template one place further is the one the server writes for a list one item longer.
    const longer = listNamed(
      formOf({ ...foundry, panels: [...foundry.panels, foundry.panels[0]] }),
      "panels",
    )!;
    expect(itemAt(panels.template, "panels", count, count + 1)).toEqual(longer.template);
  });

  it("leaves what only looks like the place alone: place 1 is not place 10, nor another list's", () => {
    const item = panels.items[1]!;
    const keys = (field: FormField): string[] => [
      field.key,
      ...(field.kind === "group"
        ? field.fields.flatMap(keys)
        : field.kind === "list"
          ? field.items.flatMap(keys)
          : []),
    ];
    for (const key of keys(itemAt(item, "panels", 1, 10))) expect(key).toMatch(/^f\.panels\.10(\.|$)/);
    expect(itemAt(item, "videos", 1, 3)).toEqual(item);
  });
});
