/**
 * The content modules against their schemas: each parses with nothing left unchecked, each fact
 * is written once, and a wrong edit is refused with the field named, as the build would stop.
 */
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { about } from "virtual:content/about";
import { contact } from "virtual:content/contact";
import { foundry } from "virtual:content/foundry";
import { gallery } from "virtual:content/gallery";
import { layout } from "virtual:content/layout";
import { metalRecycling } from "virtual:content/metalRecycling";
import { notFound } from "virtual:content/notFound";
import { offering } from "virtual:content/offering";
import { serverAnswers } from "virtual:content/serverAnswers";
import { serverError } from "virtual:content/serverError";
import { site } from "virtual:content/site";
import { loadContent } from "./load-content.ts";
import { motion } from "./motion.ts";
import {
  aboutSchema,
  contactSchema,
  foundrySchema,
  gallerySchema,
  homeSchema,
  layoutSchema,
  metalRecyclingSchema,
  motionSchema,
  notFoundSchema,
  offeringSchema,
  serverAnswersSchema,
  serverErrorSchema,
  siteSchema,
} from "./schemas/index.ts";

const modules: { name: string; schema: ZodType; data: unknown }[] = [
  { name: "site", schema: siteSchema, data: site },
  { name: "layout", schema: layoutSchema, data: layout },
  // As its file writes it: the page also gets its press release's title, date and text from the article.
  { name: "home", schema: homeSchema, data: loadContent("en").written?.home },
  { name: "about", schema: aboutSchema, data: about },
  { name: "foundry", schema: foundrySchema, data: foundry },
  { name: "gallery", schema: gallerySchema, data: gallery },
  { name: "metal-recycling", schema: metalRecyclingSchema, data: metalRecycling },
  { name: "offering", schema: offeringSchema, data: offering },
  { name: "contact", schema: contactSchema, data: contact },
  { name: "not-found", schema: notFoundSchema, data: notFound },
  { name: "server-error", schema: serverErrorSchema, data: serverError },
  { name: "server-answers", schema: serverAnswersSchema, data: serverAnswers },
  { name: "motion", schema: motionSchema, data: motion },
];

/** The issue paths of a failed parse, dotted ("categories", "panels.3.key"); [] when it parses. */
function issuePaths(schema: ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.map(String).join("."));
}

const clone = <T>(value: T): T => structuredClone(value);

describe("every content module", () => {
  for (const { name, schema, data } of modules) {
    it(`${name} parses with its schema`, () => {
      expect(issuePaths(schema, data)).toEqual([]);
    });

    // A field the schema does not know is dropped by the parse, so the build never checks it.
    it(`${name} has no field its schema leaves unchecked`, () => {
      const result = schema.safeParse(data);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(data);
    });
  }
});

describe("facts written once", () => {
  it("the short name is the name when that fits a phone's home screen", () => {
    // Whatever the company is called, a name of 12 characters or fewer needs no short name.
    const edited = clone(site) as { company: { name: string; shortName?: string } };
    edited.company.name = "A".repeat(12);
    delete edited.company.shortName;
    expect(siteSchema.parse(edited).company.shortName).toBe(edited.company.name);
    edited.company.name = "A".repeat(13);
    expect(siteSchema.safeParse(edited).success, "13 characters need a short name").toBe(false);
  });

  it("an office's business name is the first line of its address", () => {
    expect(site.offices.italy.address.name).toBe(site.offices.italy.lines[0]);
    expect(site.offices.portugal.address.name).toBe(site.offices.portugal.lines[0]);
  });
});

