/**
 * What the server gives every page of the editor: its one stylesheet, read once, its app's
 * modules, and the policy they run under. The pages are the app's (routes.ts); `plainPage` is only the
 * sentence a request refused before any page is its business gets (a flood, a forged write, a
 * body too large, a busy preview): cheap, and the same document as the app's pages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import express from "express";
import { escapeHtml } from "../format/escape-html.ts";
import type { Request, RequestHandler, Response, Router } from "express";
import { pagePolicy } from "../security-headers.server.ts";
import { type AdminLanguage, type EditorText, editorText } from "./editor-text.ts";
import { editorStylesheetPath } from "./shell.ts";

/**
 * The editor's stylesheet (assets/editor.css), by the address it is served at, read once: the
 * same for every page, so a browser keeps it between pages.
 */
export const editorStylesheet = {
  path: editorStylesheetPath,
  text: readFileSync(new URL("./assets/editor.css", import.meta.url), "utf8"),
} as const;

/** A page of one sentence (`role`: "alert" for a refusal, "status" for a wait), titled `title`. */
export function plainPage(
  language: AdminLanguage,
  title: string,
  sentence: { text: string; role: "alert" | "status" },
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${editorStylesheet.path}">
</head>
<body>
<main><p role="${sentence.role}">${escapeHtml(sentence.text)}</p></main>
</body>
</html>`;
}

/**
 * One stylesheet and modules of our own, no inline script (a page React runs adds its answer's
 * nonce: entry.server.tsx): the same policy for every page of the editor. 'self' lets the script in; the site serves no file a person uploads as a script
 * (nosniff, and PDFs and photos under their own types).
 */
export const policy = pagePolicy(plainPage("en", "", { text: "", role: "alert" }))
  .replace("script-src 'none'", "script-src 'self'")
  // The live preview beside a form: a page of the editor's own (frame-ancestors 'self' on it).
  .replace("form-action 'self'", "frame-src 'self'; form-action 'self'");

/** The same, for what the editor shows inside its live preview's frame: framed by its own pages. */
export const framedPolicy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** The address a page was asked at: a router mounted under /admin sees only the rest of it. */
export const askedPath = (req: { baseUrl: string; path: string }): string => `${req.baseUrl}${req.path}`;

/** `make`'s answer computed once per request, however often the request's page asks for it. */
export function perRequest<T>(make: () => T): (req: object) => T {
  const made = new WeakMap<object, T>();
  return (req) => {
    if (!made.has(req)) made.set(req, make());
    return made.get(req) as T;
  };
}

/**
 * Serves the editor's stylesheet, read once, and the modules its app's build made
 * for the pages that run React (`clientDir`/modules, named by their content: kept a year): the
 * same for everyone, so anyone may fetch them, as the sign-in page does.
 */
export function serveEditorAssets(router: Router, clientDir: string | undefined): void {
  if (clientDir)
    router.use(
      "/modules",
      express.static(join(clientDir, "modules"), {
        // In place of the editor's no-store, on a file found only (a 404 is not kept).
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable"),
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
  router.get(editorStylesheet.path.slice("/admin".length), (req, res) => {
    res.status(200).type("text/css").set("Cache-Control", "no-cache").send(editorStylesheet.text);
  });
}

/** Every answer of the editor: never kept by a cache or indexed, under the editor's own policy. */
export const editorHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": policy,
  });
  next();
};

/** Answers of one sentence (`plainPage`). */
export function plainAnswers(deps: { languageOf(req: Request, res: Response): AdminLanguage }) {
  function sendPlain(
    req: Request,
    res: Response,
    status: number,
    title: (words: EditorText) => string,
    sentence: { text: (words: EditorText) => string; role: "alert" | "status" },
  ): void {
    const language = deps.languageOf(req, res);
    const words = editorText[language];
    res
      .status(status)
      .type("html")
      .send(plainPage(language, title(words), { text: sentence.text(words), role: sentence.role }));
  }
  /** A request refused before any page of the editor is its business: one plain sentence. */
  const plainRefusal = (req: Request, res: Response, status: number, say: (words: EditorText) => string) =>
    sendPlain(req, res, status, (words) => words.editor, { text: say, role: "alert" });
  return { sendPlain, plainRefusal };
}
