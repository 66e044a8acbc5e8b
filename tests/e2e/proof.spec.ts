/**
 * The proof a buyer asks for, as a visitor meets it (issue 21): a datasheet's quote button, its
 * printed sheet, certificates judged by the visitor's own clock, the news list's filters without
 * JavaScript, drafts kept off the site, the Atom feeds and the articles' structured data. Figures,
 * names and counts come from the content, so the company's edits break none of it.
 */
import type { Page } from "@playwright/test";
import { contentOf } from "../../app/content/load-content.ts";
import { localePath, locales } from "../../app/locales.ts";
import { expect, openPage, test } from "./helpers.ts";
import { getDocument, ofType, siteUrl, structuredData } from "./html.ts";

const { materials, quality, articles, quote, about } = contentOf("en");

test.describe("a datasheet", () => {
  const family = materials.families[0]!;
  const grade = family.grades[0]!;
  const path = `/materials/${family.name}`;

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });
      test("“Request a quote in this grade” opens the quote form with its material and grade chosen", async ({
        page,
      }) => {
        await page.goto(path);
        await page.locator(`main a[href^="/quote?"]`).first().click();
        await expect(page).toHaveURL(/\/quote\?material=/);
        await expect(page.locator("#material")).toHaveValue(grade.quoteMaterial);
        await expect(page.locator("#grade")).toHaveValue(`${grade.standard} ${grade.grade}`);
        // The material's name as the quote page writes it, in the list the buyer sees.
        await expect(page.locator("#material option:checked")).toHaveText(
          quote.materialNames[grade.quoteMaterial as keyof typeof quote.materialNames],
        );
      });
    });
  }

  test("prints as a sheet: the letterhead, no menu, footer or buttons, its date and address", async ({
    page,
  }) => {
    await openPage(page, path);
    const menu = page.locator("header nav").first();
    const footer = page.locator("footer").first();
    const quoteButton = page.locator('main a[href^="/quote?"]').first();
    const address = page.getByText(`${siteUrl}${path}`);
    for (const shown of [menu, footer, quoteButton]) await expect(shown).toBeVisible();
    await expect(address).toBeHidden();
    await page.emulateMedia({ media: "print" });
    for (const hidden of [menu, footer, quoteButton]) await expect(hidden).toBeHidden();
    await expect(page.getByText(contentOf("en").site.company.legalName).first()).toBeVisible();
    await expect(address).toBeVisible();
    await expect(page.locator("main table").first()).toBeVisible();
  });

  test("its pages in every language print on A4 with the letterhead, Arabic right to left", async ({
    page,
  }) => {
    const { site } = contentOf("en");
    for (const locale of locales) {
      await openPage(page, localePath(locale, path));
      await page.emulateMedia({ media: "print" });
      const main = page.locator("main");
      expect(await main.evaluate((element) => getComputedStyle(element).direction)).toBe(locale.dir);
      // The company's name isolated, so "S.r.l." keeps its full stop at its end in Arabic.
      const letterhead = main.locator("div:has(> p > bdi)", { hasText: site.company.legalName });
      await expect(letterhead).toBeVisible();
      // The phone and the emails read left to right on an Arabic sheet too ("+39 …", not "… 39+").
      for (const contact of [site.phone.display, ...site.emails.map((email) => email.address)])
        await expect(letterhead.locator(`span[dir="ltr"]`, { hasText: contact })).toBeVisible();
      await expect(page.locator("header nav").first()).toBeHidden();
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
      // Every sheet A4: 595 × 842 points.
      const sheets = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
      expect(sheets.length, locale.code).toBeGreaterThan(0);
      for (const [, width, height] of sheets) {
        expect(Math.round(Number(width))).toBe(595);
        expect(Math.round(Number(height))).toBe(842);
      }
      await page.emulateMedia({ media: "screen" });
    }
  });

  test("every family's datasheet prints on one A4 sheet, in every language", async ({ page }) => {
    test.slow();
    // The sheet's width between its margins (210 − 2 × 12 mm), as the printed page lays it out.
    await page.setViewportSize({ width: 703, height: 1000 });
    const sheetsOf = async () =>
      [...(await page.pdf({ preferCSSPageSize: true })).toString("latin1").matchAll(/\/Type\s*\/Page[^s]/g)]
        .length;
    for (const locale of locales)
      for (const { name } of materials.families) {
        await openPage(page, localePath(locale, `/materials/${name}`));
        await page.emulateMedia({ media: "print" });
        expect(await sheetsOf(), `${locale.code} ${name}`).toBe(1);
        // No grade's card runs off the sheet's width (a page counts one sheet even when it does).
        const overflow = await page.evaluate(() => {
          const sheet = document.querySelector("main")!.getBoundingClientRect();
          return Math.max(
            0,
            ...[...document.querySelectorAll("main article")].map((card) => {
              const box = card.getBoundingClientRect();
              return Math.max(box.right - sheet.right, sheet.left - box.left);
            }),
          );
        });
        expect(overflow, `${locale.code} ${name}: px beyond the sheet`).toBeLessThanOrEqual(1);
        await page.emulateMedia({ media: "screen" });
      }
  });
});

