/**
 * The kinds, industries and units of news and case studies: the schema (schemas/articles.ts) checks
 * them and the news list filters by them. Without zod, so the list's chunk does not carry it.
 */
export const industries = ["shredding", "mining", "energy", "steel"] as const;
export const articleKinds = ["caseStudy", "news"] as const;
export const resultUnits = ["hours", "tonnes", "days", "months"] as const;

export type Industry = (typeof industries)[number];
export type ArticleKind = (typeof articleKinds)[number];
