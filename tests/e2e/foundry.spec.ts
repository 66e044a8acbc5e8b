/**
 * The Foundry page (spec §2 Foundry, §9): a side menu swaps the panel in place, the banner title
 * and breadcrumb follow the panel, and each panel's URL can be shared, reloaded or visited without
 * JavaScript.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, test, waitForHydration } from "./helpers.ts";

const { foundry } = contentOf("en");

/** Spec §2: the side menu's keys and labels, and the banner title each panel shows. */
const menu = [
  { key: "foundry", label: "Foundry", title: "Steel Casting" },
  { key: "rapidPrototyping", label: "Rapid Prototyping", title: "Rapid Prototyping" },
  { key: "methodsDevelopment", label: "Methods And Development", title: "Methods & Development" },
  { key: "steelCasting", label: "Steel Casting", title: "Steel Casting" },
  { key: "testingFacility", label: "Casting Testing Facility", title: "Testing Facility" },
  { key: "machiningFacility", label: "Machining Facilities", title: "Machining Facility" },
] as const;

const sideMenu = (page: Page) => page.getByRole("navigation", { name: foundry.sideMenuLabel });
/**
 * A side-menu link by its label. Not `exact`: "names each link exactly by its label" checks the
 * exact accessible names on its own, so a decoration in the name fails that test, not every test.
 */
const menuLink = (page: Page, label: string) =>
  sideMenu(page).getByRole("link", { name: new RegExp(`^${label}\\b`) });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
const title = (page: Page) => page.getByRole("heading", { level: 1 });

/** The default panel keeps the plain /foundry address; every other panel is named in ?panel=. */
const panelUrl = (key: string) => (key === "foundry" ? "/foundry" : `/foundry?panel=${key}`);

function panelContent(key: string) {
  const panel = foundry.panels.find((candidate) => candidate.key === key);
  if (!panel) throw new Error(`no panel ${key} in content/<language>/foundry.yaml`);
  return panel;
}

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
    await expect(title(page)).toHaveText("Steel Casting");
    await expect(breadcrumb(page).getByRole("link")).toHaveText(["Home", "Steel Casting"]);
    await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expectCurrentMenuItem(page, "Foundry");
    await expect(panelArticle(page, "foundry")).toBeVisible();
    problems.expectNone();
  });

  test("the side menu lists the six panels of the spec, and no valve panel", async ({ page }) => {
    await openPage(page, "/foundry");
    await expect(sideMenu(page).getByRole("link")).toHaveText(menu.map((item) => item.label));
    for (const name of ["Valve Assembly", "Valve Testing"]) {
      await expect(sideMenu(page).getByRole("link", { name })).toHaveCount(0);
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
    const order = [...menu.slice(1), menu[0]];
    for (const { key, label, title: bannerTitle } of order) {
      await menuLink(page, label).click();
      await expect(page).toHaveURL(panelUrl(key));
      expect(new URL(page.url()).pathname).toBe("/foundry");
      await expect(title(page)).toHaveText(bannerTitle);
      await expect(breadcrumb(page).getByRole("link")).toHaveText(["Home", bannerTitle]);
      await expectCurrentMenuItem(page, label);
      await expect(panelArticle(page, key)).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);
      expect(await marker(page), `no reload after clicking ${label}`).toBe(1);
    }
    problems.expectNone();
  });

  test("the back button returns to the previous panel", async ({ page, problems }) => {
    await openPage(page, "/foundry");
    await menuLink(page, "Rapid Prototyping").click();
    await expect(title(page)).toHaveText("Rapid Prototyping");
    await menuLink(page, "Machining Facilities").click();
    await expect(title(page)).toHaveText("Machining Facility");

    await page.goBack();
    await expect(page).toHaveURL("/foundry?panel=rapidPrototyping");
    await expect(title(page)).toHaveText("Rapid Prototyping");
    await expectCurrentMenuItem(page, "Rapid Prototyping");

    await page.goBack();
    await expect(page).toHaveURL("/foundry");
    await expect(title(page)).toHaveText("Steel Casting");
    await expectCurrentMenuItem(page, "Foundry");
    problems.expectNone();
  });

  test("'Get A Free Quote' leads to the contact page", async ({ page }) => {
    await openPage(page, "/foundry");
    // The header has its own quote link; this is the side menu's.
    const quote = page.getByRole("main").getByRole("link", { name: "Get A Free Quote" });
    await expect(quote).toHaveAttribute("href", "/contact");
    await quote.click();
    await expect(page).toHaveURL("/contact");
    await expect(title(page)).toHaveText("Contact Us");
  });
});

