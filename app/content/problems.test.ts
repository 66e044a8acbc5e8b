/**
 * The check's problems are data that each language words for itself: the build's English line and
 * the editor's Italian come from the same code and values, and no schema hands zod a sentence of
 * its own (those would reach the Italian editor in English).
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadContent } from "./load-content.ts";
import { type ContentProblem, problemLine, problemText } from "./problems.ts";
import { rule, ruleOf, ruleText } from "./schemas/rules.ts";
import { contentCopyPerTest } from "./content-copy.testing.ts";

const copy = contentCopyPerTest();
const { edit } = copy;

const problemsOf = (code: "en" | "it" = "en"): ContentProblem[] => loadContent(code, copy.root).problems;

describe("a problem is data, worded in each language", () => {
  it("an emptied text: the field, its code, and the same line the build prints", () => {
    edit("en/about.yaml", /heading: Our Values/, 'heading: ""');
    const [problem, ...rest] = problemsOf();
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: "content/en/about.yaml", field: ["values", "heading"] });
    expect(problem?.detail).toEqual({ code: "empty" });
    expect(loadContent("en", copy.root).errors).toEqual([problemLine(problem!)]);
    expect(problemText("it", problem!.detail)).toBe("è vuoto: serve un testo");
  });

  it("a text too long: its length limit as a number, in Italian without a word of English", () => {
    edit("materials.yaml", /grade: B-2\n/, `grade: ${"H".repeat(31)}\n`);
    const problem = problemsOf().find((found) => found.detail.code === "too-long");
    expect(problem?.detail).toMatchObject({ code: "too-long", found: { kind: "text" }, limit: 30 });
    const italian = problemText("it", problem!.detail);
    expect(italian).toBe(`il testo "${"H".repeat(31)}" è troppo lungo: al massimo 30 caratteri`);
  });

  it("a translated list of another length: both lengths, and the English file, in both languages", () => {
    edit(
      "it/gallery.yaml",
      /\nphotos:\n/,
      "\nphotos:\n  - name: extra\n    category: product\n    alt: Una foto in più\n",
    );
    const [problem, ...rest] = problemsOf("it");
    expect(rest).toEqual([]);
    expect(problem?.detail).toMatchObject({
      code: "items-differ-from-english",
      source: "content/en/gallery.yaml",
    });
    const { count, english } = problem!.detail as { count: number; english: number };
    expect(count).toBe(english + 1);
    expect(problemText("it", problem!.detail)).toBe(
      `ha ${count} elementi, l'inglese ${english} (content/en/gallery.yaml): servono gli stessi, nello stesso ordine`,
    );
  });

  it("a schema's own rule travels as its code and values: a country code", () => {
    edit("site.yaml", /country: IT/, "country: Italy");
    const problem = problemsOf().find((found) => found.detail.code === "format");
    expect(problem).toMatchObject({
      file: "content/site.yaml",
      field: ["offices", "italy", "address", "country"],
    });
    expect(problem?.detail).toMatchObject({ code: "format", rule: { code: "countryCode" } });
    expect(problemText("it", problem!.detail)).toBe(
      'il testo "Italy" non è nella forma attesa: la sigla del paese in due lettere, per esempio IT o PT',
    );
    expect(problemLine(problem!)).toMatch(
      /^content\/site\.yaml:\d+: offices › italy › address › country: the text "Italy" is not in the expected form: a two-letter country code, e\.g\. IT or PT$/,
    );
  });

  it("a rule's {language} is the language whose file is checked", () => {
    const said = ruleOf(rule("publishedWithoutWords", { name: "x" }));
    expect(ruleText("en", said)).toBe(
      "“x” is published but content/{language}/articles.yaml has no words for it (articles: add one with name: x), or set published: false",
    );
    edit("it/articles.yaml", /articles:\n/, "articles: []\nunused:\n");
    for (const problem of problemsOf("it")) expect(problemLine(problem)).not.toContain("{language}");
  });

  it("no line the build prints carries a rule's raw form", () => {
    edit("site.yaml", /country: IT/, "country: Italy");
    edit("materials.yaml", /grade: B-2\n/, "grade: B-2\n        uns: 12\n");
    const lines = loadContent("en", copy.root).errors;
    expect(lines.join("\n")).toContain("a two-letter country code, e.g. IT or PT");
    expect(lines.join("\n")).not.toContain("\u0000");
    expect(lines.join("\n")).not.toContain('"code":');
  });
});

describe("the schemas hand zod rules, not sentences", () => {
  const schemaDir = new URL("./schemas/", import.meta.url);
  const files = readdirSync(schemaDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

  it.each(files)("%s: every message of .regex, .refine and addIssue is a rule(…)", (file) => {
    const source = ts.createSourceFile(
      file,
      readFileSync(new URL(file, schemaDir), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const sentences: string[] = [];
    const isText = (node: ts.Node | undefined) =>
      node !== undefined &&
      (ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node));
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        if (method === "regex" || method === "refine") {
          const message = node.arguments[1];
          if (isText(message)) sentences.push(message!.getText(source));
          // `{ message: "…" }` as the options
          if (message && ts.isObjectLiteralExpression(message))
            for (const property of message.properties)
              if (
                ts.isPropertyAssignment(property) &&
                property.name.getText(source) === "message" &&
                isText(property.initializer)
              )
                sentences.push(property.initializer.getText(source));
        }
        // A regex zod words itself ("Invalid string: must match pattern …") reaches the editor in English too.
        if (method === "regex" && node.arguments.length < 2) sentences.push(node.getText(source));
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "addIssue"
      ) {
        const issue = node.arguments[0];
        if (issue && ts.isObjectLiteralExpression(issue))
          for (const property of issue.properties)
            if (
              ts.isPropertyAssignment(property) &&
              property.name.getText(source) === "message" &&
              isText(property.initializer)
            )
              sentences.push(property.initializer.getText(source));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(sentences).toEqual([]);
  });
});
