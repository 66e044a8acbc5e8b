/**
 * What the specification fixes (§2 pages, §3 entities, §9 capacities) that the content must keep:
 * its structure, counts, order and links. The spec's words are the launch content, and the company
 * changes them in the editor (a tagline, a menu label, an Offering item): a test that pinned them
 * would fail `npm test` on the company's first content pull (ADR 0041). Words are held here only to
 * exist, in their place; their order is pinned by what does not change with them (keys, links).
 */
import { describe, expect, it } from "vitest";
import { about } from "virtual:content/about";
import { contact } from "virtual:content/contact";
import { foundry } from "virtual:content/foundry";
import { gallery } from "virtual:content/gallery";
import { home } from "virtual:content/home";
import { layout } from "virtual:content/layout";
import { metalRecycling } from "virtual:content/metalRecycling";
import { notFound } from "virtual:content/notFound";
import { offering } from "virtual:content/offering";
import { quality } from "virtual:content/quality";
import { site } from "virtual:content/site";
import { panelKey } from "./schemas/foundry.ts";

/** Each a text with something in it. */
const written = (texts: readonly (string | undefined)[]) => {
  for (const text of texts) expect(text?.trim()).toBeTruthy();
};

describe("site settings", () => {
  it("has a tagline, opening hours and years of experience", () => {
    written([site.tagline, site.openingHours]);
    expect(site.experience.years).toBeGreaterThan(0);
  });

  it("has two general email addresses and one phone number", () => {
    expect(site.emails).toHaveLength(2);
    expect(site.phone.tel).toMatch(/^\+\d+$/);
  });

  it("has an office in Italy and the Portuguese group company's in Portugal", () => {
    expect(site.offices.italy.address.country).toBe("IT");
    expect(site.offices.portugal.address.country).toBe("PT");
  });

  it("states its hours for search engines as working days with an opening before the closing", () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(site.hours.days.length).toBeGreaterThan(0);
    for (const day of site.hours.days) expect(weekdays).toContain(day);
    expect(site.hours.opens < site.hours.closes).toBe(true);
  });
});

describe("shared layout", () => {
  it("has the main menu's six pages in the spec's order, without Offering", () => {
    expect(layout.menu.items.map((item) => item.to)).toEqual([
      "/",
      "/about",
      "/foundry",
      "/metal-recycling",
      "/gallery",
      "/contact",
    ]);
    written(layout.menu.items.map((item) => item.label));
  });

  it("runs the ticker's six items", () => {
    expect(layout.ticker.items).toHaveLength(6);
    written(layout.ticker.items);
  });

  it("links the footer's services to their pages", () => {
    expect(layout.footer.services.map((service) => service.to)).toEqual([
      "/foundry",
      "/metal-recycling",
      "/gallery",
      "/about",
      "/contact",
    ]);
    written(layout.footer.services.map((service) => service.label));
  });

  it("states the footer's three capacity claims (spec §9) in tonnes a year and kilograms", () => {
    expect(layout.footer.capacities).toHaveLength(3);
    for (const capacity of layout.footer.capacities) {
      expect(capacity.output.unit).toBe("t");
      expect(capacity.max.unit).toBe("kg");
      if (capacity.min) expect(capacity.min.value).toBeLessThan(capacity.max.value);
    }
  });
});

