/**
 * The content's history in the editor (issues 20 and 31): every change with who and when, each
 * page and field it touched in words with the text before and after, whether visitors see it yet,
 * Undo (a new change that takes one back) and Restore (a page as a change left it, as a new one).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import { createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fillTemplate } from "../format/template.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { problemText } from "../content/problems.ts";
import { fileChangeInWords } from "./change-words.server.ts";
import { type EditorContext, fileTitle, sendEditorPage } from "./editing.server.ts";
import { mayChange } from "./roles.server.ts";
import { restoreContentFile, undoChange } from "./history-actions.server.ts";
import { liveReleaseInfo } from "./publish.server.ts";
import { dateOf } from "./page.server.ts";
import { editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export function historyRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const refuse = context.refuse;

  router.get("/history", context.signedIn, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = editorText[language].history;
      const current = context.signed(res)!;
      const store = await repo();
      const changes = await store.history(40);
      const live = await store.changesIn(liveReleaseInfo(context.releasesDir)?.content);
      // What the address says is a change's hash and a file, worded here: never text of its own.
      const query = (key: string) => (typeof req.query[key] === "string" ? String(req.query[key]) : "");
      const commitOf = (key: string) => (/^[0-9a-f]{4,40}$/.test(query(key)) ? query(key) : undefined);
      const page = fileTitle(query("file"), language);
      const failed = req.query.failed !== undefined;
      // The first content, and code releases' merges, are the code's, not a person's to undo.
      const isFirst = (change: (typeof changes)[number]) => change.author === "Site editor";
      // Every content file's text before and after each change, in one read. Not the photos and
      // PDFs (megabytes each, and their bytes say nothing in words), nor the code's first content.
      const worded = (change: (typeof changes)[number], path: string) =>
        !isFirst(change) && path.startsWith("content/") && path.endsWith(".yaml");
      const wanted = changes.flatMap((change) =>
        change.files
          .filter((path) => worded(change, path))
          .flatMap((path) => [
            { commit: `${change.commit}^`, path },
            { commit: change.commit, path },
          ]),
      );
      const texts = await store.textsAt(wanted);
      let at = 0;
      const items = changes.map((change) => {
        const mine = change.files.every((path) => mayChange(current.account, path));
        const first = isFirst(change);
        const date = dateOf(change.date, language);
        const files = change.files
          .map((path) => {
            if (first) return undefined;
            if (!worded(change, path)) {
              // A photo or a PDF: put in, or taken out (the change's own record says which).
              const removed = change.patch.includes(`diff --git a/${path} b/${path}\ndeleted file mode`);
              return fileChangeInWords(path, "", removed ? undefined : "", language);
            }
            const [before, after] = [texts[at], texts[at + 1]];
            at += 2;
            return fileChangeInWords(path, before, after, language);
          })
          .filter((file) => file !== undefined);
        const onSite = live.has(change.commit);
        const heading = first
          ? words.codeContent
          : files.length
            ? files.map((file) => file.title).join(", ")
            : words.confirmed;
        const hidden = (name: string, value: string) => h("input", { type: "hidden", name, value });
        const fileSections = files.map((file, index) =>
          h(
            "section",
            { key: index },
            h("h3", null, file.title),
            file.fields.length
              ? h(
                  "table",
                  { className: "change" },
                  h(
                    "thead",
                    null,
                    h(
                      "tr",
                      null,
                      h("th", { scope: "col" }, h("span", { className: "visually-hidden" }, words.field)),
                      h("th", { scope: "col" }, words.before),
                      h("th", { scope: "col" }, words.after),
                    ),
                  ),
                  h(
                    "tbody",
                    null,
                    ...file.fields.map((field) =>
                      h(
                        "tr",
                        null,
                        h(
                          "th",
                          { scope: "row" },
                          file.file && field.anchor
                            ? h("a", { href: `/admin/edit/${file.file}${field.anchor}` }, field.trail)
                            : field.trail,
                        ),
                        h("td", { className: "value", dir: "auto" }, field.before),
                        h("td", { className: "value", dir: "auto" }, field.after),
                      ),
                    ),
                  ),
                )
              : null,
            file.file && mine && !first && mayChange(current.account, `content/${file.file}.yaml`)
              ? h(
                  "form",
                  { method: "post", action: "/admin/restore" },
                  hidden("csrf", current.session.csrf),
                  hidden("commit", change.commit),
                  hidden("file", file.file),
                  h(
                    "button",
                    { type: "submit", className: "small secondary" },
                    fillTemplate(words.restore, { page: file.title }),
                  ),
                )
              : null,
          ),
        );
        return h(
          "li",
          { key: change.commit },
          h(
            "h2",
            { className: "change-title" },
            heading,
            ...(first
              ? []
              : [
                  " ",
                  h("span", { className: onSite ? "live" : "pending" }, onSite ? words.live : words.notLive),
                ]),
          ),
          h(
            "p",
            null,
            isFirst(change)
              ? fillTemplate(words.bySite, { date })
              : fillTemplate(words.by, { author: change.author, date }),
          ),
          first
            ? null
            : h(
                "details",
                { open: files.some((file) => file.fields.length > 0) || undefined },
                h("summary", null, words.changes),
                ...fileSections,
              ),
          mine && !first
            ? h(
                "form",
                { method: "post", action: "/admin/undo" },
                hidden("csrf", current.session.csrf),
                hidden("commit", change.commit),
                h(
                  "button",
                  { type: "submit", className: "small secondary" },
                  words.undo,
                  h("span", { className: "visually-hidden" }, `: ${heading}`),
                ),
              )
            : null,
        );
      });
      const undone = commitOf("undone");
      const restored = page && commitOf("restored");
      const restoreFailed = page && query("restoreFailed") !== "" ? page : undefined;
      sendEditorPage(context, req, res, {
        status: 200,
        title: words.title,
        section: "/admin/history",
        body: renderToStaticMarkup(
          h(
            Fragment,
            null,
            h("h1", null, words.title),
            h("p", null, words.intro),
            undone ? h("p", { role: "status" }, words.undone) : null,
            failed ? h("p", { role: "alert" }, words.undoFailed) : null,
            restored ? h("p", { role: "status" }, fillTemplate(words.restored, { page: page! })) : null,
            restoreFailed
              ? h("p", { role: "alert" }, fillTemplate(words.restoreFailed, { page: restoreFailed }))
              : null,
            items.length ? h("ol", { className: "changes" }, items) : h("p", null, words.none),
          ),
        ),
      });
    } catch (error) {
      next(error);
    }
  });

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
