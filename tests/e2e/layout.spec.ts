/**
 * The shared layout (spec §2): header, main menu, product ticker and footer, as a visitor sees and
 * uses them on a desktop, on a phone, and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { parse } from "node-html-parser";
import { contentOf } from "../../app/content/load-content.ts";
import { localeByCode, localePath, locales } from "../../app/locales.ts";
import { utcOffsetsOf } from "../../app/format/time-zone.ts";
import { fillTemplate } from "../../app/format/template.ts";
import { expect, footerServiceLabel, menuLabel, openPage, pages, ui } from "./helpers.ts";
import { test } from "./kept-page.ts";

const { about, site } = contentOf("en");
// The labels are the company's; the spec fixes the pages they lead to, in this order.
const menuPaths = ["/", "/about", "/foundry", "/metal-recycling", "/gallery", "/contact"];
const menuItems = menuPaths.map(menuLabel);
const phone = { width: 375, height: 740 };

const mainMenu = (page: Page) => page.getByRole("navigation", { name: ui.menu.label });
// The menu's own list: the nav also holds the phone shortcut and the quote button.
const menuLinks = (page: Page) => mainMenu(page).getByRole("list").getByRole("link");

test.describe("every page", () => {
  for (const { path } of pages) {
    test(`${path} has one h1 and hydrates without errors`, async ({ page, problems }) => {
      await openPage(page, path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.expectNone();
    });
  }
});

/** Every element of the page's landmarks, in document order: what hydration must leave in place. */
const landmarkElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("header, main, aside, footer")].flatMap((landmark) =>
      [landmark, ...landmark.querySelectorAll("*")].map((element) => element.tagName),
    ),
  );

test.describe("hydration", () => {
  // Each test puts a script of its own into the page before the site's (an init script stays).
  test.use({ keepPage: false });

  test("React DOM hydrates the page, and React's developer tools can attach to it", async ({
    page,
    problems,
  }) => {
    // What the React Developer Tools extension puts in a page before its scripts run.
    await page.addInitScript(() => {
      const renderers: { rendererPackageName?: string; version?: string }[] = [];
      let commits = 0;
      Object.assign(window, {
        devtoolsSeen: () => ({ renderers, commits }),
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: { rendererPackageName?: string; version?: string }) {
            renderers.push({ rendererPackageName: renderer.rendererPackageName, version: renderer.version });
            return renderers.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {
            commits++;
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          setStrictMode() {},
        },
      });
    });
    await openPage(page, "/about");
    const seen = await page.evaluate(() =>
      (window as unknown as { devtoolsSeen(): { renderers: object[]; commits: number } }).devtoolsSeen(),
    );
    expect(seen.renderers).toEqual([
      { rendererPackageName: "react-dom", version: expect.stringMatching(/^19\./) },
    ]);
    expect(seen.commits, "commits the tools were told of").toBeGreaterThan(0);
    problems.expectNone();
  });

  // A part of the page that rendered other elements than the server's would drop them, or replace
  // them with its own copies (the same page to look at, built again while the visitor reads it).
  for (const path of [
    "/",
    "/about",
    "/foundry",
    "/metal-recycling",
    "/gallery",
    "/contact",
    "/quote",
    "/ar/",
  ]) {
    test(`${path} keeps every element the server sent`, async ({ browser, page, problems }) => {
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const served = await plain.newPage();
      await served.goto(path);
      const sent = await landmarkElements(served);
      await plain.close();
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedWhileHydrating: removed });
        new MutationObserver((records) => {
          if (document.documentElement.hasAttribute("data-hydrated")) return;
          for (const record of records)
            for (const node of record.removedNodes)
              // The scripts that started the page have run and may go.
              if (node instanceof Element && node.tagName !== "SCRIPT")
                removed.push(`${node.tagName} from ${(record.target as Element).tagName}`);
        }).observe(document, { childList: true, subtree: true });
      });
      await openPage(page, path);
      expect(
        await page.evaluate(
          () => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating,
        ),
      ).toEqual([]);
      expect(await landmarkElements(page)).toEqual(sent);
      problems.expectNone();
    });
  }
});

