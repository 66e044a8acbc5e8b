import { z } from "zod";
import { banner, pageMeta, text } from "./common.ts";

export const galleryCategory = z.enum(["product", "metal", "hardwares"]);

export const gallerySchema = z.strictObject({
  meta: pageMeta,
  banner,
  heading: z.strictObject({ eyebrow: text, title: text }),
  filterLabel: text,
  allLabel: text,
  countLabel: text.describe("shown after the number of photos, e.g. 'photos'"),
  categories: z
    .array(z.strictObject({ key: galleryCategory, label: text.describe("the filter button's words") }))
    .length(3)
    .refine(
      (categories) => categories.map((category) => category.key).join() === galleryCategory.options.join(),
      `one category per key, in this order: ${galleryCategory.options.join(", ")}`,
    ),
  photos: z
    .array(
      z.strictObject({
        category: galleryCategory.describe("which filter shows it: product, metal or hardwares"),
        alt: text.describe("what the photo shows, for people who cannot see it"),
      }),
    )
    .min(1)
    .describe(
      "the gallery's photos in the order shown; the first is app/images/gallery-01, the second gallery-02, and so on. To add a photo, add an entry here (in every language) and drop its file in app/images",
    ),
});

export type Gallery = z.output<typeof gallerySchema>;
export type GalleryCategory = z.infer<typeof galleryCategory>;
