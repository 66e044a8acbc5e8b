/**
 * What every page of the editor shares: its one stylesheet, its document, the language switch.
 * Written by the server (its parts by React, ADR 0031), working without scripts (ADR 0019).
 */
import { readFileSync } from "node:fs";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pagePolicy } from "../security-headers.server.ts";
import { type AdminLanguage, adminLanguages, type EditorText, editorText } from "./editor-text.ts";
import type { Role } from "./accounts.server.ts";

/**
 * A date and time as the editor shows them: in its language, at the Italian foundry's clock,
 * saying so (the server's own may be UTC; the editor's words name that zone).
 */
export const dateOf = (iso: string, language: AdminLanguage) =>
  `${new Date(iso).toLocaleString(language === "it" ? "it-IT" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Rome",
  })} (${editorText[language].timeZone})`;

/**
 * The editor's stylesheet (assets/editor.css), by the address it is served at, read once: the
 * same for every page, so a browser keeps it between pages.
 */
export const editorStylesheet = {
  path: "/admin/assets/editor.css",
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

/**
 * The editor's scripts (app/admin/assets/), by the address they are served at, read once: lists
 * change in the page, what is typed is kept until it is saved, and the live preview follows the
 * typing. Each adds to a page that works without it; lists.js comes first, for keep-typing.js.
 */
export const editorScripts: Readonly<Record<string, string>> = Object.fromEntries(
  ["lists.js", "field-checks.js", "keep-typing.js", "live-preview.js", "focal-point.js"].map((name) => [
    `/admin/assets/${name}`,
    readFileSync(new URL(`./assets/${name}`, import.meta.url), "utf8"),
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

/** The other language's link, so a person can switch whatever their browser asks for. */
export function languageSwitch(current: AdminLanguage, path: string): string {
  return renderToStaticMarkup(languageLinks(current, path));
}

/** The same, as a React element. */
export function languageLinks(current: AdminLanguage, path: string): ReactElement {
  return h(
    "nav",
    { "aria-label": editorText[current].languageName },
    ...adminLanguages
      .filter((language) => language !== current)
      .map((language) =>
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

/** The sections a translator's work has no part in: they refuse a translator. */
const notTranslators = new Set(["/admin/photos", "/admin/documents", "/admin/media"]);

/** The same, as a React element; a translator's without the sections that would refuse them. */
export function sectionLinks(language: AdminLanguage, current: string, role?: Role): ReactElement {
  const words = editorText[language].nav;
  const links = (
    [
      ["/admin", words.dashboard],
      ["/admin/files", words.files],
      ["/admin/photos", words.photos],
      ["/admin/documents", words.documents],
      ["/admin/media", words.media],
      ["/admin/history", words.history],
      ["/admin/publish", words.publish],
    ] as [string, string][]
  ).filter(([href]) => role !== "translator" || !notTranslators.has(href));
  return h(
    "nav",
    { className: "sections", "aria-label": editorText[language].editor },
    ...links.map(([href, label]) =>
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
