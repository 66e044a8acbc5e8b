import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, test, ui } from "./helpers.ts";

const { about, gallery, home } = contentOf("en");
/** The metal-recycling photos, as many as the company's gallery has. */
const metal = gallery.photos.filter((photo) => photo.category === "metal");

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
    await expect(dialog(page)).toContainText(`3 / ${metal.length}`);
    await expect(dialog(page)).toContainText(metal[2]?.alt ?? "no third metal photo");
    await page.keyboard.press("ArrowRight");
    await expect(dialog(page)).toContainText(`4 / ${metal.length}`);
    await expect(dialog(page)).toContainText(metal[3]?.alt ?? "no fourth metal photo");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog(page)).toContainText(`3 / ${metal.length}`);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(thumbnails.nth(2)).toBeFocused();
  });
});
