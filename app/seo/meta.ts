import { locale } from "../locale.ts";
import { locales } from "../locales.ts";
import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import type { MetaDescriptor } from "react-router";
import type { EntryPath, IndexablePath } from "../pages.ts";
import { pageTitle } from "./page-title.ts";
import { breadcrumbList, type StructuredData } from "./structured-data.ts";
import { fillTemplate } from "../format/template.ts";
import { pageAlternates, pageUrl } from "./page-url.ts";
import { absoluteUrl, shareImagePath, shareImageSize } from "./urls.ts";

/**
 * What search engines and link previews read about a page of app/pages.ts: its title (ending in
 * the company name) and description, one canonical URL, Open Graph with the page's picture, and
 * its structured data. `path` is the page's own path, whatever the address asked for
 * (`/foundry?panel=…`, `/ABOUT`): query variants are views of one page, so they share its URL.
 */
export function pageMeta(
  path: IndexablePath | EntryPath,
  page: { title: string; description: string },
  {
    structuredData = [],
    imageTitle = page.title,
  }: {
    structuredData?: StructuredData[];
    /** The title drawn on the page's picture, when the page shows another (a Foundry panel). */
    imageTitle?: string;
  } = {},
): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const url = pageUrl(path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in every language, this one included, and English for any other reader.
    ...pageAlternates(path).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.company.name },
    { property: "og:locale", content: locale.ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: absoluteUrl(shareImagePath(path, locale.prefix)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    {
      property: "og:image:alt",
      content: fillTemplate(layout.shareImageAlt, { title: imageTitle, company: site.company.name }),
    },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  // The page itself, so search engines read which language it is in.
  const webPage: StructuredData = { "@type": "WebPage", url, name: title, inLanguage: locale.code };
  meta.push({
    "script:ld+json": { "@context": "https://schema.org", "@graph": [webPage, ...structuredData] },
  });
  return meta;
}

/** A page search engines must not list (the enquiry receipt, the 404): no canonical, no preview. */
export function unlistedPageMeta(page: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title: pageTitle(page.title) },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * An inner page's meta from its content module: its title and description, and the trail of its
 * banner as structured data (then `more`), so the breadcrumbs search engines read are the ones
 * the page shows.
 */
export function innerPageMeta(
  path: IndexablePath,
  page: {
    meta: { title: string; description: string };
    banner: { breadcrumbs: readonly { label: string; to: string }[] };
  },
  more: StructuredData[] = [],
): MetaDescriptor[] {
  return pageMeta(path, page.meta, { structuredData: [breadcrumbList(page.banner.breadcrumbs), ...more] });
}