test.describe("foundry panels", () => {
  test("machining: the machine shop's figures and the hydro test rig", async ({ page }) => {
    await openPage(page, "/foundry?panel=machiningFacility");
    await expect(title(page)).toHaveText("Machining Facility");
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
    // Which nine, from the PO review to pilot production: app/content/spec-words.test.ts.
    await expect(items).toHaveText(steps?.items ?? []);
  });

  test("methods: 01 to 04 with Crusader, Pro-Cast, Virtual casting, Cavalier", async ({ page }) => {
    await openPage(page, "/foundry?panel=methodsDevelopment");
    await expect(title(page)).toHaveText("Methods & Development");
    const methods = panelArticle(page, "methodsDevelopment").getByRole("listitem");
    await expect(methods).toHaveText([
      /^\s*01\s*Crusader.*methoding calculation, drafting and designing/,
      /^\s*02\s*Pro-Cast.*thermal heat transfer, mould filling and porosity modelling/,
      /^\s*03\s*Virtual casting.*solidification/,
      /^\s*04\s*Cavalier.*weight estimation/,
    ]);
    await expect(methods.getByRole("heading", { level: 3 })).toHaveText([
      "Crusader",
      "Pro-Cast",
      "Virtual casting",
      "Cavalier",
    ]);
  });

  test("testing: the 4/4/3/3-week timeline and the inspection list", async ({ page }) => {
    await openPage(page, "/foundry?panel=testingFacility");
    const panel = panelContent("testingFacility");
    const timeline = page.getByRole("region", { name: panel.timeline?.heading });
    await expect(timeline.getByRole("listitem")).toHaveText([
      /^4\s*weeks\s*Tooling development$/i,
      /^4\s*weeks\s*Sample production with 100% radiographic qualification$/i,
      /^3\s*weeks\s*Assembly, testing and painting$/i,
      /^3\s*weeks\s*Machining$/i,
    ]);
    const inspections = page.getByRole("region", { name: panel.list?.heading });
    await expect(inspections.getByRole("listitem")).toHaveText(panel.list?.items ?? []);
  });

  for (const [key, bannerTitle] of [
    ["valveAssembly", "Valve Assembly"],
    ["valveTesting", "Valve Testing"],
  ] as const) {
    test(`?panel=${key} shows ${bannerTitle}, which has no side-menu entry`, async ({ page, problems }) => {
      await openPage(page, `/foundry?panel=${key}`);
      await expect(title(page)).toHaveText(bannerTitle);
      await expect(breadcrumb(page).getByRole("link")).toHaveText(["Home", bannerTitle]);
      await expect(panelArticle(page, key)).toBeVisible();
      await expectCurrentMenuItem(page, null);
      await expect(sideMenu(page).getByRole("link")).toHaveCount(6);
      problems.expectNone();
    });
  }

  test("an unknown ?panel= shows the default panel", async ({ page, problems }) => {
    await openPage(page, "/foundry?panel=nope");
    await expect(title(page)).toHaveText("Steel Casting");
    await expect(panelArticle(page, "foundry")).toBeVisible();
    await expectCurrentMenuItem(page, "Foundry");
    problems.expectNone();
  });

  test("a page loaded at ?panel=testingFacility hydrates cleanly", async ({ page, problems }) => {
    const response = await page.goto("/foundry?panel=testingFacility");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(title(page)).toHaveText("Testing Facility");
    await expectCurrentMenuItem(page, "Casting Testing Facility");
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
    await expect(title(page)).toHaveText("Testing Facility");
    await expect(panelArticle(page, "testingFacility")).toBeVisible();
    await expectCurrentMenuItem(page, "Casting Testing Facility");

    const [navigation] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === "/foundry"),
      menuLink(page, "Machining Facilities").click(),
    ]);
    expect(navigation.status()).toBe(200);
    await expect(page).toHaveURL("/foundry?panel=machiningFacility");
    await expect(title(page)).toHaveText("Machining Facility");
    await expectCurrentMenuItem(page, "Machining Facilities");

    await menuLink(page, "Foundry").click();
    await expect(page).toHaveURL("/foundry");
    await expect(title(page)).toHaveText("Steel Casting");
  });
});
