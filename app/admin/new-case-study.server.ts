/**
 * A new case study in one guided form (issue 31 item 7), instead of an entry in the articles'
 * facts, its words in English, a list's "Add an item" after another and the photo page: the
 * customer and the part, what changed, the result, and how the site lists it, each field with
 * its label and help in the editor's words. It is created as a draft (on no page until it is
 * published) in one change of both files, checked with the whole site first; its translations
 * and photo then follow from the page that says it was made. Editors and administrators only.
 */
import { articlePhotoSlot, caseChanges, industries, resultUnits } from "../content/article-kinds.ts";
import { isoDay } from "../routes/quality/validity.ts";
import { defaultLocale } from "../locales.ts";
import { choiceNames } from "./field-help/choices.ts";
import { fieldText } from "./field-help/index.ts";
import { fieldId } from "./form.server.ts";
import {
  formName,
  type GuidedGroup,
  type GuidedKind,
  type GuidedSpec,
  putAt,
  single,
  typedNumber,
} from "./guided.server.ts";
import { photoName } from "./gallery.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

type Kind = "line" | "lines" | "paragraphs" | "number" | "date" | "industry" | "unit" | "changes";

/** A field of the form: its name in the form, and where it goes in the facts or the words. */
interface Field {
  name: string;
  kind: Kind;
  /** ["entries", …] in the facts, ["articles", …] in the words (the new item's index left out) */
  path: readonly string[];
  required?: boolean;
}

/** The form's fields in the order it asks for them, grouped as the page shows them. */
const groups: { key: keyof (typeof editorText)["en"]["newCaseStudy"]["groups"]; fields: Field[] }[] = [
  {
    key: "customer",
    fields: [
      { name: "customer", kind: "line", path: ["articles", "customer"], required: true },
      { name: "part", kind: "line", path: ["articles", "part"], required: true },
      { name: "industry", kind: "industry", path: ["entries", "industry"], required: true },
      { name: "grade", kind: "line", path: ["entries", "grade"], required: true },
      { name: "previousMaterial", kind: "line", path: ["entries", "previousMaterial"] },
    ],
  },
  {
    key: "change",
    fields: [
      { name: "problem", kind: "paragraphs", path: ["articles", "problem"], required: true },
      { name: "change", kind: "paragraphs", path: ["articles", "change"], required: true },
      { name: "changed", kind: "changes", path: ["entries", "changed"] },
    ],
  },
  {
    key: "result",
    fields: [
      { name: "resultLabel", kind: "line", path: ["articles", "resultLabel"], required: true },
      { name: "unit", kind: "unit", path: ["entries", "measured", "unit"], required: true },
      { name: "before", kind: "number", path: ["entries", "measured", "before"], required: true },
      { name: "after", kind: "number", path: ["entries", "measured", "after"], required: true },
      { name: "result", kind: "paragraphs", path: ["articles", "result"], required: true },
    ],
  },
  {
    key: "listing",
    fields: [
      { name: "title", kind: "line", path: ["articles", "title"], required: true },
      { name: "summary", kind: "lines", path: ["articles", "summary"], required: true },
      { name: "metaTitle", kind: "line", path: ["articles", "meta", "title"], required: true },
      { name: "metaDescription", kind: "lines", path: ["articles", "meta", "description"], required: true },
      { name: "photoAlt", kind: "line", path: ["articles", "photoAlt"], required: true },
      { name: "date", kind: "date", path: ["entries", "date"], required: true },
    ],
  },
];
const fields = groups.flatMap((group) => group.fields);

export { typedNumber };

/** The form's fields as the guided form asks for them: labels and help from the schema's words. */
function guidedGroups(language: AdminLanguage): GuidedGroup[] {
  const words = editorText[language].newCaseStudy;
  const kinds: Record<Kind, GuidedKind> = {
    line: "line",
    lines: "lines",
    paragraphs: "paragraphs",
    number: "number",
    date: "date",
    industry: "choice",
    unit: "choice",
    changes: "checks",
  };
  // The site's own names for them (choices.ts), as every list of choices in the editor.
  const options: Partial<Record<Kind, Record<string, string>>> = {
    industry: choiceNames(industries, language),
    unit: choiceNames(resultUnits, language),
    changes: choiceNames(caseChanges, language),
  };
  return groups.map((group) => ({
    key: group.key,
    heading: words.groups[group.key],
    fields: group.fields.map((field) => ({
      name: field.name,
      kind: kinds[field.kind],
      ...fieldText("articles", [field.path[0]!, 0, ...field.path.slice(1)], language),
      required: field.required,
      options: options[field.kind],
    })),
  }));
}

/** The form's field a problem of the check names, from its path in either file. */
function fieldOfProblem(path: readonly (string | number)[]): string | undefined {
  const [where, , ...rest] = path;
  return fields.find(
    (field) =>
      field.path[0] === where &&
      field.path.length - 1 <= rest.length &&
      field.path.slice(1).every((key, index) => rest[index] === key),
  )?.name;
}

/** The new case study's form: what it asks, and how the entry is made of it. */
export const caseStudyForm: GuidedSpec<undefined> = {
  path: "case-study",
  parameters: fields.length + caseChanges.length + 8,
  idPrefix: "case",
  words: (language) => editorText[language].newCaseStudy,
  facts: { file: "articles", list: "entries" },
  texts: { file: `${defaultLocale.code}/articles`, list: "articles" },
  groups: (language) => guidedGroups(language),
  initial: () => ({ [formName("date")]: isoDay(Date.now()) }),
  make: (read, values, _language, taken) => {
    const entry: Record<string, unknown> = { kind: "caseStudy", published: false };
    const text: Record<string, unknown> = {};
    for (const field of fields) {
      if (!read.has(field.name)) continue;
      const [where, ...path] = field.path;
      putAt(where === "entries" ? entry : text, path, read.get(field.name));
    }
    // Never "…-photo-2": that is how an article's further photos are named.
    const title = single(values[formName("title")]);
    let name = photoName(title, taken);
    if (/-photo-\d+$/.test(name)) name = photoName(`${title} case`, taken);
    return { name, facts: { name, ...entry }, words: { name, ...text }, made: undefined };
  },
  fieldOf: fieldOfProblem,
  next: (language, name, index) => {
    const said = editorText[language].newCaseStudy;
    return [
      { href: `/admin/photos/${articlePhotoSlot(name, 1)}`, label: said.nextPhoto },
      { href: "/admin/edit/it/articles", label: said.nextTranslations },
      { href: `/admin/edit/articles#${fieldId(["entries", index, "published"])}`, label: said.nextPublish },
    ];
  },
  namedBy: ["title", "customer", "grade"],
  message: (name) => `articles: a new case study, ${name} (a draft)`,
  audit: "created a case study",
};
