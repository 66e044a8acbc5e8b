/**
 * The preview (issue 20): the pages of a release built with the saved content but not made live
 * (`npm run release -- preview`, RELEASES_DIR/preview), shown under /admin/preview to signed-in
 * people only. Its prerendered HTML as visitors will get it, its addresses moved under
 * /admin/preview, and without its scripts: the editor's pages run none, and the page looks the
 * same before they run.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Response, Router } from "express";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pagePolicy } from "../security-headers.server.ts";
import type { EditorContext } from "./editing.server.ts";
import { editorText } from "./editor-text.ts";
import { scriptless } from "./live-preview.server.ts";

import { prefix } from "./preview-list.server.ts";

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
