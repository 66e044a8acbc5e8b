/**
 * Editing the content in the browser (issue 20): the list of files, one form per file generated
 * from its schema, the save that checks the whole site's content first and refuses a stale
 * version (history and undo: history-pages.server.ts; publishing: publish-pages.server.ts).
 * Every file goes through `contentPath`, which knows only the content files, and through
 * `mayEdit`, which knows the roles.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import type { EditorPages } from "./app-pages.server.ts";
import { parseDocument } from "yaml";
import { refusedText } from "./edit-page.server.ts";
import type { Account } from "./accounts.server.ts";
import { contentPath } from "../content/history.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { applyToDocument, FormRefused, readForm } from "./form.server.ts";
import { framedPolicy } from "./page.server.ts";
import type { LiveStatus } from "./request-context.ts";
import { problemPlace } from "./file-titles.server.ts";
import type { PreviewEngine } from "./live-preview.server.ts";
import { problemText } from "../content/problems.ts";
import { pageName } from "./field-help/index.ts";
import type { AdminLanguage, EditorText } from "./editor-text.ts";
import { editorText } from "./editor-text.ts";
import { mayEdit } from "./roles.server.ts";
import { entryOf, schemaOf } from "./content-save.server.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Signed {
  session: { csrf: string };
  account: Account;
}

/** What the editing pages need from the editor's router. */
export interface EditorContext {
  dataDir: string;
  /** Where the releases are (RELEASES_DIR), to say which one visitors see. */
  releasesDir: string | undefined;
  /** Who runs a publish (PUBLISH_RUNNER). */
  publishRunner: "server" | "systemd";
  languageOf(req: Request, res: Response): AdminLanguage;
  /** A page of one sentence: a refusal before any page is its business, a busy preview. */
  sendPlain(
    req: Request,
    res: Response,
    status: number,
    title: (words: EditorText) => string,
    sentence: { text: (words: EditorText) => string; role: "alert" | "status" },
  ): void;
  signed(res: Response): Signed | undefined;
  signedIn: RequestHandler;
  checkCsrf: RequestHandler;
  /** A refusal in words, inside the editor's chrome. */
  refuse(req: Request, res: Response, status: number, message: string): void;
  /** Lets editors and administrators through; a translator is told it is not theirs. */
  editorsOnly: RequestHandler;
  audit(email: string, action: string, detail?: string): void;
  /** The live preview's work, off the thread that serves visitors (server/preview-engine.ts). */
  previews: PreviewEngine;
  /** Counts a session's live previews, apart from its saves (router.server.ts). */
  previewsPerSession?: RequestHandler;
  /** Answers with the editor's app (app/admin/routes.ts): the pages already moved into it. */
  appPage: RequestHandler;
  /** The app's page at an address, as a visit shows it, for a write answered here (app-pages.server.ts). */
  renderPage: EditorPages["render"];
}

/** What every editors-only form's POST goes through: a session, the role, its body read, its token. */
export const editorWrite = (context: EditorContext, parse: RequestHandler): RequestHandler[] => [
  context.signedIn,
  context.editorsOnly,
  parse,
  context.checkCsrf,
];

