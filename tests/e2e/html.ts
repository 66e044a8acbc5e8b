/**
 * Reading a served page's HTML as a crawler does (node-html-parser: entities decoded, no regular
 * expressions over markup): for the tests of what search engines read, in every language.
 */
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect } from "@playwright/test";
import { type HTMLElement, parse } from "node-html-parser";
import { readBuiltSiteUrl } from "../../server/site-url.ts";

/** The public origin the served build was made for (SITE_URL at build time). */
export const siteUrl = readBuiltSiteUrl(fileURLToPath(new URL("../../build", import.meta.url))) ?? "";

export async function getDocument(
  request: APIRequestContext,
  url: string,
  status = 200,
): Promise<HTMLElement> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), `status of ${url}`).toBe(status);
  return parse(await response.text());
}

/** The content of every <meta property|name="…">, in document order. */
export const metaValues = (document: HTMLElement, name: string) =>
  document
    .querySelectorAll(`meta[property="${name}"], meta[name="${name}"]`)
    .map((element) => element.getAttribute("content") ?? "");

export const canonicals = (document: HTMLElement) =>
  document.querySelectorAll('link[rel="canonical"]').map((element) => element.getAttribute("href"));

/** hreflang → href of the page's alternate versions. */
export const alternates = (document: HTMLElement) =>
  Object.fromEntries(
    document
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((element) => [element.getAttribute("hreflang") ?? "", element.getAttribute("href") ?? ""]),
  );

export type Node = Record<string, unknown>;

/** The nodes of the page's JSON-LD; fails when it has more than one script of it. */
export function structuredData(document: HTMLElement): Node[] {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts.length, "JSON-LD scripts").toBeLessThanOrEqual(1);
  if (scripts.length === 0) return [];
  const json = JSON.parse(scripts[0]?.textContent ?? "") as Node;
  expect(json["@context"]).toBe("https://schema.org");
  return json["@graph"] as Node[];
}

export const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);
