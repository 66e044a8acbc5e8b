import type { Locator, Page } from "@playwright/test";
import { contentOf } from "../../app/content/load-content.ts";
import { motion } from "../../app/content/motion.ts";
import { expect, holdScripts, openPage, test, ui } from "./helpers.ts";
import { getDocument } from "./html.ts";

/**
 * Each carousel of spec §9, where it lives and what its region is called. The three spider-rotor
 * photos all fit from 740 px up, so that carousel is tested where it has somewhere to go.
 */
const { about, home, metalRecycling } = contentOf("en");
const values = about.values.heading;

const carousels = [
  { key: "homeBanner", path: "/", name: home.hero.heading },
  { key: "spiderRotor", path: "/", name: home.spiderRotor.heading, width: 600 },
  { key: "services", path: "/", name: home.services.heading },
  { key: "products", path: "/metal-recycling", name: metalRecycling.products.heading },
  { key: "values", path: "/about", name: values },
] as const;

const carousel = (page: Page, name: string | RegExp) =>
  page.getByRole("group", { name, exact: typeof name === "string" }).and(page.locator("[data-selected]"));

const selected = async (region: Locator) => Number(await region.getAttribute("data-selected"));

/** Moves the page's fake clock past one autoplay delay and the slide's animation. */
async function waitOneDelay(page: Page, key: keyof typeof motion.carousels) {
  const config = motion.carousels[key];
  await page.clock.runFor(config.autoplayMs + (config.speedMs ?? 700) + 300);
}

