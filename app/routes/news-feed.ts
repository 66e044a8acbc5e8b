import { articles } from "virtual:content/articles";
import { site } from "virtual:content/site";
import { pageUrl } from "../seo/page-url.ts";
import { absoluteUrl } from "../seo/urls.ts";
import { locale } from "../locale.ts";
import { localePath } from "../locales.ts";
import { feedFiles, pageById } from "../pages.ts";
import { articlePath } from "./news/article-data.ts";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An article's day as Atom's date-time: the day it is dated, at noon UTC. */
const atomTime = (date: string) => `${date}T12:00:00Z`;

/**
 * The news feed (Atom, RFC 4287) of this language: every published article, newest first, with its
 * summary and its page. Prerendered by each language's build at /news/feed.xml under its prefix.
 */
export function loader() {
  const self = absoluteUrl(localePath(locale, feedFiles[0].path));
  const updated = articles.published[0]?.date ?? "2000-01-01";
  const entries = articles.published.map((article) =>
    [
      "  <entry>",
      `    <title>${escapeXml(article.title)}</title>`,
      `    <id>${escapeXml(pageUrl(articlePath(article.name)))}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(pageUrl(articlePath(article.name)))}"/>`,
      `    <published>${atomTime(article.date)}</published>`,
      `    <updated>${atomTime(article.date)}</updated>`,
      `    <category term="${article.kind}" label="${escapeXml(articles.labels.kinds[article.kind])}"/>`,
      `    <category term="${article.industry}" label="${escapeXml(articles.labels.industries[article.industry])}"/>`,
      `    <summary>${escapeXml(article.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.code}">`,
    `  <title>${escapeXml(`${articles.labels.feedTitle} | ${site.company.name}`)}</title>`,
    `  <id>${escapeXml(self)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl(pageById("articles").path))}"/>`,
    `  <updated>${atomTime(updated)}</updated>`,
    `  <author><name>${escapeXml(site.company.name)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": feedFiles[0].type } });
}
