/**
 * Issue 31: every photo place is named by its page and what it shows, in both languages, never by
 * its file name alone.
 */
import { describe, expect, it } from "vitest";
import { images } from "../../content/images.ts";
import { adminLanguages } from "../words.ts";
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

  it("names an article's further photos by the article and their number", () => {
    expect(photoPlace("article-us-joint-venture-photo-02", "en")).toEqual({
      page: "articles",
      label: "“us-joint-venture”, photo 2",
    });
  });
});
