/**
 * The content modules as data: each parses with its schema, and the facts the specification fixes
 * (§2 pages, §3 entities, §9 constants) are what the modules say. The schemas are also tried with a
 * wrong edit, to show the build would stop and name the field.
 */
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { about } from "virtual:content/about";
import { contact } from "virtual:content/contact";
import { foundry } from "virtual:content/foundry";
import { gallery } from "virtual:content/gallery";
import { home } from "virtual:content/home";
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
  clockTimesIn,
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

describe("site settings", () => {
  it("states the spec's tagline, opening hours and experience", () => {
    expect(site.tagline).toBe("We Specialize in Steel & Alloy Casting Manufacturing");
    expect(site.openingHours).toBe("Monday - Friday 09 AM to 6 PM");
    expect(site.experience.years).toBe(30);
  });

  it("has two general email addresses and one phone number", () => {
    expect(site.emails).toHaveLength(2);
    expect(site.phone.tel).toMatch(/^\+\d+$/);
  });

  it("puts the Portuguese group company in Funchal, Madeira", () => {
    expect(site.offices.portugal.lines.join(" ")).toMatch(/Funchal.*Madeira/);
    expect(site.offices.portugal.address).toMatchObject({
      locality: "Funchal",
      region: "Madeira",
      country: "PT",
    });
    expect(site.offices.italy.address.country).toBe("IT");
  });

  it("states the spec's hours, Monday to Friday 09:00 to 18:00, for search engines too", () => {
    expect(site.hours).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
  });
});

describe("shared layout", () => {
  it("has the main menu in the spec's order, without Offering", () => {
    expect(layout.menu.items).toEqual([
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
      { label: "Foundry", to: "/foundry" },
      { label: "Metal Recycling", to: "/metal-recycling" },
      { label: "Gallery", to: "/gallery" },
      { label: "Contact Us", to: "/contact" },
    ]);
  });

  it("runs the six ticker items", () => {
    expect(layout.ticker.items).toEqual([
      "Mn Hammers",
      "DHT Hammers",
      "Grates",
      "Pin Protectors",
      "Liners",
      "Hardwares",
    ]);
  });

  it("links the footer's services to their pages", () => {
    expect(layout.footer.services.map((service) => [service.label, service.to])).toEqual([
      ["Foundry", "/foundry"],
      ["Metal-recycling", "/metal-recycling"],
      ["Gallery", "/gallery"],
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
    ]);
  });

  it("states the footer's capacity claims (spec §9)", () => {
    expect(
      layout.footer.capacities.map(({ output, min, max, approximate }) => ({
        tonnesPerYear: output.value,
        minKg: min?.value,
        maxKg: max.value,
        approximate,
      })),
    ).toEqual([
      { tonnesPerYear: 3600, minKg: 1, maxKg: 5000, approximate: false },
      { tonnesPerYear: 4000, minKg: undefined, maxKg: 27000, approximate: false },
      { tonnesPerYear: 3500, minKg: undefined, maxKg: 27000, approximate: true },
    ]);
    for (const capacity of layout.footer.capacities) {
      expect(capacity.output.unit).toBe("t");
      expect(capacity.max.unit).toBe("kg");
    }
  });
});

describe("home", () => {
  it("has the two banner slides with their buttons", () => {
    expect(home.slides.map((slide) => [slide.title, slide.button.to])).toEqual([
      ["Special Production for Metal Recycling Industry", "/metal-recycling"],
      ["Manufacturer of Mining, Power & Steel Industrial Products", "/foundry"],
    ]);
    expect(home.slides[0]?.button.label).toBe("Explore More About");
  });

  it("has the about section's heading, materials and button", () => {
    expect(home.about.heading).toBe("We Are Committed In Delivering Excellence");
    expect(home.about.materials).toEqual([
      "Low Alloy Steel",
      "Stainless Steel",
      "Super Duplex",
      "Nickel Alloy Castings",
      "premium raw materials",
      "Innovative Product Solutions",
    ]);
    expect(home.about.button).toEqual({ label: "About More", to: "/about" });
  });

  it("has the five services and three spider-rotor photos", () => {
    expect(home.services.heading).toBe("Our Services");
    expect(home.services.items.map((item) => item.title)).toEqual([
      "Manganese Steel",
      "Carbon Steel",
      "Alloy Steel",
      "Nickel Alloy Castings",
      "Stainless Steel",
    ]);
    expect(home.spiderRotor.heading).toBe("Spider Rotor");
    expect(home.spiderRotor.photos).toHaveLength(3);
  });

  it("has the four specification columns and the press release date", () => {
    expect(home.specifications.columns.map((column) => column.title)).toEqual([
      "Quality Products",
      "Markets We Serve",
      "Our Foundries",
      "Accreditations",
    ]);
    expect(home.pressRelease.date).toBe("2023-11-08");
  });
});

