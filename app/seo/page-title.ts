import { site } from "virtual:content/site";
import { pageTitleOf } from "./page-title-of.ts";

/** Every page's title ends in the company name, as search results and browser tabs show it. */
export function pageTitle(title: string): string {
  return pageTitleOf(title, site.company.name);
}
