/**
 * The page paints from its own HTML first, as fast as the same page without JavaScript could
 * (docs/decisions/0009), and stays within its byte budget. Timings belong to `npm run bench`;
 * these tests check the order of events and the bytes, which do not vary from run to run.
 */
import type { Page } from "@playwright/test";
import { pages } from "../../app/pages.ts";
import { expect, holdScripts, menuLabel, needsScripts, openPage, pageTransfer, test, ui } from "./helpers.ts";
import { entrySamples } from "./site-pages.ts";

const KiB = 1024;

test.describe("first paint", () => {
  for (const path of [
    ...pages.map((page) => page.path).filter((path) => path !== "/contact/sent"),
    ...entrySamples,
  ]) {
    test(`${path} fetches no script before it has loaded and painted`, async ({ page }) => {
      await openPage(page, path);
      const timeline = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime);
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return {
          firstScript: Math.min(...scripts),
          firstContentfulPaint:
            performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          load: navigation.loadEventStart,
        };
      });
      // A page without scripts fetches none at all (ADR 0026).
      if (!needsScripts(path)) return expect(timeline.firstScript).toBe(Infinity);
      expect(timeline.firstScript).toBeGreaterThan(timeline.firstContentfulPaint);
      expect(timeline.firstScript).toBeGreaterThanOrEqual(timeline.load);
    });
  }

  test("without its scripts the page is complete, styled and its links work", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The header's dark band comes from the inline stylesheet, not from a file.
    const header = page.locator("header").first();
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
    await page
      .getByRole("navigation", { name: ui.menu.label })
      .getByRole("link", { name: menuLabel("/gallery"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/gallery$/);
  });
});

// A page carries only the CSS rules its own HTML uses (app/critical-css.server.ts); the full
// stylesheet follows after the first paint. If a rule the page needs were left out, the page would
// first paint without it and then move or change colour when the rest arrives.
/** The full stylesheet a page with scripts fetches after its first paint (its starter names it). */
async function lateStylesheet(page: Page): Promise<string> {
  const home = await (await page.request.get("/")).text();
  const href = /link\.href="([^"]+\.css)"/.exec(home)?.[1];
  if (!href) throw new Error("the home page's starter names no stylesheet");
  return href;
}

test.describe("each page's own CSS rules", () => {
  test.use({ reducedMotion: "reduce" });
  const paths = [
    ...pages.map((page) => page.path).filter((path) => path !== "/contact/sent"),
    ...entrySamples,
    "/foundry?panel=methodsDevelopment",
    "/no-such-page",
  ];
  for (const width of [360, 1440]) {
    for (const path of paths) {
      test(`${path} at ${width} px looks the same before and after the full stylesheet`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        // The page stays the server's HTML (no hydration moving carousels), and the full stylesheet
        // the starter asks for waits until the first look has been taken.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/style-[^/]+\.css$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(path, { waitUntil: "load" });
        if (needsScripts(path)) {
          // The starter has asked for the full stylesheet: the first paint is behind us.
          await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
        } else {
          // A page without scripts fetches none (ADR 0026): given the full one all the same,
          // nothing of it may move or change colour either.
          await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
          await page.evaluate(
            (href) => {
              const link = document.createElement("link");
              link.rel = "stylesheet";
              link.href = href;
              document.head.append(link);
            },
            await lateStylesheet(page),
          );
        }
        const look = () =>
          page.evaluate(() =>
            [...document.body.querySelectorAll(":not(script, style, link)")].map((element) => {
              const box = element.getBoundingClientRect();
              const style = getComputedStyle(element);
              const where = [box.x, box.y, box.width, box.height].map(Math.round).join(",");
              const paint = [style.color, style.backgroundColor, style.fontFamily, style.fontWeight];
              return `${element.tagName}.${element.className} ${where} ${paint.join(" ")}`;
            }),
          );
        const before = await look();
        release();
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
            (link) => link.sheet,
          ),
        );
        expect(await look()).toEqual(before);
      });
    }
  }
});

test.describe("before the scripts arrive", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a button pressed early starts them and takes effect once the page is interactive", async ({
    page,
    problems,
  }) => {
    // A slow connection: the page has painted, its scripts are still on the way.
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "load" });
    const burger = page
      .getByRole("navigation", { name: ui.menu.label })
      .getByRole("button", { name: ui.menu.openLabel });
    await burger.click();
    // At once, while the scripts are still on the way: the button shows it was pressed and the
    // menu is open (issue 48: a tap on a slow phone used to show nothing for seconds).
    await expect(burger).toHaveAttribute("data-early", "");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(
      page
        .getByRole("navigation", { name: ui.menu.label })
        .getByRole("link", { name: menuLabel("/gallery"), exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    release();
    await expect(
      page.getByRole("navigation", { name: ui.menu.label }).getByRole("button", { name: ui.menu.closeLabel }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(
      page
        .getByRole("navigation", { name: ui.menu.label })
        .getByRole("link", { name: menuLabel("/gallery"), exact: true }),
    ).toBeVisible();
    await expect(page.locator("[data-early]")).toHaveCount(0);
    problems.expectNone();
  });

  test("a second press before then takes the first back", async ({ page, problems }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "load" });
    const menu = page.getByRole("navigation", { name: ui.menu.label });
    const burger = menu.getByRole("button", { name: ui.menu.openLabel });
    await burger.click();
    await expect(menu.getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeVisible();
    await burger.click();
    await expect(menu.getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    release();
    await page.waitForSelector("html[data-hydrated]");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
    problems.expectNone();
  });
});

test.describe("byte budgets", () => {
  test("the home page transfers at most 500 KB at a 412 px phone viewport", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { total, scripts } = await pageTransfer(page, "/");
    expect(scripts, "JavaScript (gzip)").toBeLessThanOrEqual(130 * KiB);
    expect(total, "everything the page transferred").toBeLessThanOrEqual(500 * KiB);
  });
});
