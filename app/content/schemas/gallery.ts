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
    .array(
      z.strictObject({
        key: galleryCategory,
        label: text,
        itemLabel: text.describe("alt text stem; the item number follows"),
        firstId: z.number().int().positive(),
        lastId: z.number().int().positive(),
      }),
    )
    .length(3)
    .refine(
      (categories) =>
        categories.every((category, index) => {
          const expectedFirst = index === 0 ? 1 : (categories[index - 1]?.lastId ?? 0) + 1;
          return category.firstId === expectedFirst && category.lastId >= category.firstId;
        }),
      "id ranges must run from 1 without gaps or overlaps, in order",
    ),
});

export type Gallery = z.output<typeof gallerySchema>;
export type GalleryCategory = z.infer<typeof galleryCategory>;
