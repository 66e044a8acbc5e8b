import { absoluteUrl } from "../seo/urls.ts";

/**
 * Everything may be crawled, prerendered to build/client/robots.txt. The enquiry receipt and the
 * 404 are not blocked here but marked noindex in the page: a crawler must fetch a page to read
 * its noindex.
 */
export function loader() {
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
