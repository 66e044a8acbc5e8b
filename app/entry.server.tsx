import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { stylesheetMarker, withCriticalCss } from "./critical-css.server.ts";
import { deferHydration } from "./deferred-hydration.server.ts";
import { pagePolicy } from "./security-headers.server.ts";
import { errorFields, log } from "./log.server.ts";
import { StylesheetContext } from "./styles/InlineStylesheet.tsx";
import { lateStylesheetHref } from "./styles/late-stylesheet.ts";

/** The route's enquiry context, for the server to fill (server/app.ts takes it from the build). */
export { enquiryContext } from "./enquiry/context.ts";

// React Router's server entry: each page's own CSS inside it, scripts after the first paint.
export const streamTimeout = 5_000;

interface SiteStylesheet {
  /** The URL of the built stylesheet; its late file follows the first paint (styles/late-stylesheet.ts). */
  href: string;
  css: string;
}

let stylesheet: SiteStylesheet | null | undefined;

/**
 * The built stylesheet the manifest names (one file: vite.config.ts turns CSS code splitting
 * off), read once from the client build beside this server build. In development Vite serves the
 * CSS itself and root.tsx renders its links.
 */
function siteStylesheet(manifest: EntryContext["manifest"]): SiteStylesheet | null {
  if (import.meta.env.DEV) return null;
  if (stylesheet !== undefined) return stylesheet;
  const hrefs = [...new Set(Object.values(manifest.routes).flatMap((route) => route?.css ?? []))];
  const [href] = hrefs;
  if (hrefs.length !== 1 || !href) throw new Error(`expected one built stylesheet, found ${hrefs.length}`);
  // build/server/index.js → build/client/assets/…
  const clientDir = new URL("../client/", import.meta.url);
  stylesheet = { href, css: readFileSync(new URL(href.replace(/^\//, ""), clientDir), "utf8") };
  return stylesheet;
}

/**
 * What React Router catches (a loader's or an action's error, a request it cannot serve): one log
 * line, as for everything else the server logs (React Router's default prints a stack over many
 * lines). Nothing for a request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router wraps its own refusals (no action, no route) with the Error that explains them.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  log("error", "request failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    ...errorFields(cause),
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const site = siteStylesheet(routerContext.manifest);

  // The whole document, then two rewrites (the page's own CSS rules, scripts held until it has
  // painted): our pages render in a few milliseconds and wait on no slow data, so streaming the
  // shell early would gain nothing.
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={site && stylesheetMarker}>
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetContext>,
      {
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then(async (html) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const page = site
                ? deferHydration(await withCriticalCss(html, site.css), {
                    stylesheet: lateStylesheetHref(site.href),
                  })
                : html;
              if (site) {
                // Prerendered pages get theirs from the server (server/app.ts); this one is for
                // the pages rendered per request, from the same HTML (ADR 0014).
                responseHeaders.set("Content-Security-Policy", pagePolicy(page));
                if (!responseHeaders.has("Cache-Control")) {
                  // An error page must not stand in for the page once it is fixed.
                  responseHeaders.set("Cache-Control", responseStatusCode >= 400 ? "no-store" : "no-cache");
                }
              }
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
            })
            .catch(reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          log("error", "page render failed", { path: new URL(request.url).pathname, ...errorFields(error) });
        },
      },
    );
  });
}
