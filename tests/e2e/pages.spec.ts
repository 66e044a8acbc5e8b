/**
 * Home, Metal recycling and Offering (spec §2): each page's sections in the spec's order, with the
 * spec's words; and the footer's capacity figures (spec §9).
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, pages, test, ui } from "./helpers.ts";

const { home, site, metalRecycling } = contentOf("en");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const breadcrumbLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });

/** Spec §9: 30 years on the base date, one more per 31,536,000,000 ms. */
const experienceNow = () =>
  30 +
  Math.max(
    0,
    Math.floor((Date.now() - Date.parse(`${site.experience.baseDate}T00:00:00Z`)) / 31_536_000_000),
  );

test.describe("home", () => {
  test("has the spec's sections in order", async ({ page, problems }) => {
    await openPage(page, "/");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "Special Production for Metal Recycling Industry",
      "Manufacturer of Mining, Power & Steel Industrial Products",
      home.highlights.partner.heading,
      "Spider Rotor",
      "We Are Committed In Delivering Excellence",
      "Our Services",
      "Our Technology",
      "Our Specifications",
      home.pressRelease.heading,
    ]);
    problems.expectNone();
  });

  test("the two banner slides lead to Metal recycling and Foundry", async ({ page }) => {
    await openPage(page, "/");
    for (const [title, to] of [
      ["Special Production for Metal Recycling Industry", "/metal-recycling"],
      ["Manufacturer of Mining, Power & Steel Industrial Products", "/foundry"],
    ] as const) {
      const slide = main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(slide).toHaveCount(1);
      const button = slide.getByRole("link", { name: /^Explore More About\b/ });
      await expect(button).toHaveAttribute("href", to);
    }
    await main(page)
      .getByRole("link", { name: /^Explore More About\b/ })
      .first()
      .click();
    await expect(page).toHaveURL("/metal-recycling");
    await expect(h1(page)).toHaveText("Our Products");
  });

  test("the partner card speaks of aftermarket sales for Europe and the Middle East", async ({ page }) => {
    await openPage(page, "/");
    const partner = region(page, home.highlights.partner.heading);
    await expect(partner).toContainText(/aftermarket sales/i);
    await expect(partner).toContainText("Europe and the Middle East");
    await expect(partner.getByRole("img", { name: home.highlights.businessTrip.alt })).toBeVisible();
  });

  test("'Spider Rotor' shows three photos", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, "Spider Rotor").getByRole("img")).toHaveCount(3);
  });

  test("the about section: experience badge, materials, 'About More' and a phone link", async ({ page }) => {
    await openPage(page, "/");
    const section = region(page, "We Are Committed In Delivering Excellence");
    await expect(
      section.getByText(new RegExp(`^\\s*${experienceNow()}\\s*Years Experience\\s*$`)),
    ).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveText([
      "Low Alloy Steel",
      "Stainless Steel",
      "Super Duplex",
      "Nickel Alloy Castings",
      "premium raw materials",
      "Innovative Product Solutions",
    ]);
    await expect(section.getByRole("link", { name: "About More" })).toHaveAttribute("href", "/about");
    const phone = section.getByRole("link").and(page.locator(`[href="tel:${site.phone.tel}"]`));
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(site.phone.display);
    await expect(section.getByRole("img")).toHaveCount(2);
  });

  test("'Our Services' lists the five materials", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, "Our Services").getByRole("heading", { level: 3 })).toHaveText([
      "Manganese Steel",
      "Carbon Steel",
      "Alloy Steel",
      "Nickel Alloy Castings",
      "Stainless Steel",
    ]);
  });

  test("'Our Technology' has its two video places", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, "Our Technology").getByRole("img")).toHaveCount(2);
  });

  test("'Our Specifications' has the four columns", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, "Our Specifications").getByRole("heading", { level: 3 })).toHaveText([
      "Quality Products",
      "Markets We Serve",
      "Our Foundries",
      "Accreditations",
    ]);
  });

  test("the press release is dated Nov. 08, 2023", async ({ page }) => {
    await openPage(page, "/");
    const release = region(page, home.pressRelease.heading);
    const date = release.locator("time");
    await expect(date).toHaveText("Nov. 08, 2023");
    await expect(date).toHaveAttribute("datetime", "2023-11-08");
    await expect(release).toContainText(/joint venture/i);
  });
});

