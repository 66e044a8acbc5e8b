import { z } from "zod";
import { banner, draft, pageMeta, paragraphs, text, withTemplate } from "./common.ts";

import {
  articleKinds,
  caseChanges,
  furtherPhotoCount,
  industries,
  maxArticlePhotos,
  resultUnits,
} from "../article-kinds.ts";
import { rule } from "./rules.ts";

const name = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, rule("slug", { example: "hammer-life-shredder" }))
  .max(60)
  // Another article's further photos are named so (articlePhotoSlot).
  .refine((value) => !/-photo-\d+$/.test(value), rule("photoSuffix"));

/** An article's facts, the same in every language (content/articles.yaml). */
const entry = z.strictObject({
  name: name.describe(
    "the article's own name, the same in every language and never changed once published: its page is /news/<name>, its photo app/images/article-<name>",
  ),
  kind: z.enum(articleKinds).describe("caseStudy (a customer's result) or news"),
  date: z.iso.date().describe("the day it is dated, e.g. 2026-10-01: the lists show the newest first"),
  published: z
    .boolean()
    .describe(
      "false while it is a draft: not on the site, and its translations may wait; true puts it on the site at the next publish (every language must then have its words)",
    ),
  industry: z.enum(industries).describe("which filter lists it: shredding, mining, energy or steel"),
  grade: text.optional().describe("a case study's material and grade, e.g. ASTM A128 grade C"),
  measured: z
    .strictObject({
      unit: z.enum(resultUnits).describe("what the life is measured in"),
      before: z.number().positive().describe("the part's life before the change"),
      after: z.number().positive().describe("the part's life after it"),
    })
    .optional()
    .describe("a case study's measured result: the part's life before and after, in one unit"),
  previousMaterial: text
    .optional()
    .describe(
      "a case study: what the parts it replaced were made of, e.g. “ASTM A128 grade B-2, from another foundry”",
    ),
  changed: z
    .array(z.enum(caseChanges))
    .min(1)
    .optional()
    .describe(
      "a case study: everything that changed at the same time (material, design, heatTreatment, operation), so the page does not credit the result to one of them",
    ),
  tonnesPerSet: z
    .strictObject({
      before: z.number().positive().describe("tonnes processed per set of parts before the change"),
      after: z.number().positive().describe("tonnes processed per set after it"),
    })
    .optional()
    .describe(
      "a case study on wear parts: tonnes processed per set of parts, as plant operators compare them",
    ),
  toConfirm: z
    .literal(true)
    .optional()
    .describe("true while the figures wait for the company's confirmation (listed on the to-do list)"),
  photos: z
    .number()
    .int()
    .min(1)
    .max(maxArticlePhotos)
    .optional()
    .describe(
      `how many photos its page shows, 1 to ${maxArticlePhotos} (1 when left out): the first on its card too, the others below its text, each once every language describes it (morePhotoAlts)`,
    ),
});

/** An article's words in one language (content/<language>/articles.yaml), found by its name. */
const words = z.strictObject({
  name: name.describe("the name of its entry in content/articles.yaml"),
  title: text,
  meta: pageMeta,
  summary: text.describe("one or two sentences: the lists and the news feed show it"),
  photoAlt: text.describe("what the article's photo shows, for people who cannot see it"),
  morePhotoAlts: z
    .array(text)
    .max(maxArticlePhotos - 1)
    .optional()
    .describe(
      "what its 2nd, 3rd… photos show, one line each, in order (photos in content/articles.yaml says how many it has): a photo without its line is not shown in this language",
    ),
  body: paragraphs
    .optional()
    .describe("the article's text (for a case study, anything the parts below leave out)"),
  customer: text
    .optional()
    .describe("a case study's customer, named or anonymised, e.g. “A scrap processor in Northern Italy”"),
  part: text.optional().describe("a case study's part, e.g. “Shredder hammers, 180 kg”"),
  problem: paragraphs.optional().describe("a case study's problem"),
  change: paragraphs.optional().describe("a case study's change: what was done differently"),
  resultLabel: text.optional().describe("what the result measures, e.g. “Hammer life”"),
  result: paragraphs.optional().describe("a case study's result, in words"),
});

