/**
 * The Publish page as data (routes/publish.tsx shows it): which release visitors see, what is
 * saved but not yet on the site, what runs or how the last one ended in the editor's words, the
 * release's steps, and the values a production site still waits for.
 */
import type { Account } from "./accounts.server.ts";
import { type ChecklistGroup, checklistGroups } from "./checklist-view.server.ts";
import { contentFolderOf, type ContentRepo } from "./content-repo.server.ts";
import { problemPlace } from "./file-titles.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import {
  liveReleaseInfo,
  pendingRequest,
  publishOutput,
  publishState,
  requestTakenWithinMs,
} from "./publish.server.ts";
import { mayEdit } from "./roles.server.ts";
import { todoList } from "./todo.server.ts";
import { fillTemplate } from "../format/template.ts";
import { problemText } from "../content/problems.ts";
import { localeByCode, locales } from "../locales.ts";
import {
  type FailureCause,
  type LiveRelease,
  type PublishState,
  type PublishStep,
  readProgress,
} from "../publish/publish-files.server.ts";

/** One of the release's steps in words: ticked when done, marked when running or where it stopped. */
export interface StepLine {
  text: string;
  state: "done" | "doing" | "stopped" | "problems";
  /** The content mistakes that stopped it, each at its field. */
  problems?: { named: string; href: string | undefined; text: string }[];
}

/** What the page says of the last publish, preview or rollback, or of the one running. */
export type PublishNews =
  | { kind: "not taken"; minutes: number }
  | { kind: "running"; what: "publish" | "preview" | "rollback" }
  | { kind: "preview ready"; seconds: number }
  | { kind: "live with a problem"; detail: string }
  | { kind: "done"; seconds: number }
  | { kind: "failed"; reason: string };

export interface PublishView {
  live: Pick<LiveRelease, "id" | "createdAt" | "previous"> | undefined;
  /** Changes saved since the live release's content. */
  pending: number;
  running: boolean;
  news: PublishNews | undefined;
  /** A production site refused for values still to give, those this person may edit. */
  unfilled: ChecklistGroup[];
  mayPublish: boolean;
  steps: StepLine[];
  /** The release's own last lines, for whoever looks after the server. */
  output: string;
}

/** Publishing is the editors' and administrators': a translator's work goes live with theirs. */
export const mayPublish = (account: Pick<Account, "role">) => account.role !== "translator";

/**
 * The release's steps in the editor's words (a release records them as data, app/publish/contract.ts):
 * each done one ticked, the one running said so; content mistakes that stopped it, each a link to
 * its field. None when the release's code records none: its output is shown as it is.
 */
export function stepLines(
  language: AdminLanguage,
  steps: readonly PublishStep[],
  status: "running" | "done" | "failed",
): StepLine[] {
  const words = editorText[language].publish.steps;
  // The step it was at when it stopped, or is at now: not ticked.
  const at = steps.findLastIndex((step) => step.step !== "problems");
  return steps.map((step, index): StepLine => {
    if (status === "failed" && index === at && step.step !== "language" && step.step !== "checked")
      return { text: words[step.step], state: "stopped" };
    switch (step.step) {
      case "language":
        return {
          state: "done",
          text: fillTemplate(
            step.reworded ? words.reworded : step.reused ? words.unchanged : words.language,
            {
              language: localeByCode(step.code)?.name ?? step.code,
              pages: step.pages,
              seconds: step.seconds,
            },
          ),
        };
      case "checked":
        return { state: "done", text: fillTemplate(words.checked, { pages: step.pages }) };
      case "problems":
        return {
          state: "problems",
          text: fillTemplate(words.problems, { count: step.problems.length }),
          problems: step.problems.map((problem) => {
            const { page, field, href } = problemPlace(problem, language);
            return {
              named: `${page}${field ? ` · ${field}` : ""}`,
              href,
              text: problemText(language, problem.detail),
            };
          }),
        };
      default:
        return { text: words[step.step], state: status === "running" && index === at ? "doing" : "done" };
    }
  });
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

export async function publishView(
  { dataDir, releasesDir, repo }: { dataDir: string; releasesDir: string | undefined; repo: ContentRepo },
  account: Account,
  language: AdminLanguage,
): Promise<PublishView> {
  const live = liveReleaseInfo(releasesDir);
  const state = publishState(dataDir);
  const steps = state ? readProgress(dataDir) : [];
  const problemCount = steps.reduce(
    (count, step) => count + (step.step === "problems" ? step.problems.length : 0),
    0,
  );
  const asked = pendingRequest(dataDir);
  // Asked for, and nobody took it: said, with the buttons to ask again.
  const notTaken = asked !== undefined && asked.ageMs >= requestTakenWithinMs && state?.status !== "running";
  const running = state?.status === "running" || (asked !== undefined && !notTaken);
  const news: PublishNews | undefined = notTaken
    ? { kind: "not taken", minutes: Math.max(1, Math.round(asked.ageMs / 60_000)) }
    : running
      ? // What is running, as asked: a preview is not a publish.
        { kind: "running", what: (state?.status === "running" ? state.kind : asked?.kind) ?? "publish" }
      : !state
        ? undefined
        : state.status === "done" && state.kind === "preview"
          ? { kind: "preview ready", seconds: state.seconds ?? 0 }
          : state.outcome?.status === "live with a problem"
            ? { kind: "live with a problem", detail: state.outcome.detail }
            : state.status === "done"
              ? { kind: "done", seconds: state.seconds ?? 0 }
              : { kind: "failed", reason: failureReason(language, state, problemCount) };
  const refusedFor =
    !running && state?.outcome?.status === "failed" && state.outcome.cause.kind === "placeholders"
      ? state.outcome.cause.places
      : [];
  const unfilled =
    refusedFor.length === 0
      ? []
      : checklistGroups(
          todoList(
            locales.map((locale) => locale.code),
            contentFolderOf(dataDir),
          ).placeholders.filter(
            (item) =>
              mayEdit(account, item.file) &&
              refusedFor.some((place) => place.file === item.file && place.path === item.path),
          ),
          language,
        );
  return {
    live: live && { id: live.id, createdAt: live.createdAt, previous: live.previous },
    pending: await repo.changesSince(live?.content),
    running,
    news,
    unfilled,
    mayPublish: mayPublish(account),
    steps: stepLines(language, steps, running ? "running" : (state?.status ?? "done")),
    output: state ? publishOutput(dataDir) : "",
  };
}
