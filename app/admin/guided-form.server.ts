/**
 * The guided forms' addresses behind the editor's guards (issue 31 item 7, issue 50): for each
 * form (a new case study, a new datasheet), its page, its answer and the page of what it made are
 * the app's (routes/new.tsx, routes/new-made.tsx); here each is let through only to editors and
 * administrators, and a form sent is read within the most fields that form has, before any page
 * sees it. Another form name under /admin/new is the router's 404.
 */
import express, { type Router } from "express";
import { type EditorContext, editorWrite } from "./editing.server.ts";
import type { GuidedSpec } from "./guided.server.ts";

export function guidedRoutes(
  router: Router,
  context: EditorContext,
  specs: readonly Pick<GuidedSpec<unknown>, "path" | "parameters">[],
): void {
  for (const spec of specs) {
    const base = `/new/${spec.path}`;
    const parse = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: spec.parameters });
    router.get(base, context.signedIn, context.editorsOnly, context.appPage);
    router.get(`${base}/made/:name`, context.signedIn, context.editorsOnly, context.appPage);
    router.post(base, ...editorWrite(context, parse), context.appPage);
  }
}
