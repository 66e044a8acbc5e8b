/**
 * The Publish page (issue 20): which release visitors see, what is saved but not yet on the site,
 * Preview first, Publish and the way back, run in the background (app/admin/publish.server.ts)
 * and followed on a page that refreshes itself.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fillTemplate } from "../format/template.ts";
import type { Account } from "./accounts.server.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, sendEditorPage } from "./editing.server.ts";
import { mayEdit } from "./roles.server.ts";
import { checklistView } from "./checklist-view.server.ts";
import { todoList } from "./todo.server.ts";
import { dateOf } from "./shell.ts";
import {
  liveReleaseInfo,
  pendingRequest,
  publishOutput,
  publishState,
  requestPublish,
  requestTakenWithinMs,
} from "./publish.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import {
  type FailureCause,
  type PublishState,
  type PublishStep,
  readProgress,
} from "../publish/publish-files.server.ts";
import { problemText } from "../content/problems.ts";
import { localeByCode, locales } from "../locales.ts";
import { problemPlace } from "./editing.server.ts";

/**
 * The release's steps in the editor's words (a release records them as data, app/publish/contract.ts):
 * each done one ticked, the one running said so; content mistakes that stopped it, each a link to
 * its field. Nothing when the release's code records none: its output is shown as it is.
 */
export function progressSteps(
  language: AdminLanguage,
  steps: readonly PublishStep[],
  status: "running" | "done" | "failed",
): ReactNode {
  if (steps.length === 0) return null;
  const words = editorText[language].publish.steps;
  // The step it was at when it stopped, or is at now: not ticked.
  const at = steps.findLastIndex((step) => step.step !== "problems");
  const line = (step: PublishStep, index: number): ReactNode => {
    const doing = status === "running" && index === at;
    if (status === "failed" && index === at && step.step !== "language" && step.step !== "checked")
      return h("li", { key: index, className: "stopped" }, words[step.step]);
    switch (step.step) {
      case "language":
        return h(
          "li",
          { key: index },
          fillTemplate(step.reworded ? words.reworded : step.reused ? words.unchanged : words.language, {
            language: localeByCode(step.code)?.name ?? step.code,
            pages: step.pages,
            seconds: step.seconds,
          }),
        );
      case "checked":
        return h("li", { key: index }, fillTemplate(words.checked, { pages: step.pages }));
      case "problems":
        return h(
          "li",
          { key: index, className: "problems" },
          h("p", null, fillTemplate(words.problems, { count: step.problems.length })),
          h(
            "ul",
            null,
            ...step.problems.map((problem) => {
              const { page, field, href } = problemPlace(problem, language);
              const named = `${page}${field ? ` · ${field}` : ""}`;
              return h(
                "li",
                null,
                href ? h("a", { href }, named) : named,
                `: ${problemText(language, problem.detail)}`,
              );
            }),
          ),
        );
      default:
        return doing
          ? h(
              "li",
              { key: index, className: "doing" },
              words[step.step],
              " ",
              h("span", { className: "pending" }, words.running),
            )
          : h("li", { key: index }, words[step.step]);
    }
  };
  return h("ol", { className: "steps" }, steps.map(line));
}

/**
 * Why a publish did not go live, in the editor's words with what to do next; mistakes in the texts
 * are listed at their fields below, so here only counted.
 */
