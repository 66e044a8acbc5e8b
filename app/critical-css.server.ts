/**
 * Each page carries only the CSS rules its own HTML uses (docs/decisions/0009). The whole site's
 * stylesheet is about 10 KB gzip; a page uses 3.5–5 KB of it. With the rest cut, every page's
 * document fits in the first round trip of a new connection (TCP starts with about 14 KB in
 * flight), so the HTML, styles included, arrives one round trip sooner on a phone.
 *
 * Beasties decides which rules a document uses (it matches each selector against the document,
 * ignoring states like :hover and media conditions like widths). The rest follows as a cached file
 * once the page has painted (the starter in deferred-hydration.server.ts; styles/late-stylesheet.ts),
 * and React hydrates only after it has arrived, so everything scripts render later is styled. A page
 * sent without scripts renders nothing later: its own rules, hover states included, are all it needs.
 */
import { createHash } from "node:crypto";
import Beasties from "beasties";
import postcss from "postcss";
import { hasModuleScript } from "./deferred-hydration.server.ts";
import { fontFaceRules } from "./styles/late-stylesheet.ts";

/** What InlineStylesheet renders in place of the CSS; withCriticalCss replaces it. */
export const stylesheetMarker = "/*critical-css*/";

const options = {
  // Nothing to read from disk: the document carries the whole stylesheet inline.
  external: false,
  reduceInlineStyles: true,
  // @font-face rules are kept apart (fontFaces): Beasties reads `font-family: var(--font-heading)`
  // as a family of that name and would drop every face. The fonts are preloaded by root.tsx.
  inlineFonts: false,
  preloadFonts: false,
  // Set by an inline script before the first paint, so absent from the HTML Beasties reads: the
  // rules that fold the burger menu once scripts run.
  allowRules: [/\[data-js\]/],
  logLevel: "error",
} satisfies ConstructorParameters<typeof Beasties>[0];

const beasties = new Beasties(options);
// A right-to-left page keeps every [dir="rtl"] rule: Beasties cannot match some of them (:has(),
// pseudo-elements of elements that scripts render), and none of the mirroring should wait for the
// late file. The same for the Arabic text rules (global.css, html[lang|="ar"] … :lang(ar)):
// Beasties never matches :lang(), and without them the page's capitals and letter-spacing went
// when the late file came, moving the header and the banner (a layout shift of 0.024 on /ar).
// Left-to-right pages never carry them.
const rightToLeft = new Beasties({
  ...options,
  allowRules: [...options.allowRules, /\[dir=["']?rtl["']?\]/, /html\[lang\|=["']?ar["']?\]/],
});

/**
 * The documents whose text and form values differ but whose elements and attributes do not
 * (the contact page with another anti-forgery token, the form sent back with other words in it)
 * use the same rules. The cache is keyed by that shape, and bounded, so no visitor can grow it.
 */
const cache = new Map<string, Promise<string>>();
const cacheLimit = 200;

function documentShape(html: string): string {
  const shape = html
    .replace(/<script\b[\s\S]*?<\/script>/g, "<script>")
    .replace(/<style\b[\s\S]*?<\/style>/g, "<style>")
    .replace(/(<textarea\b[^>]*>)[\s\S]*?<\/textarea>/g, "$1</textarea>")
    .replace(/>[^<]+</g, "><")
    .replace(/\svalue="[^"]*"/g, "");
  return createHash("sha256").update(shape).digest("base64url");
}

/** Every @font-face rule of the stylesheet, which the late file leaves out (styles/late-stylesheet.ts). */
function fontFaces(stylesheet: string): string {
  return (stylesheet.match(fontFaceRules) ?? []).join("");
}

/**
 * Without the rules that only answer a mouse hovering (the late file brings them a moment after
 * the paint, and a page without scripts loads it whole): bytes of the first round trip that the
 * first paint does not show. Focus styles stay: a keyboard user needs them from the start.
 */
function withoutHover(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !selector.includes(":hover"));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

async function criticalRules(html: string, stylesheet: string): Promise<string> {
  const processor = /<html[^>]*\sdir="rtl"/.test(html) ? rightToLeft : beasties;
  const reduced = await processor.process(html.replace(stylesheetMarker, () => stylesheet));
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(reduced);
  // A page sent without scripts (ADR 0026) fetches no late file: it keeps its hover rules.
  const rules = style?.[1] ?? "";
  return fontFaces(stylesheet) + (hasModuleScript(html) ? withoutHover(rules) : rules);
}

/** The document with the rules it uses in place of stylesheetMarker. */
export async function withCriticalCss(html: string, stylesheet: string): Promise<string> {
  if (!html.includes(stylesheetMarker)) return html;
  const key = documentShape(html);
  let rules = cache.get(key);
  if (!rules) {
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value ?? "");
    rules = criticalRules(html, stylesheet);
    cache.set(key, rules);
  }
  const css = await rules.catch((error: unknown) => {
    // Our fault, not the visitor's: the page goes out with the whole stylesheet, and the next
    // request of this shape tries again.
    cache.delete(key);
    console.error(JSON.stringify({ level: "error", msg: "critical CSS failed", error: String(error) }));
    return stylesheet;
  });
  return html.replace(stylesheetMarker, () => css);
}
