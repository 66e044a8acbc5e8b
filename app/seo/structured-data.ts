/**
 * Structured data (schema.org JSON-LD) built from the content modules, so what search engines read
 * is what visitors read. Types from schema-dts; they cost no bytes in the page. The company's own
 * data is in organization-data.ts, which only the pages that carry it load.
 */
import type { Article, BreadcrumbList, LocalBusiness, NewsArticle, Organization, WebPage } from "schema-dts";
import { pageUrl } from "./page-url.ts";

/** A node of the page's JSON-LD graph. */
export type StructuredData = BreadcrumbList | Organization | LocalBusiness | WebPage | Article | NewsArticle;

/** The trail a page's banner shows (PageBanner), item for item, with absolute URLs. */
export function breadcrumbList(crumbs: readonly { label: string; to: string }[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: pageUrl(crumb.to),
    })),
  };
}