export function failureReason(language: AdminLanguage, state: PublishState, problemCount: number): string {
  const words = editorText[language].publish;
  const cause: FailureCause | undefined =
    state.outcome?.status === "failed" ? state.outcome.cause : undefined;
  if (problemCount > 0 || cause?.kind === "content")
    return fillTemplate(words.steps.problemsReason, {
      count: problemCount || (cause?.kind === "content" ? cause.problems.length : 0),
    });
  const reasons = words.causes;
  switch (cause?.kind) {
    case "placeholders":
      return fillTemplate(reasons.placeholders, { count: cause.places.length });
    case "photo":
      return fillTemplate(reasons.photo, { file: cause.file.split("/").at(-1) ?? cause.file });
    case "timed out":
      return reasons.timedOut;
    case "pages":
      return fillTemplate(reasons.pages, {
        count: cause.pages.length,
        pages: cause.pages
          .slice(0, 5)
          .map((page) => page.path)
          .join(", ")
          .concat(cause.pages.length > 5 ? ", …" : ""),
      });
    case "server":
      return reasons.server;
    case "busy":
      return reasons.busy;
    case "stopped":
      return reasons.stopped;
    case "no earlier release":
      return reasons.noEarlier;
    case "other":
      return fillTemplate(reasons.other, { detail: cause.detail.replace(/\.$/, "") });
    default:
      // A release whose code writes no outcome (one made before it did): its own last line.
      return fillTemplate(reasons.other, { detail: (state.message ?? "").replace(/\.$/, "") });
  }
}

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export function publishRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const refuse = context.refuse;

  /** Publishing is the editors' and administrators': a translator's work goes live with theirs. */
  const mayPublish = (account: Account) => account.role !== "translator";

  router.get("/publish", context.signedIn, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = editorText[language].publish;
      const current = context.signed(res)!;
      const live = liveReleaseInfo(context.releasesDir);
      const state = publishState(context.dataDir);
      const steps = state ? readProgress(context.dataDir) : [];
      const problemCount = steps.reduce(
        (count, step) => count + (step.step === "problems" ? step.problems.length : 0),
        0,
      );
      const pending = await (await repo()).changesSince(live?.content);
      const asked = pendingRequest(context.dataDir);
      // Asked for, and nobody took it: said, with the buttons to ask again.
      const notTaken =
        asked !== undefined && asked.ageMs >= requestTakenWithinMs && state?.status !== "running";
      const running = state?.status === "running" || (asked !== undefined && !notTaken);
      const outcome = notTaken
        ? h(
            "p",
            { role: "alert" },
            fillTemplate(words.notTaken, { minutes: Math.max(1, Math.round(asked.ageMs / 60_000)) }),
          )
        : running
          ? h(
              "p",
              { role: "status" },
              // What is running, as asked: a preview is not a publish.
              { publish: words.running, preview: words.previewRunning, rollback: words.rollbackRunning }[
                (state?.status === "running" ? state.kind : asked?.kind) ?? "publish"
              ],
            )
          : !state
            ? null
            : state.status === "done" && state.kind === "preview"
              ? h(
                  "p",
                  { role: "status" },
                  `${fillTemplate(words.previewDone, { seconds: state.seconds ?? 0 })} `,
                  h("a", { href: "/admin/preview" }, words.previewLink),
                )
              : state.outcome?.status === "live with a problem"
                ? h("p", { role: "alert" }, fillTemplate(words.liveProblem, { detail: state.outcome.detail }))
                : state.status === "done"
                  ? h("p", { role: "status" }, fillTemplate(words.done, { seconds: state.seconds ?? 0 }))
                  : h(
                      "p",
                      { role: "alert" },
                      fillTemplate(words.failed, { reason: failureReason(language, state, problemCount) }),
                    );
      // A production site refused for values still to give: each, linked to its field, as the
      // dashboard's checklist names it (those this person may edit; the count says all of them).
      const refusedFor =
        !running && state?.outcome?.status === "failed" && state.outcome.cause.kind === "placeholders"
          ? state.outcome.cause.places
          : [];
      const unfilled =
        refusedFor.length === 0
          ? null
          : checklistView(
              todoList(
                locales.map((locale) => locale.code),
                contentFolderOf(context.dataDir),
              ).placeholders.filter(
                (item) =>
                  mayEdit(current.account, item.file) &&
                  refusedFor.some((place) => place.file === item.file && place.path === item.path),
              ),
              language,
            );
      const output = state ? publishOutput(context.dataDir) : "";
      const button = (action: string, label: string, secondary = false) =>
        h(
          "form",
          { method: "post", action },
          h("input", { type: "hidden", name: "csrf", value: current.session.csrf }),
          h("button", { type: "submit", className: secondary ? "secondary" : undefined }, label),
        );
      const may = mayPublish(current.account) && !running;
      sendEditorPage(context, req, res, {
        status: 200,
        title: words.title,
        section: "/admin/publish",
        body: renderToStaticMarkup(
          h(
            Fragment,
            null,
            h("h1", null, words.title),
            h("p", null, words.intro),
            h(
              "p",
              null,
              live
                ? fillTemplate(words.live, { release: live.id, date: dateOf(live.createdAt, language) })
                : words.noRelease,
            ),
            h("p", null, pending > 0 ? fillTemplate(words.pending, { count: pending }) : words.upToDate),
            outcome,
            unfilled && unfilled.length > 0 ? h("ul", { className: "checklist" }, unfilled) : null,
            may
              ? h(
                  Fragment,
                  null,
                  h(
                    "div",
                    { className: "item-actions" },
                    button("/admin/preview", words.previewButton, true),
                    button("/admin/publish", words.button),
                  ),
                  h("p", { className: "help" }, words.previewHelp),
                )
              : mayPublish(current.account)
                ? null
                : h("p", { className: "help" }, words.notYours),
            progressSteps(language, steps, running ? "running" : (state?.status ?? "done")),
            output
              ? h(
                  "details",
                  { open: (running && steps.length === 0) || undefined },
                  h("summary", null, steps.length ? words.technical : words.log),
                  h("pre", { className: "diff" }, output),
                )
              : null,
            may && live?.previous
              ? h(
                  Fragment,
                  null,
                  h("h2", null, words.rollback),
                  h("p", null, words.rollbackIntro),
                  button("/admin/rollback", words.rollback, true),
                )
              : null,
          ),
        ),
        // While it runs, the page looks again every three seconds (no script needed).
        head: running ? `<meta http-equiv="refresh" content="3">` : "",
      });
    } catch (error) {
      next(error);
    }
  });

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