describe("about", () => {
  it("has the Vision, Strength and Mission cards", () => {
    expect(about.cards.map((card) => card.title)).toEqual(["Vision", "Strength", "Mission"]);
  });

  it("has the five values in order", () => {
    expect(about.values.items.map((value) => value.title)).toEqual([
      "Safety",
      "Quality",
      "Innovation",
      "Team",
      "Environment",
    ]);
  });

  it("names the certification ISO 9001:2008 and the breadcrumb Home > About Us", () => {
    expect(about.certification.standard).toBe("ISO 9001:2008");
    expect(about.banner.breadcrumbs).toEqual([
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
    ]);
  });
});

describe("foundry", () => {
  const panel = (key: string) => foundry.panels.find((candidate) => candidate.key === key);

  it("has the eight panels in order with the spec's banner titles", () => {
    expect(foundry.panels.map((candidate) => [candidate.key, candidate.bannerTitle])).toEqual([
      ["foundry", "Steel Casting"],
      ["rapidPrototyping", "Rapid Prototyping"],
      ["methodsDevelopment", "Methods & Development"],
      ["steelCasting", "Steel Casting"],
      ["testingFacility", "Testing Facility"],
      ["machiningFacility", "Machining Facility"],
      ["valveAssembly", "Valve Assembly"],
      ["valveTesting", "Valve Testing"],
    ]);
  });

  it("puts exactly the spec's six labels in the side menu; the valve panels are not in it", () => {
    const menu = foundry.panels.filter((candidate) => candidate.menuLabel !== undefined);
    expect(menu.map((candidate) => [candidate.key, candidate.menuLabel])).toEqual([
      ["foundry", "Foundry"],
      ["rapidPrototyping", "Rapid Prototyping"],
      ["methodsDevelopment", "Methods And Development"],
      ["steelCasting", "Steel Casting"],
      ["testingFacility", "Casting Testing Facility"],
      ["machiningFacility", "Machining Facilities"],
    ]);
    expect(panel("valveAssembly")?.menuLabel).toBeUndefined();
    expect(panel("valveTesting")?.menuLabel).toBeUndefined();
  });

  it("sends the quote button to /contact", () => {
    expect(foundry.quoteButton).toEqual({ label: "Get A Free Quote", to: "/contact" });
  });

  it("numbers the four methods 01 to 04", () => {
    const methods = panel("methodsDevelopment")?.methods ?? [];
    expect(methods.map((method) => [method.no, method.title])).toEqual([
      ["01", "Crusader"],
      ["02", "Pro-Cast"],
      ["03", "Virtual casting"],
      ["04", "Cavalier"],
    ]);
    expect(methods[0]?.description).toMatch(/methoding calculation, drafting and designing/);
    expect(methods[1]?.description).toMatch(/thermal heat transfer, mould filling and porosity modelling/);
    expect(methods[2]?.description).toMatch(/solidification/);
    expect(methods[3]?.description).toMatch(/weight estimation/);
  });

  it("has the 9 rapid prototyping steps, from the PO review to pilot production", () => {
    const steps = panel("rapidPrototyping")?.steps?.items ?? [];
    expect(steps).toHaveLength(9);
    expect(steps[0]).toBe("Purchase order technical review");
    expect(steps.at(-1)).toMatch(/pilot production/i);
  });

  it("has the testing timeline of 4, 4, 3 and 3 weeks", () => {
    const timeline = panel("testingFacility")?.timeline?.items ?? [];
    expect(timeline.map((item) => item.weeks)).toEqual([4, 4, 3, 3]);
    expect(timeline.map((item) => item.activity)).toEqual([
      expect.stringMatching(/tooling development/i),
      expect.stringMatching(/sample production.*100% radiographic qualification/i),
      expect.stringMatching(/assembly, testing and painting/i),
      expect.stringMatching(/machining/i),
    ]);
  });

  it("states the machine shop and hydro test rig figures", () => {
    const figures = panel("machiningFacility")?.capacities?.items.map((item) => item.measure);
    expect(figures).toEqual([
      { value: 3200, unit: "mm" },
      { value: 2500, unit: "mm" },
      { value: 2800, unit: "mm" },
      { value: 30000, unit: "kg" },
      { value: 10000, unit: "psi" },
    ]);
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

  it("labels the filters All, Products, Metal Recycling, Hardwares", () => {
    expect([gallery.allLabel, ...gallery.categories.map((category) => category.label)]).toEqual([
      "All",
      "Products",
      "Metal Recycling",
      "Hardwares",
    ]);
    expect(gallery.heading).toEqual({ eyebrow: "Our Product", title: "Gallery" });
  });
});

describe("metal recycling", () => {
  it("has the banner, the 12 products in order and the three cards", () => {
    expect(metalRecycling.banner.title).toBe("Our Products");
    expect(metalRecycling.products.items).toEqual([
      "Hammers",
      "Grates",
      "Liners",
      "Caps",
      "Breaker Bars",
      "Roof Plates",
      "Rotors",
      "Bolts & Nuts",
      "Pin Protectors",
      "Feed Roll Teeth",
      "Anvils",
      "Front Wall Castings",
    ]);
    expect(metalRecycling.experience.heading).toBe("EXPERIENCE MAKES A DIFFERENCE");
    expect(metalRecycling.experience.claim).toMatchObject({ value: 70, unit: "%" });
    expect(metalRecycling.cards.map((card) => card.title)).toEqual([
      "About Our Hammers",
      "Shredder",
      "Rotors",
    ]);
    expect(metalRecycling.cards[2]?.list).toEqual([
      "Disc Rotors",
      "Spider Rotors",
      "High Production",
      "Long Wear Life",
      "Super Nut tie-bolt Technology",
    ]);
  });
});

describe("offering", () => {
  it("has the Steel Casting and Hammers cards", () => {
    expect(offering.banner.title).toBe("Offering");
    expect(offering.cards.map((card) => card.title)).toEqual(["Steel Casting", "Hammers"]);
    const items = (index: number) =>
      offering.cards[index]?.groups.flatMap((group) => group.items.map((item) => item.toLowerCase()));
    expect(items(0)).toEqual(["bodies", "bonnets", "yokes", "wedges", "casings", "wear plate", "impeller"]);
    expect(items(1)).toEqual([
      "hammers",
      "pin protectors",
      "gate",
      "globe",
      "check",
      "plug",
      "ball",
      "butterfly",
      "knife gate",
      "angle",
    ]);
  });
});

describe("contact", () => {
  it("uses the spec's form words", () => {
    expect(contact.form.eyebrow).toBe("Email Us");
    expect(contact.form.heading).toBe("Happy To Answer Your Questions");
    expect(contact.form.submit).toBe("Send Messages");
    expect(contact.form.messages).toEqual({
      from_name: "Name is required.",
      email: "Valid email is required.",
      subject: "Subject is required",
      message: "Please,leave us a message.",
    });
    expect(contact.form.fields.from_name.placeholder).toBe("First Name");
    expect(contact.form.fields.email.placeholder).toBe("Email");
  });
});

describe("not-found page", () => {
  it("offers a link to each of the seven pages", () => {
    expect(notFound.pages.map((page) => page.to).sort()).toEqual(
      ["/", "/about", "/contact", "/foundry", "/gallery", "/metal-recycling", "/offering"].sort(),
    );
  });
});

describe("motion constants (spec §9)", () => {
  const { carousels } = motion;
  const narrowToWide = [
    { minWidth: 0, items: 1 },
    { minWidth: 400, items: 2 },
    { minWidth: 740, items: 4 },
  ];
  const oneToFour = [
    { minWidth: 0, items: 1 },
    { minWidth: 400, items: 2 },
    { minWidth: 740, items: 3 },
    { minWidth: 940, items: 4 },
  ];

  it("home banner: autoplay 5000 ms, speed 2500 ms, no loop", () => {
    expect(carousels.homeBanner).toMatchObject({ autoplayMs: 5000, speedMs: 2500, loop: false });
  });

  it("services and spider rotor: loop, autoplay 2000 ms, speed 700 ms, 1/2/4 items at 0/400/740", () => {
    for (const carousel of [carousels.services, carousels.spiderRotor]) {
      expect(carousel).toMatchObject({ loop: true, autoplayMs: 2000, speedMs: 700, pauseOnHover: true });
      expect(carousel.breakpoints).toEqual(narrowToWide);
    }
  });

  it("products: loop, autoplay 3000 ms, 1/2/3/4 items at 0/400/740/940", () => {
    expect(carousels.products).toMatchObject({ loop: true, autoplayMs: 3000, pauseOnHover: true });
    expect(carousels.products.breakpoints).toEqual(oneToFour);
  });

  it("values: loop, autoplay 1500 ms, 1/2/3/4 items at 0/400/740/940", () => {
    expect(carousels.values).toMatchObject({ loop: true, autoplayMs: 1500, pauseOnHover: true });
    expect(carousels.values.breakpoints).toEqual(oneToFour);
  });

  it("every carousel pauses on hover", () => {
    expect(Object.values(carousels).map((carousel) => carousel.pauseOnHover)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("fades the methods panel in over 2000 ms and counts a year as 31,536,000,000 ms", () => {
    expect(motion.methodsFadeMs).toBe(2000);
    expect(motion.experienceStepMs).toBe(31_536_000_000);
  });
});

describe("clockTimesIn", () => {
  it.each([
    ["Monday - Friday 09 AM to 6 PM", ["09:00", "18:00"]],
    ["Mon–Fri 9:30 am – 17:30", ["09:30", "17:30"]],
    ["12 AM to 12 PM", ["00:00", "12:00"]],
    ["Open 5 days a week", []],
  ])("reads the times in %j", (text, times) => {
    expect(clockTimesIn(text)).toEqual(times);
  });
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

  it("a certification other than ISO 9001:2008", () => {
    const edited = clone(about);
    (edited.certification as { standard: string }).standard = "ISO 9001:2015";
    expect(issuePaths(aboutSchema, edited)).toEqual(["certification.standard"]);
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
