/**
 * Issue 31: every photo place is named by its page and what it shows, in both languages, never by
 * its file name alone.
 */
import { describe, expect, it } from "vitest";
import { images } from "../../content/images.ts";
import { contentOf } from "../../content/load-content.ts";
import { adminLanguages } from "../editor-text.ts";
import { pageName } from "./index.ts";
import { photoPlace, photoPlacesByPage } from "./photo-places.ts";

describe("photo places in the company's words", () => {
  it.each(Object.keys(images))("%s: its page and its words in Italian and English", (slot) => {
    const [english, italian] = adminLanguages.map((language) =>
      photoPlace(slot, language, images[slot]!.label),
    );
    expect(english, slot).toBeDefined();
    expect(italian, slot).toBeDefined();
    expect(english!.page).toBe(italian!.page);
    expect(english!.label).not.toBe(slot);
  });

  it("groups places by page, in each page's own words", () => {
    const grouped = photoPlacesByPage(["banner-01", "gallery-spider-rotor-2", "banner-02"], images, "it");
    expect(grouped.map(([page]) => page)).toEqual([pageName("home", "it"), pageName("gallery", "it")]);
    expect(grouped[0]![1]).toEqual([
      { slot: "banner-01", label: "Fascia in alto, foto 1" },
      { slot: "banner-02", label: "Fascia in alto, foto 2" },
    ]);
  });

  it("names an article's further photos by the article's title and their number", () => {
    const title = contentOf("en").articles.articles.find(
      (article) => article.name === "us-joint-venture",
    )!.title;
    expect(photoPlace("article-us-joint-venture-photo-02", "en")).toEqual({
      page: "articles",
      label: `“${title}”, photo 2`,
    });
  });

  it("says what a place shows in the editor's language where the content says it, not in English", () => {
    const italian = contentOf("it");
    expect(photoPlace("service-01", "it", images["service-01"]!.label)?.label).toContain(
      italian.home.services.items[0]!.title,
    );
    expect(photoPlace("product-02", "it", images["product-02"]!.label)?.label).toContain(
      italian.metalRecycling.products.items[1]!,
    );
    const photo = italian.gallery.photos[0]!;
    expect(photoPlace(`gallery-${photo.name}`, "it", images[`gallery-${photo.name}`]!.label)?.label).toBe(
      `Foto: ${photo.alt}`,
    );
  });
});
