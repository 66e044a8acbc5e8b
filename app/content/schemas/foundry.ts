import { z } from "zod";
import { draft, measure, pageLink, pageMeta, pageTitleText, paragraphs, text } from "./common.ts";
import { rule } from "./rules.ts";

export const panelKey = z.enum([
  "foundry",
  "rapidPrototyping",
  "methodsDevelopment",
  "steelCasting",
  "testingFacility",
  "machiningFacility",
  "valveAssembly",
  "valveTesting",
]);

const panel = z.strictObject({
  key: panelKey,
  menuLabel: text.optional().describe("label in the side menu; leave out to hide the panel from it"),
  bannerTitle: pageTitleText.describe("the banner's h1, and the page title while this panel shows"),
  heading: text,
  intro: paragraphs,
  draft,
  capacities: z
    .object({ heading: text, items: z.array(z.strictObject({ label: text, measure })).min(1) })
    .optional(),
  steps: z.strictObject({ heading: text, items: z.array(text).min(1) }).optional(),
  methods: z
    .array(
      z.strictObject({ no: z.string().regex(/^\d\d$/, rule("twoDigits")), title: text, description: text }),
    )
    .optional(),
  timeline: z
    .object({
      heading: text,
      items: z.array(z.strictObject({ weeks: z.number().int().positive(), activity: text })).min(1),
    })
    .optional(),
  list: z.strictObject({ heading: text, items: z.array(text).min(1), draft }).optional(),
});

export const foundrySchema = z.strictObject({
  meta: pageMeta,
  breadcrumbHome: pageLink,
  sideMenuLabel: text,
  quoteButton: pageLink,
  weeksLabel: text.describe("unit after a number of weeks"),
  panels: z
    .array(panel)
    .refine(
      (panels) => panels.map((p) => p.key).join() === panelKey.options.join(),
      rule("panelOrder", { keys: panelKey.options.join(", ") }),
    ),
});

export type Foundry = z.output<typeof foundrySchema>;
export type Panel = z.output<typeof panel>;
export type PanelKey = z.infer<typeof panelKey>;
