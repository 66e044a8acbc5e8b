/**
 * The page paints from its own HTML first, as fast as the same page without JavaScript could
 * (docs/decisions/0009), and stays within its byte budget. Timings belong to `npm run bench`;
 * these tests check the order of events and the bytes, which do not vary from run to run.
 */
import { pages } from "../../app/pages.ts";
import { expect, openPage, pageTransfer, test } from "./helpers.ts";

const KiB = 1024;

test.describe("first paint", () => {
  for (const { path } of pages.filter((page) => page.path !== "/contact/sent")) {
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
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });
});

test.describe("before the scripts arrive", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a button pressed early starts them and takes effect once the page is interactive", async ({
    page,
    problems,
  }) => {
    // A slow connection: the page has painted, its scripts are still on the way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "load" });
    const burger = page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Open menu" });
    await burger.click();
    release();
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Close menu" }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Gallery" }),
    ).toBeVisible();
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
