/**
 * What every page of the editor shares: its one stylesheet, its document, the language switch.
 * Written by the server (its parts by React, ADR 0031), working without scripts (ADR 0019).
 */
import { readFileSync } from "node:fs";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pagePolicy } from "../security-headers.server.ts";
import { type AdminLanguage, adminLanguages, type AdminWords, adminWords } from "./words.ts";
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
  })} (${adminWords[language].timeZone})`;

const style = `body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#f5f6f7;color:#14181c}
header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;padding:.75rem 1.25rem;background:#14181c;color:#fff}
header a,header button{color:#fff}header form{margin:0;display:inline}
main{max-width:48rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.75rem;line-height:1.2}h2{font-size:1.2rem;margin-top:2rem}
form.stack{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem;margin:1.5rem 0;max-width:24rem}.stack input{box-sizing:border-box;width:100%}label{font-weight:600;margin-top:.75rem}
input{font:inherit;padding:.6rem;border:1px solid #6b737b;border-radius:2px;background:#fff;color:inherit;min-height:2.75rem}
button{font:inherit;font-weight:600;padding:.6rem 1.5rem;min-height:2.75rem;border:0;border-radius:2px;background:#b34509;color:#fff;cursor:pointer}
header button{background:transparent;border:1px solid #fff;padding:.3rem .9rem;min-height:2.75rem}
.stack button{justify-self:start;margin-top:1rem}
[role=alert]{border-inline-start:4px solid #b3261e;padding:.5rem 1rem;background:#fff}
[role=status]{border-inline-start:4px solid #2e7d32;padding:.5rem 1rem;background:#fff}
ul{padding-inline-start:1.25rem}li{overflow-wrap:anywhere}
ul.checklist{list-style:none;padding:0;display:grid;gap:1rem}ul.checklist h3{margin:0 0 .25rem;font-size:1rem}ul.checklist ul li{margin-block:.2rem}
nav[aria-label] a{margin-inline-end:1rem}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
nav.sections{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin-bottom:1rem}nav.sections a[aria-current]{font-weight:700;text-decoration-thickness:3px}
a{color:#0b4f9c}
.edit main{max-width:60rem}
.field{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem;margin:1rem 0;overflow-wrap:anywhere}.field label{margin:0}
select,textarea{font:inherit;padding:.6rem;border:1px solid #6b737b;border-radius:2px;background:#fff;color:inherit;min-height:2.75rem;width:100%;box-sizing:border-box}
.field input{width:100%;box-sizing:border-box}textarea{resize:vertical}
fieldset{border:1px solid #c3c8cd;border-radius:2px;margin:1rem 0;padding:.5rem 1rem 1rem;background:#fff;min-inline-size:0}
fieldset fieldset{padding:.5rem .6rem .75rem}
fieldset fieldset{background:#f9fafa}legend{font-weight:700;padding:0 .25rem}
fieldset.list>ol{padding-inline-start:1.25rem;margin:0}@media (max-width:40rem){fieldset.list>ol{list-style:none;padding-inline-start:0}fieldset{padding:.4rem .6rem .75rem}fieldset fieldset{padding:.4rem .45rem .6rem}}fieldset.list>ol>li{margin:.5rem 0}
.item-actions{display:flex;flex-wrap:wrap;gap:.4rem;margin:.25rem 0 1rem}.item-actions button.small{padding:.25rem .6rem}
.gallery-photos .item-actions{align-items:center}.move-to{display:inline-flex;flex-wrap:wrap;align-items:center;gap:.4rem}.move-to label{font-weight:400}.move-to input{inline-size:5em;min-height:2.25rem;padding:.3rem .5rem;box-sizing:border-box}.move-to .problem{flex-basis:100%}
.drag{touch-action:none;cursor:grab;font-size:1.1rem;line-height:1}li.dragging{opacity:.6;outline:2px dashed #1a5fb4;outline-offset:4px}
button.small{padding:.3rem .9rem;font-size:.95rem}button.secondary{background:#fff;color:#14181c;border:1px solid #6b737b}
.help{margin:0;color:#454c53;font-size:.95rem}.english{margin:0;padding:.25rem .5rem;background:#eef1f3;font-size:.95rem}.english span{font-weight:600}
.outdated{border-inline-start:4px solid #8a5a00;background:#fff8e6;padding:.25rem .75rem}.outdated p{margin:0;font-weight:600}.outdated .check{margin:.25rem 0}
.required{font-weight:400;color:#454c53;font-size:.9rem}
.problem{margin:0;color:#b3261e;font-weight:600}.count{margin:.25rem 0 0;font-size:.9rem;color:#454c53}.count.full{color:#b3261e;font-weight:600}[aria-invalid=true]{border:2px solid #b3261e}
.check{display:flex;gap:.5rem;align-items:center;margin:.75rem 0}.check input{min-height:auto;width:1.25rem;height:1.25rem;flex:none}.check label{margin:0;font-weight:600}
.actions{position:sticky;top:0;z-index:1;background:#f5f6f7;padding:.75rem 0;border-bottom:1px solid #c3c8cd;display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
[id^="f-"]{scroll-margin-top:8rem}
.summary a{color:#b3261e}
table.change{width:100%;border-collapse:collapse;background:#fff;margin:.5rem 0;table-layout:fixed}.change th,.change td{border:1px solid #c3c8cd;padding:.35rem .5rem;text-align:start;vertical-align:top;overflow-wrap:anywhere}.change thead th{background:#eef0f2;font-size:.85rem}.change tbody th{font-weight:600;width:34%}.change td.value{white-space:pre-wrap}.change td:nth-child(2){background:#fdf1f0}.change td:nth-child(3){background:#eef7f0}
.pages .path{color:#454c53;font-size:.85rem}.pages li.changed a{font-weight:700}
.change-title{font-size:1.05rem;margin:0 0 .25rem}.change-title+p{margin-top:0}
.live,.pending{display:inline-block;font-size:.8rem;font-weight:600;padding:0 .4rem;border-radius:3px}.live{background:#e6f4ea;color:#1e5b2e}.pending{background:#fff4d6;color:#6b4700}
@media (max-width:600px){.change tbody th{width:auto}.change thead{display:none}.change tr{display:grid}.change td:nth-child(2)::before{content:"− "}.change td:nth-child(3)::before{content:"+ "}}
.conflict dl{margin:.5rem 0 0}.conflict dt{font-weight:700;margin-top:.75rem}.conflict dd{margin:.25rem 0 0;padding:.25rem .75rem;background:#fff;border-inline-start:4px solid #8a5a00}.conflict dd p{margin:.25rem 0}.conflict .value{white-space:pre-wrap;overflow-wrap:anywhere}
ol.changes{list-style:none;padding:0}ol.changes>li{background:#fff;border:1px solid #c3c8cd;padding:.75rem 1rem;margin:.75rem 0}
ol.changes form{margin:.5rem 0 0}
ul.slots{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem}ul.slots li{background:#fff;border:1px solid #c3c8cd;padding:.5rem}ul.slots img{display:block;width:100%;height:auto;background:#eef1f3}ul.slots a{display:grid;gap:.25rem;font-weight:600}ul.slots small{color:#454c53}
ol.gallery-photos{list-style:none;padding:0}ol.gallery-photos>li{display:grid;grid-template-columns:6rem minmax(0,1fr);gap:.75rem;align-items:start;background:#fff;border:1px solid #c3c8cd;padding:.5rem;margin:.5rem 0}ol.gallery-photos img{width:6rem;height:6rem;background:#eef1f3}
form.add-photo{background:#fff;border:1px solid #c3c8cd;padding:.5rem 1rem 1rem}
fieldset.points{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:0 1rem}fieldset.points .check{margin:.25rem 0}fieldset.points button{grid-column:1/-1;justify-self:start;margin-top:.5rem}
img.crop{display:block;max-width:100%;height:auto;border:1px solid #c3c8cd;background:#eef1f3}
.picker .whole{position:relative;display:inline-block;max-width:100%;overflow:hidden;cursor:crosshair;touch-action:none;user-select:none;line-height:0;padding:0;margin:0;border:0;border-radius:0;background:none}
.picker .whole img{display:block;max-width:100%;height:auto;max-height:70vh;width:auto}
.picker .whole:focus-visible{outline:3px solid #005fcc;outline-offset:3px}
.picker .frame{position:absolute;outline:2px solid #fff;box-shadow:0 0 0 100vmax rgb(0 0 0/45%);pointer-events:none}
.picker .mark{position:absolute;width:1.25rem;height:1.25rem;margin:-.625rem 0 0 -.625rem;border:2px solid #fff;border-radius:50%;box-shadow:0 0 0 2px #1b1f23;pointer-events:none}
input[type=file]{padding:.5rem;background:#fff}
.restored{background:#eef4fb;border-inline-start:4px solid #1d5fa8;padding:.5rem 1rem;margin:1rem 0}.restored p{margin:0 0 .5rem}
main:has(.editing){max-width:60rem}
.live-preview{margin:2rem 0}.live-preview h2{margin:0 0 .5rem;font-size:1.1rem}
.live-bar{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin-bottom:.5rem}.live-bar label{margin:0}.live-bar select{width:auto;flex:1 1 12rem;min-width:0}.live-widths{display:flex;gap:.5rem}.live-widths[hidden]{display:none}.live-widths [aria-pressed=true]{background:#14181c;color:#fff}
.live-frame{border:1px solid #c3c8cd;background:#fff;overflow:hidden;height:75vh}.live-frame iframe{display:block;border:0;width:100%;height:100%;transform-origin:0 0;margin-inline:auto}
.live-toggle{display:none}.js-live [data-live]{display:none}
@media (min-width:75rem){main:has(.editing){max-width:none}.editing{display:grid;grid-template-columns:minmax(0,46rem) minmax(0,1fr);gap:2rem;align-items:start}.live-preview{position:sticky;top:0;margin:0;height:100vh;box-sizing:border-box;padding-top:.5rem;display:flex;flex-direction:column}.live-frame{flex:1;height:auto}}
@media (max-width:74.99rem){.js-live .live-preview{display:none}.js-live .live-toggle{display:inline-block}.js-live .live-preview.open{display:flex;flex-direction:column;position:fixed;inset:auto 0 0 0;height:55vh;z-index:2;margin:0;padding:.5rem 1rem;background:#f5f6f7;border-top:3px solid #14181c;box-sizing:border-box}.js-live .live-preview.open h2{display:none}.js-live .live-preview.open .live-frame{flex:1;height:auto}.live-open main{padding-bottom:58vh}}
ol.steps{list-style:none;padding:0;margin:1rem 0}ol.steps>li{margin:.35rem 0}ol.steps>li:not(.doing,.problems,.stopped)::before{content:"✓ ";color:#1e5b2e;font-weight:700}ol.steps>li.stopped::before{content:"✗ ";color:#b3261e;font-weight:700}ol.steps ul{margin:.25rem 0}
.media .filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin:1rem 0}.media .filters [aria-current]{font-weight:700;text-decoration:none;color:#14181c}
ul.media-list{list-style:none;padding:0}.media-item{display:grid;grid-template-columns:10rem minmax(0,1fr);gap:1rem;align-items:start;background:#fff;border:1px solid #c3c8cd;padding:.75rem;margin:.75rem 0}.media-item img{display:block;width:100%;height:auto;background:#eef1f3}.media-item :is(h3,h4){margin:0 0 .25rem;font-size:1.05rem}.media-item p{margin:.25rem 0}.media-item.drawing{border-inline-start:4px solid #8a5a00}.media .documents .media-item{grid-template-columns:minmax(0,1fr)}
.media h3.page-name{margin:1.5rem 0 0;font-size:1.2rem}.descriptions dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.15rem .75rem;margin:.25rem 0}.descriptions dt{font-weight:600}.descriptions dd{margin:0;overflow-wrap:anywhere}a.missing{color:#b3261e;font-weight:700}
@media (max-width:40rem){.media-item{grid-template-columns:6rem minmax(0,1fr);gap:.75rem}.descriptions dl{grid-template-columns:minmax(0,1fr)}.descriptions dd{margin-bottom:.35rem}}
.several-photos>ol{list-style:none;padding:0}.several-photos>ol>li{background:#fff;border:1px solid #c3c8cd;padding:.75rem 1rem 1rem;margin:1rem 0}.several-photos h2{margin:0 0 .5rem;font-size:1.1rem;overflow-wrap:anywhere}img.waiting{display:block;width:10rem;height:10rem;object-fit:cover;background:#eef1f3;margin-bottom:.5rem}.refused{background:#fdf0ef;border-inline-start:4px solid #b3261e;padding:.5rem 1rem;margin:1rem 0}.refused p{margin:0}
a.button{display:inline-block;font-weight:600;padding:.6rem 1.5rem;border-radius:2px;background:#b34509;color:#fff;text-decoration:none}a.button:hover{background:#8f3707}
form.guided-form{max-width:46rem}.guided-form>button{margin-top:.5rem}.guided section.card{background:#fff;border:1px solid #c3c8cd;padding:.5rem 1rem 1rem;margin:1rem 0}.guided section.card h2{margin:.5rem 0 0;font-size:1.15rem}.guided fieldset.field{display:block}.guided fieldset .check{display:flex;gap:.5rem;align-items:center;margin:.35rem 0}.guided fieldset .check input{width:auto;margin:0}.guided textarea,.guided select{width:100%;box-sizing:border-box}
.guided-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:.75rem}.guided .kept{background:#fff;border:1px solid #1a5fb4;border-radius:2px;padding:.25rem 1rem;margin:1rem 0}
.guided fieldset.range{margin:.5rem 0;padding:.25rem .75rem .5rem}.guided fieldset.range .help{margin:.25rem 0}.guided .bound{display:inline-flex;flex-direction:column;gap:.15rem;width:7rem;vertical-align:top;margin:.25rem 1rem .25rem 0}.guided .bound label{margin:0;font-weight:400}.guided .bound .problem{margin:0}
ul.documents{list-style:none;padding:0}ul.documents>li{background:#fff;border:1px solid #c3c8cd;padding:.5rem 1rem 1rem;margin:1rem 0}ul.documents h2{margin:.5rem 0;font-size:1.15rem}ul.documents form.stack{margin:.75rem 0 0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

export function document(
  language: AdminLanguage,
  words: AdminWords,
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
<style>${style}</style>
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
export const policy = pagePolicy(document("en", adminWords.en, "", ""))
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
    { "aria-label": adminWords[current].languageName },
    ...adminLanguages
      .filter((language) => language !== current)
      .map((language) =>
        h(
          "a",
          { href: `${path}?language=${language}`, lang: language, hrefLang: language },
          adminWords[language].languageName,
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
  const words = adminWords[language].nav;
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
    { className: "sections", "aria-label": adminWords[language].editor },
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
