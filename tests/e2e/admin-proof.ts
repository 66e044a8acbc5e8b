/**
 * The proof a buyer asks for, kept by the company in the browser (issue 21): a case study added in
 * every language, a certificate with its PDF and an expired one, through the editor's own forms
 * (the same ones every content file gets); then what visitors see once it is published.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { editorText } from "../../app/admin/editor-text.ts";
import { localePath, locales } from "../../app/locales.ts";
import { tinyPdf } from "../fixtures/pdf.ts";
import { expect, filled } from "./helpers.ts";

const words = editorText.en;

export const added = {
  article: "turbine-casing-life",
  certificate: "iso-14001",
  expired: "en-1090",
  pdf: tinyPdf("ISO 14001 certificate"),
} as const;

const casingPhoto = (background: string) =>
  sharp({ create: { width: 1500, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Adds an item to the form's list `list` ("entries", "f.articles.3.problem"…): its index. */
async function addItem(page: Page, list: string): Promise<number> {
  const count = Number(await page.locator(`input[name="len.${list}"]`).getAttribute("value"));
  await page.locator(`button[name="op"][value="add:${list}"]`).click();
  await expect(page.locator(`input[name="len.${list}"]`)).toHaveValue(String(count + 1));
  return count;
}

const field = (page: Page, path: string) => page.locator(`[name="f.${path}"]`);

async function save(page: Page) {
  await page.getByRole("button", { name: words.edit.save }).first().click();
  await expect(page.getByRole("status")).toContainText(filled(words.edit.saved));
}

