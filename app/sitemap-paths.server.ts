/**
 * The page addresses a build's sitemap lists (build/client/sitemap.xml), language prefixes
 * included: every indexable page, the pages made from content lists among them. For what checks a
 * release or lists its preview, whatever content it was built from.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function sitemapPaths(clientDir: string): string[] {
  const file = join(clientDir, "sitemap.xml");
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, url]) => {
    try {
      return [new URL(url?.replaceAll("&amp;", "&") ?? "").pathname];
    } catch {
      return [];
    }
  });
}