test.describe("metal recycling", () => {
  test("has the banner, the 12 products, the experience claim and the three cards", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/metal-recycling");
    await expect(h1(page)).toHaveText("Our Products");
    await expect(breadcrumbLinks(page)).toHaveText(["Home", "Our Products"]);
    await expect(breadcrumbLinks(page).last()).toHaveAttribute("href", "/metal-recycling");

    // The spec's twelve products are pinned in app/content/spec-words.test.ts; here, that they show.
    const products = region(page, metalRecycling.products.heading);
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(metalRecycling.products.items);

    const experience = region(page, "EXPERIENCE MAKES A DIFFERENCE");
    await expect(experience).toBeVisible();
    await expect(experience).toContainText("70%");
    await expect(experience).toContainText(/more tons of scrap per hour/i);

    const cards = main(page).getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      metalRecycling.cards.map((card) => card.title),
    );
    const rotors = metalRecycling.cards[2]!;
    await expect(main(page).getByRole("article", { name: rotors.title }).getByRole("listitem")).toHaveText(
      rotors.list ?? [],
    );

    // The spec's order: products, then the experience block, then the cards.
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      metalRecycling.products.heading,
      metalRecycling.experience.heading,
      metalRecycling.cardsHeading,
    ]);
    problems.expectNone();
  });
});

test.describe("offering", () => {
  test("has the banner and the Steel Casting and Hammers cards", async ({ page, problems }) => {
    await openPage(page, "/offering");
    await expect(h1(page)).toHaveText("Offering");
    await expect(breadcrumbLinks(page)).toHaveText(["Home", "Offering"]);
    await expect(breadcrumbLinks(page).last()).toHaveAttribute("href", "/offering");

    await expect(main(page).getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
      "Steel Casting",
      "Hammers",
    ]);
    const item = (name: string) => new RegExp(`^${name}$`, "i");
    await expect(main(page).getByRole("article", { name: "Steel Casting" }).getByRole("listitem")).toHaveText(
      ["bodies", "bonnets", "yokes", "wedges", "casings", "wear plate", "impeller"].map(item),
    );
    await expect(main(page).getByRole("article", { name: "Hammers" }).getByRole("listitem")).toHaveText(
      [
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
      ].map(item),
    );
    problems.expectNone();
  });

  test("is reachable by a link from the site's own pages, outside the main menu", async ({ page }) => {
    const linkToOffering = (current: Page) =>
      main(current).getByRole("link").and(current.locator('[href="/offering"]'));
    const linkingPages: string[] = [];
    for (const { path } of pages) {
      if (path === "/offering") continue;
      await openPage(page, path);
      if ((await linkToOffering(page).count()) > 0) linkingPages.push(path);
    }
    expect(linkingPages, "pages whose content links to /offering").not.toEqual([]);

    const from = linkingPages[0] ?? "/";
    await openPage(page, from);
    await linkToOffering(page).first().click();
    await expect(page).toHaveURL("/offering");
    await expect(h1(page)).toHaveText("Offering");
    await expect(
      page.getByRole("navigation", { name: ui.menu.label }).getByRole("link", { name: "Offering" }),
    ).toHaveCount(0);
  });
});

test.describe("footer capacities", () => {
  test("state 3,600 t, 5,000 kg and 27,000 kg per piece, with pounds", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("3,600 t");
    await expect(footer).toContainText("4,000 t");
    await expect(footer).toContainText("3,500 t");
    // 5,000 kg × 2.20462 = 11,023 lb; 27,000 kg = 59,525 lb; shown to three significant figures.
    await expect(footer).toContainText("5,000 kg (≈ 11,000 lb)");
    await expect(footer).toContainText("1 kg (≈ 2.2 lb)");
    // Other alloys and cast iron both go up to 27,000 kg per piece.
    const text = (await footer.textContent()) ?? "";
    expect(text.match(/27,000 kg \(≈ 59,500 lb\)/g) ?? []).toHaveLength(2);
  });
});
