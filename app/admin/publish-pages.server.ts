/**
 * The Publish page (issue 20): which release visitors see, what is saved but not yet on the site,
 * Preview first, Publish and the way back, run in the background (app/admin/publish.server.ts)
 * and followed on a page that refreshes itself.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Router } from "express";
import { fillTemplate } from "../format/template.ts";
import type { Account } from "./accounts.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import type { EditorContext } from "./editing.server.ts";
import { dateOf, escape, sections } from "./page.server.ts";
import {
  liveReleaseInfo,
  pendingRequest,
  publishOutput,
  publishState,
  requestPublish,
  requestTakenWithinMs,
} from "./publish.server.ts";
import { type AdminLanguage, adminWords } from "./words.ts";
import { readProgress, type PublishStep } from "../../scripts/ops/publish-files.ts";
import { problemText } from "../content/problems.ts";
import { localeByCode } from "../locales.ts";
import { problemPlace } from "./editing.server.ts";

/**
 * The release's steps in the editor's words (a release records them as data, publish-files.ts):
 * each done one ticked, the one running said so; content mistakes that stopped it, each a link to
 * its field. Nothing when the release's code records none: its output is shown as it is.
 */
export function progressHtml(
  language: AdminLanguage,
  steps: readonly PublishStep[],
  status: "running" | "done" | "failed",
): string {
  if (steps.length === 0) return "";
  const words = adminWords[language].publish.steps;
  // The step it was at when it stopped, or is at now: not ticked.
  const at = steps.findLastIndex((step) => step.step !== "problems");
  const lines = steps.flatMap((step, index): string[] => {
    const doing = status === "running" && index === at;
    if (status === "failed" && index === at && step.step !== "language" && step.step !== "checked")
      return [`<li class="stopped">${escape(words[step.step])}</li>`];
    switch (step.step) {
      case "language":
        return [
          `<li>${escape(fillTemplate(step.reused ? words.unchanged : words.language, { language: localeByCode(step.code)?.name ?? step.code, pages: step.pages, seconds: step.seconds }))}</li>`,
        ];
      case "checked":
        return [`<li>${escape(fillTemplate(words.checked, { pages: step.pages }))}</li>`];
      case "problems":
        return [
          `<li class="problems"><p>${escape(fillTemplate(words.problems, { count: step.problems.length }))}</p><ul>${step.problems
            .map((problem) => {
              const { page, field, href } = problemPlace(problem, language);
              const named = `${page}${field ? ` · ${field}` : ""}`;
              const link = href ? `<a href="${escape(href)}">${escape(named)}</a>` : escape(named);
              return `<li>${link}: ${escape(problemText(language, problem.detail))}</li>`;
            })
            .join("")}</ul></li>`,
        ];
      default:
        return [
          doing
            ? `<li class="doing">${escape(words[step.step])} <span class="pending">${escape(words.running)}</span></li>`
            : `<li>${escape(words[step.step])}</li>`,
        ];
    }
  });
  return `<ol class="steps">${lines.join("")}</ol>`;
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
      const words = adminWords[language].publish;
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
        ? `<p role="alert">${escape(fillTemplate(words.notTaken, { minutes: Math.max(1, Math.round(asked.ageMs / 60_000)) }))}</p>`
        : running
          ? `<p role="status">${escape(
              // What is running, as asked: a preview is not a publish.
              { publish: words.running, preview: words.previewRunning, rollback: words.rollbackRunning }[
                (state?.status === "running" ? state.kind : asked?.kind) ?? "publish"
              ],
            )}</p>`
          : !state
            ? ""
            : state.status === "done" && state.kind === "preview"
              ? `<p role="status">${escape(fillTemplate(words.previewDone, { seconds: state.seconds ?? 0 }))} <a href="/admin/preview">${escape(words.previewLink)}</a></p>`
              : state.status === "done"
                ? `<p role="status">${escape(fillTemplate(words.done, { seconds: state.seconds ?? 0 }))}</p>`
                : `<p role="alert">${escape(
                    fillTemplate(words.failed, {
                      // Mistakes in the texts are listed below at their fields, in these words.
                      reason: problemCount
                        ? fillTemplate(words.steps.problemsReason, { count: problemCount })
                        : (state.message ?? "").replace(/\.$/, ""),
                    }),
                  )}</p>`;
      const output = state ? publishOutput(context.dataDir) : "";
      const button = (action: string, label: string, secondary = false) =>
        `<form method="post" action="${action}"><input type="hidden" name="csrf" value="${escape(current.session.csrf)}"><button type="submit"${secondary ? ' class="secondary"' : ""}>${escape(label)}</button></form>`;
      context.send(
        res,
        200,
        language,
        words.title,
        `${context.chrome(language, current, "/admin/publish")}
<main>${sections(language, "/admin/publish")}
<h1>${escape(words.title)}</h1>
<p>${escape(words.intro)}</p>
<p>${escape(live ? fillTemplate(words.live, { release: live.id, date: dateOf(live.createdAt, language) }) : words.noRelease)}</p>
<p>${escape(pending > 0 ? fillTemplate(words.pending, { count: pending }) : words.upToDate)}</p>
${outcome}
${mayPublish(current.account) && !running ? `<div class="item-actions">${button("/admin/preview", words.previewButton, true)}${button("/admin/publish", words.button)}</div><p class="help">${escape(words.previewHelp)}</p>` : ""}
${progressHtml(language, steps, running ? "running" : (state?.status ?? "done"))}
${output ? `<details${running && steps.length === 0 ? " open" : ""}><summary>${escape(steps.length ? words.technical : words.log)}</summary><pre class="diff">${escape(output)}</pre></details>` : ""}
${mayPublish(current.account) && !running && live?.previous ? `<h2>${escape(words.rollback)}</h2><p>${escape(words.rollbackIntro)}</p>${button("/admin/rollback", words.rollback, true)}` : ""}
</main>`,
        // While it runs, the page looks again every three seconds (no script needed).
        running ? `<meta http-equiv="refresh" content="3">` : "",
      );
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
        return refuse(req, res, 409, adminWords[language].publish.busy);
      context.audit(
        current.account.email,
        kind === "publish" ? "published" : kind === "preview" ? "asked for a preview" : "rolled back",
      );
      res.redirect(303, "/admin/publish");
    });
}
