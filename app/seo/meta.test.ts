/**
 * What a page's <head> tells search engines and link previews, from pageMeta: the tags React
 * Router renders from these descriptors (tests/e2e/search.spec.ts reads them from the built pages).
 */
import { about } from "virtual:content/about";
import { site } from "virtual:content/site";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildSettings } from "../../scripts/build/build-settings.ts";
import { pageMeta, unlistedPageMeta } from "./meta.ts";
import { breadcrumbList } from "./structured-data.ts";
import { absoluteUrl, shareImagePath } from "./urls.ts";

const origin = buildSettings.SITE_URL;
const property = (meta: MetaDescriptor[], name: string) =>
  meta.flatMap((tag) => ("property" in tag && tag.property === name ? [tag.content] : []));
const canonicals = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("rel" in tag && tag.rel === "canonical" ? [tag.href] : []));

describe("absoluteUrl", () => {
  it("puts the build's SITE_URL before the path, with no trailing slash but the root's", () => {
    expect(absoluteUrl("/")).toBe(`${origin}/`);
    expect(absoluteUrl("/about")).toBe(`${origin}/about`);
  });
});

describe("pageMeta", () => {
  const meta = pageMeta("/about", about.meta, { structuredData: [breadcrumbList(about.banner.breadcrumbs)] });

  it("gives the title with the company name, and the description", () => {
    expect(meta).toContainEqual({ title: `About Us | ${site.company.name}` });
    expect(meta).toContainEqual({ name: "description", content: about.meta.description });
  });

  it("names one canonical URL, the page's own", () => {
    expect(canonicals(meta)).toEqual([`${origin}/about`]);
  });

  it("gives link previews the page's title, description, URL and 1200 × 630 picture", () => {
    expect(property(meta, "og:title")).toEqual([`About Us | ${site.company.name}`]);
    expect(property(meta, "og:description")).toEqual([about.meta.description]);
    expect(property(meta, "og:url")).toEqual([`${origin}/about`]);
    expect(property(meta, "og:type")).toEqual(["website"]);
    expect(property(meta, "og:site_name")).toEqual([site.company.name]);
    expect(property(meta, "og:locale")).toEqual(["en_GB"]);
    expect(property(meta, "og:image")).toEqual([`${origin}/og/about.png`]);
    expect(property(meta, "og:image:width")).toEqual(["1200"]);
    expect(property(meta, "og:image:height")).toEqual(["630"]);
    expect(property(meta, "og:image:alt")[0]).toMatch(/^About Us — /);
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("carries the structured data as one JSON-LD graph, with the page and its language", () => {
    const scripts = meta.filter((tag) => "script:ld+json" in tag);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [{ "@type": "WebPage", inLanguage: "en" }, { "@type": "BreadcrumbList" }],
      },
    });
    // Every page says which language it is in, with or without more structured data.
    expect(pageMeta("/offering", about.meta).filter((tag) => "script:ld+json" in tag)).toMatchObject([
      { "script:ld+json": { "@graph": [{ "@type": "WebPage", inLanguage: "en" }] } },
    ]);
  });

  it("draws a Foundry panel's preview with the page's title, while the tab shows the panel's", () => {
    const panel = pageMeta(
      "/foundry",
      { title: "Testing Facility", description: about.meta.description },
      { imageTitle: "Foundry" },
    );
    expect(panel).toContainEqual({ title: `Testing Facility | ${site.company.name}` });
    expect(property(panel, "og:image")).toEqual([`${origin}${shareImagePath("/foundry")}`]);
    expect(property(panel, "og:image:alt")[0]).toMatch(/^Foundry — /);
    expect(canonicals(panel)).toEqual([`${origin}/foundry`]);
  });
});

describe("unlistedPageMeta", () => {
  it("keeps a page out of search results, with no canonical URL or preview", () => {
    const meta = unlistedPageMeta({ title: "Enquiry received", description: "Received." });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(canonicals(meta)).toEqual([]);
    expect(property(meta, "og:image")).toEqual([]);
  });
});

describe("the page in other languages", () => {
  const meta = pageMeta("/about", about.meta);

  it("links it in every language and English as the default, absolute, the same set on every version", () => {
    const alternates = meta.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${origin}/about` },
      { tagName: "link", rel: "alternate", hrefLang: "it", href: `${origin}/it/about` },
      { tagName: "link", rel: "alternate", hrefLang: "pt", href: `${origin}/pt/about` },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: `${origin}/ar/about` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}/about` },
    ]);
  });

  it("names its own locale and the others for link previews", () => {
    expect(property(meta, "og:locale")).toEqual(["en_GB"]);
    expect(property(meta, "og:locale:alternate")).toEqual(["it_IT", "pt_PT", "ar_AR"]);
  });
});
