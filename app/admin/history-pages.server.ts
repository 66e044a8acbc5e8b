/**
 * The content's history in the editor (issue 20): every change with who, when and its diff, and
 * Undo, a new change that takes one back (app/admin/content-repo.server.ts).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import { fillTemplate } from "../format/template.ts";
import { ContentRepoError } from "../content/history.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { diffHtml, type EditorContext, mayChange } from "./editing.server.ts";
import { dateOf, escape, sections } from "./page.server.ts";
import { adminWords } from "./words.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export function historyRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const refuse = context.refuse;

  router.get("/history", context.signedIn, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = adminWords[language].history;
      const current = context.signed(res)!;
      const changes = await (await repo()).history(40);
      const undone = typeof req.query.undone === "string" ? req.query.undone.slice(0, 40) : undefined;
      const failed = req.query.failed !== undefined;
      const items = changes.map((change) => {
        const mine = change.files.every((path) => mayChange(current.account, path));
        // The first content, and code releases' merges, are the code's, not a person's to undo.
        const first = change.author === "Site editor";
        const date = dateOf(change.date, language);
        return `<li><p><strong>${escape(change.message)}</strong><br>${escape(fillTemplate(words.by, { author: change.author, date }))}</p>
<details><summary>${escape(words.changes)}</summary>${diffHtml(change.patch)}</details>
${mine && !first ? `<form method="post" action="/admin/undo"><input type="hidden" name="csrf" value="${escape(current.session.csrf)}"><input type="hidden" name="commit" value="${escape(change.commit)}"><button type="submit" class="small secondary">${escape(words.undo)}<span class="visually-hidden">: ${escape(change.message)}</span></button></form>` : ""}</li>`;
      });
      context.send(
        res,
        200,
        language,
        words.title,
        `${context.chrome(language, current, "/admin/history")}
<main>${sections(language, "/admin/history")}
<h1>${escape(words.title)}</h1>
<p>${escape(words.intro)}</p>
${undone ? `<p role="status">${escape(fillTemplate(words.undone, { commit: undone }))}</p>` : ""}${failed ? `<p role="alert">${escape(words.undoFailed)}</p>` : ""}
${items.length ? `<ol class="changes">${items.join("\n")}</ol>` : `<p>${escape(words.none)}</p>`}
</main>`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.post("/undo", context.signedIn, parseSmall, context.checkCsrf, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const current = context.signed(res)!;
      const commit = String((req.body as Record<string, unknown>).commit ?? "");
      const store = await repo();
      const change = (await store.history(500)).find((entry) => entry.commit === commit);
      if (!change) return refuse(req, res, 404, adminWords[language].history.undoFailed);
      if (!change.files.every((path) => mayChange(current.account, path)))
        return refuse(req, res, 403, adminWords[language].edit.notYours);
      try {
        const made = await store.undo(commit, current.account.email);
        context.audit(current.account.email, "undid", `${commit} (${made})`);
        res.redirect(303, `/admin/history?undone=${made}`);
      } catch (error) {
        if (!(error instanceof ContentRepoError)) throw error;
        context.audit(current.account.email, "undo refused", `${commit}: ${error.message}`);
        res.redirect(303, "/admin/history?failed");
      }
    } catch (error) {
      next(error);
    }
  });
}
