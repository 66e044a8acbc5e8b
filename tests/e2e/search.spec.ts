/**
 * What a search engine's crawler or a link preview reads, over plain HTTP from the built site:
 * canonical URLs, Open Graph and its pictures, the sitemap, robots.txt, the icons and manifest,
 * and the structured data, checked against app/pages.ts and the content modules.
 */
import { defaultLocale, localePath, locales } from "../../app/locales.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { indexablePages, pages } from "../../app/pages.ts";
import { listedPages } from "./site-pages.ts";
import { canonicals, getDocument, metaValues, type Node, ofType, siteUrl, structuredData } from "./html.ts";

/** Every page search engines may list, with its English title and description (the default build's). */
const listed = listedPages(defaultLocale.code);

const { layout, site } = contentOf("en");

const absolute = (path: string) => `${siteUrl}${path}`;

/** Pages reachable only through a query, which must point search engines at their page. */
const queryVariants = [
  { url: "/foundry?panel=testingFacility", page: "/foundry" },
  { url: "/gallery?category=metal", page: "/gallery" },
];
const unlisted = ["/contact/sent", "/no-such-page"];

/** The one value a crawler should find; fails on none or several. */
function single(document: HTMLElement, name: string): string {
  const values = metaValues(document, name);
  expect(values, `<meta> ${name}`).toHaveLength(1);
  return values[0] ?? "";
}

/** The trail the page's banner shows, as search engines are to read it. */
function visibleBreadcrumbs(document: HTMLElement) {
  const links = document.querySelectorAll(`nav[aria-label="${layout.breadcrumbLabel}"] a`);
  expect(links.length, "breadcrumb links").toBeGreaterThanOrEqual(2);
  return links.map((link, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: link.textContent.trim(),
    item: absolute(link.getAttribute("href") ?? ""),
  }));
}

/** An image the page names by absolute URL, fetched from the server under test. */
async function fetchImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  const response = await request.get(url.slice(siteUrl.length));
  expect(response.status(), url).toBe(200);
  return { type: response.headers()["content-type"], image: await sharp(await response.body()).metadata() };
}

test("the build names a real origin for its absolute URLs", () => {
  expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
});

test.describe("every page search engines may list", () => {
  for (const page of listed) {
    test(`${page.path}: one canonical URL, its own title and description, Open Graph`, async ({
      request,
    }) => {
      const document = await getDocument(request, page.path);
      const { meta } = page;
      const url = absolute(page.path);
      expect(canonicals(document)).toEqual([url]);
      // The company's name after the title, unless the whole would be longer than results show.
      const full = `${meta.title} | ${site.company.name}`;
      const title = full.length <= 60 ? full : meta.title;
      expect(document.querySelector("title")?.textContent).toBe(title);
      expect(single(document, "description")).toBe(meta.description);
      expect(metaValues(document, "robots")).toEqual([]);

      expect(single(document, "og:url")).toBe(url);
      expect(single(document, "og:title")).toBe(title);
      expect(single(document, "og:description")).toBe(meta.description);
      expect(single(document, "og:type")).toBe("website");
      expect(single(document, "og:site_name")).toBe(site.company.name);
      expect(single(document, "og:locale")).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(single(document, "og:image:width")).toBe("1200");
      expect(single(document, "og:image:height")).toBe("630");
      expect(single(document, "og:image:alt")).toContain(meta.title);
      expect(single(document, "twitter:card")).toBe("summary_large_image");

      const picture = await fetchImage(request, single(document, "og:image"));
      expect(picture.type).toBe("image/png");
      expect(picture.image).toMatchObject({ format: "png", width: 1200, height: 630 });
    });
  }

  test("no two pages share a title or a description", async ({ request }) => {
    const documents = await Promise.all(listed.map((page) => getDocument(request, page.path)));
    const titles = documents.map((document) => document.querySelector("title")?.textContent);
    const descriptions = documents.map((document) => single(document, "description"));
    expect(new Set(titles).size).toBe(listed.length);
    expect(new Set(descriptions).size).toBe(listed.length);
  });

  for (const { url, page } of queryVariants) {
    test(`${url} names its page, ${page}, as the canonical URL`, async ({ request }) => {
      const document = await getDocument(request, url);
      expect(canonicals(document)).toEqual([absolute(page)]);
      expect(single(document, "og:url")).toBe(absolute(page));
    });
  }
});

test.describe("pages kept out of search results", () => {
  for (const path of unlisted) {
    test(`${path} is noindex, with no canonical URL`, async ({ request }) => {
      const document = await getDocument(request, path, path === "/contact/sent" ? 200 : 404);
      expect(metaValues(document, "robots")).toEqual(["noindex"]);
      expect(canonicals(document)).toEqual([]);
    });
  }
});

test.describe("sitemap.xml and robots.txt", () => {
  test("the sitemap lists exactly the pages app/pages.ts opens to search engines, in every language", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      listed.flatMap((page) => locales.map((locale) => absolute(localePath(locale, page.path)))),
    );
    const unlistedPages = pages.filter((page) => !page.indexable).map((page) => absolute(page.path));
    expect(unlistedPages).toContain(absolute("/contact/sent"));
    for (const url of [...unlistedPages, absolute("/no-such-page")]) expect(locations).not.toContain(url);
  });

  test("robots.txt lets crawlers in and names the sitemap by its absolute URL", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
    expect(lines.filter((line) => /^Disallow:\s*\/\s*$/i.test(line))).toEqual([]);
  });
});

