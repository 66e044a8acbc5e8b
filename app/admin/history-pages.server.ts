/**
 * The content's history in the editor (issues 20 and 31): the page is the editor's app's
 * (routes/history.tsx, over history.server.ts); here its two writes, Undo (a new change that takes
 * one back) and Restore (a page as a change left it, as a new one).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import { sharedContentRepo } from "./content-repo.server.ts";
import { problemText } from "../content/problems.ts";
import type { EditorContext } from "./editing.server.ts";
import { restoreContentFile, undoChange } from "./history-actions.server.ts";
import { editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export function historyRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const refuse = context.refuse;

  router.get("/history", context.signedIn, context.appPage);

  // A page as an earlier change left it, put back as a new change: checked like a save, so a
  // version that no longer fits the rest of the site (a removed certificate it names) is refused.
  router.post("/restore", context.signedIn, parseSmall, context.checkCsrf, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const current = context.signed(res)!;
      const body = req.body as Record<string, unknown>;
      const commit = String(body.commit ?? "");
      const file = String(body.file ?? "");
      const back = (commit: string) =>
        res.redirect(303, `/admin/history?restored=${commit}&file=${encodeURIComponent(file)}`);
      const outcome = await restoreContentFile(await repo(), { file, commit, who: current.account });
      switch (outcome.kind) {
        case "not found":
          return refuse(req, res, 404, editorText[language].history.undoFailed);
        case "not yours":
          return refuse(req, res, 403, editorText[language].edit.notYours);
        case "unchanged":
          return back(commit);
        case "refused":
          context.audit(
            current.account.email,
            "restore refused",
            `${file} at ${commit}: ${outcome.problems.map((problem) => problemText("en", problem.detail)).join("; ")}`,
          );
          return res.redirect(303, `/admin/history?restoreFailed=${commit}&file=${encodeURIComponent(file)}`);
        case "busy":
          return res.redirect(303, "/admin/history?failed");
        case "restored":
          context.audit(current.account.email, "restored", `${file} at ${commit} (${outcome.commit})`);
          return back(outcome.commit);
      }
    } catch (error) {
      next(error);
    }
  });

  router.post("/undo", context.signedIn, parseSmall, context.checkCsrf, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const current = context.signed(res)!;
      const commit = String((req.body as Record<string, unknown>).commit ?? "");
      const outcome = await undoChange(await repo(), { commit, who: current.account });
      switch (outcome.kind) {
        case "not found":
          return refuse(req, res, 404, editorText[language].history.undoFailed);
        case "not yours":
          return refuse(req, res, 403, editorText[language].edit.notYours);
        case "refused":
          context.audit(current.account.email, "undo refused", `${commit}: ${outcome.reason}`);
          return res.redirect(303, "/admin/history?failed");
        case "undone":
          context.audit(current.account.email, "undid", `${commit} (${outcome.commit})`);
          return res.redirect(303, `/admin/history?undone=${outcome.commit}`);
      }
    } catch (error) {
      next(error);
    }
  });
}
