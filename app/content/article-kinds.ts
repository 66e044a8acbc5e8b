/**
 * The kinds, industries and units of news and case studies: the schema (schemas/articles.ts) checks
 * them and the news list filters by them. Without zod, so the list's chunk does not carry it.
 */
export const industries = ["shredding", "mining", "energy", "steel"] as const;
export const articleKinds = ["caseStudy", "news"] as const;
export const resultUnits = ["hours", "tonnes", "days", "months"] as const;

/** What a case study may have changed at once: its result is owed to all of them together. */
export const caseChanges = ["material", "design", "heatTreatment", "operation"] as const;

export type Industry = (typeof industries)[number];
export type ArticleKind = (typeof articleKinds)[number];

/** The most photos an article shows: its lead photo and up to eight more. */
export const maxArticlePhotos = 9;

/**
 * The image slot of an article's photo `index` (1 is its lead photo, on its card and link preview):
 * "article-<name>", then "article-<name>-photo-02" and on. No article's name ends in "-photo-<n>"
 * (schemas/articles.ts), so no two photos share a slot.
 */
export function articlePhotoSlot(name: string, index: number): string {
  return index === 1 ? `article-${name}` : `article-${name}-photo-${String(index).padStart(2, "0")}`;
}

/** How many photos an article has after its lead photo: `photos` counts them all, 1 when left out. */
export function furtherPhotoCount(entry: { photos?: number | undefined }): number {
  return Math.max(0, (entry.photos ?? 1) - 1);
}

/**
 * An article's photos after its lead photo, as one language shows them: each with its slot and the
 * line that describes it; a photo this language does not describe yet is left out (never shown
 * without its description), and a line beyond `photos` describes nothing.
 */
export function morePhotosOf(article: {
  name: string;
  photos?: number | undefined;
  morePhotoAlts?: readonly string[] | undefined;
}): { slot: string; alt: string }[] {
  const alts = article.morePhotoAlts ?? [];
  return alts
    .slice(0, furtherPhotoCount(article))
    .map((alt, index) => ({ slot: articlePhotoSlot(article.name, index + 2), alt }));
}
