/**
 * Home, Metal recycling and Offering (spec §2): each page's sections in the spec's order, with the
 * words the company gives them now; and the footer's capacity figures (spec §9).
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { defaultLocale } from "../../app/locales.ts";
import { escapeRegExp, expect, namedFirst, openPage, pages, ui } from "./helpers.ts";
import { test } from "./kept-page.ts";

const { home, site, metalRecycling, offering } = contentOf("en");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const breadcrumbLinks = (page: Page) =>
  page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link");
const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });

/** Spec §9: 30 years on the base date, one more per 31,536,000,000 ms. */
const experienceNow = () =>
  30 +
  Math.max(
    0,
    Math.floor((Date.now() - Date.parse(`${site.experience.baseDate}T00:00:00Z`)) / 31_536_000_000),
  );

/**
 * "Nov. 08, 2023": how the company dates its releases, the month shortened as English (en-GB) does,
 * with a full stop unless the short name is the whole one (May).
 */
function releaseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const first = Date.UTC(Number(year), Number(month) - 1, 1);
  const name = (style: "short" | "long") =>
    new Intl.DateTimeFormat(defaultLocale.tag, { month: style, timeZone: "UTC" }).format(first);
  return `${name("short") === name("long") ? name("short") : `${name("short")}.`} ${day}, ${year}`;
}

test.describe("home", () => {
  test("has the spec's sections in order", async ({ page, problems }) => {
    await openPage(page, "/");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      ...home.slides.map((slide) => slide.title),
      home.highlights.partner.heading,
      home.spiderRotor.heading,
      home.about.heading,
      home.services.heading,
      home.technology.heading,
      home.specifications.heading,
      home.pressRelease.heading,
    ]);
    problems.expectNone();
  });

  test("the two banner slides lead to Metal recycling and Foundry", async ({ page }) => {
    await openPage(page, "/");
    // The spec's order: the first slide leads to Metal recycling, the second to Foundry.
    const slides = ["/metal-recycling", "/foundry"].map((to, index) => {
      const written = home.slides[index];
      if (!written) throw new Error(`no slide ${index + 1} in content/en/home.yaml`);
      return { ...written, to };
    });
    for (const { title, button, to } of slides) {
      const slide = main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(slide).toHaveCount(1);
      await expect(slide.getByRole("link", { name: namedFirst(button.label) })).toHaveAttribute("href", to);
    }
    await main(page)
      .getByRole("link", { name: namedFirst(slides[0]!.button.label) })
      .first()
      .click();
    await expect(page).toHaveURL("/metal-recycling");
    await expect(h1(page)).toHaveText(metalRecycling.banner.title);
  });

  test("the partner card speaks of aftermarket sales for Europe and the Middle East", async ({ page }) => {
    await openPage(page, "/");
    const partner = region(page, home.highlights.partner.heading);
    for (const paragraph of home.highlights.partner.body) await expect(partner).toContainText(paragraph);
    await expect(partner.getByRole("img", { name: home.highlights.businessTrip.alt })).toBeVisible();
  });

  test("'Spider Rotor' shows three photos", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, home.spiderRotor.heading).getByRole("img")).toHaveCount(3);
  });

  test("the about section: experience badge, materials, 'About More' and a phone link", async ({ page }) => {
    await openPage(page, "/");
    const section = region(page, home.about.heading);
    await expect(
      section.getByText(new RegExp(`^\\s*${experienceNow()}\\s*${escapeRegExp(home.about.badge)}\\s*$`)),
    ).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(6);
    await expect(section.getByRole("listitem")).toHaveText(home.about.materials);
    await expect(section.getByRole("link", { name: home.about.button.label })).toHaveAttribute(
      "href",
      "/about",
    );
    const phone = section.getByRole("link").and(page.locator(`[href="tel:${site.phone.tel}"]`));
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(site.phone.display);
    await expect(section.getByRole("img")).toHaveCount(2);
  });

  test("'Our Services' lists the five materials", async ({ page }) => {
    await openPage(page, "/");
    const services = region(page, home.services.heading).getByRole("heading", { level: 3 });
    await expect(services).toHaveCount(5);
    await expect(services).toHaveText(home.services.items.map((item) => item.title));
  });

  test("'Our Technology' has its two video places", async ({ page }) => {
    await openPage(page, "/");
    await expect(region(page, home.technology.heading).getByRole("img")).toHaveCount(2);
  });

  test("'Our Specifications' has the four columns", async ({ page }) => {
    await openPage(page, "/");
    const columns = region(page, home.specifications.heading).getByRole("heading", { level: 3 });
    await expect(columns).toHaveCount(4);
    await expect(columns).toHaveText(home.specifications.columns.map((column) => column.title));
  });

  test("the press release is dated the company's way, as in Nov. 08, 2023", async ({ page }) => {
    await openPage(page, "/");
    const release = region(page, home.pressRelease.heading);
    const date = release.locator("time");
    // The release is the news article the company names; its date is the article's.
    await expect(date).toHaveText(releaseDate(home.pressRelease.date));
    await expect(date).toHaveAttribute("datetime", home.pressRelease.date);
    const [opening] = home.pressRelease.body;
    if (!opening) throw new Error(`the press release ${home.pressRelease.article} has no text`);
    await expect(release).toContainText(opening);
  });
});

test.describe("metal recycling", () => {
  test("has the banner, the 12 products, the experience claim and the three cards", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/metal-recycling");
    await expect(h1(page)).toHaveText(metalRecycling.banner.title);
    await expect(breadcrumbLinks(page)).toHaveText(
      metalRecycling.banner.breadcrumbs.map((crumb) => crumb.label),
    );
    await expect(breadcrumbLinks(page).last()).toHaveAttribute("href", "/metal-recycling");

    // Twelve (app/content/spec-structure.test.ts), as the company words them; here, that they show.
    const products = region(page, metalRecycling.products.heading);
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(metalRecycling.products.items);

    const { claim } = metalRecycling.experience;
    const experience = region(page, metalRecycling.experience.heading);
    await expect(experience).toBeVisible();
    await expect(experience).toContainText(`${claim.value}${claim.unit}`);
    await expect(experience).toContainText(claim.label);

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
    await expect(h1(page)).toHaveText(offering.banner.title);
    await expect(breadcrumbLinks(page)).toHaveText(offering.banner.breadcrumbs.map((crumb) => crumb.label));
    await expect(breadcrumbLinks(page).last()).toHaveAttribute("href", "/offering");

    // The spec's two cards, told apart by where they lead: Steel Casting, then Hammers.
    const cards = main(page).getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      offering.cards.map((card) => card.title),
    );
    for (const [index, to] of ["/foundry", "/metal-recycling"].entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", to);
    }
    // Their lists as the company words them (4 + 3 items, then 2 + 8: spec-structure.test.ts).
    for (const card of offering.cards) {
      await expect(
        main(page).getByRole("article", { name: card.title, exact: true }).getByRole("listitem"),
      ).toHaveText(card.groups.flatMap((group) => group.items));
    }
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
    await expect(h1(page)).toHaveText(offering.banner.title);
    await expect(
      page.getByRole("navigation", { name: ui.menu.label }).locator('a[href="/offering"]'),
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
