/**
 * The main flows with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): the skip link, the menu and
 * the burger, a carousel's pause button, the Foundry panels, the Gallery filters, the image viewer
 * (focus kept inside, Escape closes, focus returns) and the contact form with its errors
 * announced. Every element that takes focus shows it.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, menuLabel, openPage, ui } from "./helpers.ts";
import { test } from "./kept-page.ts";

const { gallery, about, contact, foundry } = contentOf("en");

const mainMenu = (page: Page) => page.getByRole("navigation", { name: ui.menu.label });

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of Tab`);
}

/**
 * The focused element: whether it shows a focus indicator (an outline or a ring of box-shadow),
 * and whether the Tab key has been here before (the end of the round).
 */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { ok: false, what: "", again: true };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const again = element.dataset.tabbed === "";
    element.dataset.tabbed = "";
    return { ok: outline || ring, what, again };
  });
}

test("the skip link comes first and takes the focus to the page's content", async ({ page }) => {
  await openPage(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: ui.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

for (const path of ["/", "/contact", "/gallery"]) {
  test(`every stop of the Tab key on ${path} shows where the focus is`, async ({ page }) => {
    await openPage(page, path);
    const missing: string[] = [];
    let stops = 0;
    for (; stops < 150; stops++) {
      await page.keyboard.press("Tab");
      const { ok, what, again } = await focusIndicator(page);
      if (again) break;
      if (!ok) missing.push(what);
    }
    expect(stops).toBeGreaterThan(10);
    expect(missing, "focused without a visible indicator").toEqual([]);
  });
}

test("the main menu takes the visitor to a page", async ({ page }) => {
  await openPage(page, "/");
  await tabTo(page, mainMenu(page).getByRole("link", { name: menuLabel("/gallery"), exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(gallery.banner.title);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the burger opens the menu, Tab goes into it, Escape closes it and returns the focus", async ({
    page,
  }) => {
    await openPage(page, "/");
    // One button, whose name says what it will do next (open, then close).
    const burger = mainMenu(page).getByRole("button");
    await tabTo(page, burger);
    await page.keyboard.press("Enter");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainMenu(page).getByRole("link", { name: menuLabel("/"), exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
    await expect(mainMenu(page).getByRole("link", { name: menuLabel("/gallery"), exact: true })).toBeHidden();
  });
});

test("a carousel's pause button stops and restarts it", async ({ page }) => {
  await openPage(page, "/about");
  const values = page.getByRole("group", { name: about.values.heading });
  const pause = values.getByRole("button", { name: ui.carousel.pause });
  await tabTo(page, pause);
  await page.keyboard.press("Enter");
  const play = values.getByRole("button", { name: ui.carousel.play });
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pause).toBeFocused();
});

test("the Foundry side menu changes the panel", async ({ page }) => {
  await openPage(page, "/foundry");
  const testing = foundry.panels.find((panel) => panel.key === "testingFacility");
  if (!testing?.menuLabel) throw new Error("no testingFacility panel in the side menu");
  const sideMenu = page.getByRole("navigation", { name: foundry.sideMenuLabel });
  await tabTo(page, sideMenu.getByRole("link", { name: testing.menuLabel }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/panel=testingFacility/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(testing.bannerTitle);
  await expect(sideMenu.getByRole("link", { name: testing.menuLabel })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a Gallery filter shows its photos", async ({ page }) => {
  await openPage(page, "/gallery");
  const filters = page.getByRole("navigation", { name: gallery.filterLabel });
  const hardwares = gallery.categories.find((category) => category.key === "hardwares");
  if (!hardwares) throw new Error("no hardwares category");
  await tabTo(page, filters.getByRole("link", { name: hardwares.label }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/category=hardwares/);
  await expect(page.getByTestId("gallery-items").getByRole("button")).toHaveCount(
    gallery.photos.filter((photo) => photo.category === "hardwares").length,
  );
});

test("the image viewer keeps the focus inside, closes with Escape and gives the focus back", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/gallery");
  const thumbnail = page.getByTestId("gallery-items").getByRole("button").nth(1);
  await tabTo(page, thumbnail);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: ui.viewer.label });
  await expect(dialog).toBeVisible();
  // The page behind is inert: Tab moves among the viewer's controls (and out to the browser's
  // own, as from any modal dialog), never to the page.
  let inside = 0;
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? "dialog"
        : document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(where).not.toBe("page");
    if (where === "dialog") inside++;
  }
  expect(inside).toBeGreaterThan(4);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});

test("the contact form: sent empty, it announces the problem and focuses the first field to fix", async ({
  page,
}) => {
  await openPage(page, "/contact");
  const main = page.getByRole("main");
  const name = main.getByRole("textbox", { name: contact.form.fields.from_name.label, exact: true });
  await tabTo(page, name);
  await tabTo(page, main.getByRole("button", { name: contact.form.submit }));
  await page.keyboard.press("Enter");
  await expect(main.getByRole("alert")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(
    new RegExp(`${escapeRegExp(contact.form.messages.from_name)}$`),
  );
  await page.keyboard.type("Giulia Rossi");
  await page.keyboard.press("Tab");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});