test.describe("carousels", () => {
  for (const carouselCase of carousels) {
    const { key, path, name } = carouselCase;
    const width = "width" in carouselCase ? carouselCase.width : undefined;
    test(`${key} autoplays after ${motion.carousels[key].autoplayMs} ms`, async ({ page, problems }) => {
      if (width) await page.setViewportSize({ width, height: 900 });
      await page.clock.install();
      await openPage(page, path);
      const region = carousel(page, name);
      await expect(region).toHaveAttribute("data-playing", "true");
      // Stop the page's clock, then restart autoplay with the pause button so its timer starts now.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await region.getByRole("button", { name: ui.carousel.pause }).click();
      await region.getByRole("button", { name: ui.carousel.play }).click();
      // The controls loaded the engine; its timer must exist before the clock moves (under load
      // the import can take longer than the test's first step of fake time).
      await expect(region).toHaveAttribute("data-ready", "true");
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const start = await selected(region);
      // Not before its delay…
      await page.clock.runFor(motion.carousels[key].autoplayMs - 200);
      expect(await selected(region)).toBe(start);
      // …but right after it.
      await page.clock.runFor(400);
      await expect(region).not.toHaveAttribute("data-selected", String(start));
      problems.expectNone();
    });

    test(`${key} does not autoplay under reduced motion`, async ({ page }) => {
      if (width) await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await openPage(page, path);
      const region = carousel(page, name);
      await waitOneDelay(page, key);
      await waitOneDelay(page, key);
      await expect(region).toHaveAttribute("data-playing", "false");
      expect(await selected(region)).toBe(0);
      // No pause button to offer when nothing moves; previous and next still work.
      await expect(region.getByRole("button", { name: ui.carousel.pause })).toHaveCount(0);
      await region.getByRole("button", { name: ui.carousel.next, exact: true }).click();
      await expect(region).toHaveAttribute("data-selected", "1");
    });
  }

  for (const { key, path, name } of [carousels[2], carousels[4]]) {
    test(`${key} pauses on hover, on keyboard focus and with its button`, async ({ page }) => {
      await page.clock.install();
      await openPage(page, path);
      const region = carousel(page, name);
      await region.scrollIntoViewIfNeeded();

      await region.hover();
      await waitOneDelay(page, key);
      expect(await selected(region)).toBe(0);
      await page.mouse.move(0, 0);
      await waitOneDelay(page, key);
      await expect(region).not.toHaveAttribute("data-selected", "0");

      const before = await selected(region);
      await region.getByRole("button", { name: ui.carousel.next, exact: true }).focus();
      await waitOneDelay(page, key);
      await waitOneDelay(page, key);
      // Focusing "Next" does not move it; only the timer could, and it is paused.
      expect(await selected(region)).toBe(before);
      await page.locator("body").focus();
      await page.keyboard.press("Escape");
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      const pause = region.getByRole("button", { name: ui.carousel.pause });
      await pause.click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const paused = await selected(region);
      await waitOneDelay(page, key);
      await waitOneDelay(page, key);
      expect(await selected(region)).toBe(paused);
      await expect(region.getByRole("button", { name: ui.carousel.play })).toBeVisible();
    });
  }

  test("previous and next are named buttons that move the slides", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/about");
    const region = carousel(page, values);
    await region.getByRole("button", { name: ui.carousel.next, exact: true }).click();
    await expect(region).toHaveAttribute("data-selected", "1");
    await region.getByRole("button", { name: ui.carousel.previous, exact: true }).click();
    await expect(region).toHaveAttribute("data-selected", "0");
  });

  test("loads its engine only when it is about to move or the visitor reaches for it", async ({ page }) => {
    const engineRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/engine-[^/]+\.js$/.test(request.url())) engineRequests.push(request.url());
    });
    await page.clock.install();
    // Our Values is below the fold on About: nothing loads while it is out of sight…
    await openPage(page, "/about");
    await page.clock.runFor(motion.carousels.values.autoplayMs * 3);
    expect(engineRequests).toEqual([]);
    // …and once it is in view, half a delay later, the engine arrives and the slides move.
    const region = carousel(page, values);
    await region.scrollIntoViewIfNeeded();
    await page.clock.runFor(motion.carousels.values.autoplayMs / 2 + 100);
    await expect(region).toHaveAttribute("data-ready", "true");
    expect(engineRequests).toHaveLength(1);
    await waitOneDelay(page, "values");
    await expect(region).not.toHaveAttribute("data-selected", "0");
  });

  test("a visitor's first Next works before the engine has loaded", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/about");
    const region = carousel(page, values);
    await expect(region).toHaveAttribute("data-ready", "false");
    await region.getByRole("button", { name: ui.carousel.next, exact: true }).click();
    await expect(region).toHaveAttribute("data-selected", "1");
    await expect(region).toHaveAttribute("data-ready", "true");
  });

  for (const { path, name, dir } of [
    { path: "/", name: home.services.heading, dir: "ltr" },
    { path: "/ar", name: contentOf("ar").home.services.heading, dir: "rtl" },
  ] as const) {
    test(`${path}: a swipe before the page's scripts have come is not lost`, async ({ browser }) => {
      // A phone whose scripts are still on the way (the framework file held back).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "load" });
      const region = carousel(page, name);
      await region.scrollIntoViewIfNeeded();
      const slides = region.locator("ul").locator("..");
      const box = await slides.boundingBox();
      if (!box) throw new Error("no slides on screen");
      // A finger across the row, towards the next slides: leftwards, or rightwards in Arabic.
      const session = await context.newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      const step = dir === "ltr" ? -20 : 20;
      let x = Math.round(dir === "ltr" ? box.x + box.width - 40 : box.x + 40);
      await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let move = 0; move < 15; move++) {
        x += step;
        await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
        await page.waitForTimeout(16);
      }
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      // Settled: the row snaps to a slide once the finger has left it.
      const scrolledTo = () => slides.evaluate((element) => Math.abs(element.scrollLeft));
      let settled = -1;
      await expect
        .poll(async () => {
          const first = await scrolledTo();
          await page.waitForTimeout(300);
          settled = await scrolledTo();
          return first === settled && settled > 100;
        })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      release();
      await page.waitForSelector("html[data-hydrated]");
      // The engine takes over where the finger left the row, and goes on from there.
      await region
        .getByRole("button", {
          name: contentOf(path === "/" ? "en" : "ar").layout.carousel.next,
          exact: true,
        })
        .click();
      await expect(region).toHaveAttribute("data-ready", "true");
      // Asked until it holds: on a loaded machine the engine marks itself ready a moment before it
      // has read where the finger left the row and taken the click (read at once, it said 0).
      await expect
        .poll(() => selected(region), {
          message: `one past the slide the swipe showed (the row had moved ${settled} px)`,
        })
        .toBeGreaterThanOrEqual(2);
      await context.close();
    });
  }

  test("every slide is in the server-rendered HTML", async ({ request }) => {
    // Read as text, entities decoded: "Bolts & Nuts" is sent as "Bolts &amp; Nuts".
    const products = (await getDocument(request, "/metal-recycling")).text;
    for (const product of metalRecycling.products.items) expect(products).toContain(product);
    const values = (await getDocument(request, "/about")).text;
    for (const { title } of about.values.items) expect(values).toContain(title);
  });

  // Right to left too, on a phone: the Arabic home once shifted as its late stylesheet came (its
  // :lang(ar) rules) and again as the banner's carousel started (Embla's first transform).
  const cases = ["/", "/about", "/metal-recycling"].flatMap((path) => [
    { path, width: 1280 },
    { path: path === "/" ? "/ar" : `/ar${path}`, width: 412 },
  ]);
  for (const { path, width } of cases) {
    test(`no layout shift on ${path} at ${width} px while the page loads and carousels start`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.addInitScript(() => {
        (window as unknown as { __shifts: number[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openPage(page, path);
      // Until the first carousel in view has started its engine, and a little after; a page whose
      // carousels are all below the fold starts none until it is scrolled.
      await page
        .locator('[data-ready="true"]')
        .first()
        .waitFor({ state: "attached", timeout: 5_000 })
        .catch(() => undefined);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      const total = shifts.reduce((sum, value) => sum + value, 0);
      expect(total, `layout shift entries: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    });
  }
});

test.describe("product ticker", () => {
  const track = (page: Page) =>
    page.getByRole("complementary", { name: ui.ticker.label }).locator("div").first();
  const animationState = (page: Page) =>
    track(page).evaluate((element) => getComputedStyle(element).animationPlayState);

  test("scrolls, and pauses on hover and keyboard focus", async ({ page }) => {
    await openPage(page, "/gallery");
    expect(await track(page).evaluate((element) => getComputedStyle(element).animationName)).not.toBe("none");
    expect(await animationState(page)).toBe("running");
    // The strip never stands still, so hover by position rather than waiting for it to settle.
    await page
      .getByRole("complementary", { name: ui.ticker.label })
      .evaluate((element) => element.scrollIntoView({ behavior: "instant", block: "center" }));
    const box = await page.getByRole("complementary", { name: ui.ticker.label }).boundingBox();
    if (!box) throw new Error("ticker not laid out");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await animationState(page)).toBe("paused");
    await page.mouse.move(0, 0);
    await page.getByRole("complementary", { name: ui.ticker.label }).focus();
    expect(await animationState(page)).toBe("paused");
  });

  test("stands still under reduced motion and reads its six items once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/gallery");
    expect(await track(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await expect(
      page.getByRole("complementary", { name: ui.ticker.label }).getByRole("listitem"),
    ).toHaveCount(6);
  });
});