describe("a wrong edit is rejected with the field named", () => {
  it("a gallery photo in a category the filters do not have", () => {
    const edited = clone(gallery) as { photos: { category: string; alt: string }[] };
    const photo = edited.photos[3];
    if (!photo) throw new Error("gallery has no fourth photo");
    photo.category = "valves";
    expect(issuePaths(gallerySchema, edited)).toEqual(["photos.3.category"]);
  });

  it("gallery photos without a description", () => {
    const edited = clone(gallery);
    const photo = edited.photos[0];
    if (!photo) throw new Error("gallery has no photo");
    photo.alt = " ";
    expect(issuePaths(gallerySchema, edited)).toEqual(["photos.0.alt"]);
  });

  it("a panel list with a panel dropped", () => {
    const edited = clone(foundry);
    edited.panels = edited.panels.filter((candidate) => candidate.key !== "steelCasting");
    expect(issuePaths(foundrySchema, edited)).toEqual(["panels"]);
  });

  it("a panel list still eight long but missing a key (one panel listed twice)", () => {
    const edited = clone(foundry);
    const duplicate = clone(edited.panels[0]);
    if (!duplicate) throw new Error("foundry has no panels");
    edited.panels[3] = duplicate; // steelCasting is gone, foundry appears twice
    expect(issuePaths(foundrySchema, edited).some((path) => path.startsWith("panels"))).toBe(true);
  });

  it("an unknown panel key", () => {
    const edited = clone(foundry);
    const first = edited.panels[0];
    if (!first) throw new Error("foundry has no panels");
    (first as { key: string }).key = "forge";
    expect(issuePaths(foundrySchema, edited)).toEqual(["panels.0.key"]);
  });

  it("a menu link to a page that does not exist", () => {
    const edited = clone(layout);
    const item = edited.menu.items[1];
    if (!item) throw new Error("menu has no second item");
    (item as { to: string }).to = "/about-us";
    expect(issuePaths(layoutSchema, edited)).toEqual(["menu.items.1.to"]);
  });

  it("a carousel without its autoplay interval", () => {
    const edited = clone(motion);
    (edited.carousels.products as { autoplayMs?: number }).autoplayMs = undefined;
    expect(issuePaths(motionSchema, edited)).toEqual(["carousels.products.autoplayMs"]);
  });

  it("a description too long for search results", () => {
    const edited = clone(about);
    edited.meta.description = "x".repeat(161);
    expect(issuePaths(aboutSchema, edited)).toEqual(["meta.description"]);
  });

  it("a description too short to be shown instead of text picked from the page", () => {
    const edited = clone(gallery);
    edited.meta.description = "Photos.";
    expect(issuePaths(gallerySchema, edited)).toEqual(["meta.description"]);
  });

  it("opening hours shown to visitors at other times than those given to search engines", () => {
    const edited = clone(site);
    edited.openingHours = "Monday - Friday 08 AM to 5 PM";
    expect(issuePaths(siteSchema, edited)).toEqual(["hours.opens"]);
  });

  it("opening hours whose time zone words do not name the zone's offsets from UTC", () => {
    const edited = clone(site);
    // Rome keeps UTC+1 and UTC+2 (summer time); words that name only one leave a buyer guessing half the year.
    edited.openingHoursZone = "Italian time, UTC+1";
    expect(issuePaths(siteSchema, edited)).toEqual(["openingHoursZone"]);
    edited.openingHoursZone = "ora italiana (UTC + 01:00, UTC+2 d'estate)";
    expect(issuePaths(siteSchema, edited)).toEqual([]);
    edited.hours.timeZone = "Europe/Lisbon";
    expect(issuePaths(siteSchema, edited)).toEqual(["openingHoursZone"]);
    edited.hours.timeZone = "Italy";
    expect(issuePaths(siteSchema, edited)).toEqual(["hours.timeZone"]);
  });

  it("a long company name without a short one for the phone's home screen", () => {
    const edited = clone(site) as { company: { name: string; shortName?: string } };
    delete edited.company.shortName;
    edited.company.name = "Fonderia Esempio Acciai";
    expect(issuePaths(siteSchema, edited)).toEqual(["company.shortName"]);
  });

  it("opening days out of order or with a gap", () => {
    const edited = clone(site);
    edited.hours.days = ["Monday", "Wednesday", "Friday"];
    expect(issuePaths(siteSchema, edited)).toEqual(["hours.days"]);
  });

  it("an address line changed without its structured address", () => {
    const edited = clone(site);
    edited.offices.italy.lines[1] = "Via Roma 12";
    expect(issuePaths(siteSchema, edited)).toEqual(["offices.italy.address.streetAddress"]);
    const country = clone(site);
    country.offices.portugal.address.country = "ES";
    expect(issuePaths(siteSchema, country)).toEqual(["offices.portugal.address.country"]);
  });

  it("a phone number with spaces", () => {
    const edited = clone(site);
    edited.phone.tel = "+39 000 000 0000";
    expect(issuePaths(siteSchema, edited)).toEqual(["phone.tel"]);
  });
});
