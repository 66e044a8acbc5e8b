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

/** The element that holds React Router's module script until the starter runs it. */
export const deferredScriptId = "deferred-hydration";

/** React Router's inline module script, as React renders its props (type, then async). */
const moduleScript = '<script type="module" async="">';
const modulePreload = /<link rel="modulepreload"[^>]*>/g;

/**
 * Runs the inert module script once the page has loaded (every eager image and font is in) and
 * shown its first content, one frame later. A script created by a script runs; one the parser saw
 * as text/plain does not, so its text moves to a new element.
 */
export const starterScript = `(function(){
function run(){requestAnimationFrame(function(){setTimeout(function(){
var held=document.getElementById("${deferredScriptId}");if(!held)return;
var script=document.createElement("script");script.type="module";script.nonce=held.nonce;
script.textContent=held.textContent;document.body.appendChild(script)})})}
function afterPaint(){
if(!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return run();
new PerformanceObserver(function(list,observer){
if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();run()
}).observe({type:"paint",buffered:true})}
if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})
})()`.replace(/\n/g, "");

export function deferHydration(html: string): string {
  const start = html.indexOf(moduleScript);
  // Not a page of ours (a bare error document) or already rewritten: leave it as it is.
  if (start === -1) return html;
  const end = html.indexOf("</script>", start) + "</script>".length;
  const held = html
    .slice(start, end)
    .replace(moduleScript, `<script type="text/plain" id="${deferredScriptId}">`);
  return (
    html.slice(0, start).replace(modulePreload, "") +
    held +
    `<script>${starterScript}</script>` +
    html.slice(end).replace(modulePreload, "")
  );
}