test.describe("the materials' selection guide", () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [360, 1440])
    test(`reads without JavaScript in every language at ${width} px, each row linking to its datasheet`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of locales) {
        const { guide, families } = contentOf(locale.code).materials;
        await page.goto(localePath(locale, "/materials"));
        const section = page.getByRole("region", { name: guide.heading });
        await expect(section).toBeVisible();
        const rows = section.locator("tbody tr");
        await expect(rows).toHaveCount(guide.rows.length);
        for (const [index, row] of guide.rows.entries()) {
          await expect(rows.nth(index)).toContainText(row.choose);
          const family = families.find((entry) => entry.name === row.family);
          if (family)
            await expect(rows.nth(index).getByRole("link", { name: row.material })).toHaveAttribute(
              "href",
              localePath(locale, `/materials/${family.name}`),
            );
        }
        // Nothing of the guide is wider than the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
});

test.describe("a grade's properties", () => {
  test("show the standard's minimums and the foundry's typical results as two columns", async ({ page }) => {
    const family = materials.families.find((entry) =>
      entry.grades.some((grade) => grade.requirements.length && grade.typical.values.length),
    )!;
    const grade = family.grades.find((entry) => entry.requirements.length && entry.typical.values.length)!;
    await openPage(page, `/materials/${family.name}`);
    const card = page.getByRole("article", { name: new RegExp(`${grade.grade}$`) });
    const heads = card.locator("table").nth(1).locator("thead th");
    // The designation is isolated (U+2068 … U+2069) so it reads left to right on an Arabic page.
    expect((await heads.nth(1).textContent())?.replace(/[\u2068\u2069]/g, "")).toBe(
      materials.labels.required.replace("{standard}", `${grade.standard}-${grade.edition}`),
    );
    await expect(heads.nth(2)).toHaveText(materials.labels.typicalOurs);
  });
});

