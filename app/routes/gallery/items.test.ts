import { gallery } from "virtual:content/gallery";
import { describe, expect, it } from "vitest";
import { categoryFromSearch, galleryItems, itemsInCategory } from "./items.ts";

describe("gallery items", () => {
  it("numbers the content's photos from 1, in its order, each with its own description", () => {
    expect(galleryItems().map((item) => item.id)).toEqual(gallery.photos.map((_, index) => index + 1));
    expect(galleryItems().map((item) => [item.name, item.alt])).toEqual(
      gallery.photos.map((photo) => [photo.category, photo.alt]),
    );
  });

  it("filters to the photos of a category, and all of them without one", () => {
    expect(itemsInCategory(null)).toHaveLength(gallery.photos.length);
    for (const { key } of gallery.categories) {
      const inCategory = itemsInCategory(key);
      expect(inCategory.length).toBe(gallery.photos.filter((photo) => photo.category === key).length);
      expect(inCategory.every((item) => item.name === key)).toBe(true);
    }
  });

  it("reads the filter from the URL and ignores unknown values", () => {
    expect(categoryFromSearch(new URLSearchParams("category=metal"))).toBe("metal");
    expect(categoryFromSearch(new URLSearchParams("category=drop-table"))).toBeNull();
    expect(categoryFromSearch(new URLSearchParams(""))).toBeNull();
  });
});
