import type { MetaDescriptor } from "react-router";
import { site } from "../content/site.ts";

/** Title and description of a page, with the company name every title ends in. */
export function pageMeta(
  page: { title: string; description: string },
  { noindex = false }: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const title = `${page.title} | ${site.company.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
