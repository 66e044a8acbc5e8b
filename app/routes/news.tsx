import { articles } from "virtual:content/articles";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { feedLink } from "./news/article-data.ts";
import { ArticleList } from "./news/ArticleList.tsx";

export const meta = () => [
  ...pageMeta("/news", articles.meta, { structuredData: [breadcrumbList(articles.banner.breadcrumbs)] }),
  feedLink(),
];

/** News and case studies, newest first, filtered by industry or kind (issue 21). */
export default function News() {
  return (
    <>
      <PageBanner title={articles.banner.title} breadcrumbs={articles.banner.breadcrumbs} />
      <ArticleList />
    </>
  );
}
