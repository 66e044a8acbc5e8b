/**
 * The preview's pages as the editor lists them (routes/preview.tsx): each by its title, and
 * whether the saved changes alter it, compared with what visitors are served now.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localeOfPath, localePath, locales } from "../locales.ts";
import { pages } from "../pages.ts";
import { sitemapPaths } from "../sitemap-paths.server.ts";
import { withoutScripts } from "./live-preview.server.ts";

/** Where the editor shows the preview's pages. */
export const prefix = "/admin/preview";

/** A page's built file: "/" is index.html, "/it/about" the index.html of the it/about folder. */
const pageFile = (client: string, path: string) =>
  path === "/" ? join(client, "index.html") : join(client, path, "index.html");

/**
 * A built page read once: what a visitor reads of it, to tell whether a preview changes it (its
 * HTML without scripts, styles and links, whose names change with every build), and its title as
 * its tab shows it ("Contact Us | Fonderia Rossi").
 */
function readPage(file: string): { text: string; title: string | undefined } | undefined {
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  return {
    text: withoutScripts(html)
      .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
      .replace(/<link\b[^>]*>/gi, "")
      .replace(/\s+/g, " "),
    title: /<title>([^<]*)<\/title>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  };
}

/** One page of the preview, by its title, and whether the saved changes alter it. */
export interface PreviewPage {
  path: string;
  href: string;
  title: string;
  changed: boolean;
}

export interface PreviewList {
  /** None made yet (or no releases folder). */
  made: boolean;
  /** The content was saved again since the preview was made. */
  stale: boolean;
  changedCount: number;
  /** Each language's pages, the changed ones first. */
  languages: { code: string; name: string; pages: PreviewPage[] }[];
}

/**
 * The pages of the preview (RELEASES_DIR/preview): those of app/pages.ts and those made from
 * content lists that its sitemap names, compared with what visitors are served now
 * (RELEASES_DIR/current).
 */
export async function previewList(
  releasesDir: string | undefined,
  contentHead: () => Promise<string>,
): Promise<PreviewList> {
  const dir = releasesDir ? join(releasesDir, "preview") : undefined;
  const info =
    dir && existsSync(join(dir, "release.json"))
      ? (JSON.parse(readFileSync(join(dir, "release.json"), "utf8")) as { content?: string | null })
      : undefined;
  if (!dir || !info) return { made: false, stale: false, changedCount: 0, languages: [] };
  const head = await contentHead();
  const listed = sitemapPaths(join(dir, "build/client"));
  const previewClient = join(dir, "build", "client");
  const liveClient = releasesDir ? join(releasesDir, "current", "build", "client") : undefined;
  let changedCount = 0;
  const languages = locales.map((locale) => {
    const paths = [
      ...new Set([
        ...pages.map((page) => localePath(locale, page.path)),
        ...listed.filter((path) => localeOfPath(path) === locale),
      ]),
    ];
    const items = paths.map((path): PreviewPage => {
      const page = readPage(pageFile(previewClient, path));
      const changed =
        page !== undefined && (!liveClient || readPage(pageFile(liveClient, path))?.text !== page.text);
      if (changed) changedCount++;
      return {
        path,
        href: `${prefix}${path === "/" ? "/index" : path}`,
        title: page?.title || path,
        changed,
      };
    });
    return {
      code: locale.code,
      name: locale.name,
      pages: [...items.filter((item) => item.changed), ...items.filter((item) => !item.changed)],
    };
  });
  return { made: true, stale: !!info.content && info.content !== head, changedCount, languages };
}
