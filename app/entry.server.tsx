import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { deferHydration } from "./deferred-hydration.server.ts";
import { StylesheetContext } from "./styles/InlineStylesheet.tsx";

// React Router's server entry: the site's stylesheet inside every page, scripts after the first paint.
export const streamTimeout = 5_000;

let stylesheet: string | null | undefined;

/**
 * The text of the built stylesheet(s) the manifest names (one file: vite.config.ts turns CSS code
 * splitting off), read once from the client build beside this server build. In development Vite
 * serves the CSS itself and root.tsx renders its links.
 */
function siteStylesheet(manifest: EntryContext["manifest"]): string | null {
  if (import.meta.env.DEV) return null;
  if (stylesheet !== undefined) return stylesheet;
  const hrefs = new Set(Object.values(manifest.routes).flatMap((route) => route?.css ?? []));
  // build/server/index.js → build/client/assets/…
  const clientDir = new URL("../client/", import.meta.url);
  stylesheet = [...hrefs]
    .map((href) => readFileSync(new URL(href.replace(/^\//, ""), clientDir), "utf8"))
    .join("");
  return stylesheet;
}

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
  const css = siteStylesheet(routerContext.manifest);

  // The whole document, then one rewrite (deferHydration): our pages render in a few milliseconds
  // and wait on no slow data, so streaming the shell early would gain nothing.
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={css}>
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetContext>,
      {
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(import.meta.env.DEV ? html : deferHydration(html), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          }, reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
