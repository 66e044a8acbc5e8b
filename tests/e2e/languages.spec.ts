/**
 * Four languages (English at the root, the others under their prefix): every page in each, what
 * search engines read about the versions (hreflang, canonical, og:locale, inLanguage, sitemap),
 * the header's language switch, a 404 in the language of its address, and the contact form
 * answering in the visitor's language with and without JavaScript.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentOf } from "../../app/content/load-content.ts";
import { defaultLocale, type Locale, localePath, locales } from "../../app/locales.ts";
import { indexablePages } from "../../app/pages.ts";
import { buildSettings } from "../../scripts/build-settings.ts";
import { pageMetaOf } from "../../scripts/page-meta.ts";
import { expect, expectNoViolations, openPage, siteDataDir, test } from "./helpers.ts";

const siteUrl = buildSettings.SITE_URL;

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
const absolute = (locale: Locale, path: string) => `${siteUrl}${localePath(locale, path)}`;

/** Every `<link>` and `<meta>` of a page's head, as attribute maps. */
function headTags(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(?:link|meta)\s([^>]*?)\/?>/g)].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    headTags(html)
      .filter((tag) => tag.rel === "alternate" && tag.hreflang)
      .map((tag) => [tag.hreflang ?? "", tag.href ?? ""]),
  );
}

/** A mail's text as written: its quoted-printable body decoded (=C3=AA → ê). */
function quotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const expectedAlternates = (path: string) => ({
  ...Object.fromEntries(locales.map((locale) => [locale.code, absolute(locale, path)])),
  "x-default": absolute(defaultLocale, path),
});

test.describe("every page in every language", () => {
  for (const locale of locales) {
    for (const page of indexablePages) {
      const url = localePath(locale, page.path);
      test(`${url}: its language, canonical, alternates and og:locale`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale.code}" dir="${locale.dir}"`);
        const tags = headTags(html);
        expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(absolute(locale, page.path));
        // Reciprocal: every version lists all four and English as the default, the same set.
        expect(alternatesOf(html)).toEqual(expectedAlternates(page.path));
        expect(tags.find((tag) => tag.property === "og:locale")?.content).toBe(locale.ogLocale);
        expect(
          tags.filter((tag) => tag.property === "og:locale:alternate").map((tag) => tag.content),
        ).toEqual(locales.filter((other) => other !== locale).map((other) => other.ogLocale));
        expect(tags.find((tag) => tag.property === "og:url")?.content).toBe(absolute(locale, page.path));
        const graph = JSON.parse(
          /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
        ) as {
          "@graph": { "@type": string; inLanguage?: string; url?: string }[];
        };
        expect(graph["@graph"].find((node) => node["@type"] === "WebPage")).toMatchObject({
          inLanguage: locale.code,
          url: absolute(locale, page.path),
        });
        // Its own words: the title is the one its content file gives it.
        const { title } = html.match(/<title>(?<title>[^<]*)<\/title>/)?.groups ?? {};
        expect(title).toContain(metaTitle(locale, page.id));
      });
    }
  }
});

/** A page's title in a language, as its content file gives it (scripts/page-meta.ts) and HTML writes it. */
function metaTitle(locale: Locale, id: (typeof indexablePages)[number]["id"]): string {
  return asHtml(pageMetaOf(locale.code)[id].meta.title);
}

test("the sitemap lists every page in every language, each with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  expect(entries).toHaveLength(indexablePages.length * locales.length);
  for (const page of indexablePages) {
    for (const locale of locales) {
      const entry = entries.find((body) => body.includes(`<loc>${absolute(locale, page.path)}</loc>`));
      expect(entry, `${localePath(locale, page.path)} in the sitemap`).toBeDefined();
      const alternates = Object.fromEntries(
        [...(entry ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          href,
        ]),
      );
      expect(alternates).toEqual(expectedAlternates(page.path));
    }
  }
});

