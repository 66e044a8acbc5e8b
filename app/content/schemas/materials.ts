import { z } from "zod";
import { materials as quoteMaterials } from "../../enquiry/fields.ts";
import { banner, draft, pageMeta, paragraphs, text, withTemplate } from "./common.ts";

/** The elements a datasheet's composition may list, in the order a table shows them. */
export const elements = [
  "C",
  "Mn",
  "Si",
  "P",
  "S",
  "Cr",
  "Ni",
  "Mo",
  "Cu",
  "W",
  "V",
  "Nb",
  "N",
  "Fe",
] as const;
export type Element = (typeof elements)[number];

/** Mechanical properties a datasheet may give as typical values, with their units. */
export const properties = [
  "hardnessHBW",
  "workHardenedHBW",
  "tensileMPa",
  "yieldMPa",
  "elongationPct",
  "impactJ",
] as const;
export type Property = (typeof properties)[number];

const name = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "small letters, digits and dashes, e.g. manganese-steel")
  .max(40);

const bounds = {
  min: z.number().nonnegative().optional().describe("the least, in the unit named; empty for “at most”"),
  max: z.number().positive().optional().describe("the most; empty for “at least”"),
};
const hasBound = (value: { min?: number; max?: number }) =>
  value.min !== undefined || value.max !== undefined;
const inOrder = (value: { min?: number; max?: number }) =>
  value.min === undefined || value.max === undefined || value.min <= value.max;

const elementRange = z
  .strictObject({ element: z.enum(elements), ...bounds })
  .refine(hasBound, "give a least, a most, or both")
  .refine(inOrder, "the least is larger than the most")
  .describe("per cent by mass; only a most is the standard's maximum");
const propertyRange = z
  .strictObject({ property: z.enum(properties), ...bounds })
  .refine(hasBound, "give a least, a most, or both")
  .refine(inOrder, "the least is larger than the most");

const grade = z.strictObject({
  grade: text.max(30).describe("the grade as its standard names it, e.g. B-2, WC6, CD3MN"),
  standard: text.describe("the standard the composition is quoted from, e.g. ASTM A128/A128M"),
  table: text.describe("where in the standard: e.g. “Table 1”"),
  quoteMaterial: z
    .enum(quoteMaterials.filter((material) => material !== "perDrawing") as [string, ...string[]])
    .describe(
      "the quote form's material this grade is: “Request a quote in this grade” chooses it (and this grade's density for the weight estimate); otherwise the estimate uses the density of the first grade that names the material",
    ),
  densityGPerCm3: z
    .number()
    .min(1)
    .max(25)
    .describe("density, g/cm³: the quote page's weight estimate uses it"),
  composition: z
    .array(elementRange)
    .min(1)
    .describe("the chemical composition ranges of the standard's table, per cent by mass"),
  balance: z.enum(elements).optional().describe("the element that makes up the rest (nickel alloys: Ni)"),
  typical: z.strictObject({
    values: z.array(propertyRange).min(1),
    toConfirm: z
      .literal(true)
      .optional()
      .describe(
        "true while these typical figures wait for the company's confirmation (listed on the to-do list)",
      ),
  }),
});

const family = z.strictObject({
  name: name.describe(
    "the family's own name, the same in every language and never changed: its page is /materials/<name>",
  ),
  revised: z.iso.date().describe("the datasheet's date, printed on it: change it when a figure changes"),
  published: z
    .boolean()
    .optional()
    .describe(
      "false while a new family is being written: not on the site, and its words may wait in every language (add it at the end of the list); remove it, or set true, once every language has its words",
    ),
  grades: z.array(grade).min(1),
  // The words, per language:
  title: text.describe("the family's name as a heading, e.g. “Austenitic manganese steel”"),
  meta: pageMeta,
  summary: paragraphs.describe("what the family is and why a buyer chooses it"),
  heatTreatment: paragraphs,
  applications: z.array(text).min(1).describe("typical parts, one per line"),
  draft,
});

/**
 * The materials the foundry casts (/materials, and a datasheet per family at /materials/<name>).
 * Facts (content/materials.yaml: grades, standards, compositions, densities, typical figures) are
 * the same in every language; words (content/<language>/materials.yaml) list the same families,
 * by name, in the same order.
 */
export const materialsSchema = z
  .strictObject({
    meta: pageMeta,
    banner,
    intro: paragraphs,
    draft,
    labels: z.strictObject({
      grade: text,
      standard: text,
      composition: text.describe("heading of the composition table"),
      element: text.describe("the composition table's first column"),
      percent: text.describe("the composition table's second column, e.g. “% by mass”"),
      property: text.describe("the typical properties' first column"),
      value: text.describe("their second column"),
      atMost: withTemplate("value").describe("a maximum alone, as standards print it, e.g. “{value} max”"),
      atLeast: withTemplate("value").describe("a minimum alone, e.g. “{value} min”"),
      compositionNote: text.describe(
        "under the table: what the figures are (per cent by mass, single = maximum)",
      ),
      balance: text.describe("written where an element makes up the rest, e.g. “balance”"),
      typical: text.describe("heading of the typical properties"),
      typicalNote: text.describe("says the figures are typical, not guaranteed"),
      toConfirm: text.describe("shown beside typical figures the company has not confirmed yet"),
      properties: z.strictObject(
        Object.fromEntries(properties.map((property) => [property, text])) as Record<Property, typeof text>,
      ),
      density: text,
      densityValue: withTemplate("value").describe("e.g. “{value} g/cm³”"),
      heatTreatment: text,
      applications: text,
      requestQuote: text.describe("the button under each grade that opens the quote form with it chosen"),
      requestQuoteGrade: withTemplate("grade").describe(
        "its accessible name, e.g. “Request a quote in {grade}”",
      ),
      readDatasheet: text.describe("the link from the materials page to a family's datasheet"),
      revised: withTemplate("date").describe("printed on the datasheet, e.g. “Datasheet of {date}”"),
      printedFrom: text.describe("printed before the page's address"),
      grades: text.describe("before the list of a family's grades on the materials page"),
    }),
    families: z
      .array(family)
      .min(1)
      .refine(
        (families) => new Set(families.map((entry) => entry.name)).size === families.length,
        "each family needs a name of its own",
      ),
  })
  .superRefine((content, context) => {
    // The quote page's weight estimate takes each material's density from a grade here.
    const named = new Set(
      content.families.flatMap((entry) => entry.grades.map((item) => item.quoteMaterial)),
    );
    for (const material of quoteMaterials)
      if (material !== "perDrawing" && !named.has(material))
        context.addIssue({
          code: "custom",
          path: ["families"],
          message: `no grade is the quote form's “${material}”: its weight estimate needs a grade's density`,
        });
  });

export type Materials = z.output<typeof materialsSchema>;
export type MaterialFamily = Materials["families"][number];
export type MaterialGrade = MaterialFamily["grades"][number];
