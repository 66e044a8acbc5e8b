import { contentOf } from "../../app/content/load-content.ts";
import { motion } from "../../app/content/motion.ts";
import { expect, footerServiceLabel, menuLabel, openPage, test, ui } from "./helpers.ts";

const { foundry } = contentOf("en");

test.describe("navigation and motion", () => {
  test("a navigation scrolls to the top of the new page", async ({ page }) => {
    await openPage(page, "/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerServiceLabel("/gallery"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("scrolling is smooth, and instant under reduced motion", async ({ page }) => {
    await openPage(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("navigating to / starts the home page afresh, without a document load", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/");
    const banner = page.locator("[data-selected]").first();
    // The carousel's engine loads after half a delay on screen; the first move comes one delay later.
    await page.clock.runFor(motion.carousels.homeBanner.autoplayMs / 2);
    await expect(banner).toHaveAttribute("data-ready", "true");
    await page.clock.runFor(motion.carousels.homeBanner.autoplayMs + 3000);
    await expect(banner).toHaveAttribute("data-selected", "1");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole("navigation", { name: ui.menu.label })
      .getByRole("link", { name: menuLabel("/"), exact: true })
      .click();
    await expect(page.locator("[data-selected]").first()).toHaveAttribute("data-selected", "0");
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test(`the methods panel fades in over ${motion.methodsFadeMs} ms`, async ({ page }) => {
    await openPage(page, "/foundry");
    const methods = foundry.panels.find((panel) => panel.key === "methodsDevelopment")?.menuLabel;
    if (!methods) throw new Error("no methodsDevelopment panel in the side menu");
    await page
      .getByRole("navigation", { name: foundry.sideMenuLabel })
      .getByRole("link", { name: methods })
      .click();
    const panel = page.locator("[data-panel=methodsDevelopment]");
    await expect(panel).toBeVisible();
    const animation = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation.name).not.toBe("none");
    expect(animation.duration).toBe(`${motion.methodsFadeMs / 1000}s`);
  });

  test("the methods panel does not animate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/foundry?panel=methodsDevelopment");
    const panel = page.locator("[data-panel=methodsDevelopment]");
    expect(
      await panel.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration)),
    ).toBeLessThan(0.01);
    await expect(panel).toHaveCSS("opacity", "1");
  });

  test("a slow navigation shows a thin progress bar, never a screen over the page", async ({ page }) => {
    await openPage(page, "/");
    // Hold back the Gallery page's route module so the navigation stays pending.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/gallery-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: ui.menu.label })
      .getByRole("link", { name: menuLabel("/gallery"), exact: true })
      .click();
    const bar = page.getByRole("progressbar", { name: ui.loading });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(4);
    // The current page stays readable underneath.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(bar).toHaveCount(0);
  });
});
