import { z } from "zod";
import { enquiryFields, enquiryForms, type QuoteGroup } from "../../enquiry/fields.ts";
import { materials, partFamilies, partFamilyGroups } from "../vocabulary.ts";
import { banner, pageLink, pageMeta, paragraphs, text, withTemplate } from "./common.ts";

const field = z.strictObject({ label: text, hint: text.optional() });
/** An object with one entry per key, each of `value`'s shape: the keys come from the form's lists. */
const byKey = <Keys extends readonly string[], Value extends z.ZodType = typeof text>(
  keys: Keys,
  value: Value = text as unknown as Value,
) => z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as { [Key in Keys[number]]: Value });

/** Every field of the quote form a visitor fills in (all but the preview's hidden figures). */
const labelledFields = Object.values(enquiryForms.quote.groups).flat();

/** Capacity families: the footer's three lines (layout.yaml) by name. */
export const capacityFamilies = ["wearResistant", "otherAlloys", "castIron"] as const;

// No density here: the weight estimate takes it from the materials' datasheets (materials.yaml).
const material = z.strictObject({
  family: z.enum(capacityFamilies).optional().describe("the capacity line it is held to"),
});
const weightRange = z.strictObject({ minKg: z.number().positive().optional(), maxKg: z.number().positive() });

/**
 * The quote page (/quote). Its facts (content/quote.yaml: each material's density and capacity
 * family, the foundry's limits) are the same in every language; its words are per language.
 */
export const quoteSchema = z.strictObject({
  materials: z
    .strictObject({
      manganeseSteel: material,
      carbonSteel: material,
      lowAlloySteel: material,
      stainlessSteel: material,
      duplex: material,
      superDuplex: material,
      nickelAlloy: material,
      highChromiumIron: material,
      perDrawing: material,
    } satisfies Record<(typeof materials)[number], typeof material>)
    .describe(
      "facts: the capacity family per material ('per drawing' has none); densities come from materials.yaml",
    ),
  capacity: z
    .strictObject({
      castingWeightKg: z.strictObject({
        wearResistant: weightRange,
        otherAlloys: weightRange,
        castIron: weightRange,
      } satisfies Record<(typeof capacityFamilies)[number], typeof weightRange>),
      machining: z.strictObject({
        swingDiameterMm: z.number().positive(),
        swingHeightMm: z.number().positive(),
        maxWeightKg: z.number().positive(),
      }),
    })
    .describe("facts: the published capacity the preview checks a part against"),
  meta: pageMeta,
  banner,
  intro: paragraphs,
  requiredNote: text,
  groups: byKey(Object.keys(enquiryForms.quote.groups) as QuoteGroup[]),
  hammerNote: text.describe("under the hammer dimensions: what a hammer template asks for"),
  fields: byKey(labelledFields, field),
  choose: text.describe("the first, empty option of a list"),
  partFamilyGroups: byKey(Object.keys(partFamilyGroups) as (keyof typeof partFamilyGroups)[]),
  partFamilies: byKey(partFamilies),
  materialNames: byKey(materials),
  machiningChoices: byKey(enquiryFields.machining.choices),
  messages: z.strictObject({
    // One message per required field (app/enquiry/fields.ts): a new required field without its
    // message is refused here, in every language.
    ...byKey(enquiryForms.quote.required).shape,
    messageOrDrawing: text,
    phone: text.describe("the phone number, optional, is not one"),
    tooLong: withTemplate("limit"),
    number: withTemplate("min", "max"),
    date: text,
    choice: text,
  }),
  preview: z.strictObject({
    heading: text,
    reading: withTemplate("name"),
    viewLabel: withTemplate("name").describe("the 3-D view's accessible name"),
    size: text,
    volume: text,
    weight: text,
    weightIn: withTemplate("material"),
    chooseMaterial: text.describe("no weight until a material with a density is chosen"),
    approximate: text.describe("the mesh is open or broken: volume and weight are approximate"),
    units: withTemplate("unit").describe("the file's declared unit, shown in mm"),
    mmValue: withTemplate("value").describe("e.g. “{value} mm”"),
    kgValue: withTemplate("value").describe("e.g. “{value} kg”"),
    cm3Value: withTemplate("value").describe("e.g. “{value} cm³”"),
    withinCapacity: text,
    exceedsCapacity: text,
    findings: z.strictObject({
      castingWeightAboveMaximum: withTemplate("weight", "limit"),
      castingWeightBelowMinimum: withTemplate("weight", "limit"),
      machiningWeightAboveMaximum: withTemplate("weight", "limit"),
      swingDiameterAboveMaximum: withTemplate("diameter", "limit"),
      swingHeightAboveMaximum: withTemplate("height", "limit"),
    }),
    noPrice: text.describe("said with the verdict: the figures are an estimate, not a quotation"),
    capacity: withTemplate(
      "wearMin",
      "wearMax",
      "alloysMax",
      "ironMax",
      "machiningMax",
      "swingDiameter",
      "swingHeight",
    ).describe(
      "beside the verdict: the published capacity the part is checked against, its figures from the capacity facts",
    ),
    failures: z.strictObject({
      unsupported: text,
      tooLarge: text,
      unreadable: text,
      noGeometry: text,
      timeout: text,
      failed: text,
    }),
    stillAttached: text.describe("after a failure: the file is still sent with the request"),
  }),
  privacyNote: z.strictObject({ text, link: pageLink }),
  submit: text,
  sending: withTemplate("percent").describe("on the button while files upload"),
  errorSummary: text,
});

export type QuoteContent = z.output<typeof quoteSchema>;
