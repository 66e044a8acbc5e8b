import { renderToString } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { editorRequest } from "./request-context.ts";

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

/** The whole page at once: the editor's pages are small and wait on nothing slow. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Response {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
