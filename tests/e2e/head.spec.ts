/**
 * What search engines, link previews and the browser read from a page's <head> (issue 48): after
 * a client navigation, Back and Forward, it is the head of the page shown, as the server sends it
 * for that page's address, with nothing of the page before it left behind.
 */
import type { Page } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";
import { localePath, locales } from "../../app/locales.ts";
import { expect, openPage, test } from "./helpers.ts";

/** The head's facts, read the same way from the served HTML and from the live document. */
interface HeadFacts {
  title: string[];
  description: string[];
  canonical: string[];
  ogUrl: string[];
  ogTitle: string[];
  ogDescription: string[];
  ogImage: string[];
  alternates: string[];
  structuredData: string[];
}

type Query = (selector: string) => { text: string; attribute: (name: string) => string }[];

const factsOf = (all: Query): HeadFacts => {
  const attributes = (selector: string, name: string) => all(selector).map((each) => each.attribute(name));
  return {
    title: all("head title").map((each) => each.text),
    description: attributes('head meta[name="description"]', "content"),
    canonical: attributes('head link[rel="canonical"]', "href"),
    ogUrl: attributes('head meta[property="og:url"]', "content"),
    ogTitle: attributes('head meta[property="og:title"]', "content"),
    ogDescription: attributes('head meta[property="og:description"]', "content"),
    ogImage: attributes('head meta[property="og:image"]', "content"),
    alternates: all('head link[rel="alternate"][hreflang]').map(
      (each) => `${each.attribute("hreflang")} ${each.attribute("href")}`,
    ),
    // Compared as data: the same graph, however its JSON is spaced.
    structuredData: all('script[type="application/ld+json"]').map((each) =>
      JSON.stringify(JSON.parse(each.text)),
    ),
  };
};

async function servedHead(page: Page, path: string): Promise<HeadFacts> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = parse(await response.text());
  return factsOf((selector) =>
    html.querySelectorAll(selector).map((element: HTMLElement) => ({
      text: element.text,
      attribute: (name: string) => element.getAttribute(name) ?? "",
    })),
  );
}

async function liveHead(page: Page): Promise<HeadFacts> {
  const found = await page.evaluate(() => {
    const selectors = [
      "head title",
      'head meta[name="description"]',
      'head link[rel="canonical"]',
      'head meta[property="og:url"]',
      'head meta[property="og:title"]',
      'head meta[property="og:description"]',
      'head meta[property="og:image"]',
      'head link[rel="alternate"][hreflang]',
      'script[type="application/ld+json"]',
    ];
    return Object.fromEntries(
      selectors.map((selector) => [
        selector,
        [...document.querySelectorAll(selector)].map((element) => ({
          text: element.textContent ?? "",
          attributes: Object.fromEntries([...element.attributes].map((each) => [each.name, each.value])),
        })),
      ]),
    );
  });
  return factsOf((selector) =>
    (found[selector] ?? []).map((element) => ({
      text: element.text,
      attribute: (name: string) => element.attributes[name] ?? "",
    })),
  );
}

for (const code of ["en", "ar"] as const) {
  const locale = locales.find((each) => each.code === code);
  if (!locale) throw new Error(`no locale ${code}`);
  const [home, about, quote] = ["/", "/about", "/quote"].map((path) => localePath(locale, path)) as [
    string,
    string,
    string,
  ];

  test(`${code}: the head is the shown page's after / → /about → /quote, Back and Forward`, async ({
    page,
    problems,
  }) => {
    const served = {
      [home]: await servedHead(page, home),
      [about]: await servedHead(page, about),
      [quote]: await servedHead(page, quote),
    };
    // The pages differ in every fact but the language's alternates' set, so a stale tag shows.
    expect(served[about]?.canonical).not.toEqual(served[home]?.canonical);
    expect(served[about]?.structuredData).not.toEqual(served[home]?.structuredData);

    const expectHeadOf = async (path: string) => {
      await expect(page).toHaveURL(path);
      await expect.poll(() => liveHead(page), { message: `head of ${path}` }).toEqual(served[path]);
    };

    await openPage(page, home);
    await expectHeadOf(home);
    // A reload would make every check below pass for the wrong reason; a client navigation keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.locator(`header a[href="${about}"]`).first().click();
    await expectHeadOf(about);
    await page.locator(`header a[href="${quote}"]`).first().click();
    await expectHeadOf(quote);
    await page.goBack();
    await expectHeadOf(about);
    await page.goBack();
    await expectHeadOf(home);
    await page.goForward();
    await expectHeadOf(about);

    expect(await page.evaluate(() => "sameDocument" in window), "navigated without reloading").toBe(true);
    problems.expectNone();
  });
}
