import { z } from "zod";
import { banner, draft, pageMeta, paragraphs, text } from "./common.ts";

export const metalRecyclingSchema = z.strictObject({
  meta: pageMeta,
  banner,
  products: z.strictObject({ eyebrow: text, heading: text, items: z.array(text).length(12) }),
  experience: z.strictObject({
    heading: text,
    body: paragraphs,
    claim: z.strictObject({ value: z.number().positive(), unit: z.literal("%"), label: text }),
    draft,
  }),
  cardsHeading: text.describe("names the three cards for screen readers"),
  cards: z
    .array(z.strictObject({ title: text, body: paragraphs, list: z.array(text).optional(), draft }))
    .length(3),
});

export type MetalRecycling = z.output<typeof metalRecyclingSchema>;
