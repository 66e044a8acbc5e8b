/**
 * The live preview beside an editing form (issue 31): the page as visitors will see it, rendered
 * by the site's own server build with the form's values, not saved yet. The words go in through
 * app/content/render-content.server.ts; the page comes out without its scripts (the editor runs
 * none of the site's) and with links that open the live site in a tab of their own.
 */
import type { SiteContent } from "../content/schemas/index.ts";
import { collectionEntries } from "../content/collection-pages.ts";
import type { ContentName } from "../content/schemas/index.ts";
import {
  defaultLocale,
  type LocaleCode,
  localeByCode,
  localeOfPath,
  localePath,
  locales,
} from "../locales.ts";
import { loadContentWith } from "../content/load-content.ts";
import type { ContentProblem } from "../content/problems.ts";
import { pages } from "../pages.ts";
import { pagePolicy } from "../security-headers.server.ts";
import { pageName } from "./field-help/index.ts";
import { log } from "../log.server.ts";
import type { AdminLanguage } from "./editor-text.ts";

/** Renders one page of the site (its language's build) reading `content`; undefined: no such build. */
export type PageRenderer = (
  path: string,
  content: SiteContent,
) => Promise<{ status: number; html: string } | undefined>;

/** A page a file's words show on, as the preview's list names it. */
export interface PreviewPage {
  path: string;
  title: string;
  language: LocaleCode;
}

/** Texts that show on no page of their own, and the page that shows them best. */
const shownOn: Partial<Record<ContentName, string>> = {
  site: "/",
  layout: "/",
  greetings: "/",
  enquiry: "/contact",
};

/** An address no page has: the not-found page, as visitors meet it. */
export const notFoundPath = "/page-not-found-preview";

/**
 * The pages a file's preview may show, the one that shows the file first: in the file's language,
 * or in every language for the facts (content/site.yaml). None for the answers shown only when
 * something goes wrong (serverError, serverAnswers).
 */
export function previewPages(
  name: ContentName,
  language: LocaleCode | undefined,
  content: (code: LocaleCode) => SiteContent | undefined,
  editor: AdminLanguage,
): PreviewPage[] {
  if (name === "serverError" || name === "serverAnswers") return [];
  const languages = language ? [localeByCode(language) ?? defaultLocale] : [...locales];
  return languages.flatMap((locale) => {
    const words = content(locale.code);
    const entries = words ? collectionEntries(words) : [];
    const listed: PreviewPage[] = [
      ...pages
        .filter((page) => page.prerender || page.id === "contactSent")
        .map((page) => ({ path: page.path, title: pageName(page.id, editor) })),
      ...entries.map((entry) => ({ path: entry.path as string, title: entry.meta.title })),
      { path: notFoundPath, title: pageName("notFound", editor) },
    ].map((page) => ({ ...page, path: localePath(locale, page.path), language: locale.code }));
    const main = new Set<string>(
      [
        shownOn[name],
        pages.find((page) => page.id === name)?.path,
        ...entries.filter((entry) => entry.page.content === name).map((entry) => entry.path as string),
        name === "notFound" ? notFoundPath : undefined,
      ]
        .filter((path): path is string => path !== undefined)
        .map((path) => localePath(locale, path)),
    );
    return [
      ...listed.filter((page) => main.has(page.path)),
      ...listed.filter((page) => !main.has(page.path)),
    ];
  });
}

/** A page's HTML without its scripts. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

/** A page as the editor shows it, built or rendered: its scripts and their preloads out. */
export const scriptless = (html: string) =>
  withoutScripts(html).replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");

/**
 * A rendered page as the preview frame shows it: no scripts, links opening the site in a tab of
 * their own (the site's pages refuse to be framed), and its own policy: its inline styles by their
 * hashes, no script, no form sent anywhere, framed by the editor only.
 */
export function livePage(html: string): { html: string; policy: string } {
  const page = scriptless(html).replace(/<head([^>]*)>/, `<head$1><base target="_blank">`);
  const policy = pagePolicy(page)
    .replace(/script-src [^;]*/, "script-src 'none'")
    .replace("form-action 'self'", "form-action 'none'")
    .replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return { html: page, policy };
}

