/**
 * HTML first, then JavaScript (docs/decisions/0009). React Router's <Scripts /> makes the browser
 * fetch every module of the page at once: modulepreload links that React hoists to the top of
 * <head>, and an inline module script whose static imports start the rest. On a phone those
 * downloads share the connection with the largest image and the fonts, and hydration takes the
 * main thread before the first paint.
 *
 * `deferHydration` rewrites the finished document so the page paints exactly as the same HTML
 * without scripts would: the module preloads go, the module script is kept inert, and a small
 * starter runs it once the page has loaded and painted. Until then the page is plain, working
 * HTML (links navigate, the contact form posts); afterwards it hydrates as before.
 */

import { deferredScriptId, hydratedEvent, stylesheetReadyKey } from "./hydration.ts";

/** React Router's inline module script, as React renders its props (type, then async). */
const moduleScript = '<script type="module" async="">';
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** A classic inline script, with the nonce React Router gives it when there is one. */
const classicScript = /<script((?: nonce="[^"]*")?)>((?:[^<]|<(?!\/script>))*)<\/script>/g;
/** The attribute of the classic scripts that only hydration needs (React Router's context and data). */
const heldAttribute = "data-hydration";

/**
 * Runs the inert scripts once the page has loaded (every eager image and font is in) and shown its
 * first content, one frame later: React Router's classic context scripts in document order, then
 * its module script. A script created by a script runs; one the parser saw as text/plain does not,
 * so its text moves to a new element. The full stylesheet (STYLESHEET) starts downloading at the
 * same moment, and entry.client.tsx waits for it before hydrating.
 *
 * A visitor who presses a button before then (the burger menu, a carousel arrow, a photo) does
 * not wait for the load: the scripts start at once, and the press is replayed when React has
 * hydrated. Until then the button shows it was pressed (`data-early`, styled in CSS): a menu
 * button's list opens at once, as CSS can show it, and a second press takes the first back. (A
 * carousel needs nothing here: its row scrolls natively until its engine takes over.) Links and
 * the contact form's submit button work as plain HTML and are left alone.
 */
const starterTemplate = `(function(){
var d=document,started,early=[];
function start(){if(started)return;started=1;
var held=d.getElementById("${deferredScriptId}");if(!held)return;
var link=d.createElement("link");link.rel="stylesheet";link.href=STYLESHEET;
window.${stylesheetReadyKey}=new Promise(function(done){link.onload=link.onerror=done});
d.head.appendChild(link);
function run(from,type){var script=d.createElement("script");if(type)script.type=type;
script.nonce=from.nonce;script.textContent=from.textContent;d.body.appendChild(script)}
d.querySelectorAll("script[${heldAttribute}]").forEach(function(each){run(each)});
run(held,"module")}
function later(){requestAnimationFrame(function(){setTimeout(start)})}
function afterPaint(){
if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return later();
new PerformanceObserver(function(list,observer){
if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();later()
}).observe({type:"paint",buffered:true})}
function onEarlyClick(event){
var button=event.target.closest&&event.target.closest("button");
if(!button||(button.type=="submit"&&button.form))return;
event.preventDefault();event.stopPropagation();
var toggle=button.hasAttribute("aria-expanded"),at=early.indexOf(button),again=toggle&&at>=0;
if(again)early.splice(at,1);else early.push(button),start();
button.toggleAttribute("data-early",!again);if(toggle)button.setAttribute("aria-expanded",!again)}
d.addEventListener("click",onEarlyClick,true);
addEventListener("${hydratedEvent}",function(){
d.removeEventListener("click",onEarlyClick,true);
early.splice(0).forEach(function(button){button.removeAttribute("data-early");
if(button.hasAttribute("aria-expanded"))button.setAttribute("aria-expanded","false");button.click()})},{once:true});
if(d.readyState=="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})
})()`.replace(/\n/g, "");

/** The starter for a build whose full stylesheet is at `stylesheet`. */
export function starterScript(stylesheet: string): string {
  return starterTemplate.replace("STYLESHEET", () => JSON.stringify(stylesheet));
}

/** Whether React Router's module script is in the document: none in a page sent without scripts. */
export const hasModuleScript = (html: string) => html.includes(moduleScript);

export function deferHydration(html: string, { stylesheet }: { stylesheet: string }): string {
  const start = html.indexOf(moduleScript);
  // A page sent without scripts (app/pages.ts; its hover rules are inline, critical-css.server.ts),
  // one already rewritten, or not a page of ours: left as it is.
  if (start === -1) return html;
  const end = html.indexOf("</script>", start) + "</script>".length;
  const held = html
    .slice(start, end)
    .replace(moduleScript, `<script type="text/plain" id="${deferredScriptId}">`);
  // The body's part only: the <head>'s one classic script is the js flag, needed before the paint.
  const bodyStart = html.indexOf("<body");
  const rewrite = (part: string) =>
    part
      .replace(modulePreload, "")
      .replace(classicScript, (script, nonce: string, code: string) =>
        code.includes("__reactRouterContext")
          ? `<script type="text/plain" ${heldAttribute}${nonce}>${code}</script>`
          : script,
      );
  // A browser without scripts takes the rest of the stylesheet straight away (hover states).
  const noScriptStylesheet = `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`;
  return (
    html.slice(0, bodyStart).replace(modulePreload, "").replace("</head>", `${noScriptStylesheet}</head>`) +
    rewrite(html.slice(bodyStart, start)) +
    held +
    `<script>${starterScript(stylesheet)}</script>` +
    rewrite(html.slice(end))
  );
}
