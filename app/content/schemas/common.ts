/**
 * The pieces every content file's schema is made of. Each page's schema is in its own file here;
 * index.ts lists which content file each one checks (content/README.md explains the files).
 * `.describe()` texts are the help editors see in their editor (the generated JSON Schemas carry
 * them) and in the build's messages: write them for the company's editor, not for programmers.
 */
import { z } from "zod";
import { indexablePages, type IndexablePath } from "../../pages.ts";
import { rule } from "./rules.ts";

export const text = z.string().trim().min(1);
export const paragraphs = z.array(text).min(1).describe("one string per paragraph");

/** A page of this site, as listed in app/pages.ts. */
export const sitePath = z
  .enum(indexablePages.map((page) => page.path) as [IndexablePath, ...IndexablePath[]])
  .describe("a page of this site");

export const pageLink = z.strictObject({ label: text, to: sitePath });
/**
 * Where a link may lead: a web page, an email address, a phone number or a page of this site. Not
 * `javascript:`, `data:` or any other scheme a browser would run or open as a document of ours.
 */
const safeHrefStart = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

export function isSafeHref(href: string): boolean {
  if (!safeHrefStart.test(href)) return false;
  if (href.startsWith("/")) return true;
  try {
    const url = new URL(href);
    return ["https:", "http:", "mailto:", "tel:"].includes(url.protocol) && !/[\s<>"]/.test(href);
  } catch {
    return false;
  }
}

export const safeHref = z
  .string()
  .trim()
  // The start alone as a pattern too, for the editors' JSON Schemas.
  .regex(safeHrefStart, rule("safeLink"))
  .refine(isSafeHref, rule("safeLink"))
  .describe("https://…, http://…, mailto:…, tel:… or a page of this site, /…");

export const externalLink = z.strictObject({ label: text, href: safeHref });

export const unit = z.enum(["mm", "kg", "psi", "t"]).describe("the unit the company states");
export const measure = z.strictObject({
  value: z.number().positive().describe("the number as the company states it"),
  unit,
});

/** A text that must name each of these placeholders, e.g. "{limit}", which the page fills in. */
export const withTemplate = (...names: string[]) =>
  names.reduce(
    (schema, name) =>
      schema.regex(new RegExp(`\\{${name}\\}`), rule("mustContain", { placeholder: `{${name}}` })),
    text,
  );

/** Copy the spec does not give: written for the company to confirm before launch. */
export const draft = z
  .literal(true)
  .optional()
  .describe("true while this text is draft copy the company has not yet confirmed");

export const image = z.strictObject({
  alt: text.describe("what the photo shows, for people who cannot see it"),
  caption: text.optional(),
});

/**
 * A page's title as search results show it. The company name is added after it when the whole fits
 * in 60 characters (longer titles are cut off in the results), else the title stands alone, which
 * must be 10–60 characters: the content loader checks that (app/content/load-content.ts).
 */
export const pageTitleText = text;

export const pageMeta = z.strictObject({
  title: pageTitleText.describe(
    "the page's name in search results and browser tabs, 10–60 characters; the company name is added after it when it fits",
  ),
  description: text.superRefine((description, context) => {
    if (description.length < 70 || description.length > 160) {
      context.addIssue({
        code: "custom",
        message: rule("descriptionLength", { length: description.length }),
      });
    }
  }),
});
export const banner = z.strictObject({ title: text, breadcrumbs: z.array(pageLink).min(2) });

export type Measure = z.infer<typeof measure>;
export type PageLink = z.infer<typeof pageLink>;
export type SitePath = z.infer<typeof sitePath>;
