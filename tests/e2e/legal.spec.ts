/**
 * What an Italian company site must be before it goes live (GDPR art. 13, civil code art. 2250,
 * the Garante's cookie guidelines): the legal data in every footer, a privacy notice and a cookie
 * statement reachable from every page and from the form's send button, every cookie declared, and
 * no request to another site before the visitor asks for one.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { localePath, locales } from "../../app/locales.ts";
import { pages, thirdPartyNoticesPath } from "../../app/pages.ts";
import { expect, openPage, recordOffSiteRequests } from "./helpers.ts";
import { test } from "./kept-page.ts";
import { entrySamples } from "./site-pages.ts";

const { contact, cookies, foundry, gallery, layout, privacy, site } = contentOf("en");

const footer = (page: Page) => page.getByRole("contentinfo");
const privacyPath = "/privacy";
const cookiesPath = "/cookies";
const legalLinks = layout.footer.legalLinks;

/** Every address a visitor can open without clicking anything on another site. */
const everyUrl = [
  ...pages.map((page) => (page.path === "/contact/sent" ? "/contact/sent?ref=ENQ-7K3F9Q" : page.path)),
  ...entrySamples,
  ...foundry.panels.map((panel) => `/foundry?panel=${panel.key}`),
  ...gallery.categories.map((category) => `/gallery?category=${category.key}`),
];

test.describe("every page's footer", () => {
  for (const url of [...pages.map((page) => page.path).filter((path) => path !== "/contact/sent"), "/nope"]) {
    test(`${url} shows the company's legal data and links the privacy notice and cookie statement`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect([200, 404]).toContain(response?.status());
      const legal = footer(page);
      for (const value of [
        site.company.legalName,
        site.company.registeredOffice,
        site.company.vatNumber,
        site.company.companyRegister,
        site.company.shareCapital ?? "",
      ]) {
        await expect(legal.getByText(value, { exact: false }).first()).toBeVisible();
      }
      for (const link of legalLinks) {
        await expect(legal.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to,
        );
      }
      await expect(
        legal.getByRole("link", { name: layout.footer.thirdPartyNotices, exact: true }),
      ).toHaveAttribute("href", thirdPartyNoticesPath);
    });
  }
});