test.describe("a grade's notes and a family's tests on request", () => {
  for (const locale of locales.filter((entry) => entry.code === "en" || entry.code === "ar")) {
    const { code } = locale;
    test(`print the standard's notes from the facts and each test with its standards (${code})`, async ({
      page,
    }) => {
      const words = contentOf(code).materials;
      const family = words.families.find((entry) =>
        entry.grades.some((grade) => grade.notes?.manganeseForLowerCarbon && grade.notes.residualsTotal),
      )!;
      const grade = family.grades.find((entry) => entry.notes?.manganeseForLowerCarbon)!;
      await openPage(page, localePath(locale, `/materials/${family.name}`));
      const card = page.getByRole("article", { name: new RegExp(`${grade.grade}$`) });
      const notes = (await card.locator("ul li").allTextContents()).map((text) =>
        text.replace(/[\u2066-\u2069]/g, "").replace(/\u00a0/g, " "),
      );
      const { manganeseForLowerCarbon: manganese, residualsTotal: residuals } = grade.notes!;
      // English and Arabic both write the decimal point (the Arabic pages use Latin digits).
      const percent = (value: number) => `${value.toFixed(2)} %`;
      expect(notes).toHaveLength(2);
      for (const figure of [
        manganese!.carbonStepPct,
        manganese!.manganeseStepPct,
        manganese!.manganeseMaxPct,
      ])
        expect(notes[0]).toContain(percent(figure));
      expect(notes[1]).toContain(residuals!.elements.join(" + "));
      expect(notes[1]).toContain(percent(residuals!.maxPct));
      const tests = page.getByRole("region", { name: words.labels.tests });
      for (const { test: name, standards } of family.tests ?? []) {
        const row = tests.locator("dt", { hasText: words.labels.testNames[name] }).locator("..");
        for (const standard of standards) await expect(row).toContainText(standard);
      }
    });
  }
});

test.describe("a certificate", () => {
  // The certificate About's certification names (content/quality.yaml checks it is one of them).
  const named = quality.certificates.find((entry) => entry.name === about.certification.certificate);
  const certificate = named ?? quality.certificates[0]!;
  const card = (page: Page) => page.locator(`[data-certificate="${certificate.name}"]`);
  const standing = (page: Page) => page.locator("section:has(#certification-heading) [data-status]");
  /** About says what /quality says of it, or nothing when it names no certificate on /quality. */
  const expectOnAbout = async (page: Page, status: "valid" | "expired") => {
    await openPage(page, "/about");
    if (!named) return expect(standing(page)).toHaveCount(0);
    await expect(standing(page)).toHaveAttribute("data-status", status);
    await expect(standing(page)).toContainText(quality.labels[status].split("{date}")[0]!.trim());
  };

  /** The home page's Accreditations column says the same of every certificate. */
  const expectOnHome = async (page: Page, status: "valid" | "expired") => {
    await openPage(page, "/");
    const listed = page.locator(`section:has(#specifications-heading) li[data-status]`);
    await expect(listed).toHaveCount(quality.certificates.length);
    await expect(listed.filter({ hasText: certificate.standard })).toHaveAttribute("data-status", status);
  };

  // /quality has no scripts (ADR 0026): it shows the standing as of its build, and the site is
  // built again every night (DEPLOY.md); app/routes/quality/certificate-standing.test.tsx renders
  // it on the last day and on the day after. The pages with scripts follow the visitor's clock.
  test("is shown on /quality with its standing as of the build", async ({ page }) => {
    await openPage(page, "/quality");
    const lapsed = Date.now() >= new Date(`${certificate.validUntil}T00:00:00Z`).getTime() + 86_400_000;
    const status = lapsed ? "expired" : "valid";
    await expect(card(page)).toHaveAttribute("data-status", status);
    await expect(card(page).locator("h3 + p")).toContainText(
      quality.labels[status].split("{date}")[0]!.trim(),
    );
    if (lapsed) await expect(card(page).getByRole("link")).toHaveCount(0);
  });

  test("is shown as expired from the day after its last day, by the visitor's clock", async ({ page }) => {
    const dayAfter = new Date(`${certificate.validUntil}T00:00:00Z`).getTime() + 86_400_000 + 3_600_000;
    await page.clock.install({ time: dayAfter });
    // About's certification section and the home page never call it valid.
    await expectOnAbout(page, "expired");
    await expectOnHome(page, "expired");
  });

  test("is shown as valid on its last day, by the visitor's clock", async ({ page }) => {
    await page.clock.install({ time: new Date(`${certificate.validUntil}T11:00:00Z`).getTime() });
    await expectOnAbout(page, "valid");
    await expectOnHome(page, "valid");
  });
});

