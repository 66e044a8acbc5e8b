import { z } from "zod";
import { banner, draft, pageLink, pageMeta, paragraphs, text } from "./common.ts";
import { rule } from "./rules.ts";

/** A part of a plain document page (the privacy notice, the cookie statement). */
const documentSection = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/, rule("hyphenWords"))
    .describe("the section's address within the page, e.g. /privacy#rights"),
  heading: text,
  paragraphs: z.array(text).default([]),
  items: z.array(text).default([]).describe("a bulleted list after the paragraphs"),
  link: pageLink.optional().describe("a page to read next, linked at the end of the section"),
});

export const documentPage = z.strictObject({
  meta: pageMeta,
  banner,
  updated: z.iso.date().describe("when the text last changed, YYYY-MM-DD; shown as 'Last updated'"),
  updatedLabel: text,
  intro: paragraphs,
  sections: z.array(documentSection).min(1),
  draft,
});
