import { z } from "zod";
import { banner, draft, image, pageLink, pageMeta, paragraphs, text } from "./common.ts";

export const aboutSchema = z.strictObject({
  meta: pageMeta,
  banner,
  founder: z.strictObject({
    eyebrow: text,
    heading: text,
    bio: paragraphs,
    photo: image,
    experienceLabel: text,
    draft,
  }),
  principlesHeading: text.describe("names the Vision, Strength and Mission cards for screen readers"),
  cards: z
    .array(z.strictObject({ key: z.enum(["vision", "strength", "mission"]), title: text, body: text }))
    .length(3),
  values: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, body: text, draft })).length(5),
  }),
  certification: z.strictObject({
    eyebrow: text,
    heading: text,
    certificate: z
      .string()
      .describe(
        "the name of the certificate in content/quality.yaml this section shows: its standard, dates and standing come from there",
      ),
    certifierLabel: text.describe("shown before the certifier's name from site settings"),
    body: paragraphs,
    image: image.describe("the picture of the certificate"),
    qualityLink: pageLink.describe(
      "to the quality page: the certificates' PDFs, the checks, the documents issued",
    ),
    draft,
  }),
});

export type About = z.output<typeof aboutSchema>;
