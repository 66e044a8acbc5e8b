import type { Locator, Page } from "@playwright/test";
import { contentOf } from "../../app/content/load-content.ts";
import { localeByCode, localePath } from "../../app/locales.ts";
import { indexablePages } from "../../app/pages.ts";
import { expect, openPage } from "./helpers.ts";
import { test } from "./kept-page.ts";
import { entrySamples } from "./site-pages.ts";

const arabic = localeByCode("ar");
if (!arabic) throw new Error("app/locales.ts has no Arabic");
const { gallery, layout } = contentOf("ar");
/** The Arabic page at `path`: "/about" → "/ar/about". */
const ar = (path: string) => localePath(arabic, path);

/**
 * The Arabic pages (/ar/…) read right to left: mirrored layout, carousels, image viewer, menu,
 * ticker and font.
 */

/** The box of a text's glyphs, not of the element around it. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return { ...found, right: found.x + found.width };
};

/** Which way a chevron icon points: where its tip (the middle of its stroke) lies from its ends. */
const pointing = (button: Locator) =>
  button.locator("path").evaluate((path: SVGPathElement) => {
    const tip = path.getPointAtLength(path.getTotalLength() / 2);
    return tip.x < path.getPointAtLength(0).x ? "left" : "right";
  });

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe("right to left", () => {
  for (const width of [360, 1440]) {
    test(`every page starts its lines at the right and nothing spills sideways at ${width} px`, async ({
      page,
      problems,
    }) => {
      // About twenty pages, each loaded and measured: past 30 s on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...indexablePages.map((entry) => entry.path), ...entrySamples]) {
        await openPage(page, ar(path));
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        const heading = page.getByRole("heading", { level: 1 });
        const text = await textBox(heading);
        const { right } = await box(heading);
        expect(
          Math.abs(text.right - right),
          `${path}: the heading ends at its box's right edge`,
        ).toBeLessThan(2);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
      problems.expectNone();
    });
  }

  test("the header's menu runs from right to left, the quote button last, at the left", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, ar("/"));
    const menu = page.getByRole("navigation", { name: layout.menu.label });
    const items = menu.locator("#site-menu").getByRole("link");
    const first = await box(items.first());
    const last = await box(items.last());
    const quote = await box(menu.getByRole("link", { name: layout.quoteLink.label }));
    expect(first.x).toBeGreaterThan(last.right);
    expect(last.x).toBeGreaterThan(quote.right);
  });

  test("the burger menu opens with the current page marked on the right, in reading order", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openPage(page, ar("/about"));
    const burger = page.getByRole("button", { name: layout.menu.openLabel });
    await burger.click();
    const menu = page.locator("#site-menu");
    await expect(menu).toBeVisible();
    const current = menu.locator('[aria-current="page"]');
    // the bar of the current item is an inset shadow: negative on the right-hand side
    expect(await current.evaluate((link) => getComputedStyle(link).boxShadow)).toMatch(/ -4px 0px 0px/);
    const text = await textBox(current);
    expect((await box(current)).right - text.right).toBeGreaterThan(8);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
  });

  test("carousels start at the right, and Next (on the left) brings the following slide in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, ar("/"));
    const carousels = page.locator('[role="group"][data-selected]');
    const count = await carousels.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const carousel = carousels.nth(index);
      await carousel.scrollIntoViewIfNeeded();
      const previous = carousel.getByRole("button", { name: layout.carousel.previous, exact: true });
      const next = carousel.getByRole("button", { name: layout.carousel.next, exact: true });
      expect((await box(next)).right).toBeLessThanOrEqual((await box(previous)).x);
      expect(await pointing(next)).toBe("left");
      expect(await pointing(previous)).toBe("right");
      const viewport = await box(carousel.locator("ul").locator(".."));
      const slides = carousel.locator("li[aria-roledescription]");
      expect(Math.abs((await box(slides.first())).right - viewport.right)).toBeLessThan(2);
      if ((await slides.count()) < 2) continue;
      await next.click();
      await expect(carousel).toHaveAttribute("data-selected", "1");
      await expect
        .poll(async () => Math.abs((await box(slides.nth(1))).right - viewport.right), {
          message: "the second slide moves in from the left to where the first was",
        })
        .toBeLessThanOrEqual(1);
    }
  });

  test("the image viewer goes forward with the left arrow key, the left button and a swipe to the right", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, ar("/gallery?category=metal"));
    await page.getByTestId("gallery-items").getByRole("button").nth(2).click();
    const dialog = page.getByRole("dialog", { name: layout.viewer.label });
    const metalPhotos = gallery.photos.filter((photo) => photo.category === "metal").length;
    const counter = (n: number) => `${n} ${layout.viewer.counterSeparator} ${metalPhotos}`;
    await expect(dialog).toContainText(counter(3));

    const close = await box(dialog.getByRole("button", { name: layout.viewer.close }));
    const previous = await box(dialog.getByRole("button", { name: layout.viewer.previous }));
    const next = await box(dialog.getByRole("button", { name: layout.viewer.next }));
    expect(close.right).toBeLessThan(512);
    expect(next.right).toBeLessThan(512);
    expect(previous.x).toBeGreaterThan(512);

    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText(counter(4));
    await dialog.getByRole("button", { name: layout.viewer.next }).click();
    await expect(dialog).toContainText(counter(5));
    // Longer than 30 % of the viewer's width: the library also takes a shorter swipe when it is
    // quick, which a busy machine's slow pointer events are not (CI failed on a 300 px swipe).
    await page.mouse.move(200, 300);
    await page.mouse.down();
    await page.mouse.move(300, 300, { steps: 5 });
    await page.mouse.move(850, 300, { steps: 10 });
    await page.mouse.up();
    await expect(dialog).toContainText(counter(6));
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(counter(5));
  });

  test("the product ticker runs towards the right", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, ar("/"));
    const ticker = page.getByRole("complementary", { name: layout.ticker.label });
    // the ticker, not its moving items, which never hold still for the scroll
    await ticker.scrollIntoViewIfNeeded();
    const first = ticker.getByRole("listitem").first();
    const before = (await box(first)).x;
    await expect.poll(async () => (await box(first)).x - before).toBeGreaterThan(20);
  });

  test("Arabic is set in Noto Sans Arabic, preloaded, never letter-spaced or uppercased", async ({
    page,
  }) => {
    await openPage(page, ar("/about"));
    await expect(page.locator('link[rel="preload"][as="font"][href*="noto-sans-arabic"]')).toHaveCount(1);
    for (const element of [page.locator("body"), page.getByRole("heading", { level: 1 })]) {
      const style = await element.evaluate((node) => {
        const { fontFamily, letterSpacing, textTransform } = getComputedStyle(node);
        return { fontFamily, letterSpacing, textTransform };
      });
      expect(style.fontFamily).toMatch(/^"Noto Sans Arabic",/);
      expect(style.letterSpacing).toBe("normal");
      expect(style.textTransform).toBe("none");
    }
  });

  test("phone numbers still read left to right, at the right like the text around them", async ({ page }) => {
    await openPage(page, ar("/contact"));
    const numbers = page.locator('a[href^="tel:"]');
    expect(await numbers.count()).toBeGreaterThan(1);
    for (const number of await numbers.all()) {
      if (!(await number.isVisible())) continue;
      expect((await box(number)).right - (await textBox(number)).right).toBeLessThan(2);
      // the element around the digits: the link, or the span that carries them beside an icon
      const direction = await number.evaluate((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        let text: Node | null;
        while ((text = walker.nextNode())) {
          if (/\d{3}/.test(text.textContent ?? "") && text.parentElement)
            return getComputedStyle(text.parentElement).direction;
        }
        return "no digits";
      });
      expect(direction).toBe("ltr");
    }
  });
});
