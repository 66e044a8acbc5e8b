import { z } from "zod";
import { materials as quoteMaterials } from "../vocabulary.ts";
import { banner, draft, pageMeta, paragraphs, text, withTemplate } from "./common.ts";
import { rule } from "./rules.ts";

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

/**
 * Properties a datasheet may give: what a grade's standard requires of it, and the foundry's own
 * typical results. Each with its unit; hardness in the scale a buyer orders it in.
 */
export const properties = [
  "tensileMPa",
  "yieldMPa",
  "elongationPct",
  "reductionOfAreaPct",
  "hardnessHBW",
  "hardnessHRC",
  "hardnessHV",
  "workHardenedHBW",
] as const;
export type Property = (typeof properties)[number];

/** The delivery conditions a hardness is required or measured in (ASTM A532 Table 2 names them). */
export const conditions = [
  "asCast",
  "hardenedLevel1",
  "hardenedLevel2",
  "softened",
  "solutionTreated",
] as const;
export type Condition = (typeof conditions)[number];

/**
 * The heat treatments the standards prescribe: the datasheet says each grade's in words, with its
 * least temperature where the standard gives one.
 */
export const heatTreatments = {
  /** ASTM A216: annealed, normalized, or normalized and tempered. */
  annealedOrNormalized: { temperature: false },
  /** ASTM A217: normalized and tempered, tempering at `minimumC` at least. */
  normalizedTempered: { temperature: true },
  /** ASTM A128: heated to `minimumC` at least and quenched in water. */
  waterToughened: { temperature: true },
  /** Stainless, duplex and nickel grades: solution annealed at `minimumC` at least and quenched. */
  solutionAnnealed: { temperature: true },
  /** ASTM A532: as cast, hardened, or softened for machining, as the order states. */
  asOrdered: { temperature: false },
  asCast: { temperature: false },
} as const;
export type HeatTreatment = keyof typeof heatTreatments;

/**
 * What a grade's standard adds to its composition table in notes, and a requirement the table does
 * not hold: each is printed under the composition in the page's words, from these figures, and
 * checked against app/content/standards-reference.ts.
 */
const percent = z.number().positive().max(100);
const gradeNotes = z
  .strictObject({
    manganeseForLowerCarbon: z
      .strictObject({
        carbonStepPct: percent.describe("for each this much carbon below its maximum (0.01)"),
        manganeseStepPct: percent.describe("manganese may rise this much above its maximum (0.04)"),
        manganeseMaxPct: percent.describe("up to this much manganese at most (1.28)"),
      })
      .optional()
      .describe("ASTM A216's note: less carbon allows more manganese, up to a limit"),
    residualsTotal: z
      .strictObject({
        elements: z
          .array(z.enum(elements))
          .min(2)
          .describe("the specified residual elements of the standard's table, e.g. Cu, Ni, Cr, Mo, V"),
        maxPct: percent.describe("their total, at most (1.00)"),
      })
      .optional()
      .describe("the most the specified residual elements may make together"),
    prenMin: z
      .number()
      .positive()
      .max(60)
      .optional()
      .describe("the least pitting resistance equivalent (%Cr + 3.3 %Mo + 16 %N) the standard requires (40)"),
    sourServiceMaxHRC: z
      .number()
      .positive()
      .max(70)
      .optional()
      .describe(
        "for sour service (NACE MR0175/ISO 15156): the most hardness a casting may have, HRC (22 for carbon, low-alloy and austenitic stainless steels); empty where the grade is not listed",
      ),
  })
  .describe("what the standard adds to its composition table");

/**
 * Tests a buyer may order beyond what the standard requires of every casting, each with the
 * standards it is done and judged to (checked against app/content/standards-reference.ts).
 */
export const optionalTests = [
  "weldRepairQualification",
  "ferriteContent",
  "intermetallicPhases",
  "pittingCorrosion",
  "intergranularCorrosion",
] as const;
export type OptionalTest = (typeof optionalTests)[number];

const name = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, rule("slug", { example: "manganese-steel" }))
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
  .refine(hasBound, rule("hasBound"))
  .refine(inOrder, rule("inOrder"))
  .describe("per cent by mass; only a most is the standard's maximum");