test.describe("icons and web manifest", () => {
  test("every page links the icons and the manifest, and each answers", async ({ request }) => {
    const linked = new Set<string>();
    for (const page of indexablePages) {
      const document = await getDocument(request, page.path);
      const hrefs = document
        .querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
        .map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`);
      expect(hrefs).toEqual([
        "icon /favicon.ico",
        "icon /favicon.svg",
        "apple-touch-icon /apple-touch-icon.png",
        "manifest /site.webmanifest",
      ]);
      for (const href of hrefs) linked.add(href.split(" ")[1] ?? "");
    }
    const types: Record<string, RegExp> = {
      "/favicon.ico": /^image\/(x-icon|vnd\.microsoft\.icon)/,
      "/favicon.svg": /^image\/svg\+xml/,
      "/apple-touch-icon.png": /^image\/png/,
      "/site.webmanifest": /^application\/manifest\+json/,
    };
    for (const href of linked) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toMatch(types[href] ?? /^$/);
    }
    const appleTouch = await request.get("/apple-touch-icon.png");
    expect(await sharp(await appleTouch.body()).metadata()).toMatchObject({ width: 180, height: 180 });
  });

  test("the manifest names the site and its 192 and 512 px icons, one maskable", async ({ request }) => {
    const manifest = (await (await request.get("/site.webmanifest")).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: site.company.name,
      short_name: site.company.shortName,
      start_url: "/",
      display: "standalone",
      theme_color: "#14181c",
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(["192x192", "512x512", "512x512"]);
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe(icon.type);
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await sharp(await response.body()).metadata(), icon.src).toMatchObject({ width, height });
    }
  });
});

test.describe("structured data", () => {
  const expectedAddress = (office: typeof site.offices.portugal) => ({
    "@type": "PostalAddress",
    streetAddress: office.address.streetAddress,
    postalCode: office.address.postalCode,
    addressLocality: office.address.locality,
    addressRegion: office.address.region,
    addressCountry: office.address.country,
  });

  test("/ describes the company, and leaves its offices to the contact page", async ({ request }) => {
    const nodes = structuredData(await getDocument(request, "/"));
    expect(ofType(nodes, "Organization")).toEqual([
      expect.objectContaining({ name: site.company.name, url: `${siteUrl}/` }),
    ]);
    expect(ofType(nodes, "LocalBusiness")).toEqual([]);
  });

  for (const path of ["/contact"]) {
    test(`${path} describes the company and its two offices as the site shows them`, async ({ request }) => {
      const document = await getDocument(request, path);
      const nodes = structuredData(document);
      const [organization, ...more] = ofType(nodes, "Organization");
      expect(more).toEqual([]);
      expect(organization).toMatchObject({
        name: site.company.name,
        url: `${siteUrl}/`,
        sameAs: [site.social.facebook.href, site.social.linkedin.href],
      });
      const contactPoints = organization?.contactPoint as Node[];
      expect(contactPoints.map((point) => [point.telephone, point.email])).toEqual(
        site.emails.map((email) => [site.phone.tel, email.address]),
      );
      const logo = await fetchImage(request, String(organization?.logo));
      expect(logo.image).toMatchObject({ format: "png", width: 512, height: 512 });

      const offices = ofType(nodes, "LocalBusiness");
      expect(offices.map((office) => office.name)).toEqual([
        site.offices.italy.address.name,
        site.offices.portugal.address.name,
      ]);
      expect(offices.map((office) => office.address)).toEqual([
        expectedAddress(site.offices.italy),
        expectedAddress(site.offices.portugal),
      ]);
      for (const office of offices) {
        expect(office.telephone).toBe(site.phone.tel);
        expect(office.parentOrganization).toEqual({ "@id": organization?.["@id"] });
        // The hours the company sets (spec §2 and §9 launch them as Monday - Friday 09 AM to 6 PM).
        expect(office.openingHoursSpecification).toEqual({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: site.hours.days,
          opens: site.hours.opens,
          closes: site.hours.closes,
        });
      }
      // …and the same hours and addresses are what visitors read on the page.
      const text = document.querySelector("body")?.textContent ?? "";
      expect(text).toContain(site.openingHours);
      for (const office of offices) {
        const address = office.address as Node;
        for (const part of ["streetAddress", "postalCode", "addressLocality"]) {
          expect(text).toContain(String(address[part]));
        }
      }
    });
  }

  const innerPages = [
    ...listed.filter((page) => page.path !== "/").map((page) => page.path),
    ...queryVariants.map((variant) => variant.url),
  ];
  for (const url of innerPages) {
    test(`${url}: the BreadcrumbList is the banner's trail, item for item`, async ({ request }) => {
      const document = await getDocument(request, url);
      const lists = ofType(structuredData(document), "BreadcrumbList");
      expect(lists).toHaveLength(1);
      expect(lists[0]?.itemListElement).toEqual(visibleBreadcrumbs(document));
    });
  }

  test("the home page has no trail, so no BreadcrumbList", async ({ request }) => {
    expect(ofType(structuredData(await getDocument(request, "/")), "BreadcrumbList")).toEqual([]);
  });
});
