/**
 * What every page of the editor shares: its one stylesheet, its document, the language switch.
 * Written by the server (its parts by React, ADR 0031), working without scripts (ADR 0019).
 */
import { readFileSync } from "node:fs";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pagePolicy } from "../security-headers.server.ts";
import { type AdminLanguage, type EditorText, editorText } from "./editor-text.ts";
import { editorScriptPaths, editorStylesheetPath, otherLanguages, sectionList } from "./shell.ts";
import type { Role } from "./accounts.server.ts";

/**
 * The editor's stylesheet (assets/editor.css), by the address it is served at, read once: the
 * same for every page, so a browser keeps it between pages.
 */
export const editorStylesheet = {
  path: editorStylesheetPath,
  text: readFileSync(new URL("./assets/editor.css", import.meta.url), "utf8"),
} as const;

export function document(
  language: AdminLanguage,
  words: EditorText,
  title: string,
  body: string,
  head = "",
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${renderToStaticMarkup(h("title", null, `${title} · ${words.editor}`))}${head}
<link rel="stylesheet" href="${editorStylesheet.path}">
${Object.keys(editorScripts)
  .map((path) => `<script src="${path}" defer></script>`)
  .join("\n")}
</head>
<body>
${body}
</body>
</html>`;
}

/** The editor's scripts (shell.ts), by the address they are served at, read once. */
export const editorScripts: Readonly<Record<string, string>> = Object.fromEntries(
  editorScriptPaths.map((path) => [
    path,
    readFileSync(new URL(`./assets/${path.slice("/admin/assets/".length)}`, import.meta.url), "utf8"),
  ]),
);

/**
 * One stylesheet and scripts of our own, no inline script: the same policy for every page of
 * the editor. 'self' lets the script in; the site serves no file a person uploads as a script
 * (nosniff, and PDFs and photos under their own types).
 */
export const policy = pagePolicy(document("en", editorText.en, "", ""))
  .replace("script-src 'none'", "script-src 'self'")
  // The live preview beside a form: a page of the editor's own (frame-ancestors 'self' on it).
  .replace("form-action 'self'", "frame-src 'self'; form-action 'self'");

/** The same, for what the editor shows inside its live preview's frame: framed by its own pages. */
export const framedPolicy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** The address a page was asked at: a router mounted under /admin sees only the rest of it. */
export const askedPath = (req: { baseUrl: string; path: string }): string => `${req.baseUrl}${req.path}`;

/** The same, as a React element. */
export function languageLinks(current: AdminLanguage, path: string): ReactElement {
  return h(
    "nav",
    { "aria-label": editorText[current].languageName },
    ...otherLanguages(current).map((language) =>
      h(
        "a",
        { href: `${path}?language=${language}`, lang: language, hrefLang: language },
        editorText[language].languageName,
      ),
    ),
  );
}

/** The editor's sections, on every signed-in page; `current` is marked as the page shown. */
export function sections(language: AdminLanguage, current: string, role?: Role): string {
  return renderToStaticMarkup(sectionLinks(language, current, role));
}

/** The same, as a React element; a translator's without the sections that would refuse them. */
export function sectionLinks(language: AdminLanguage, current: string, role?: Role): ReactElement {
  return h(
    "nav",
    { className: "sections", "aria-label": editorText[language].editor },
    ...sectionList(language, role).map(({ href, label }) =>
      h("a", { href, "aria-current": href === current ? "page" : undefined }, label),
    ),
  );
}

/** `make`'s answer computed once per request, however often the request's page asks for it. */
export function perRequest<T>(make: () => T): (req: object) => T {
  const made = new WeakMap<object, T>();
  return (req) => {
    if (!made.has(req)) made.set(req, make());
    return made.get(req) as T;
  };
}
