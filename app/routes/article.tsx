import { articles } from "virtual:content/articles";
import { data, type MetaArgs } from "react-router";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import type { PublishedArticle } from "../content/schemas/articles.ts";
import { articleByName, articleData, articlePath, feedLink } from "./news/article-data.ts";
import { ArticleBody } from "./news/ArticleBody.tsx";

function crumbs(article: PublishedArticle) {
  return [...articles.banner.breadcrumbs, { label: article.title, to: articlePath(article.name) }];
}

/** Only published articles have a page: a draft's or an unknown name is the site's 404. */
export function loader({ params }: { params: { name?: string } }) {
  if (!articleByName(params.name)) throw data(null, { status: 404 });
  return null;
}

export const meta = ({ params }: MetaArgs) => {
  const article = articleByName(params.name);
  if (!article) return [];
  return [
    ...pageMeta(articlePath(article.name), article.meta, {
      structuredData: [breadcrumbList(crumbs(article)), articleData(article)],
    }),
    feedLink(),
  ];
};

/** One article, /news/<name>: a case study's facts and result, or a piece of news. */
export default function ArticlePage({ params }: { params: { name?: string } }) {
  const article = articleByName(params.name);
  if (!article) return null;
  return (
    <>
      <PageBanner title={article.title} breadcrumbs={crumbs(article)} />
      <ArticleBody article={article} />
    </>
  );
}