const propertyRange = z
  .strictObject({
    property: z.enum(properties),
    condition: z
      .enum(conditions)
      .optional()
      .describe("for a hardness: the delivery condition it is for (as cast, hardened, softened)"),
    ...bounds,
  })
  .refine(hasBound, rule("hasBound"))
  .refine(inOrder, rule("inOrder"));

const edition = z
  .string()
  .trim()
  .regex(/^\d{2}[a-z]?([eε]\d)?(\(\d{4}\))?$/, rule("edition"));

const grade = z
  .strictObject({
    grade: text.max(30).describe("the grade as its standard names it, e.g. B-2, WC6, 4A (CD3MN)"),
    standard: text.describe("the standard the grade is cast to, without its year, e.g. ASTM A128/A128M"),
    edition: edition.describe(
      "the edition the figures below are from, as its designation ends: 20 for ASTM A217/A217M-20. Limits change between editions: when a new edition comes out, check every figure against it, then change this",
    ),
    table: text.describe("where in the standard the composition is: e.g. “Table 1”"),
    uns: z
      .string()
      .trim()
      .regex(/^[A-Z]\d{5}$/, rule("uns"))
      .optional()
      .describe("the grade's UNS number, e.g. J21890 for WC9"),
    equivalents: z
      .array(text.max(80))
      .max(4)
      .optional()
      .describe(
        "the European or ISO designations a buyer may search by, one per line, e.g. “EN 10213 G17CrMo9-10 (1.7379)”: only those that really correspond",
      ),
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
    maxServiceC: z
      .number()
      .int()
      .min(0)
      .max(1200)
      .optional()
      .describe(
        "the highest service temperature the grade is offered for, °C (e.g. 250 for manganese steel, 315 for duplex)",
      ),
    notes: gradeNotes
      .optional()
      .describe(
        "what the standard adds to its table in notes (more manganese for less carbon, the residual elements' total, a least PREN) and the sour-service hardness of NACE MR0175/ISO 15156: copy the figures from the edition named",
      ),
    requirements: z
      .array(propertyRange)
      .describe(
        "what the standard requires of every casting in this grade (its tensile or hardness table), shown as “Required (standard)”: a least, a most or a range: copy the figures from the edition named above; empty when the standard requires none (ASTM A128)",
      ),
    heatTreatment: z
      .strictObject({
        kind: z
          .enum(Object.keys(heatTreatments) as [HeatTreatment, ...HeatTreatment[]])
          .describe("the heat treatment the standard prescribes for the grade"),
        minimumC: z
          .number()
          .int()
          .min(100)
          .max(1400)
          .optional()
          .describe(
            "the least temperature the standard states for it, °C (tempering, or solution annealing)",
          ),
      })
      .refine(
        (value) => heatTreatments[value.kind].temperature === (value.minimumC !== undefined),
        rule("treatmentTemperature"),
      ),
    typical: z
      .strictObject({
        values: z
          .array(propertyRange)
          .describe("the foundry's own typical results in this grade (from its test bars and castings)"),
        toConfirm: z
          .literal(true)
          .optional()
          .describe(
            "true while these typical figures wait for the company's confirmation (listed on the to-do list); remove it once they are the foundry's own results",
          ),
      })
      .refine((value) => value.values.length > 0 || value.toConfirm, rule("typicalGiven")),
  })
  .superRefine((value, context) => {
    // The note's sentence names the carbon and manganese maximums it starts from.
    const hasMax = (element: Element) =>
      value.composition.some((range) => range.element === element && range.max !== undefined);
    if (value.notes?.manganeseForLowerCarbon && !(hasMax("C") && hasMax("Mn")))
      context.addIssue({
        code: "custom",
        path: ["notes", "manganeseForLowerCarbon"],
        message: rule("manganeseNote"),
      });
    // A minimum the standard states, shown beside it as "typical", would read as the standard's.
    value.typical.values.forEach((typical, index) => {
      const required = value.requirements.find(
        (entry) => entry.property === typical.property && entry.condition === typical.condition,
      );
      if (required && typical.min !== undefined && required.min !== undefined && typical.min < required.min)
        context.addIssue({
          code: "custom",
          path: ["typical", "values", index, "min"],
          message: rule("belowMinimum", { min: required.min }),
        });
    });
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
  tests: z
    .array(
      z.strictObject({
        test: z.enum(optionalTests).describe("the test, chosen from the list"),
        standards: z
          .array(text.max(60))
          .min(1)
          .max(3)
          .describe("the standards it is done and judged to, e.g. “ASTM A488/A488M”, one per line"),
      }),
    )
    .optional()
    .describe("tests a buyer may order for castings of this family, beyond what every casting gets"),
  castingRange: z
    .strictObject({
      sectionMm: z
        .strictObject(bounds)
        .refine(hasBound, rule("hasBound"))
        .refine(inOrder, rule("inOrder"))
        .optional()
        .describe("the wall thicknesses the foundry casts in this family, mm"),
      weightKg: z
        .strictObject(bounds)
        .refine(hasBound, rule("hasBound"))
        .refine(inOrder, rule("inOrder"))
        .describe("the weights of one casting the foundry pours in this family, kg"),
      toConfirm: z
        .literal(true)
        .optional()
        .describe("true until the company has confirmed these ranges (listed on the to-do list)"),
    })
    .optional()
    .describe(
      "what the foundry casts in this family: section thickness and piece weight; left out, the datasheet shows no ranges",
    ),
  // The words, per language:
  title: text.describe("the family's name as a heading, e.g. “Austenitic manganese steel”"),
  meta: pageMeta,
  summary: paragraphs.describe("what the family is and why a buyer chooses it"),
  heatTreatment: paragraphs.describe(
    "what the heat treatment does and why; each grade's treatment and least temperature are printed from its facts",
  ),
  welding: paragraphs.describe(
    "how castings of the family are welded and repaired, and what must not be welded",
  ),
  machining: paragraphs.describe("how the family is machined, and in what condition"),
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
      property: text.describe("the properties' first column"),
      required: withTemplate("standard").describe(
        "the column of the standard's requirements, e.g. “Required ({standard})”: it holds leasts, mosts and ranges, so not “Min.”",
      ),
      typicalOurs: text.describe("the column of the foundry's own results, e.g. “Typical (ours)”"),
      noRequirement: text.describe("where the standard requires nothing of a property, e.g. “—”"),
      atMost: withTemplate("value").describe("a maximum alone, as standards print it, e.g. “{value} max”"),
      atLeast: withTemplate("value").describe("a minimum alone, e.g. “{value} min”"),
      compositionNote: text.describe(
        "under the table: what the figures are (per cent by mass, single = maximum)",
      ),
      balance: text.describe("written where an element makes up the rest, e.g. “balance”"),
      properties: text.describe("heading of the properties table"),
      propertiesNote: text.describe(
        "under the properties: the standard's column is what every casting must reach; ours are typical results, not guaranteed; Charpy impact by agreement",
      ),
      noTensile: text.describe("written where a standard has no tensile requirement (A128, A532)"),
      notes: z
        .strictObject({
          manganeseForLowerCarbon: withTemplate(
            "carbonStep",
            "carbonMax",
            "manganeseStep",
            "manganeseMax",
            "manganeseTop",
          ).describe(
            "under the composition, ASTM A216's note: e.g. “For each {carbonStep} below {carbonMax} carbon, manganese may be {manganeseStep} above {manganeseMax}, up to {manganeseTop}.”",
          ),
          residualsTotal: withTemplate("elements", "max").describe(
            "under the composition: the residual elements' total, e.g. “{elements} together: {max} max.”",
          ),
          sourService: withTemplate("max").describe(
            "under the properties: the hardness limit for sour service, e.g. “Sour service (NACE MR0175/ISO 15156): {max}.”",
          ),
          pren: withTemplate("min").describe(
            "under the composition: the least pitting resistance equivalent, e.g. “PREN (%Cr + 3.3 %Mo + 16 %N): {min}.”",
          ),
        })
        .describe("what a standard adds to its composition table, written under it"),
      tests: text.describe("heading of the family's tests on request, e.g. “Tests on request”"),
      testsNote: text.describe(
        "under that heading: that these are ordered with the casting and certified on the inspection document",
      ),
      testNames: z
        .strictObject(
          Object.fromEntries(optionalTests.map((test) => [test, text])) as Record<OptionalTest, typeof text>,
        )
        .describe("each test's name, e.g. “Weld repair qualification”"),
      toConfirm: text.describe("shown beside figures the company has not confirmed yet"),
      hardness: text.describe(
        "a hardness row's name before its condition, e.g. “Hardness” (“Hardness — as cast”)",
      ),
      propertyNames: z.strictObject(
        Object.fromEntries(properties.map((property) => [property, text])) as Record<Property, typeof text>,
      ),
      conditions: z
        .strictObject(
          Object.fromEntries(conditions.map((condition) => [condition, text])) as Record<
            Condition,
            typeof text
          >,
        )
        .describe("the delivery conditions, written after a hardness: “as cast”, “hardened, Level 1”"),
      heatTreatments: z
        .strictObject(
          Object.fromEntries(
            Object.entries(heatTreatments).map(([kind, { temperature }]) => [
              kind,
              temperature ? withTemplate("temperature") : text,
            ]),
          ) as Record<HeatTreatment, typeof text>,
        )
        .describe(
          "each grade's heat treatment in words; {temperature} is its least temperature, e.g. “675 °C”",
        ),
      uns: text.describe("before the UNS number, e.g. “UNS”"),
      equivalents: text.describe("before the European and ISO designations, e.g. “Comparable to”"),
      edition: text.describe(
        "says the figures are from the edition named, e.g. “Figures from the edition named”",
      ),
      density: text,
      densityValue: withTemplate("value").describe("e.g. “{value} g/cm³”"),
      heatTreatment: text,
      gradeHeatTreatment: text.describe("before a grade's own heat treatment, e.g. “Heat treatment”"),
      working: text.describe("heading of the section on service temperature, welding, machining and sizes"),
      maxService: text.describe(
        "e.g. “Usual service up to”: the temperature the grade is usually used to (a note of the standard, not one of its limits)",
      ),
      temperatureValue: withTemplate("value").describe("e.g. “{value} °C”"),
      sectionRange: text.describe("e.g. “Section thickness”"),
      weightRange: text.describe("e.g. “Weight of one casting”"),
      mmValue: withTemplate("value").describe("e.g. “{value} mm”"),
      kgValue: withTemplate("value").describe("e.g. “{value} kg”"),
      onRequest: text.describe("where the company has not given a figure yet, e.g. “on request”"),
      welding: text,
      machining: text,
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
    guide: z
      .strictObject({
        heading: text,
        intro: paragraphs,
        columns: z
          .strictObject({
            material: text,
            impact: text.describe("the column saying how much impact it takes"),
            abrasion: text.describe("the column saying how well it resists abrasion"),
            hardness: text.describe("the column of its working hardness"),
            choose: text.describe("the column saying when to choose it"),
            limits: text.describe("the column saying what rules it out"),
          })
          .describe("the guide table's column headings"),
        rows: z
          .array(
            z.strictObject({
              material: text,
              family: name
                .optional()
                .describe("the family whose datasheet the row links to (its name), when the foundry has one"),
              impact: text.max(30),
              abrasion: text.max(30),
              hardness: text.max(40),
              choose: text,
              limits: text,
            }),
          )
          .min(2)
          .describe("from the most impact-resistant to the most abrasion-resistant"),
        note: text.describe("under the table: that the foundry advises on the choice for the buyer's part"),
      })
      .describe("the selection guide on the materials page: impact against abrasion"),
    families: z
      .array(family)
      .min(1)
      .refine(
        (families) => new Set(families.map((entry) => entry.name)).size === families.length,
        rule("uniqueFamily"),
      ),
  })
  .superRefine((content, context) => {
    content.guide.rows.forEach((row, index) => {
      if (row.family && !content.families.some((entry) => entry.name === row.family))
        context.addIssue({
          code: "custom",
          path: ["guide", "rows", index, "family"],
          message: rule("unknownFamily", {
            family: row.family,
            families: content.families.map((entry) => entry.name).join(", "),
          }),
        });
    });
    // The quote page's weight estimate takes each material's density from a grade here.
    const named = new Set(
      content.families.flatMap((entry) => entry.grades.map((item) => item.quoteMaterial)),
    );
    for (const material of quoteMaterials)
      if (material !== "perDrawing" && !named.has(material))
        context.addIssue({
          code: "custom",
          path: ["families"],
          message: rule("quoteGrade", { material }),
        });
  });

export type Materials = z.output<typeof materialsSchema>;
export type MaterialFamily = Materials["families"][number];
export type MaterialGrade = MaterialFamily["grades"][number];
