import { articles } from "virtual:content/articles";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { feedLink } from "./news/article-data.ts";
import { ArticleList } from "./news/ArticleList.tsx";

export const meta = () => [...innerPageMeta("/news", articles), feedLink()];

/** News and case studies, newest first, filtered by industry or kind (issue 21). */
export default function News() {
  return (
    <>
      <PageBanner {...articles.banner} />
      <ArticleList />
    </>
  );
}
