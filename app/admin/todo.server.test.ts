/**
 * The go-live checklist (issue 31 item 7): each thing the company still has to give, once, at the
 * field the editor opens, named by what it holds.
 */
import { describe, expect, it } from "vitest";
import { contentOf } from "../content/load-content.ts";
import { checkContent, placeholderPattern } from "../content/placeholders.ts";
import { templateTokens } from "../format/template.ts";
import { stepsOf } from "../content/checklist.ts";
import { todoList } from "./todo.server.ts";

const todo = todoList(["en", "it", "pt", "ar"]);

describe("the drafts", () => {
  it("names each draft at the field whose mark waits, as many as the count says, in every language", () => {
    for (const entry of todo.drafts) {
      // As many as the content check counts (npm run check's "draft entries").
      const { drafts } = checkContent(
        Object.entries(contentOf(entry.language)).map(([name, data]) => ({ file: name, data })),
      );
      expect(entry.items, entry.language).toHaveLength(drafts.length);
      for (const item of entry.items) {
        expect(item.kind).toBe("draft");
        expect(item.path).toMatch(/(^|\.)draft$/);
        // The mark's own key is what is asked, not where: the step before it names the place.
        expect(JSON.stringify(item.steps)).not.toContain('"key":"draft"');
      }
    }
    // A list's item by what it holds, not its number: a datasheet's grade, a page's card.
    const english = todo.drafts.find((entry) => entry.language === "en")!;
    expect(english.items.some((item) => item.steps.some((step) => "item" in step))).toBe(true);
  });
});

describe("the go-live checklist", () => {
  it("names a list's item by what it holds: a grade's typical results are “<family> › <grade> › typical”", () => {
    const { families } = contentOf("en").materials;
    const family = families[0]!;
    const grade = family.grades[0]!;
    const item = todo.placeholders.find((entry) => entry.path === "families[0].grades[0].typical.toConfirm");
    expect(item).toMatchObject({
      file: "materials",
      kind: "confirm",
      steps: [
        { item: family.title },
        { item: grade.grade },
        { key: "typical", at: ["families", 0, "grades", 0, "typical"] },
      ],
    });
  });

  it("names a fact's list items in the first language asked for: the dashboard asks the person's own first", () => {
    const italian = contentOf("it").materials.families[0]!;
    const item = todoList(["it", "en"]).placeholders.find(
      (entry) => entry.path === "families[0].grades[0].typical.toConfirm",
    );
    expect(item?.file).toBe("materials");
    expect(item?.steps[0]).toEqual({ item: italian.title });
  });

  it("keeps a list's name where its item has none of its own", () => {
    expect(stepsOf({ lines: ["a", "b"] }, ["lines", 1])).toEqual([
      { key: "lines", at: ["lines"] },
      { index: 1 },
    ]);
  });

  it("lists each field once, in the file that writes it, never what the pages derive from it", () => {
    const keys = todo.placeholders.map((entry) => `${entry.file}:${entry.path}`);
    expect(keys.length).toBe(new Set(keys).size);
    // The articles' joined list ("published") is the pages', not a file's.
    expect(todo.placeholders.filter((entry) => entry.path.startsWith("published"))).toEqual([]);
  });

  it("leaves alone the words the site fills in ({phone}, {sent}): they must stay as they are", () => {
    const tokens = new RegExp(`\\{(${templateTokens.join("|")})\\}`, "g");
    const onlyTokens = todo.placeholders.filter(
      (entry) =>
        entry.kind === "replace" &&
        // An address is never filled in by the site: its "{company}" is the company's page to give.
        !/^"https?:/.test(entry.value) &&
        !placeholderPattern.test(entry.value.replace(tokens, "")),
    );
    expect(onlyTokens.map((entry) => `${entry.file}:${entry.path}`)).toEqual([]);
  });
});
