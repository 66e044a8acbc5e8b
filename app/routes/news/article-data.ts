/** How the news pages address, date and describe an article. Client-safe. */
import { articles } from "virtual:content/articles";
import { site } from "virtual:content/site";
import type { Article, NewsArticle } from "schema-dts";
import { locale } from "../../locale.ts";
import { localePath } from "../../locales.ts";
import { entryPathOf, feedFiles } from "../../pages.ts";
import type { PublishedArticle } from "../../content/schemas/articles.ts";
import { pageUrl } from "../../seo/page-url.ts";
import { absoluteUrl, iconPaths, shareImagePath } from "../../seo/urls.ts";

export function articlePath(name: string) {
  return entryPathOf("article", name);
}

export function articleByName(name: string | undefined): PublishedArticle | undefined {
  return articles.published.find((article) => article.name === name);
}

/** How much longer the part lasted: 420 → 700 hours is 67 %. */
export function improvement(measured: { before: number; after: number }): number {
  return Math.round(((measured.after - measured.before) / measured.before) * 100);
}

/** The `<link rel="alternate">` that lets feed readers find this language's news feed. */
export function feedLink() {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: articles.labels.feedTitle,
    href: localePath(locale, feedFiles[0].path),
  };
}

/** schema.org Article (a case study) or NewsArticle, as search engines read the page. */
export function articleData(article: PublishedArticle): Article | NewsArticle {
  const path = articlePath(article.name);
  const company = { "@type": "Organization" as const, name: site.company.name, url: pageUrl("/") };
  return {
    "@type": article.kind === "news" ? "NewsArticle" : "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: locale.code,
    image: [absoluteUrl(shareImagePath(path, locale.prefix))],
    mainEntityOfPage: pageUrl(path),
    author: company,
    publisher: { ...company, logo: absoluteUrl(iconPaths.large) },
  };
}
