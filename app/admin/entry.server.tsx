import { renderToReadableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { editorRequest } from "./request-context.ts";
import { ScriptNonce, withScriptNonce } from "./script-nonce.ts";

// The server reads the context's key from here (router.server.ts), so it sets the one the pages read.
export { editorRequest };

/** A page's failure, in the server's log with the request's id; a refusal a page throws is none. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  try {
    (context as Readonly<RouterContextProvider>).get(editorRequest).logError(error);
  } catch {
    console.error(error);
  }
};

/**
 * The whole page at once: the editor's pages are small and wait on nothing slow. It waits for
 * everything, React Router's data for hydration included (renderToString would leave that out).
 * Its policy is the one the guards chose, with a nonce of this answer's own for the scripts a
 * hydrated page carries (React Router's context and the module that starts React): no other
 * inline script runs.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
): Promise<Response> {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  const page = loadContext.get(editorRequest);
  headers.set("Content-Security-Policy", withScriptNonce(page.policy, nonce));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = await renderToReadableStream(
    <ScriptNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ScriptNonce>,
    {
      nonce,
      // A page that cannot finish in this time is a fault: its answer is cut, and logged.
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(renderDeadlineMs)]),
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) page.logError(error);
      },
    },
  );
  await html.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}

/** Seconds a busy machine may take to render a page of the editor (measured: tens of milliseconds idle). */
const renderDeadlineMs = 10_000;
