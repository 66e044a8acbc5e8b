/**
 * The Foundry page (spec §2 Foundry, §9): a side menu swaps the panel in place, the banner title
 * and breadcrumb follow the panel, and each panel's URL can be shared, reloaded or visited without
 * JavaScript.
 */
import { contentOf } from "../../app/content/load-content.ts";
import { panelKey } from "../../app/content/schemas/foundry.ts";
import type { Page } from "@playwright/test";
import { escapeRegExp, expect, namedFirst, openPage, ui, waitForHydration } from "./helpers.ts";
import { test } from "./kept-page.ts";

const { contact, foundry } = contentOf("en");

function panelContent(key: string) {
  const panel = foundry.panels.find((candidate) => candidate.key === key);
  if (!panel) throw new Error(`no panel ${key} in content/<language>/foundry.yaml`);
  return panel;
}

/** The side-menu label of a panel, as the company words it; fails for a panel the menu leaves out. */
function labelOf(key: string): string {
  const label = panelContent(key).menuLabel;
  if (!label) throw new Error(`panel ${key} has no menuLabel in content/en/foundry.yaml`);
  return label;
}

/** The banner title a panel shows in the h1 and the breadcrumb, as the company words it. */
const titleOf = (key: string) => panelContent(key).bannerTitle;

/** Spec §2: the side menu's panels in order, with their labels and banner titles from the content. */
const menu = panelKey.options
  .filter((key) => !key.startsWith("valve"))
  .map((key) => ({ key, label: labelOf(key), title: titleOf(key) }));

const sideMenu = (page: Page) => page.getByRole("navigation", { name: foundry.sideMenuLabel });
/**
 * A side-menu link by its label. Not `exact`: "names each link exactly by its label" checks the
 * exact accessible names on its own, so a decoration in the name fails that test, not every test.
 */
const menuLink = (page: Page, label: string) => sideMenu(page).getByRole("link", { name: namedFirst(label) });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: ui.breadcrumbLabel });
const title = (page: Page) => page.getByRole("heading", { level: 1 });
const home = foundry.breadcrumbHome.label;

/** The default panel keeps the plain /foundry address; every other panel is named in ?panel=. */
const panelUrl = (key: string) => (key === "foundry" ? "/foundry" : `/foundry?panel=${key}`);

/** The panel on show, found by its heading. */
const panelArticle = (page: Page, key: string) =>
  page.getByRole("article", { name: panelContent(key).heading, exact: true });