test.describe("the language switch", () => {
  for (const width of [360, 1440]) {
    test(`links the same page and view in each language, named in itself, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const panel = contentOf("en").foundry.panels[2]?.key ?? "";
      await openPage(page, `/it/foundry?panel=${panel}`);
      const switcher = page.getByRole("navigation", { name: contentOf("it").layout.languageLabel });
      for (const locale of locales) {
        const link = switcher.getByRole("link", { name: locale.name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", `${localePath(locale, "/foundry")}?panel=${panel}`);
        await expect(link).toHaveAttribute("lang", locale.code);
        await expect(link).toHaveAttribute("hreflang", locale.code);
      }
      await expect(switcher.getByRole("link", { name: "Italiano" })).toHaveAttribute("aria-current", "true");
    });
  }

  test("takes the visitor to the page in the language chosen", async ({ page }) => {
    await openPage(page, "/about");
    await page
      .getByRole("navigation", { name: contentOf("en").layout.languageLabel })
      .getByRole("link", { name: "Português" })
      .click();
    await expect(page).toHaveURL(/\/pt\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentOf("pt").about.banner.title);
  });

  test("never redirects by the browser's language", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "it-IT",
      extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9" },
    });
    const page = await context.newPage();
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });
});

test.describe("a 404 speaks the language of its address", () => {
  for (const locale of locales) {
    test(`${localePath(locale, "/no-such-page")}`, async ({ request }) => {
      const response = await request.get(localePath(locale, "/no-such-page"));
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale.code}" dir="${locale.dir}"`);
      expect(html).toContain(asHtml(contentOf(locale.code).notFound.heading));
    });
  }
});

test.describe("the contact form answers in the visitor's language", () => {
  for (const locale of locales.filter((entry) => entry !== defaultLocale)) {
    const { contact } = contentOf(locale.code);
    test(`${locale.name}: a message for an empty field, then the receipt`, async ({ page }) => {
      await openPage(page, localePath(locale, "/contact"));
      const form = page.getByRole("main").locator("form");
      await form.getByRole("button", { name: contact.form.submit }).click();
      await expect(form.getByText(contact.form.messages.from_name)).toBeVisible();
      await form.getByLabel(contact.form.fields.from_name.label).fill("Anna Rossi");
      await form.getByLabel(contact.form.fields.email.label).fill("anna@example.org");
      await form.getByLabel(contact.form.fields.subject.label).fill("Getti per corpi pompa");
      await form.getByLabel(contact.form.fields.message.label).fill("Ci servono 40 corpi pompa in duplex.");
      await form.getByRole("button", { name: contact.form.submit }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${localePath(locale, "/contact/sent")}\\?ref=ENQ-`));
      await expect(
        page.getByRole("heading", { name: contentOf(locale.code).contactSent.heading }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
      // The sales team reads which language to answer in.
      const reference = new URL(page.url()).searchParams.get("ref") ?? "";
      const mail = join(siteDataDir, "mail", `${reference}.eml`);
      await expect.poll(() => existsSync(mail), { message: `${reference}.eml arrives` }).toBe(true);
      expect(quotedPrintable(readFileSync(mail, "latin1"))).toContain(
        `Language: ${locale.name} (${locale.code})`,
      );
    });
  }

  test("without JavaScript too, in Arabic", async ({ browser }) => {
    const { contact } = contentOf("ar");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ar/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(contact.form.fields.from_name.label).fill("Omar");
    await form.getByLabel(contact.form.fields.email.label).fill("omar@example.org");
    await form.getByLabel(contact.form.fields.subject.label).fill("Hammers");
    await form.getByLabel(contact.form.fields.message.label).fill("40 manganese hammers, please.");
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(page).toHaveURL(/\/ar\/contact\/sent\?ref=ENQ-/);
    await expect(page.getByRole("heading", { name: contentOf("ar").contactSent.heading })).toBeVisible();
    await context.close();
  });
});

test.describe("accessibility in every language", () => {
  for (const locale of locales.filter((entry) => entry !== defaultLocale)) {
    for (const [name, viewport] of [
      ["desktop", { width: 1366, height: 900 }],
      ["phone", { width: 375, height: 740 }],
    ] as const) {
      for (const page of indexablePages) {
        const url = localePath(locale, page.path);
        test(`${url} at ${name} width has no violations`, async ({ page: tab }) => {
          await tab.setViewportSize(viewport);
          await openPage(tab, url);
          await expectNoViolations(tab, url);
        });
      }
    }
  }
});
