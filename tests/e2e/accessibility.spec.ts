/**
 * WCAG 2.2 AA, checked by axe-core in Chromium: every page and every state a visitor can put it
 * in (a Foundry panel, a Gallery filter, the open menu, the image viewer, a form with errors), at
 * a desktop and a phone width. Zero violations, best practices included.
 */
import { contentOf } from "../../app/content/load-content.ts";
import { pages } from "../../app/pages.ts";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoViolations,
  expectNoViolationsAtWidths,
  menuLabel,
  namedFirst,
  openPage,
  ui,
} from "./helpers.ts";
import { test } from "./kept-page.ts";
import { entrySamples } from "./site-pages.ts";

const { contact, foundry, gallery, home } = contentOf("en");

const widths = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 740 } },
];

const urls = [
  ...pages.filter((page) => page.path !== "/contact/sent").map((page) => page.path),
  "/contact/sent?ref=ENQ-7K3F9Q",
  ...entrySamples,
  ...foundry.panels.map((panel) => `/foundry?panel=${panel.key}`),
  ...gallery.categories.map((category) => `/gallery?category=${category.key}`),
];

for (const url of urls) {
  test(`${url} has no accessibility violations at a desktop's or a phone's width`, async ({ page }) => {
    // Two checks: past 30 s beside the publish scenario's builds.
    test.setTimeout(60_000);
    await expectNoViolationsAtWidths(page, url, widths);
  });
}

test.describe("with something open", () => {
  test("the burger menu, on a phone", async ({ page }) => {
    await page.setViewportSize(widths[1]?.viewport ?? { width: 375, height: 740 });
    await openPage(page, "/");
    const menu = page.getByRole("navigation", { name: ui.menu.label });
    await menu.getByRole("button", { name: ui.menu.openLabel }).click();
    await expect(menu.getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeVisible();
    await expectNoViolations(page, "the open burger menu");
  });

  for (const { name, viewport } of widths) {
    test(`the image viewer from the gallery, at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, "/gallery");
      await page.getByTestId("gallery-items").getByRole("button").first().click();
      await expect(page.getByRole("dialog", { name: ui.viewer.label })).toBeVisible();
      await expectNoViolations(page, "the open image viewer");
    });

    test(`the contact form with every message showing, at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, "/contact");
      await page.getByRole("main").getByRole("button", { name: contact.form.submit }).click();
      await expect(page.getByRole("main").getByText(contact.form.messages.from_name)).toBeVisible();
      await expectNoViolations(page, "the contact form with errors");
    });

    test(`a video and the map after their click, at ${name} width`, async ({ page }) => {
      // Two pages, two axe runs: 11–13 s idle, past 30 s beside the publish scenario's builds.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await openPage(page, "/");
      await page
        .getByRole("button", { name: namedFirst(home.technology.playLabel) })
        .first()
        .click();
      await expect(page.locator("iframe").first()).toBeVisible();
      await expectNoViolations(page, "the home page with a video playing");
      await openPage(page, "/contact");
      await page.getByRole("link", { name: contact.details.map.show }).click();
      await expect(page.getByTitle(contact.details.map.title)).toBeVisible();
      await expectNoViolations(page, "the contact page with the map shown");
    });
  }
});

/**
 * The pages as a browser without JavaScript gets them: every document arrives with its scripts
 * removed (axe itself needs the page's JavaScript engine, so it cannot simply be switched off).
 */
async function withoutScripts(page: Page) {
  await page.route(
    (url) => url.hostname === "127.0.0.1",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      await route.fulfill({ response, body });
    },
  );
}

test.describe("without JavaScript", () => {
  test("the contact form sent back by the server with its messages", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/contact");
    await page.getByRole("main").getByRole("button", { name: contact.form.submit }).click();
    await expect(page.getByRole("main").getByText(contact.form.messages.from_name)).toBeVisible();
    await expectNoViolations(page, "the server's answer to an empty form");
  });

  test("the folded menu opened by its link, on a phone", async ({ page }) => {
    await page.setViewportSize(widths[1]?.viewport ?? { width: 375, height: 740 });
    await withoutScripts(page);
    await page.goto("/about");
    await page
      .getByRole("navigation", { name: ui.menu.label })
      .getByRole("link", { name: ui.menu.openLabel })
      .click();
    await expectNoViolations(page, "the no-script menu");
  });
});

test.describe("under prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });
  for (const url of pages.filter((page) => page.prerender).map((page) => page.path)) {
    test(`nothing moves on ${url}`, async ({ page }) => {
      await openPage(page, url);
      await page.mouse.wheel(0, 4000);
      // Longer than any carousel's autoplay delay: none may have started.
      await page.waitForTimeout(2600);
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running")
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className ?? "?"),
      );
      expect(moving).toEqual([]);
      const slides = page.locator("[data-selected]");
      for (const carousel of await slides.all()) await expect(carousel).toHaveAttribute("data-selected", "0");
    });
  }
});