async function setMarker(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

async function expectCurrentMenuItem(page: Page, label: string | null) {
  const current = sideMenu(page).locator('[aria-current="page"]');
  if (label === null) await expect(current).toHaveCount(0);
  else await expect(current).toHaveText([label]);
}

test.describe("foundry page", () => {
  test("opens on the Foundry panel, titled Steel Casting", async ({ page, problems }) => {
    await openPage(page, "/foundry");
    await expect(title(page)).toHaveText(titleOf("foundry"));
    await expect(breadcrumb(page).getByRole("link")).toHaveText([home, titleOf("foundry")]);
    await expect(breadcrumb(page).getByRole("link", { name: home, exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expectCurrentMenuItem(page, labelOf("foundry"));
    await expect(panelArticle(page, "foundry")).toBeVisible();
    problems.expectNone();
  });

  test("the side menu lists the six panels of the spec, and no valve panel", async ({ page }) => {
    await openPage(page, "/foundry");
    await expect(sideMenu(page).getByRole("link")).toHaveText(menu.map((item) => item.label));
    for (const [index, { key }] of menu.entries()) {
      await expect(sideMenu(page).getByRole("link").nth(index)).toHaveAttribute("href", panelUrl(key));
    }
    for (const key of ["valveAssembly", "valveTesting"]) {
      // By address: a word the company gives a valve panel may well be part of another's label.
      await expect(sideMenu(page).locator(`a[href="${panelUrl(key)}"]`)).toHaveCount(0);
    }
  });

  test("names each side-menu link exactly by its label", async ({ page }) => {
    await openPage(page, "/foundry");
    const links = sideMenu(page).getByRole("link");
    await expect(links).toHaveCount(menu.length);
    for (const [index, { label }] of menu.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(label);
    }
  });

  test("each side-menu link swaps the panel in place, without reloading the page", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/foundry");
    await setMarker(page);
    // The default panel last, so that every click changes something.
    const order = [...menu.slice(1), ...menu.slice(0, 1)];
    for (const { key, label, title: bannerTitle } of order) {
      await menuLink(page, label).click();
      await expect(page).toHaveURL(panelUrl(key));
      expect(new URL(page.url()).pathname).toBe("/foundry");
      await expect(title(page)).toHaveText(bannerTitle);
      await expect(breadcrumb(page).getByRole("link")).toHaveText([home, bannerTitle]);
      await expectCurrentMenuItem(page, label);
      await expect(panelArticle(page, key)).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);
      expect(await marker(page), `no reload after clicking ${label}`).toBe(1);
    }
    problems.expectNone();
  });

  test("the back button returns to the previous panel", async ({ page, problems }) => {
    await openPage(page, "/foundry");
    await menuLink(page, labelOf("rapidPrototyping")).click();
    await expect(title(page)).toHaveText(titleOf("rapidPrototyping"));
    await menuLink(page, labelOf("machiningFacility")).click();
    await expect(title(page)).toHaveText(titleOf("machiningFacility"));

    await page.goBack();
    await expect(page).toHaveURL("/foundry?panel=rapidPrototyping");
    await expect(title(page)).toHaveText(titleOf("rapidPrototyping"));
    await expectCurrentMenuItem(page, labelOf("rapidPrototyping"));

    await page.goBack();
    await expect(page).toHaveURL("/foundry");
    await expect(title(page)).toHaveText(titleOf("foundry"));
    await expectCurrentMenuItem(page, labelOf("foundry"));
    problems.expectNone();
  });

  test("'Get A Free Quote' leads to the contact page", async ({ page }) => {
    await openPage(page, "/foundry");
    // The header has its own quote link; this is the side menu's.
    const quote = page.getByRole("main").getByRole("link", { name: foundry.quoteButton.label });
    await expect(quote).toHaveAttribute("href", "/contact");
    await quote.click();
    await expect(page).toHaveURL("/contact");
    await expect(title(page)).toHaveText(contact.banner.title);
  });
});

test.describe("foundry panels", () => {
  test("machining: the machine shop's figures and the hydro test rig", async ({ page }) => {
    await openPage(page, "/foundry?panel=machiningFacility");
    await expect(title(page)).toHaveText(titleOf("machiningFacility"));
    const capacities = page.getByRole("region", {
      name: panelContent("machiningFacility").capacities?.heading,
    });
    await expect(capacities.getByRole("definition")).toHaveText([
      /^3,200 mm\s*\(≈ 126 in\)$/,
      /^2,500 mm\b/,
      /^2,800 mm\b/,
      /^30,000 kg\b/,
      /^10,000 PSI\s*\(≈ 690 bar\)$/,
    ]);
    for (const text of ["3,200 mm", "(≈ 126 in)", "30,000 kg", "10,000 PSI", "690 bar"]) {
      await expect(capacities).toContainText(text);
    }
  });

  test("rapid prototyping: the nine steps in order", async ({ page }) => {
    await openPage(page, "/foundry?panel=rapidPrototyping");
    const steps = panelContent("rapidPrototyping").steps;
    const region = page.getByRole("region", { name: steps?.heading });
    const list = region.getByRole("list");
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((element) => element.tagName), "an ordered list").toBe("OL");
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(9);
    // Nine, as the company words them (spec-structure.test.ts holds the content to nine).
    await expect(items).toHaveText(steps?.items ?? []);
  });

  test("methods: 01 to 04, each named and described", async ({ page }) => {
    await openPage(page, "/foundry?panel=methodsDevelopment");
    await expect(title(page)).toHaveText(titleOf("methodsDevelopment"));
    const methods = panelArticle(page, "methodsDevelopment").getByRole("listitem");
    const written = panelContent("methodsDevelopment").methods ?? [];
    // Spec §2 numbers them 01 to 04; their names and descriptions are the company's.
    await expect(methods).toHaveText(
      ["01", "02", "03", "04"].map((no, index) => {
        const method = written[index];
        if (!method) throw new Error(`no method ${no} in content/en/foundry.yaml`);
        return new RegExp(`^\\s*${no}\\s*${escapeRegExp(method.title)}.*${escapeRegExp(method.description)}`);
      }),
    );
    await expect(methods.getByRole("heading", { level: 3 })).toHaveText(
      written.map((method) => method.title),
    );
  });

  test("testing: the 4/4/3/3-week timeline and the inspection list", async ({ page }) => {
    await openPage(page, "/foundry?panel=testingFacility");
    const panel = panelContent("testingFacility");
    const timeline = page.getByRole("region", { name: panel.timeline?.heading });
    const activities = panel.timeline?.items ?? [];
    // Spec §2 fixes the weeks; the activities' words are the company's.
    await expect(timeline.getByRole("listitem")).toHaveText(
      [4, 4, 3, 3].map((weeks, index) => {
        const activity = activities[index]?.activity;
        if (!activity) throw new Error(`no timeline item ${index + 1} in content/en/foundry.yaml`);
        return new RegExp(
          `^${weeks}\\s*${escapeRegExp(foundry.weeksLabel)}\\s*${escapeRegExp(activity)}$`,
          "i",
        );
      }),
    );
    const inspections = page.getByRole("region", { name: panel.list?.heading });
    await expect(inspections.getByRole("listitem")).toHaveText(panel.list?.items ?? []);
  });

  for (const key of ["valveAssembly", "valveTesting"]) {
    test(`?panel=${key} shows its panel, which has no side-menu entry`, async ({ page, problems }) => {
      const bannerTitle = titleOf(key);
      await openPage(page, `/foundry?panel=${key}`);
      await expect(title(page)).toHaveText(bannerTitle);
      await expect(breadcrumb(page).getByRole("link")).toHaveText([home, bannerTitle]);
      await expect(panelArticle(page, key)).toBeVisible();
      await expectCurrentMenuItem(page, null);
      await expect(sideMenu(page).getByRole("link")).toHaveCount(6);
      problems.expectNone();
    });
  }

  test("an unknown ?panel= shows the default panel", async ({ page, problems }) => {
    await openPage(page, "/foundry?panel=nope");
    await expect(title(page)).toHaveText(titleOf("foundry"));
    await expect(panelArticle(page, "foundry")).toBeVisible();
    await expectCurrentMenuItem(page, labelOf("foundry"));
    problems.expectNone();
  });

  test("a page loaded at ?panel=testingFacility hydrates cleanly", async ({ page, problems }) => {
    const response = await page.goto("/foundry?panel=testingFacility");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(title(page)).toHaveText(titleOf("testingFacility"));
    await expectCurrentMenuItem(page, labelOf("testingFacility"));
    await expect(panelArticle(page, "testingFacility")).toBeVisible();
    problems.expectNone();
  });
});

test.describe("foundry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?panel=testingFacility arrives with that panel, and the menu still switches panels", async ({
    page,
  }) => {
    const response = await page.goto("/foundry?panel=testingFacility");
    expect(response?.status()).toBe(200);
    await expect(title(page)).toHaveText(titleOf("testingFacility"));
    await expect(panelArticle(page, "testingFacility")).toBeVisible();
    await expectCurrentMenuItem(page, labelOf("testingFacility"));

    const [navigation] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === "/foundry"),
      menuLink(page, labelOf("machiningFacility")).click(),
    ]);
    expect(navigation.status()).toBe(200);
    await expect(page).toHaveURL("/foundry?panel=machiningFacility");
    await expect(title(page)).toHaveText(titleOf("machiningFacility"));
    await expectCurrentMenuItem(page, labelOf("machiningFacility"));

    await menuLink(page, labelOf("foundry")).click();
    await expect(page).toHaveURL("/foundry");
    await expect(title(page)).toHaveText(titleOf("foundry"));
  });
});