test.describe("main menu", () => {
  test("lists the six pages in order, without Offering", async ({ page, problems }) => {
    await openPage(page, "/");
    await expect(menuLinks(page)).toHaveText(menuItems);
    for (const [index, path] of menuPaths.entries()) {
      await expect(menuLinks(page).nth(index)).toHaveAttribute("href", path);
    }
    await expect(mainMenu(page).locator('a[href="/offering"]')).toHaveCount(0);
    problems.expectNone();
  });

  for (const path of ["/", "/about", "/gallery"]) {
    test(`marks its link as the current page on ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expect(menuLinks(page).and(page.locator('[aria-current="page"]'))).toHaveText([menuLabel(path)]);
    });
  }

  test("the logo leads home", async ({ page }) => {
    await openPage(page, "/about");
    const logo = page
      .getByRole("banner")
      .getByRole("link", { name: fillTemplate(ui.logoLabel, { company: site.company.name }), exact: true });
    await expect(logo).toHaveAttribute("href", "/");
    await logo.click();
    await expect(page).toHaveURL("/");
    await expect(menuLinks(page).and(page.locator('[aria-current="page"]'))).toHaveText([menuLabel("/")]);
  });

  test("moves between pages without reloading the document", async ({ page, request, problems }) => {
    // Each page's title as the server sends it.
    const servedTitle = async (path: string) =>
      parse(await (await request.get(path)).text()).querySelector("title")?.text ?? "no title";
    const [homeTitle, aboutTitle] = [await servedTitle("/"), await servedTitle("/about")];
    expect(aboutTitle).not.toBe(homeTitle);
    await openPage(page, "/");
    // A reload would wipe this; a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await menuLinks(page).getByText(menuLabel("/about"), { exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: about.banner.title })).toBeVisible();
    await expect(
      mainMenu(page).getByRole("link", { name: menuLabel("/about"), exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(aboutTitle);
    // Back on the first page, its own title again.
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(homeTitle);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    problems.expectNone();
  });
});

test.describe("main menu on a phone", () => {
  test.use({ viewport: phone });

  test("folds behind a button that opens with a click and closes with Escape", async ({ page, problems }) => {
    await openPage(page, "/");
    const openButton = mainMenu(page).getByRole("button", { name: ui.menu.openLabel });
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    for (const link of await menuLinks(page).all()) await expect(link).toBeHidden();

    await openButton.click();
    const closeButton = mainMenu(page).getByRole("button", { name: ui.menu.closeLabel });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    for (const name of menuItems) {
      await expect(mainMenu(page).getByRole("link", { name, exact: true })).toBeVisible();
    }

    // Focus inside the menu first, so Escape has to bring it back to the button.
    await page.keyboard.press("Tab");
    await expect(menuLinks(page).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(openButton).toBeFocused();
    await expect(menuLinks(page).first()).toBeHidden();
    problems.expectNone();
  });

  test("opens with Enter from the keyboard", async ({ page }) => {
    await openPage(page, "/");
    const openButton = mainMenu(page).getByRole("button", { name: ui.menu.openLabel });
    await openButton.focus();
    await page.keyboard.press("Enter");
    await expect(mainMenu(page).getByRole("button", { name: ui.menu.closeLabel })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(
      mainMenu(page).getByRole("link", { name: menuLabel("/contact"), exact: true }),
    ).toBeVisible();
  });

  test("choosing a page navigates and folds the menu again", async ({ page, problems }) => {
    await openPage(page, "/");
    await mainMenu(page).getByRole("button", { name: ui.menu.openLabel }).click();
    await mainMenu(page)
      .getByRole("link", { name: menuLabel("/gallery"), exact: true })
      .click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const openButton = mainMenu(page).getByRole("button", { name: ui.menu.openLabel });
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(mainMenu(page).getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
    problems.expectNone();
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test("a link opens the folded menu, so every page is reachable", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    // Folded as with JavaScript: the page below the header is where it would be.
    await expect(mainMenu(page).getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
    await mainMenu(page).getByRole("link", { name: ui.menu.openLabel }).click();
    await expect(menuLinks(page)).toHaveText([...menuItems, ui.menu.closeLabel]);
    for (const name of menuItems) {
      await expect(mainMenu(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await mainMenu(page).getByRole("link", { name: ui.menu.closeLabel }).click();
    await expect(mainMenu(page).getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
  });
});

test.describe("header, ticker and footer", () => {
  test("the top bar offers a phone link and an email link", async ({ page }) => {
    await openPage(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByText(site.tagline)).toBeVisible();
    const phoneLink = header.getByRole("link").and(page.locator('[href^="tel:"]')).first();
    await expect(phoneLink).toBeVisible();
    await expect(phoneLink).toHaveText(/\d{3}/);
    const emailLink = header.getByRole("link").and(page.locator('[href^="mailto:"]')).first();
    await expect(emailLink).toBeVisible();
    await expect(emailLink).toHaveText(/@/);
  });

  // Issue 51: a buyer who taps the header's big button wants a price, and the quote form is where
  // the drawing is read and checked; the contact page keeps its own way there.
  for (const locale of ["en", "ar"] as const) {
    test(`the header's quote button opens the quote form (${locale})`, async ({ page }) => {
      const words = contentOf(locale);
      const pagePath = (locale: string, path: string) => localePath(localeByCode(locale)!, path);
      await openPage(page, pagePath(locale, "/about"));
      // The button sits in the menu's navigation, beside the menu's list.
      await page
        .getByRole("navigation")
        .getByRole("link", { name: words.layout.quoteLink.label, exact: true })
        .click();
      await expect(page).toHaveURL(new URL(pagePath(locale, "/quote"), page.url()).href);
      await expect(page.locator('input[type="file"]')).toHaveCount(1);
      await openPage(page, pagePath(locale, "/contact"));
      await expect(
        page.getByRole("main").getByRole("link", { name: words.contact.quoteLink.link.label }),
      ).toHaveAttribute("href", pagePath(locale, "/quote"));
    });
  }

  test("the opening hours carry their time zone, in the top bar and on the contact page, in every language", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const locale of locales) {
      const { site } = contentOf(locale.code);
      await openPage(page, localePath(locale, "/contact"));
      // The top bar: the hours and the zone's offsets from UTC, winter and summer.
      const offsets = utcOffsetsOf(site.hours.timeZone).join("/");
      await expect(
        page.getByRole("banner").getByText(`${site.openingHours} (${offsets})`, { exact: true }),
      ).toBeVisible();
      // The contact page: the zone in words, on its own line under the hours (no Latin comma).
      const hours = page.getByRole("main").getByText(site.openingHours, { exact: true });
      const zone = page.getByRole("main").getByText(site.openingHoursZone, { exact: true });
      await expect(hours).toBeVisible();
      await expect(zone).toBeVisible();
      const [above, below] = [await hours.boundingBox(), await zone.boundingBox()];
      expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height - 1);
    }
  });

  test("the product ticker lists the six products", async ({ page }) => {
    await openPage(page, "/about");
    // The spec's six (app/content/spec-structure.test.ts), as the company words them; here, that they run.
    const ticker = page.getByRole("complementary", { name: ui.ticker.label });
    await expect(ticker.getByRole("listitem")).toHaveText(ui.ticker.items);
  });

  test("the footer states capacities, services, offices and the copyright year", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    // Tonnes per year; the number must come with its unit.
    for (const tonnes of ["3,600", "4,000", "3,500"]) await expect(footer).toContainText(`${tonnes} t`);
    // The services' labels are the company's; the spec fixes the pages they lead to.
    for (const href of ["/foundry", "/metal-recycling", "/gallery", "/about", "/contact"]) {
      await expect(footer.getByRole("link", { name: footerServiceLabel(href), exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(footer).toContainText(site.offices.portugal.address.locality);
    await expect(footer.getByText(new RegExp(`©\\s*${new Date().getFullYear()}\\b`))).toBeVisible();
  });
});