test.describe("news and case studies", () => {
  const published = articles.published;
  const drafts = articles.entries.filter((entry) => !entry.published);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a filter lists the articles of its industry only", async ({ page }) => {
      for (const industry of Object.keys(
        articles.labels.industries,
      ) as (keyof typeof articles.labels.industries)[]) {
        await page.goto("/news");
        await page
          .getByRole("navigation", { name: articles.labels.filters })
          .getByRole("link", { name: articles.labels.industries[industry], exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`industry=${industry}`));
        const expected = published.filter((article) => article.industry === industry);
        const titles = page.locator("main").getByRole("heading", { level: 2 });
        if (expected.length === 0) await expect(page.getByText(articles.labels.none)).toBeVisible();
        else await expect(titles).toHaveText(expected.map((article) => article.title));
      }
    });
  });

  test("a draft has no page, no place in the list, the sitemap or the feed", async ({ request }) => {
    // The content's drafts (the seed has one), and a name no article has, so the check always runs.
    const absent = [...drafts.map((draft) => draft.name), "no-such-article"];
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const feed = await (await request.get("/news/feed.xml")).text();
    const list = await (await request.get("/news")).text();
    for (const name of absent) {
      expect((await request.get(`/news/${name}`)).status()).toBe(404);
      expect(sitemap).not.toContain(`/news/${name}<`);
      expect(feed).not.toContain(`/news/${name}<`);
      expect(list).not.toContain(`/news/${name}"`);
    }
  });

  test("each language has an Atom feed of its published articles, newest first, that its pages name", async ({
    request,
  }) => {
    for (const locale of locales) {
      const response = await request.get(localePath(locale, "/news/feed.xml"));
      expect(response.status()).toBe(200);
      // A feed reader knows an Atom feed by its type, not by the file's extension.
      expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
      );
      expect(xml).toContain(`xml:lang="${locale.code}"`);
      const ids = [...xml.matchAll(/<entry>\s*<title>[^<]*<\/title>\s*<id>([^<]+)<\/id>/g)].map(
        (match) => match[1],
      );
      expect(ids).toEqual(
        contentOf(locale.code).articles.published.map(
          (article) => `${siteUrl}${localePath(locale, `/news/${article.name}`)}`,
        ),
      );
      const page = await getDocument(request, localePath(locale, "/news"));
      expect(
        page.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href"),
      ).toBe(localePath(locale, "/news/feed.xml"));
    }
  });

  test("a case study's figures the company has not confirmed say so, on its page and its card", async ({
    request,
  }) => {
    const list = await getDocument(request, "/news");
    for (const article of published.filter((entry) => entry.kind === "caseStudy")) {
      const page = await getDocument(request, `/news/${article.name}`);
      const card = list.querySelector(`a[href="/news/${article.name}"]`)?.closest("li");
      for (const [where, text] of [
        ["page", page.querySelector("main")?.textContent],
        ["card", card?.textContent],
      ] as const)
        expect(text?.includes(`(${articles.labels.toConfirm})`), `${article.name}: ${where}`).toBe(
          article.toConfirm === true,
        );
    }
  });

  test("each article carries JSON-LD Article (NewsArticle for news) with its headline, date and picture", async ({
    request,
  }) => {
    for (const article of published) {
      const document = await getDocument(request, `/news/${article.name}`);
      const [node] = ofType(structuredData(document), article.kind === "news" ? "NewsArticle" : "Article");
      expect(node, article.name).toMatchObject({
        headline: article.title,
        datePublished: article.date,
        inLanguage: "en",
        mainEntityOfPage: `${siteUrl}/news/${article.name}`,
        image: [`${siteUrl}/og/news/${article.name}.png`],
      });
      const picture = await request.get(`/og/news/${article.name}.png`);
      expect(picture.status()).toBe(200);
    }
  });
});
