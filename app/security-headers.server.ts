/**
 * The security headers of every response (docs/decisions/0014-security-headers-and-the-front.md), for the Node
 * server and, through the generated include, the nginx front: one definition of each.
 *
 * A page's Content-Security-Policy comes from its own HTML: the hashes of the inline scripts the
 * parser runs (the js flag, React Router's scroll restoration, our starter) and of its inline
 * stylesheet, and the frame origins of the facades it shows. Everything the starter then creates
 * (React Router's context, data and module scripts) runs under 'strict-dynamic', trusted because a
 * hashed script created it; nothing else inline runs. Hashes rather than nonces, so a prerendered
 * page keeps one policy for every visitor and the front can send it without asking Node.
 */
import { createHash } from "node:crypto";

import { frameOriginAttribute } from "./browser/frame-origin.ts";

const oneYear = 365 * 24 * 60 * 60;

/** Sent with every response, whatever it is. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${oneYear}`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // Powerful features no page of ours uses, refused to every frame as well.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** What no response ever allows. */
const alwaysDenied = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/**
 * For every response that is not a page of ours (assets, text answers, files): nothing loads, but
 * a worker script may import our modules and compile WebAssembly (the CAD reader).
 */
export const resourcePolicy = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "form-action 'none'",
  ...alwaysDenied,
].join("; ");

/**
 * The CAD reader's worker (app/quote/cad/cad.worker.ts). Chromium refuses occt-import-js's
 * WebAssembly under 'wasm-unsafe-eval' alone in a module worker (measured: "failed" with it,
 * read with 'unsafe-eval'); the worker has no DOM and loads only our files.
 */
export const cadWorkerPolicy = resourcePolicy.replace("'wasm-unsafe-eval'", "'unsafe-eval'");
export const isCadWorker = (path: string) => /^\/assets\/cad\.worker-[\w-]+\.js$/.test(path);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Inline scripts the HTML parser runs: no src, and a JavaScript type (or none). */
function parserScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type === undefined || type === "" || type === "module" || type === "text/javascript")
      scripts.push(body);
  }
  return scripts;
}

function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "");
}

/** The origins of the frames the page shows, or will show when a facade is clicked. */
function frameOrigins(html: string): string[] {
  const urls = [
    ...html.matchAll(new RegExp(`\\s${frameOriginAttribute}="([^"]+)"`, "g")),
    ...html.matchAll(/<iframe\b[^>]*\ssrc="(https:\/\/[^"]+)"/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(urls.map((url) => new URL(url.replaceAll("&amp;", "&")).origin))].sort();
}

/** The Content-Security-Policy of an HTML page, from the page itself. */
export function pagePolicy(html: string): string {
  const unique = (values: string[]) => [...new Set(values)];
  const frames = frameOrigins(html);
  const scripts = parserScripts(html);
  return [
    "default-src 'none'",
    // A page sent without scripts (ADR 0026) allows none.
    scripts.length === 0
      ? "script-src 'none'"
      : ["script-src 'strict-dynamic'", ...unique(scripts.map(sha256))].join(" "),
    ["style-src 'self'", ...unique(inlineStyles(html).map(sha256))].join(" "),
    // React writes a photo's aspect ratio and placeholder colour, and a carousel's places, as
    // style attributes: values of ours, never a visitor's.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    // The quote page's CAD reader (app/quote/cad/load-cad.ts): a module worker of our own origin.
    // 'strict-dynamic' above does not extend to workers, which would fall back to it.
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(frames.length > 0 ? [`frame-src ${frames.join(" ")}`] : []),
    "form-action 'self'",
    ...alwaysDenied,
  ].join("; ");
}
