import { z } from "zod";
import { banner, draft, pageLink, pageMeta, text } from "./common.ts";

export const offeringSchema = z.strictObject({
  meta: pageMeta,
  banner,
  heading: text.describe("names the cards for screen readers"),
  intro: z.strictObject({ text, draft }),
  cards: z
    .array(
      z.strictObject({
        title: text,
        groups: z.array(z.strictObject({ heading: text, items: z.array(text).min(1) })).min(1),
        link: pageLink,
      }),
    )
    .length(2),
});

export type Offering = z.output<typeof offeringSchema>;
