/**
 * The About page (spec §2 About, §9): founder, Vision/Strength/Mission, the five values, the
 * certification, and an experience figure that grows by one every 31,536,000,000 ms.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, openPage, test, ui } from "./helpers.ts";

const { about, quality, site } = contentOf("en");

/** Spec §9: 30 years, one more per 31,536,000,000 ms; the base date comes from site settings. */
const baseYears = 30;
const yearMs = 31_536_000_000;
const baseTime = Date.parse(`${site.experience.baseDate}T00:00:00Z`);
const experienceAt = (time: number) => baseYears + Math.max(0, Math.floor((time - baseTime) / yearMs));

const experienceFigure = (page: Page, years: number) =>
  page.getByRole("main").getByText(new RegExp(`^\\s*${years}\\s*${about.founder.experienceLabel}\\s*$`));

test.describe("about page", () => {
  test("counts the experience and the copyright year from the visitor's clock", async ({
    page,
    problems,
  }) => {
    const now = new Date("2031-06-01T12:00:00Z");
    await page.clock.install({ time: now });
    await openPage(page, "/about");
    const expected = experienceAt(now.getTime());
    expect(expected, "the figure the spec's rule gives in June 2031").toBeGreaterThan(baseYears);
    await expect(experienceFigure(page, expected)).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByText(new RegExp(`©\\s*${now.getUTCFullYear()}\\b`)),
    ).toBeVisible();
    problems.expectNone();
  });

  test("the prerendered HTML carries the figure of the build's date", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The build ran moments ago, in this same year.
    const expected = experienceAt(Date.now());
    const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? "";
    const text = main.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(` ${expected} ${about.founder.experienceLabel}`);
    expect(html).toMatch(new RegExp(`©\\s*(<!-- -->)?\\s*${new Date().getUTCFullYear()}\\b`));
  });

  test("shows the breadcrumb Home > About Us", async ({ page }) => {
    await openPage(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.banner.title);
    const links = page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link");
    await expect(links).toHaveText(about.banner.breadcrumbs.map((crumb) => crumb.label));
    await expect(links.first()).toHaveAttribute("href", "/");
    await expect(links.last()).toHaveAttribute("href", "/about");
  });

  test("shows the Vision, Strength and Mission cards", async ({ page }) => {
    await openPage(page, "/about");
    const main = page.getByRole("main");
    for (const { title, body } of about.cards) {
      await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
      await expect(main.getByText(body, { exact: true })).toBeVisible();
    }
    // The spec's three (vision, strength, mission: spec-structure.test.ts), in the content's order.
    const cards = main.getByRole("region", { name: about.principlesHeading, exact: true });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(about.cards.map((card) => card.title));
  });

  test("shows the five values in order", async ({ page }) => {
    await openPage(page, "/about");
    const values = page.getByRole("region", { name: about.values.heading });
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(
      about.values.items.map((value) => value.title),
    );
  });

  test("shows the ISO 9001:2008 certification with its certificate", async ({ page }) => {
    await openPage(page, "/about");
    // The standard is the quality page's certificate's, which the company renews there.
    const certificate = quality.certificates.find((entry) => entry.name === about.certification.certificate);
    if (!certificate)
      throw new Error(`no certificate ${about.certification.certificate} in content/quality.yaml`);
    const certification = page.getByRole("region", { name: about.certification.heading });
    await expect(certification.getByText(certificate.standard, { exact: true }).first()).toBeVisible();
    await expect(certification.getByRole("img", { name: about.certification.image.alt })).toBeVisible();
  });
});
