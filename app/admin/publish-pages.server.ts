/**
 * The Publish page's writes (issue 20): Preview, Publish and the way back, each asked of the
 * runner (app/admin/publish.server.ts); the page that follows them is the editor's app's
 * (routes/publish.tsx, over publish-view.server.ts).
 */
import express, { type Router } from "express";
import type { EditorContext } from "./editing.server.ts";
import { requestPublish } from "./publish.server.ts";
import { editorText } from "./editor-text.ts";

export function publishRoutes(router: Router, context: EditorContext): void {
  const parseSmall = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const refuse = context.refuse;

  router.get("/publish", context.signedIn, context.appPage);

  for (const [path, kind] of [
    ["/publish", "publish"],
    ["/rollback", "rollback"],
    ["/preview", "preview"],
  ] as const)
    router.post(path, context.signedIn, context.editorsOnly, parseSmall, context.checkCsrf, (req, res) => {
      const language = context.languageOf(req, res);
      const current = context.signed(res)!;
      if (!requestPublish(context.dataDir, kind, current.account.email, context.publishRunner))
        return refuse(req, res, 409, editorText[language].publish.busy);
      context.audit(
        current.account.email,
        kind === "publish" ? "published" : kind === "preview" ? "asked for a preview" : "rolled back",
      );
      res.redirect(303, "/admin/publish");
    });
}
