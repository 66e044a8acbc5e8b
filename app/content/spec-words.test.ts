/**
 * What the specification fixes (§2 pages, §3 entities) is what the content says: the words and facts
 * the pages must show. Tests read counts and names that the company may change from the content.
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
    // The standard is the certificate's, read from content/quality.yaml (one source for its standing).
    const certificate = quality.certificates.find((entry) => entry.name === about.certification.certificate);
    expect(certificate?.standard).toBe("ISO 9001:2008");
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
