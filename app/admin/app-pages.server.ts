/**
 * The editor's app (app/admin/routes.ts, ADR 0042) as an Express handler, for the routes the
 * router still guards: it signs in, limits and checks a write, then hands the page what it read.
 */
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { EditorRequest } from "./request-context.ts";

export function editorAppPages(
  build: ServerBuild | undefined,
  contextOf: (req: Request, res: Response) => EditorRequest,
  notBuilt: RequestHandler,
): RequestHandler {
  // A build made before the editor's app existed: the pages say so, the rest of the editor works.
  if (!build) return notBuilt;
  const key = (build.entry.module as { editorRequest?: RouterContext<EditorRequest> }).editorRequest;
  if (!key) throw new Error("the editor's build exports no editorRequest (app/admin/entry.server.tsx)");
  return createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => new RouterContextProvider(new Map([[key, contextOf(req, res)]])),
  });
}
