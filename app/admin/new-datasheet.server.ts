/**
 * A new material family's datasheet in one guided form (issue 31 item 7), instead of a family in
 * the materials' facts with a grade, its composition and requirements as lists of "Add an item",
 * and its words in English: the family, its first grade as its standard gives it, the
 * composition and the standard's requirements as one row per element and property, and the
 * datasheet's texts, each field with its label and help in the editor's words. Made as a draft
 * (`published: false`, on no page) in one change of both files, checked with the whole site
 * first, its figures still to confirm on the to-do list; its typical results, translations and
 * publishing follow from the page that says it was made. Editors and administrators only.
 */
import { elements, heatTreatments, properties } from "../content/schemas/materials.ts";
import { materials as quoteMaterials } from "../content/vocabulary.ts";
import { isoDay } from "../routes/quality/validity.ts";
import { defaultLocale } from "../locales.ts";
import { choiceNames, choiceText } from "./field-help/choices.ts";
import { fieldText } from "./field-help/index.ts";
import { fieldId } from "./form.server.ts";
import { photoName } from "./gallery.server.ts";
import {
  formName,
  type GuidedField,
  type GuidedGroup,
  type GuidedKind,
  type GuidedSpec,
  type Problems,
  putAt,
  single,
  type Values,
} from "./guided.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

/** A field of the form, and where it goes: in the new family (facts or words) or its first grade. */
interface Field {
  name: string;
  kind: GuidedKind;
  where: "family" | "words" | "grade";
  path: readonly string[];
  required?: boolean;
  /** A row of the composition or of the standard's requirements: its element or property. */
  element?: (typeof elements)[number];
  property?: (typeof properties)[number];
}

type GroupKey = keyof (typeof editorText)["en"]["newDatasheet"]["groups"];

/** The rows of the composition (one per element) and of the standard's requirements (per property). */
const compositionRow = (element: string) => `composition-${element}`;
const requirementRow = (property: string) => `required-${property}`;

const groups: { key: GroupKey; fields: Field[] }[] = [
  {
    key: "family",
    fields: [
      { name: "title", kind: "line", where: "words", path: ["title"], required: true },
      { name: "summary", kind: "paragraphs", where: "words", path: ["summary"], required: true },
      { name: "applications", kind: "list", where: "words", path: ["applications"], required: true },
      {
        name: "weightKg",
        kind: "range",
        where: "family",
        path: ["castingRange", "weightKg"],
        required: true,
      },
      { name: "sectionMm", kind: "range", where: "family", path: ["castingRange", "sectionMm"] },
    ],
  },
  {
    key: "grade",
    fields: [
      { name: "grade", kind: "line", where: "grade", path: ["grade"], required: true },
      { name: "standard", kind: "line", where: "grade", path: ["standard"], required: true },
      { name: "edition", kind: "line", where: "grade", path: ["edition"], required: true },
      { name: "table", kind: "line", where: "grade", path: ["table"], required: true },
      { name: "uns", kind: "line", where: "grade", path: ["uns"] },
      { name: "equivalents", kind: "list", where: "grade", path: ["equivalents"] },
      { name: "quoteMaterial", kind: "choice", where: "grade", path: ["quoteMaterial"], required: true },
      { name: "density", kind: "number", where: "grade", path: ["densityGPerCm3"], required: true },
      { name: "maxServiceC", kind: "whole", where: "grade", path: ["maxServiceC"] },
      { name: "treatment", kind: "choice", where: "grade", path: ["heatTreatment", "kind"], required: true },
      { name: "treatmentC", kind: "whole", where: "grade", path: ["heatTreatment", "minimumC"] },
    ],
  },
  {
    key: "composition",
    fields: [
      ...elements.map((element): Field => ({
        name: compositionRow(element),
        kind: "range",
        where: "grade",
        path: ["composition"],
        element,
      })),
      { name: "balance", kind: "choice", where: "grade", path: ["balance"] },
    ],
  },
  {
    key: "requirements",
    fields: properties.map((property): Field => ({
      name: requirementRow(property),
      kind: "range",
      where: "grade",
      path: ["requirements"],
      property,
    })),
  },
  {
    key: "texts",
    fields: [
      { name: "heatTreatment", kind: "paragraphs", where: "words", path: ["heatTreatment"], required: true },
      { name: "welding", kind: "paragraphs", where: "words", path: ["welding"], required: true },
      { name: "machining", kind: "paragraphs", where: "words", path: ["machining"], required: true },
      { name: "metaTitle", kind: "line", where: "words", path: ["meta", "title"], required: true },
      {
        name: "metaDescription",
        kind: "lines",
        where: "words",
        path: ["meta", "description"],
        required: true,
      },
    ],
  },
];
const fields = groups.flatMap((group) => group.fields);

/** A field's path in the site's content, for its label and help (app/admin/field-help). */
function contentPath(field: Field): (string | number)[] {
  if (field.where !== "grade") return ["families", 0, ...field.path];
  return ["families", 0, "grades", 0, ...field.path];
}

/** The quote form's materials a grade can be: all but "as per drawing". */
const gradeMaterials = quoteMaterials.filter((material) => material !== "perDrawing");

