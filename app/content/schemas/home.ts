import { z } from "zod";
import { draft, image, pageLink, pageMeta, paragraphs, text } from "./common.ts";

export const homeSchema = z.strictObject({
  meta: pageMeta,
  hero: z.strictObject({
    heading: text.describe("the page's h1, read by screen readers and search engines"),
    draft,
  }),
  slides: z.array(z.strictObject({ eyebrow: text, title: text, button: pageLink })).length(2),
  highlights: z.strictObject({
    partner: z.strictObject({
      eyebrow: text,
      heading: text,
      body: paragraphs,
      partnerLabel: text.describe("shown before the partner's name from site settings"),
      link: pageLink,
      draft,
    }),
    businessTrip: image.extend({ heading: text }),
  }),
  spiderRotor: z.strictObject({ heading: text, intro: text, photos: z.array(image).length(3), draft }),
  about: z.strictObject({
    badge: text.describe("shown under the number of years"),
    eyebrow: text,
    heading: text,
    body: paragraphs,
    materials: z.array(text).length(6),
    button: pageLink,
    phoneLabel: text,
    photos: z.array(image).length(2),
    draft,
  }),
  services: z.strictObject({
    eyebrow: text,
    heading: text,
    link: pageLink.describe("the way to the Offering page, which is not in the main menu"),
    items: z.array(z.strictObject({ title: text, description: text, draft })).length(5),
  }),
  technology: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    playLabel: text.describe("the play button's name; the video title follows it"),
    privacyNote: text.describe("one line: the video provider receives data when a video is played"),
    draft,
  }),
  specifications: z.strictObject({
    heading: text,
    columns: z
      .array(
        z.strictObject({
          title: text,
          certificates: z
            .literal(true)
            .optional()
            .describe(
              "on the Accreditations column: it lists the certificates of content/quality.yaml first, each with its standing (valid until, or expired on), read from there",
            ),
          items: z.array(text).min(1),
          draft,
        }),
      )
      .length(4),
  }),
  pressRelease: z
    .strictObject({
      eyebrow: text,
      article: z
        .string()
        .describe(
          "the name of the news article (content/articles.yaml) the home page shows: its title, date and text come from there",
        ),
      readMore: text.describe("the link to the article's own page"),
      draft,
    })
    .describe("the press release: a published news article, shown in full"),
});

export type Home = z.output<typeof homeSchema>;
