import { site } from "../content/site.ts";

/** Every page's title ends in the company name, as search results and browser tabs show it. */
export function pageTitle(title: string): string {
  return `${title} | ${site.company.name}`;
}