function guidedGroups(language: AdminLanguage): GuidedGroup[] {
  const words = editorText[language].newDatasheet;
  const elementHelp = fieldText("materials", ["families", 0, "grades", 0, "composition"], language).help;
  const requirementHelp = fieldText("materials", ["families", 0, "grades", 0, "requirements"], language).help;
  const guided = (field: Field): GuidedField => {
    const { element, property } = field;
    const text = element
      ? { label: element, help: "" }
      : property
        ? { label: choiceText(properties, property, language), help: "" }
        : fieldText("materials", contentPath(field), language);
    const options =
      field.name === "quoteMaterial"
        ? choiceNames(gradeMaterials, language)
        : field.name === "treatment"
          ? choiceNames(Object.keys(heatTreatments), language)
          : field.name === "balance"
            ? Object.fromEntries(elements.map((each) => [each, each]))
            : undefined;
    return { name: field.name, kind: field.kind, ...text, required: field.required, options };
  };
  return groups.map((group) => ({
    key: group.key,
    heading: words.groups[group.key],
    intro:
      group.key === "composition" ? elementHelp : group.key === "requirements" ? requirementHelp : undefined,
    fields: group.fields.map(guided),
  }));
}

/** The new family's facts and English words, from what the form read. */
function datasheetOf(
  read: ReadonlyMap<string, unknown>,
  values: Values,
  language: AdminLanguage,
  taken: ReadonlySet<string>,
) {
  const problems: Problems = new Map();
  const name = photoName(single(values[formName("title")]), taken);
  const family: Record<string, unknown> = { name, revised: isoDay(Date.now()), published: false };
  const text: Record<string, unknown> = { name };
  // In the order the datasheets list them (content/materials.yaml).
  const grade: Record<string, unknown> = {};
  const composition: Record<string, unknown>[] = [];
  const requirements: Record<string, unknown>[] = [];
  for (const field of fields) {
    const value = read.get(field.name);
    if (value === undefined) continue;
    if (field.element) composition.push({ element: field.element, ...(value as object) });
    else if (field.property) requirements.push({ property: field.property, ...(value as object) });
    else putAt(field.where === "grade" ? grade : field.where === "words" ? text : family, field.path, value);
  }
  const { heatTreatment, ...figures } = grade;
  family.grades = [
    {
      ...figures,
      composition,
      heatTreatment,
      requirements,
      // The foundry's own results follow: on the to-do list until given.
      typical: { values: [], toConfirm: true },
    },
  ];
  family.castingRange = { ...(family.castingRange as object), toConfirm: true };
  if (composition.length === 0)
    problems.set(compositionRow(elements[0]), [editorText[language].newDatasheet.noComposition]);
  return { name, problems, facts: family, words: text, made: composition };
}

/** The form's field a problem of the check names, from its path in the new family. */
function fieldOfProblem(
  path: readonly (string | number)[],
  inWords: boolean,
  composition: readonly Record<string, unknown>[],
): string | undefined {
  const [, , ...rest] = path;
  if (!inWords && rest[0] === "grades" && rest[1] === 0) {
    const [, , list, index] = rest;
    if (list === "composition" && typeof index === "number") {
      const element = composition[index]?.element;
      return typeof element === "string" ? compositionRow(element) : undefined;
    }
    if (list === "requirements") return undefined;
  }
  return fields.find((field) => {
    if ((field.where === "words") !== inWords) return false;
    const own = field.where === "grade" ? ["grades", 0, ...field.path] : field.path;
    return own.length <= rest.length && own.every((key, index) => rest[index] === key);
  })?.name;
}

/** The new datasheet's form: what it asks, and how the new family is made of it. */
export const datasheetForm: GuidedSpec<readonly Record<string, unknown>[]> = {
  path: "datasheet",
  parameters: fields.length * 2 + 8,
  idPrefix: "sheet",
  words: (language) => editorText[language].newDatasheet,
  facts: { file: "materials", list: "families" },
  texts: { file: `${defaultLocale.code}/materials`, list: "families" },
  groups: (language) => guidedGroups(language),
  make: (read, values, language, taken) => datasheetOf(read, values, language, taken),
  // The site leaves a family marked unpublished at the end of the list unchecked, so that its
  // languages can follow one by one: checked here as if published, but for the other
  // languages' words, which are still to come.
  checked: {
    facts: (document, index) => {
      const asPublished = document.clone();
      asPublished.setIn(["families", index, "published"], true);
      return asPublished.toString({ lineWidth: 0 });
    },
    ignored: (file) =>
      file.endsWith("/materials.yaml") &&
      file !== `content/${defaultLocale.code}/materials.yaml` &&
      file !== "content/materials.yaml",
  },
  fieldOf: fieldOfProblem,
  next: (language, _name, index) => {
    const said = editorText[language].newDatasheet;
    const at = (...path: (string | number)[]) =>
      `/admin/edit/materials#${fieldId(["families", index, ...path])}`;
    return [
      { href: at("grades", 0, "typical"), label: said.nextTypical },
      { href: "/admin/edit/it/materials", label: said.nextTranslations },
      { href: at("published"), label: said.nextPublish },
    ];
  },
  namedBy: ["title", "grade"],
  message: (name) => `materials: a new datasheet, ${name} (a draft)`,
  audit: "created a datasheet",
};
