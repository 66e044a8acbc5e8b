import { absoluteUrl } from "../components/urls.ts";
import { indexablePages } from "../pages.ts";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every page search engines may list (app/pages.ts), prerendered to build/client/sitemap.xml. No
 * <lastmod>: without a real date of change per page, search engines learn to ignore it.
 */
export function loader() {
  const urls = indexablePages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(page.path))}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