export function editingRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseEdit = express.urlencoded({ extended: false, limit: "2mb", parameterLimit: 20_000 });

  const refuse = context.refuse;
  /** A form no page of the editor sends (a list longer than its schema allows), said in words. */
  const formRefused = (req: Request, res: Response, error: FormRefused) =>
    refuse(req, res, 400, refusedText(error, context.languageOf(req, res)));

  router.get("/files", context.signedIn, context.appPage);

  const fileOf = (req: Request) => {
    const raw = (req.params as { file?: string | string[] }).file;
    return Array.isArray(raw) ? raw.join("/") : (raw ?? "");
  };

  // The file and the person's right to it, decided before the body is read.
  const editableFile: RequestHandler = (req, res, next) => {
    const file = fileOf(req);
    const words = editorText[context.languageOf(req, res)];
    if (!contentPath(file)) return refuse(req, res, 404, words.edit.notFound);
    const current = context.signed(res)!;
    if (mayEdit(current.account, file)) return next();
    if (req.method === "POST")
      context.audit(current.account.email, "save refused", `${file}: not their file`);
    refuse(req, res, 403, words.edit.notYours);
  };

  // A file's form (routes/edit.tsx): the file and the person's right to it decided, and the form
  // read within its limits, before the page sees it.
  router.get("/edit/*file", context.signedIn, editableFile, context.appPage);
  router.post("/edit/*file", context.signedIn, editableFile, parseEdit, context.checkCsrf, context.appPage);

  // The live preview (live-preview.server.ts): the page with the form's values, in a frame beside
  // it. GET shows the file as saved, POST as the form has it (sent as the person types, or by the
  // preview's button without JavaScript).
  /** Too many previews waiting: said before any of the page's work is done (issue 49). */
  function previewBusy(req: Request, res: Response) {
    res.set("Retry-After", "2");
    res.set("Content-Security-Policy", framedPolicy);
    context.sendPlain(req, res, 503, (words) => `${words.edit.live.title} · ${words.editor}`, {
      text: (words) => words.edit.live.busy,
      role: "status",
    });
  }
  const unlessPreviewsFull: RequestHandler = (req, res, next) =>
    context.previews.full(context.signed(res)?.account.email ?? "") ? previewBusy(req, res) : next();

  async function livePreview(req: Request, res: Response, file: string, values: unknown, wanted: unknown) {
    const language = context.languageOf(req, res);
    const entry = entryOf(file)!;
    /** The frame's page when it shows no page of the site (routes/live-status.tsx). */
    const framed = (live: LiveStatus) => {
      res.set("Content-Security-Policy", framedPolicy);
      return context.renderPage(req, res, { path: "/admin/live-status", status: 200, live });
    };
    const store = await repo();
    const saved = store.read(file).text;
    let text = saved;
    if (values !== undefined) {
      const document = parseDocument(saved);
      applyToDocument(document, document.toJS() ?? {}, values);
      text = document.toString({ lineWidth: 0 });
    }
    const outcome = await context.previews.preview(
      {
        file,
        text,
        name: entry.name,
        language: entry.language,
        wanted: typeof wanted === "string" ? wanted : undefined,
        editor: language,
        root: join(store.dir, "content"),
      },
      context.signed(res)?.account.email ?? "",
    );
    switch (outcome.kind) {
      case "none":
        return framed({ kind: "none" });
      case "no build":
        return framed({ kind: "no build" });
      case "superseded":
        // A newer one of this person's is on its way to the same frame.
        return void res.status(204).end();
      case "busy":
        return previewBusy(req, res);
      case "waiting":
        return framed({
          kind: "waiting",
          problems: outcome.problems.map((problem) => {
            const { entry: other, field } = problemPlace(problem, language);
            return {
              where: other ? `${pageName(other.name, language)}${field ? ` › ${field}` : ""}` : problem.file,
              message: problemText(language, problem.detail),
            };
          }),
        });
      case "page":
        res.status(200).type("html").set("Content-Security-Policy", outcome.policy).send(outcome.html);
    }
  }

  // A GET renders a page too: counted with the previews.
  router.get(
    "/live/*file",
    context.signedIn,
    editableFile,
    ...(context.previewsPerSession ? [context.previewsPerSession] : []),
    unlessPreviewsFull,
    async (req, res, next) => {
      try {
        await livePreview(req, res, fileOf(req), undefined, req.query.path);
      } catch (error) {
        next(error);
      }
    },
  );

  router.post(
    "/live/*file",
    context.signedIn,
    editableFile,
    ...(context.previewsPerSession ? [context.previewsPerSession] : []),
    unlessPreviewsFull,
    parseEdit,
    context.checkCsrf,
    async (req, res, next) => {
      try {
        const file = fileOf(req);
        const entry = entryOf(file)!;
        const body = (req.body ?? {}) as Record<string, unknown>;
        let values: unknown;
        try {
          values = readForm(schemaOf(entry.name, entry.language), body);
        } catch (error) {
          if (!(error instanceof FormRefused)) throw error;
          return formRefused(req, res, error);
        }
        await livePreview(req, res, file, values, body.previewPath);
      } catch (error) {
        next(error);
      }
    },
  );
}
