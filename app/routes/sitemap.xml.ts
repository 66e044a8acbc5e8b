import { pageAlternates, pageUrl } from "../seo/page-url.ts";
import { locales } from "../locales.ts";
import { articles } from "virtual:content/articles";
import { materials } from "virtual:content/materials";
import { collectionEntries } from "../content/collection-pages.ts";
import { indexablePages } from "../pages.ts";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every page search engines may list (app/pages.ts, and one per entry of a content list) in every language, each with its alternates in
 * the others (the same hreflang links the pages carry), prerendered to build/client/sitemap.xml by
 * the English build. No <lastmod>: without a real date of change per page, search engines learn
 * to ignore it.
 */
export function loader() {
  const paths = [
    ...indexablePages.map((page) => page.path),
    ...collectionEntries({ materials, articles }).map((entry) => entry.path),
  ];
  const urls = paths.flatMap((path) => {
    const alternates = pageAlternates(path).map(
      ({ hrefLang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    );
    return locales.map((locale) =>
      [`  <url>`, `    <loc>${escapeXml(pageUrl(path, locale))}</loc>`, ...alternates, `  </url>`].join("\n"),
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