/** The case study's facts, then its words in every language, then it is published. */
export async function addCaseStudy(page: Page, origin: string) {
  await page.goto(`${origin}/admin/edit/articles`);
  const entry = await addItem(page, "entries");
  const facts = `entries.${entry}`;
  await field(page, `${facts}.name`).fill(added.article);
  await field(page, `${facts}.kind`).selectOption("caseStudy");
  await field(page, `${facts}.date`).fill("2026-11-25");
  await field(page, `${facts}.published`).selectOption("false");
  await field(page, `${facts}.industry`).selectOption("energy");
  await field(page, `${facts}.grade`).fill("ASTM A217 WC9");
  await field(page, `${facts}.measured.unit`).selectOption("months");
  await field(page, `${facts}.measured.before`).fill("18");
  await field(page, `${facts}.measured.after`).fill("42");
  await field(page, `${facts}.photos`).fill("2");
  await save(page);

  for (const locale of locales) {
    await page.goto(`${origin}/admin/edit/${locale.code}/articles`);
    const item = await addItem(page, "articles");
    const at = `articles.${item}`;
    const text = (what: string) => `${what} (${locale.code})`;
    await field(page, `${at}.name`).fill(added.article);
    await field(page, `${at}.title`).fill(text("Turbine casings that last 42 months"));
    await field(page, `${at}.meta.title`).fill(text("Case Study: Turbine Casings"));
    await field(page, `${at}.meta.description`).fill(
      text(
        "A power plant's steam turbine casings in CrMo steel WC9 now run 42 months between overhauls instead of 18",
      ),
    );
    await field(page, `${at}.summary`).fill(text("Steam turbine casings in WC9 now last 42 months."));
    await field(page, `${at}.photoAlt`).fill(text("A turbine casing on the test bench"));
    const more = await addItem(page, `${at}.morePhotoAlts`);
    await field(page, `${at}.morePhotoAlts.${more}`).fill(text("The flange of the casing after machining"));
    await field(page, `${at}.customer`).fill(text("A power plant in Portugal"));
    await field(page, `${at}.part`).fill(text("Steam turbine casing, 4 t"));
    await field(page, `${at}.resultLabel`).fill(text("Time between overhauls"));
    for (const list of ["problem", "change", "result"]) {
      const index = await addItem(page, `${at}.${list}`);
      await field(page, `${at}.${list}.${index}`).fill(text(`The ${list}, in one paragraph.`));
    }
    await save(page);
    if (locale.code === "en") {
      // Its second photo is described in English only so far: the dashboard says so for the others.
      await page.goto(`${origin}/admin`);
      const waiting = page.getByRole("link", { name: new RegExp(`“${added.article}”: 0 of 1 `) });
      await expect(waiting).toHaveCount(3);
      await expect(waiting.first()).toHaveAttribute("href", /^\/admin\/edit\/it\/articles#/);
      // Followed, it opens Italian's articles where its words go: the list, as it has none yet.
      await waiting.first().click();
      await expect(page).toHaveURL(/\/admin\/edit\/it\/articles#f-articles$/);
      await expect(page.locator(new URL(page.url()).hash)).toBeInViewport();
    }
  }

  // Its photos, into the slots the new entry has (a drawing stands in until then).
  for (const [slot, background] of [
    [`article-${added.article}`, "#6b5a4c"],
    [`article-${added.article}-photo-02`, "#4c5a6b"],
  ] as const) {
    await page.goto(`${origin}/admin/photos`);
    await page.locator(`a[href="/admin/photos/${slot}"]`).click();
    await page
      .getByLabel(words.photos.choose)
      .setInputFiles({ name: "casing.jpg", mimeType: "image/jpeg", buffer: await casingPhoto(background) });
    await page.getByRole("button", { name: words.photos.upload }).click();
    await page.getByRole("button", { name: words.photos.keep }).click();
    await expect(page.getByRole("status")).toContainText(filled(words.photos.saved));
  }

  await page.goto(`${origin}/admin/edit/articles`);
  const entries = Number(await page.locator('input[name="len.entries"]').getAttribute("value"));
  await field(page, `entries.${entries - 1}.published`).selectOption("true");
  await save(page);
}

/** A valid certificate with its PDF, and one past its date. */
export async function addCertificates(page: Page, origin: string) {
  await page.goto(`${origin}/admin/edit/quality`);
  for (const [name, standard, from, until] of [
    [added.certificate, "ISO 14001:2015", "2025-01-10", "2099-01-09"],
    [added.expired, "EN 1090-1", "2017-03-01", "2020-02-28"],
  ] as const) {
    const item = await addItem(page, "certificates");
    await field(page, `certificates.${item}.name`).fill(name);
    await field(page, `certificates.${item}.standard`).fill(standard);
    await field(page, `certificates.${item}.number`).fill(`CERT-${name.toUpperCase()}`);
    await field(page, `certificates.${item}.validFrom`).fill(from);
    await field(page, `certificates.${item}.validUntil`).fill(until);
  }
  await save(page);

  // The dashboard says the expired one needs renewing.
  await page.goto(`${origin}/admin`);
  await expect(page.getByRole("alert").filter({ hasText: "EN 1090-1" })).toContainText(
    "expired on 2020-02-28",
  );

  await page.goto(`${origin}/admin/documents`);
  const place = page.getByRole("listitem").filter({ hasText: `(${added.certificate})` });
  await place.getByLabel(words.documents.choose).setInputFiles({
    name: "iso-14001.pdf",
    mimeType: "application/pdf",
    buffer: added.pdf,
  });
  await place.getByRole("button", { name: words.documents.upload }).click();
  await expect(page.getByRole("status")).toContainText(filled(words.documents.saved));
}

/** What a visitor reads once it is published, in every language. */
export async function checkProofLive(status: (path: string) => Promise<{ status: number; body: string }>) {
  for (const locale of locales) {
    const article = await status(localePath(locale, `/news/${added.article}`));
    expect(article.status, `${locale.code} case study`).toBe(200);
    expect(article.body).toContain(`Turbine casings that last 42 months (${locale.code})`);
    // Its own photos, processed by the build, not the drawings that stand in for missing ones.
    for (const alt of ["A turbine casing on the test bench", "The flange of the casing after machining"])
      expect(article.body).toMatch(
        new RegExp(`<img[^>]*alt="${alt} \\(${locale.code}\\)"[^>]*src="[^"]+\\.(?:avif|webp|jpg)"`),
      );
    expect((await status(localePath(locale, "/news"))).body).toContain(`/news/${added.article}`);
    const feed = await status(localePath(locale, "/news/feed.xml"));
    expect(feed.body).toContain(`/news/${added.article}</id>`);

    const quality = await status(localePath(locale, "/quality"));
    expect(quality.body).toMatch(new RegExp(`data-certificate="${added.certificate}" data-status="valid"`));
    expect(quality.body).toMatch(new RegExp(`data-certificate="${added.expired}" data-status="expired"`));
    expect(quality.body).toContain(`/documents/certificate-${added.certificate}.pdf`);
  }
  const pdf = await status(`/documents/certificate-${added.certificate}.pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.body).toContain("ISO 14001 certificate");
}