/**
 * News and case studies (/news, and one page each at /news/<name>): their facts in
 * content/articles.yaml (`entries`), their words per language (`articles`), joined by name. A draft
 * (`published: false`) is checked but never built; a published article needs its words in every
 * language, and a case study its customer, part, grade, problem, change and measured result.
 */
export const articlesSchema = z
  .strictObject({
    entries: z
      .array(entry)
      .refine(
        (entries) => new Set(entries.map((item) => item.name)).size === entries.length,
        rule("uniqueArticle"),
      )
      .describe("facts: every article, draft or published"),
    meta: pageMeta,
    banner,
    intro: paragraphs,
    draft,
    articles: z
      .array(words)
      .refine(
        (items) => new Set(items.map((item) => item.name)).size === items.length,
        rule("articleWordsOnce"),
      )
      .describe("each article's words in this language, by its name in content/articles.yaml"),
    labels: z.strictObject({
      filters: text.describe("names the filter links for screen readers"),
      all: text,
      industries: z.strictObject({ shredding: text, mining: text, energy: text, steel: text }),
      kinds: z.strictObject({ caseStudy: text, news: text }),
      none: text.describe("when a filter lists nothing"),
      readMore: text,
      customer: text,
      part: text,
      grade: text,
      problem: text,
      change: text,
      result: text,
      before: text,
      after: text,
      improvement: withTemplate("percent").describe("e.g. “{percent} % longer life”"),
      previousMaterial: text.describe(
        "before what the replaced parts were made of, e.g. “Replaced parts in”",
      ),
      changed: text.describe("before the list of what changed at once, e.g. “What changed together”"),
      changes: z
        .strictObject(
          Object.fromEntries(caseChanges.map((change) => [change, text])) as Record<
            (typeof caseChanges)[number],
            typeof text
          >,
        )
        .describe("the names of what may change, e.g. material: “the material”"),
      tonnesPerSet: text.describe("e.g. “Tonnes processed per set”"),
      units: z.strictObject({ hours: text, tonnes: text, days: text, months: text }),
      feed: text.describe("the link to the news feed (Atom), for feed readers"),
      feedTitle: text.describe("the feed's title in feed readers"),
      backToList: text,
      toConfirm: text.describe(
        "beside a case study's figures while they wait for the company's confirmation (toConfirm), e.g. “To be confirmed”",
      ),
    }),
  })
  .superRefine((content, context) => {
    const entries = new Map(content.entries.map((item) => [item.name, item]));
    content.articles.forEach((item, index) => {
      const entry = entries.get(item.name);
      if (!entry)
        context.addIssue({
          code: "custom",
          path: ["articles", index, "name"],
          message: rule("articleWithoutEntry", { name: item.name }),
        });
      // Fewer lines than photos is allowed: a photo waits, unseen, for its words in each language.
      const described = item.morePhotoAlts?.length ?? 0;
      if (entry && described > furtherPhotoCount(entry))
        context.addIssue({
          code: "custom",
          path: ["articles", index, "morePhotoAlts"],
          message: rule("photoCount", {
            described: described + 1,
            name: item.name,
            photos: furtherPhotoCount(entry) + 1,
          }),
        });
    });
    content.entries.forEach((item, index) => {
      if (!item.published) return;
      const itemWords = content.articles.find((other) => other.name === item.name);
      if (!itemWords) {
        context.addIssue({
          code: "custom",
          path: ["entries", index, "published"],
          message: rule("publishedWithoutWords", { name: item.name }),
        });
        return;
      }
      if (item.kind !== "caseStudy") return;
      const missing = [
        ...(["customer", "part", "problem", "change", "resultLabel", "result"] as const).filter(
          (field) => itemWords[field] === undefined,
        ),
        ...(["grade", "measured"] as const)
          .filter((field) => item[field] === undefined)
          .map((field) => `${field} (facts)`),
      ];
      if (missing.length)
        context.addIssue({
          code: "custom",
          path: ["entries", index, "published"],
          message: rule("caseStudyIncomplete", { name: item.name, missing: missing.join(", ") }),
        });
    });
  });

export type Articles = z.output<typeof articlesSchema>;
export type ArticleEntry = Articles["entries"][number];
export type ArticleWords = Articles["articles"][number];

/** A published article: its facts and this language's words, as the pages show it. */
export type PublishedArticle = ArticleEntry & Omit<ArticleWords, "name">;