/** What the preview frame shows for a file's values (built off the thread that serves visitors). */
export interface PreviewAsked {
  /** The file ("en/home", "site") and its text with the form's values. */
  file: string;
  text: string;
  name: ContentName;
  language: LocaleCode | undefined;
  /** The page asked for (a path of previewPages), if any. */
  wanted: string | undefined;
  editor: AdminLanguage;
  /** The company's content folder the other files are read from. */
  root: string;
}

export type PreviewOutcome =
  | { kind: "none" }
  | { kind: "waiting"; problems: ContentProblem[] }
  | { kind: "no build" }
  | { kind: "page"; html: string; policy: string }
  /** A newer preview of the same person's took its place before it started. */
  | { kind: "superseded" }
  /** Too many waiting in all: the person's next keystroke asks again. */
  | { kind: "busy" };

/**
 * The preview's work, wherever it runs: the content read with the file's new text (only the
 * language shown), the page chosen among those the file shows on, rendered, made frameable.
 */
export async function previewWork(
  asked: PreviewAsked,
  render: PageRenderer | undefined,
): Promise<PreviewOutcome> {
  const changed = new Map([[asked.file, asked.text]]);
  const read = new Map<LocaleCode, ReturnType<typeof loadContentWith>>();
  const reportOf = (code: LocaleCode) => {
    if (!read.has(code)) read.set(code, loadContentWith(code, changed, asked.root));
    return read.get(code)!;
  };
  // Only the language shown is read: a facts file lists the other languages' fixed pages.
  const first =
    asked.language ??
    (typeof asked.wanted === "string" ? localeOfPath(asked.wanted).code : defaultLocale.code);
  const choices = previewPages(
    asked.name,
    asked.language,
    (code) => (code === first ? reportOf(code).content : undefined),
    asked.editor,
  );
  const page = choices.find((choice) => choice.path === asked.wanted) ?? choices[0];
  if (!page) return { kind: "none" };
  const report = reportOf(page.language);
  if (!report.content) return { kind: "waiting", problems: report.problems };
  if (!render) return { kind: "no build" };
  const rendered = await render(page.path, report.content);
  if (!rendered) return { kind: "no build" };
  return { kind: "page", ...livePage(rendered.html) };
}

/** The live previews of every editor, run by one worker (or in this process), never piling up. */
export interface PreviewEngine {
  preview(asked: PreviewAsked, who: string): Promise<PreviewOutcome>;
  /** Whether `who`'s preview would be told "busy" now: asked before the page's text is made. */
  full(who: string): boolean;
  close(): Promise<void>;
}

/** How many previews may wait in all before a new one is told to come back (each person has one). */
export const previewsWaitingAtMost = 8;

/**
 * Previews run one at a time by `run`, each person's newest only: one still waiting when the same
 * person asks again is answered "superseded" (typing sends one per pause; only the last shows),
 * and past `previewsWaitingAtMost` waiting in all, a new one is "busy" (issue 49: four people
 * previewing slowed every visitor's page).
 */
export function queuedPreviews(
  run: (asked: PreviewAsked) => Promise<PreviewOutcome>,
  close: () => Promise<void> = async () => undefined,
): PreviewEngine {
  const waiting = new Map<string, { asked: PreviewAsked; answer: (outcome: PreviewOutcome) => void }>();
  let running = false;
  const next = async () => {
    if (running) return;
    running = true;
    try {
      for (let job = waiting.entries().next(); !job.done; job = waiting.entries().next()) {
        const [who, { asked, answer }] = job.value;
        waiting.delete(who);
        try {
          answer(await run(asked));
        } catch (error) {
          // Said as a busy moment: the next keystroke asks again, of a worker started afresh.
          log("error", "a live preview failed", {
            error: error instanceof Error ? error.message : String(error),
          });
          answer({ kind: "busy" });
        }
      }
    } finally {
      running = false;
    }
  };
  const full = (who: string) => !waiting.has(who) && waiting.size >= previewsWaitingAtMost;
  return {
    full,
    preview: (asked, who) =>
      new Promise<PreviewOutcome>((answer) => {
        const earlier = waiting.get(who);
        if (full(who)) return answer({ kind: "busy" });
        earlier?.answer({ kind: "superseded" });
        // Deleted first: the newest goes to the back of the line, as it is the newest.
        waiting.delete(who);
        waiting.set(who, { asked, answer });
        void next();
      }),
    close,
  };
}
