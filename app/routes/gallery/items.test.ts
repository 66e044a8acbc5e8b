import { describe, expect, it } from "vitest";
import { categoryFromSearch, galleryItems, itemsInCategory } from "./items.ts";

describe("gallery items", () => {
  it("has 41 photos with ids 1 to 41 in order", () => {
    expect(galleryItems.map((item) => item.id)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
  });

  it("puts ids 1-9 in product, 10-20 in metal and 21-41 in hardwares (spec §3)", () => {
    const category = (id: number) => galleryItems.find((item) => item.id === id)?.name;
    expect([1, 9].map(category)).toEqual(["product", "product"]);
    expect([10, 20].map(category)).toEqual(["metal", "metal"]);
    expect([21, 41].map(category)).toEqual(["hardwares", "hardwares"]);
  });

  it("filters to 41 / 9 / 11 / 21 photos", () => {
    expect(itemsInCategory(null)).toHaveLength(41);
    expect(itemsInCategory("product")).toHaveLength(9);
    expect(itemsInCategory("metal")).toHaveLength(11);
    expect(itemsInCategory("hardwares")).toHaveLength(21);
  });

  it("reads the filter from the URL and ignores unknown values", () => {
    expect(categoryFromSearch(new URLSearchParams("category=metal"))).toBe("metal");
    expect(categoryFromSearch(new URLSearchParams("category=drop-table"))).toBeNull();
    expect(categoryFromSearch(new URLSearchParams(""))).toBeNull();
  });
});
