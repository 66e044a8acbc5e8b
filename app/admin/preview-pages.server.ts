/**
 * The preview (issue 20): the pages of a release built with the saved content but not made live
 * (`npm run release -- preview`, RELEASES_DIR/preview), shown under /admin/preview to signed-in
 * people only. Its prerendered HTML as visitors will get it, its addresses moved under
 * /admin/preview, and without its scripts: the editor's pages run none, and the page looks the
 * same before they run.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Response, Router } from "express";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { localeOfPath, localePath, locales } from "../locales.ts";
import { pages } from "../pages.ts";
import { sitemapPaths } from "../sitemap-paths.server.ts";
import { pagePolicy } from "../security-headers.server.ts";
import type { EditorContext } from "./editing.server.ts";
import { editorText } from "./editor-text.ts";
import { scriptless, withoutScripts } from "./live-preview.server.ts";

const prefix = "/admin/preview";

const types: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** The site's own addresses in a page's attributes or a stylesheet, moved under /admin/preview. */
export function underPreview(text: string): string {
  return (
    text
      // The home page is /admin/preview/index: "/admin/preview/" is the list of pages.
      .replace(/\b(href)="\/"/g, `$1="${prefix}/index"`)
      .replace(/\b(href|src|action|poster)="\/(?!\/|admin\/preview\/)/g, `$1="${prefix}/`)
      .replace(
        /\b(srcset|imagesrcset)="([^"]*)"/g,
        (_match, name: string, value: string) =>
          `${name}="${value.replace(/(^|,\s*)\/(?!\/)/g, `$1${prefix}/`)}"`,
      )
      .replace(/url\((["']?)\/(?!\/)/g, `url($1${prefix}/`)
  );
}

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

/** A preview page: its scripts out, a banner in, its addresses under /admin/preview. */
export function previewHtml(html: string, banner: string): string {
  return underPreview(scriptless(html)).replace(
    /<body([^>]*)>/,
    // A function, so no "$" in the banner's words is read as a replacement pattern.
    (_, attributes: string) =>
      `<body${attributes}>${renderToStaticMarkup(
        h(
          "p",
          {
            style: {
              margin: 0,
              padding: ".5rem 1rem",
              background: "#8a5a00",
              color: "#fff",
              font: "600 1rem/1.4 system-ui,sans-serif",
            },
          },
          `${banner} `,
          h("a", { href: "/admin/publish", style: { color: "#fff" } }, "←"),
        ),
      )}`,
  );
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

export function previewRoutes(router: Router, context: EditorContext): void {
  const folder = () => (context.releasesDir ? join(context.releasesDir, "preview") : undefined);
  const allowed = (res: Response) => context.signed(res)?.account.role !== "translator";

  router.get("/preview", context.signedIn, context.appPage);

  router.get("/preview/*path", context.signedIn, async (req, res, next) => {
    try {
      const dir = folder();
      const raw = (req.params as { path?: string | string[] }).path;
      const path = Array.isArray(raw) ? raw.join("/") : (raw ?? "");
      const client = dir ? join(dir, "build", "client") : undefined;
      // Inside the preview's own files, whatever the address says.
      const file = client ? normalize(join(client, path)) : undefined;
      if (!client || !file || !file.startsWith(client + sep) || !allowed(res))
        return res.status(404).type("text").send("Not found\n");
      const extension = extname(file);
      if (types[extension] && existsSync(file)) {
        const bytes = await readFile(file);
        return res
          .status(200)
          .type(types[extension])
          .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(extension === ".css" ? underPreview(bytes.toString("utf8")) : bytes);
      }
      const page = path === "index" ? join(client, "index.html") : join(file, "index.html");
      if (!existsSync(page)) return res.status(404).type("text").send("Not found\n");
      const language = context.languageOf(req, res);
      const html = previewHtml(await readFile(page, "utf8"), editorText[language].publish.previewBanner);
      res
        .status(200)
        .type("html")
        // Its own policy: its inline styles by their hashes, no script at all.
        .set("Content-Security-Policy", pagePolicy(html).replace(/script-src [^;]*/, "script-src 'none'"))
        .send(html);
    } catch (error) {
      next(error);
    }
  });
}
