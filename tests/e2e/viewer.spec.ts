import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, test, ui } from "./helpers.ts";

const { about, gallery, home } = contentOf("en");
/** The metal-recycling photos, as many as the company's gallery has. */
const metal = gallery.photos.filter((photo) => photo.category === "metal");
/** The viewer's "3 / 11", with the separator the company writes. */
const counter = (n: number) => `${n} ${ui.viewer.counterSeparator} ${metal.length}`;

const dialog = (page: Page) => page.getByRole("dialog", { name: ui.viewer.label });

/** The photos that open the viewer, and the alt text the enlarged image must carry. */
const photos = [
  { path: "/", alt: home.highlights.businessTrip.alt },
  { path: "/", alt: home.spiderRotor.photos[1]?.alt ?? "" },
  { path: "/", alt: home.about.photos[0]?.alt ?? "" },
  { path: "/", alt: home.about.photos[1]?.alt ?? "" },
  { path: "/about", alt: about.founder.photo.alt },
];

test.describe("image viewer", () => {
  for (const { path, alt } of photos) {
    test(`opens "${alt.slice(0, 40)}…" and gives focus back on Escape`, async ({ page, problems }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, path);
      // Named by what the photo shows (the words on it, then its description).
      const button = page.getByRole("button", { name: alt });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
      await expect(dialog(page).getByRole("img", { name: alt, exact: true }).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      problems.expectNone();
    });
  }

  test("shows a photo's whole name on a 320 px phone, never cut at “…”", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/gallery");
    // The photo with the longest name.
    const longest = gallery.photos.reduce((a, b) => (b.alt.length > a.alt.length ? b : a));
    await page.getByRole("button", { name: longest.alt }).first().click();
    await expect(dialog(page)).toBeVisible();
    // The shown photo's name (the slides beside it, off the screen, carry theirs).
    await expect(dialog(page).getByText(longest.alt, { exact: true }).first()).toBeAttached();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll(".yarl__slide_title")]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= 0 && box.left < window.innerWidth)
        .map(({ element, box }) => ({
          cut: element.scrollWidth > element.clientWidth + 1,
          right: box.right,
          lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight || "20")),
          text: element.textContent ?? "",
        })),
    );
    expect(shown.map((title) => title.text)).toEqual([longest.alt]);
    expect(shown[0]?.cut).toBe(false);
    expect(shown[0]?.right).toBeLessThanOrEqual(320);
  });

  test("loads the viewer's code only when a photo is first opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openPage(page, "/gallery");
    const before = scripts.length;
    await page.getByTestId("gallery-items").getByRole("button").first().click();
    await expect(dialog(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    expect(scripts.slice(before).some((url) => /ImageViewerDialog/.test(url))).toBe(true);
  });

  test("the gallery opens the filtered set, moves with the arrow keys and counts", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/gallery?category=metal");
    const thumbnails = page.getByTestId("gallery-items").getByRole("button");
    await expect(thumbnails).toHaveCount(metal.length);
    await thumbnails.nth(2).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(counter(3));
    await expect(dialog(page)).toContainText(metal[2]?.alt ?? "no third metal photo");
    await page.keyboard.press("ArrowRight");
    await expect(dialog(page)).toContainText(counter(4));
    await expect(dialog(page)).toContainText(metal[3]?.alt ?? "no fourth metal photo");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog(page)).toContainText(counter(3));
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(thumbnails.nth(2)).toBeFocused();
  });
});
