/**
 * The pages that need no scripts (app/pages.ts, ADR 0026) are sent without any, and every one of
 * their behaviours works as HTML: clicked through with JavaScript off, on a phone and a desktop,
 * in English and in Arabic (right to left): the menu, the language switch, the news filters, the
 * datasheet's quote links and every link of the page.
 */
import type { Page } from "@playwright/test";
import { contentOf } from "../../app/content/load-content.ts";
import { localeByCode, localePath } from "../../app/locales.ts";
import { pages as sitePages } from "../../app/pages.ts";
import { expect, needsScripts } from "./helpers.ts";
import { test } from "./kept-page.ts";
import { entrySamples } from "./site-pages.ts";

const withoutScripts = [
  ...sitePages.filter((page) => page.prerender && !page.scripts).map((page) => page.path as string),
  ...entrySamples.filter((path) => !needsScripts(path)),
];

const widths = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

const languages = [localeByCode("en")!, localeByCode("ar")!];

const mainMenu = (page: Page, label: string) => page.getByRole("navigation", { name: label });

test("the list is the pages the issue names, and more than none", () => {
  for (const path of ["/offering", "/quality", "/news", "/privacy", "/cookies"])
    expect(withoutScripts).toContain(path);
  expect(withoutScripts.some((path) => path.startsWith("/materials/"))).toBe(true);
  expect(withoutScripts.some((path) => path.startsWith("/news/"))).toBe(true);
});

for (const locale of languages) {
  const { layout, articles } = contentOf(locale.code);
  const other = languages.find((each) => each !== locale)!;
  for (const { name, viewport } of widths) {
    test.describe(`${locale.code}, ${name}, JavaScript off`, () => {
      test.use({ viewport, javaScriptEnabled: false });

      for (const path of withoutScripts) {
        const address = localePath(locale, path);
        test(`${address}: no script runs, the menu and the language switch work${name === "desktop" ? ", every link answers" : ""}`, async ({
          page,
          problems,
        }) => {
          const response = await page.goto(address);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
          // Nothing that runs: structured data is the only kind of script element.
          await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
          await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, "nothing wider than the page").toBeLessThanOrEqual(viewport.width);

          // The menu: folded behind a link on a phone, open on a desktop; either way it leads on.
          const menu = mainMenu(page, layout.menu.label);
          const [firstItem] = layout.menu.items;
          const item = menu.getByRole("link", { name: firstItem!.label, exact: true });
          if (viewport.width < 1000) {
            await expect(item).toBeHidden();
            await menu.getByRole("link", { name: layout.menu.openLabel }).click();
            await expect(item).toBeVisible();
            await menu.getByRole("link", { name: layout.menu.closeLabel }).click();
            await expect(item).toBeHidden();
          } else {
            await expect(item).toBeVisible();
          }

          // The same page in the other language, as a whole page.
          const switcher = page.getByRole("navigation", { name: layout.languageLabel });
          await switcher.getByRole("link", { name: other.name }).click();
          await expect(page).toHaveURL(new RegExp(`${localePath(other, path).replace(/\/$/, "")}/?$`));
          await expect(page.locator("html")).toHaveAttribute("lang", other.code);
          await page.goBack();

          // Every link of the page's own content answers: asked at one width (the links are the
          // same at both), which was half of this file's time.
          if (name !== "desktop") return problems.expectNone();
          const hrefs = await page
            .getByRole("main")
            .locator("a[href^='/']")
            .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
          for (const href of hrefs) {
            const answer = await page.request.get(href);
            expect(answer.status(), `${address} links to ${href}`).toBe(200);
          }
          problems.expectNone();
        });
      }

      test(`${localePath(locale, "/news")}: the filters are links that filter`, async ({ page }) => {
        await page.goto(localePath(locale, "/news"));
        const filters = page.getByRole("navigation", { name: articles.labels.filters });
        await filters.getByRole("link", { name: articles.labels.kinds.caseStudy }).click();
        await expect(page).toHaveURL(/[?&]kind=caseStudy/);
        await expect(filters.getByRole("link", { name: articles.labels.kinds.caseStudy })).toHaveAttribute(
          "aria-current",
          "page",
        );
        const shown = articles.published.filter((article) => article.kind === "caseStudy");
        // Each article of the list is a card under its title, a link to it.
        const titles = page.getByRole("main").getByRole("heading", { level: 2 });
        await expect(titles).toHaveText(shown.map((article) => article.title));
        await filters.getByRole("link", { name: articles.labels.all }).first().click();
        await expect(titles).toHaveCount(articles.published.length);
      });

      test(`${localePath(locale, "/materials")}: a datasheet's quote link opens the quote form with its grade`, async ({
        page,
      }) => {
        const datasheet = entrySamples.find((path) => path.startsWith("/materials/"))!;
        await page.goto(localePath(locale, datasheet));
        const quote = page.getByRole("main").locator("a[href*='/quote?']").first();
        const href = (await quote.getAttribute("href")) ?? "";
        expect(new URL(href, page.url()).searchParams.get("grade")).toBeTruthy();
        await quote.click();
        await expect(page).toHaveURL(/\/quote\?/);
        // The quote page has scripts; without them, its form still shows the grade chosen.
        const grade = new URL(href, "http://x").searchParams.get("grade") ?? "";
        await expect(page.locator(`input[value="${grade}"]`)).toHaveCount(1);
      });
    });
  }
}
