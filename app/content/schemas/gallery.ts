import { z } from "zod";
import { banner, pageMeta, text } from "./common.ts";
import { rule } from "./rules.ts";

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
      rule("categoryOrder", { keys: galleryCategory.options.join(", ") }),
    ),
  photos: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, rule("slug", { example: "spider-rotor-2" }))
          .max(40)
          .describe(
            "the photo's own name, the same in every language and never changed: its file is app/images/gallery-<name>",
          ),
        category: galleryCategory.describe("which filter shows it: product, metal or hardwares"),
        alt: text.describe("what the photo shows, for people who cannot see it"),
      }),
    )
    .min(1)
    .refine(
      (photos) => new Set(photos.map((photo) => photo.name)).size === photos.length,
      rule("uniquePhoto"),
    )
    .describe(
      "the gallery's photos in the order shown, each with its own name: photo `spider-rotor-2` is app/images/gallery-spider-rotor-2. Every language lists the same photos in the same order (the browser editor adds, moves and removes a photo in all of them at once)",
    ),
});

export type Gallery = z.output<typeof gallerySchema>;
export type GalleryCategory = z.infer<typeof galleryCategory>;
