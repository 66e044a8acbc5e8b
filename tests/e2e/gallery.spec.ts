/**
 * The Gallery page (spec §2 Gallery, §3, §4): four filters over the photos (41 at launch) in three categories, each
 * filter with its own URL, with or without JavaScript.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, ui, waitForHydration } from "./helpers.ts";
import { test } from "./kept-page.ts";

const { gallery } = contentOf("en");

/** The photos' ids (from 1) in a category, or all of them. */
const idsIn = (key: string | null) =>
  gallery.photos.flatMap((photo, index) => (key === null || photo.category === key ? [index + 1] : []));

/** A category's filter label, as the company words it. */
function categoryLabel(key: string): string {
  const category = gallery.categories.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`no category ${key} in content/en/gallery.yaml`);
  return category.label;
}

/**
 * Spec §2/§3/§9: the filters in order, their URLs and how many photos each shows, counted from the
 * content (41 at launch, more when the company adds them); their labels are the company's.
 */
const filters = [
  { label: gallery.allLabel, url: "/gallery", key: null },
  { label: categoryLabel("product"), url: "/gallery?category=product", key: "product" },
  { label: categoryLabel("metal"), url: "/gallery?category=metal", key: "metal" },
  { label: categoryLabel("hardwares"), url: "/gallery?category=hardwares", key: "hardwares" },
].map((filter) => {
  const ids = idsIn(filter.key);
  return { ...filter, count: ids.length, ids: [ids[0] ?? 0, ids.at(-1) ?? 0] as const };
});

const galleryRegion = (page: Page) => page.getByRole("region", { name: gallery.heading.title, exact: true });
const filterNav = (page: Page) => page.getByRole("navigation", { name: gallery.filterLabel });
/** The photos: the list items that hold an image (the filter links are list items too). */
const photos = (page: Page) =>
  galleryRegion(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") });
const countText = (page: Page) => galleryRegion(page).getByText(new RegExp(`^\\d+ ${gallery.countLabel}$`));

function filterAt(index: number): (typeof filters)[number] {
  const filter = filters[index];
  if (!filter) throw new Error(`no filter ${index}`);
  return filter;
}

/** The alt text of photo `id`, as the content gives it. */
function altOf(id: number): string {
  const photo = gallery.photos[id - 1];
  if (!photo) throw new Error(`the gallery has no photo ${id}`);
  return photo.alt;
}

async function expectShowing(page: Page, filter: (typeof filters)[number]) {
  await expect(photos(page)).toHaveCount(filter.count);
  await expect(countText(page)).toHaveText(`${filter.count} ${gallery.countLabel}`);
  const images = galleryRegion(page).getByRole("img");
  await expect(images.first()).toHaveAccessibleName(altOf(filter.ids[0]));
  await expect(images.last()).toHaveAccessibleName(altOf(filter.ids[1]));
  await expect(filterNav(page).locator('[aria-current]:not([aria-current="false"])')).toHaveText([
    filter.label,
  ]);
}

test.describe("gallery", () => {
  test("is headed 'Gallery' under the eyebrow 'Our Product', with breadcrumb Home > Gallery", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gallery.banner.title);
    const heading = galleryRegion(page).getByRole("heading", { level: 2, name: gallery.heading.title });
    await expect(heading).toBeVisible();
    await expect(galleryRegion(page).getByText(gallery.heading.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link")).toHaveText(
      gallery.banner.breadcrumbs.map((crumb) => crumb.label),
    );
    await expect(filterNav(page).getByRole("link")).toHaveText(filters.map((filter) => filter.label));
    await expectShowing(page, filterAt(0));
    problems.expectNone();
  });

  test("each filter shows its photos, names itself in the URL and is marked current", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/gallery");
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    for (const filter of [...filters.slice(1), filterAt(0)]) {
      await filterNav(page).getByRole("link", { name: filter.label, exact: true }).click();
      await expect(page).toHaveURL(filter.url);
      await expectShowing(page, filter);
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    problems.expectNone();
  });

  test("the back button restores the previous filter", async ({ page, problems }) => {
    await openPage(page, "/gallery");
    await filterNav(page)
      .getByRole("link", { name: filterAt(1).label, exact: true })
      .click();
    await expectShowing(page, filterAt(1));
    await filterNav(page)
      .getByRole("link", { name: filterAt(3).label, exact: true })
      .click();
    await expectShowing(page, filterAt(3));

    await page.goBack();
    await expect(page).toHaveURL("/gallery?category=product");
    await expectShowing(page, filterAt(1));
    await page.goBack();
    await expect(page).toHaveURL("/gallery");
    await expectShowing(page, filterAt(0));
    problems.expectNone();
  });

  test("a page loaded at ?category=metal hydrates cleanly with 11 photos", async ({ page, problems }) => {
    const response = await page.goto("/gallery?category=metal");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectShowing(page, filterAt(2));
    problems.expectNone();
  });
});

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are links that load the filtered page", async ({ page }) => {
    const response = await page.goto("/gallery");
    expect(response?.status()).toBe(200);
    await expectShowing(page, filterAt(0));
    for (const filter of [...filters.slice(1), filterAt(0)]) {
      await filterNav(page).getByRole("link", { name: filter.label, exact: true }).click();
      await expect(page).toHaveURL(filter.url);
      await expectShowing(page, filter);
    }
  });
});