describe("home", () => {
  it("has the two banner slides with their buttons to Metal Recycling and Foundry", () => {
    expect(home.slides.map((slide) => slide.button.to)).toEqual(["/metal-recycling", "/foundry"]);
    written(home.slides.flatMap((slide) => [slide.title, slide.button.label]));
  });

  it("has the about section's heading, six materials and its button to About", () => {
    written([home.about.heading, home.about.button.label]);
    expect(home.about.materials).toHaveLength(6);
    expect(home.about.button.to).toBe("/about");
  });

  it("has the five services and three spider-rotor photos", () => {
    expect(home.services.items).toHaveLength(5);
    written([
      home.services.heading,
      home.spiderRotor.heading,
      ...home.services.items.map((item) => item.title),
    ]);
    expect(home.spiderRotor.photos).toHaveLength(3);
  });

  it("has the four specification columns and a dated press release", () => {
    expect(home.specifications.columns).toHaveLength(4);
    written(home.specifications.columns.map((column) => column.title));
    expect(home.pressRelease.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("about", () => {
  it("has three cards (Vision, Strength, Mission) and five values", () => {
    expect(about.cards).toHaveLength(3);
    expect(about.values.items).toHaveLength(5);
    written([...about.cards, ...about.values.items].map((entry) => entry.title));
  });

  it("names a certificate of the quality page and the breadcrumb Home > About", () => {
    // The certificate's standard is its own (content/quality.yaml), one source for its standing.
    const certificate = quality.certificates.find((entry) => entry.name === about.certification.certificate);
    expect(certificate?.standard).toMatch(/^ISO 9001/);
    expect(about.banner.breadcrumbs.map((crumb) => crumb.to)).toEqual(["/", "/about"]);
  });
});

describe("foundry", () => {
  // The schema lists the spec's eight panels in its order; the two valve panels are not in the side menu.
  const sideMenuKeys = panelKey.options.filter((key) => !key.startsWith("valve"));
  const panel = (key: string) => foundry.panels.find((candidate) => candidate.key === key);

  it("has the eight panels in the spec's order, each with a banner title", () => {
    expect(foundry.panels.map((candidate) => candidate.key)).toEqual(panelKey.options);
    written(foundry.panels.map((candidate) => candidate.bannerTitle));
  });

  it("puts exactly the spec's six panels in the side menu; the valve panels are not in it", () => {
    const menu = foundry.panels.filter((candidate) => candidate.menuLabel !== undefined);
    expect(menu.map((candidate) => candidate.key)).toEqual(sideMenuKeys);
    written(menu.map((candidate) => candidate.menuLabel));
    expect(panel("valveAssembly")?.menuLabel).toBeUndefined();
    expect(panel("valveTesting")?.menuLabel).toBeUndefined();
  });

  it("has a quote button", () => {
    written([foundry.quoteButton.label]);
    expect(foundry.quoteButton.to).toMatch(/^\/(contact|quote)$/);
  });

  it("numbers the four methods 01 to 04, each described", () => {
    const methods = panel("methodsDevelopment")?.methods ?? [];
    expect(methods.map((method) => method.no)).toEqual(["01", "02", "03", "04"]);
    written(methods.flatMap((method) => [method.title, method.description]));
  });

  it("has the 9 rapid prototyping steps", () => {
    const steps = panel("rapidPrototyping")?.steps?.items ?? [];
    expect(steps).toHaveLength(9);
    written(steps);
  });

  it("has the testing timeline of 4, 4, 3 and 3 weeks", () => {
    const timeline = panel("testingFacility")?.timeline?.items ?? [];
    expect(timeline.map((item) => item.weeks)).toEqual([4, 4, 3, 3]);
    written(timeline.map((item) => item.activity));
  });

  it("states the machine shop's three sizes, its crane and the hydro test rig's pressure", () => {
    const figures = panel("machiningFacility")?.capacities?.items.map((item) => item.measure.unit);
    expect(figures).toEqual(["mm", "mm", "mm", "kg", "psi"]);
  });
});

describe("gallery", () => {
  // Spec §3 opens with 41 photos (product 1-9, metal 10-20, hardwares 21-41); the company may add
  // more, so only the shape is pinned here: three categories, each with photos, each photo its own alt.
  it("has the spec's three categories, each with photos, each photo with its own description", () => {
    expect(gallery.categories.map((category) => category.key)).toEqual(["product", "metal", "hardwares"]);
    for (const category of gallery.categories)
      expect(gallery.photos.some((photo) => photo.category === category.key)).toBe(true);
    expect(new Set(gallery.photos.map((photo) => photo.alt)).size).toBe(gallery.photos.length);
  });

  it("labels the filter for all and each category", () => {
    written([
      gallery.allLabel,
      gallery.heading.title,
      ...gallery.categories.map((category) => category.label),
    ]);
  });
});

describe("metal recycling", () => {
  it("has the banner, the 12 products, the experience claim in % and the three cards", () => {
    written([metalRecycling.banner.title, metalRecycling.experience.heading]);
    expect(metalRecycling.products.items).toHaveLength(12);
    written(metalRecycling.products.items);
    expect(metalRecycling.experience.claim.unit).toBe("%");
    expect(metalRecycling.cards).toHaveLength(3);
    written(metalRecycling.cards.map((card) => card.title));
    expect(metalRecycling.cards[2]?.list).toHaveLength(5);
  });
});

describe("offering", () => {
  it("has two cards, Steel Casting (valve castings, pump components) and Hammers, linked to their pages", () => {
    written([offering.banner.title]);
    expect(offering.cards.map((card) => card.link?.to)).toEqual(["/foundry", "/metal-recycling"]);
    // The spec's lists: 4 + 3 items, then 2 + 8.
    expect(offering.cards.map((card) => card.groups.map((group) => group.items.length))).toEqual([
      [4, 3],
      [2, 8],
    ]);
    written(offering.cards.flatMap((card) => [card.title, ...card.groups.flatMap((group) => group.items)]));
  });
});

describe("contact", () => {
  it("has the form's words and a message for each of the spec's four fields", () => {
    written([contact.form.eyebrow, contact.form.heading, contact.form.submit]);
    // The spec's four; the optional phone's (issue 51) is ours.
    written([
      contact.form.messages.from_name,
      contact.form.messages.email,
      contact.form.messages.subject,
      contact.form.messages.message,
    ]);
  });
});

describe("not-found page", () => {
  it("offers a link to each of the seven pages", () => {
    expect(notFound.pages.map((page) => page.to).sort()).toEqual(
      ["/", "/about", "/contact", "/foundry", "/gallery", "/metal-recycling", "/offering"].sort(),
    );
  });
});