test("the third-party licences, linked from every language's footer, name what browsers get with each licence and its source", async ({
  page,
  request,
}) => {
  for (const locale of locales) {
    await openPage(page, localePath(locale, "/"));
    const link = footer(page).getByRole("link", {
      name: contentOf(locale.code).layout.footer.thirdPartyNotices,
      exact: true,
    });
    await expect(link).toHaveAttribute("href", thirdPartyNoticesPath);
  }
  const response = await request.get(thirdPartyNoticesPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  // The quote page's CAD reader and its OCCT (LGPL-2.1, from the worker's own bundle), the 3-D
  // view, the framework and a font: each with its licence's text and where its source is.
  for (const name of [
    "occt-import-js",
    "three",
    "react",
    "react-dom",
    "react-router",
    "@fontsource/barlow-condensed",
  ])
    expect(text, name).toMatch(new RegExp(`^- ${name.replace("/", "\\/")} [\\d.]+: `, "m"));
  expect(text).toContain("GNU LESSER GENERAL PUBLIC LICENSE");
  expect(text).toContain("Open CASCADE");
  expect(text).toContain("SIL Open Font License");
  expect(text).toContain("Source: https://github.com/kovacsv/occt-import-js");
});

test("the privacy notice and the cookie statement are the footer's links", () => {
  expect(legalLinks.map((link) => link.to)).toEqual([privacyPath, cookiesPath]);
});

test("the form's send button has the privacy notice beside it", async ({ page }) => {
  await openPage(page, "/contact");
  const form = page.getByRole("main").locator("form");
  // The one in the note beside the send button (the drawings' promise links there too).
  const link = form
    .locator("p", { hasText: contact.form.privacyNote.text })
    .getByRole("link", { name: contact.form.privacyNote.link.label });
  await expect(link).toHaveAttribute("href", privacyPath);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test.describe("the privacy notice", () => {
  test("names the controller, how to reach them, the retention, the rights and the Garante", async ({
    page,
  }) => {
    await openPage(page, privacyPath);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const fact of [site.company.legalName, site.company.registeredOffice, site.company.vatNumber]) {
      await expect(main.getByText(fact, { exact: false }).first()).toBeVisible();
    }
    await expect(main.getByRole("link", { name: site.privacy.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.privacy.email}`,
    );
    // The same number of days as the server's default ENQUIRY_RETENTION_MS (server/config.test.ts).
    await expect(
      main.getByText(new RegExp(`\\b${site.privacy.retentionDays} days\\b`)).first(),
    ).toBeVisible();
    // GDPR art. 13(1)(c) legal bases, art. 13(2)(d) the right to complain to a supervisory authority.
    await expect(main.getByText(/Article 6\(1\)\(b\)/).first()).toBeVisible();
    await expect(main.getByText(/Garante per la protezione dei dati personali/)).toBeVisible();
    const toCookies = privacy.sections.find((section) => section.link?.to === cookiesPath)?.link;
    if (!toCookies) throw new Error(`no section of content/en/privacy.yaml links to ${cookiesPath}`);
    await expect(main.getByRole("link", { name: toCookies.label })).toHaveAttribute("href", cookiesPath);
    // Every section is listed at the top and can be linked to.
    const contents = main.getByRole("navigation", { name: privacy.contents });
    const sections = await contents.getByRole("link").all();
    expect(sections.length).toBeGreaterThan(5);
    for (const link of sections) {
      const target = (await link.getAttribute("href")) ?? "";
      await expect(page.locator(target)).toHaveCount(1);
    }
  });
});

test.describe("the cookie statement", () => {
  test("lists every cookie the site sets and every key it keeps in the browser", async ({
    page,
    context,
  }) => {
    // Each page's scripts running before the next is asked for: what they keep as the page is
    // left (React Router's scroll positions) counts too.
    for (const url of everyUrl) await openPage(page, url);
    await openPage(page, "/contact");
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: contact.form.fields.from_name.label, exact: true })
      .fill("Giulia Rossi");
    const stored = await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]);
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames.length).toBeGreaterThan(0);

    await openPage(page, cookiesPath);
    const table = page.getByRole("table", { name: cookies.table.caption });
    const listed = (await table.getByRole("rowheader").allTextContents()).map((name) => name.trim());
    for (const name of cookieNames) expect(listed, `cookie ${name}`).toContain(name);
    // Keys that carry a season or a date are listed by their stem ("greetings-dismissed:…").
    const stems = listed.map((name) => name.replace(/…$/, ""));
    for (const key of stored) {
      expect(
        stems.some((stem) => key === stem || key.startsWith(stem)),
        `browser storage ${key}`,
      ).toBe(true);
    }
  });

  test("the anti-forgery cookie is the only cookie, a session cookie, for this site only", async ({
    page,
    context,
  }) => {
    await openPage(page, "/contact");
    const [cookie, ...others] = await context.cookies();
    expect(others).toEqual([]);
    expect(cookie?.name).toBe("XSRF-TOKEN");
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.sameSite).toBe("Strict");
  });
});

test.describe("no request to another site before a click", () => {
  for (const url of everyUrl) {
    test(`${url}, scrolled to the bottom`, async ({ page }) => {
      const offSite = recordOffSiteRequests(page);
      await openPage(page, url);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(offSite).toEqual([]);
    });
  }
});

test.describe("the head office map", () => {
  const { map } = contact.details;

  test("is a local picture with the address and the provider's note until the visitor asks for it", async ({
    page,
  }) => {
    const offSite = recordOffSiteRequests(page);
    await openPage(page, "/contact");
    const figure = page.getByRole("figure", { name: map.title });
    await expect(figure.getByRole("img", { name: map.imageAlt })).toBeVisible();
    await expect(figure.getByText(site.offices.italy.lines.join(", "))).toBeVisible();
    await expect(figure.getByText(map.privacyNote)).toBeVisible();
    await expect(figure.getByRole("link", { name: map.providerPrivacy.label })).toHaveAttribute(
      "href",
      map.providerPrivacy.href,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    /** Where the element sits in the page, whatever the scroll position. */
    const placeOf = (element: typeof figure) =>
      element.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return {
          top: Math.round(box.top + window.scrollY),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
    const picture = await placeOf(figure.getByRole("img", { name: map.imageAlt }));

    await figure.getByRole("link", { name: map.show }).click();
    const frame = figure.getByTitle(map.title);
    await expect(frame).toBeVisible();
    expect(new URL((await frame.getAttribute("src")) ?? "").host).toBe("www.openstreetmap.org");
    await expect(frame).toBeFocused();
    await expect.poll(() => offSite.some((url) => new URL(url).host === "www.openstreetmap.org")).toBe(true);
    // The map takes the picture's place: nothing around it moves.
    expect(await placeOf(frame)).toEqual(picture);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the show link opens the page with the map in it", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("link", { name: map.show }).click();
      await expect(page).toHaveURL(/\/contact\?map=show#head-office-map$/);
      await expect(page.getByTitle(map.title)).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\//);
      await expect(page.getByRole("link", { name: map.openInMaps })).toHaveAttribute("target", "_blank");
    });
  });
});
