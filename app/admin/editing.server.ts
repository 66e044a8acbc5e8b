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
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseDocument } from "yaml";
import { fillTemplate } from "../format/template.ts";
import { loadContentWith } from "../content/load-content.ts";
import { contentFiles } from "../content/schemas/index.ts";
import { indexedPath, outOfDate } from "../content/translations.ts";
import { defaultLocale, localeByCode, locales } from "../locales.ts";
import type { Account } from "./accounts.server.ts";
import { contentPath } from "../content/history.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import {
  applyListOperation,
  applyToDocument,
  fieldId,
  fieldKey,
  fieldTrail,
  type Path,
  FormRefused,
  readForm,
  fieldNodes,
} from "./form.server.ts";
import { askedPath, framedPolicy, sections } from "./page.server.ts";
import { dateOf } from "./shell.ts";
import { inWords, problemPlace } from "./file-titles.server.ts";
import { type PreviewEngine, previewPages } from "./live-preview.server.ts";
import { type ContentProblem, problemText } from "../content/problems.ts";
import { pageName } from "./field-help/index.ts";
import type { AdminLanguage } from "./editor-text.ts";
import { editorText } from "./editor-text.ts";
import { mayEdit } from "./roles.server.ts";
import { type Conflict, dataOf, entryOf, saveContentFile, schemaOf } from "./content-save.server.ts";

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
  send(
    res: Response,
    status: number,
    language: AdminLanguage,
    title: string,
    body: string,
    head?: string,
  ): void;
  signed(res: Response): Signed | undefined;
  /** The header and the sections' menu of a signed-in page. */
  chrome(language: AdminLanguage, current: Signed, path: string): string;
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

/**
 * A signed-in page of the editor: its header, the sections' menu with `section` marked, then
 * `body` (HTML, as React or the page's own code wrote it).
 */
export function sendEditorPage(
  context: EditorContext,
  req: Request,
  res: Response,
  {
    status,
    title,
    section,
    body,
    path = askedPath(req),
    head,
  }: {
    status: number;
    title: string;
    section: string;
    body: string;
    path?: string;
    /** More of the document's head: a page that refreshes itself. */
    head?: string;
  },
): void {
  const language = context.languageOf(req, res);
  context.send(
    res,
    status,
    language,
    title,
    `${context.chrome(language, context.signed(res)!, path)}<main>${sections(language, section, context.signed(res)?.account.role)}${body}</main>`,
    head,
  );
}

export function editingRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseEdit = express.urlencoded({ extended: false, limit: "2mb", parameterLimit: 20_000 });

  const refuse = context.refuse;
  /** A form no page of the editor sends (a list longer than its schema allows), said in words. */
  const formRefused = (req: Request, res: Response, error: FormRefused) =>
    refuse(
      req,
      res,
      400,
      fillTemplate(editorText[context.languageOf(req, res)].edit.formRefused, {
        list: error.list,
        count: error.count,
        max: error.max,
      }),
    );

  router.get("/files", context.signedIn, context.appPage);

  interface FormState {
    file: string;
    values: unknown;
    version: string;
    problems: ContentProblem[];
    message?: { ok: boolean; text: string };
    conflict?: { conflicts: Conflict[]; who: string; when: string };
  }

  async function editPage(req: Request, res: Response, status: number, state: FormState) {
    const language = context.languageOf(req, res);
    const words = editorText[language];
    const current = context.signed(res)!;
    const entry = entryOf(state.file)!;
    const schema = schemaOf(entry.name, entry.language);
    const store = await repo();
    const english =
      entry.language && entry.language !== defaultLocale.code
        ? dataOf(store.read(`${defaultLocale.code}/${contentFiles[entry.name].file}`).text)
        : undefined;
    const factsFile = contentFiles[entry.name].facts;
    const other = !factsFile
      ? undefined
      : entry.language === undefined
        ? dataOf(store.read(`${defaultLocale.code}/${contentFiles[entry.name].file}`).text)
        : dataOf(store.read(contentFiles[entry.name].file).text);
    const path = `content/${state.file}.yaml`;
    const translated = entry.language !== undefined && entry.language !== defaultLocale.code;
    const outdated = new Set(
      translated
        ? outOfDate(join(store.dir, "content"), entry.language!)
            .filter((text) => text.file === contentFiles[entry.name].file)
            .map((text) => indexedPath(state.values, text.path))
        : [],
    );
    // Each of the check's lines at its field; what names no field of this form, above it.
    const byField = new Map<string, string[]>();
    const above: ReactNode[] = [];

    const shownFields = new Set<string>();
    const form = (seen?: Set<string>) =>
      fieldNodes(schema, {
        words: words.edit.form,
        content: entry.name,
        editor: language,
        data: state.values,
        english,
        other,
        problems: byField,
        outdated,
        seen,
        language: entry.language
          ? { code: entry.language, dir: localeByCode(entry.language)?.dir ?? "ltr" }
          : undefined,
      });
    // Which fields the form has, to place each problem at the nearest one.
    form(shownFields);
    const trail = (field: Path, data: unknown = state.values) =>
      fieldTrail(entry.name, field, data, language, words.edit.form.item);
    const summary: ReactNode[][] = [];
    for (const problem of state.problems) {
      const message = problemText(language, problem.detail);
      if (problem.file === path && problem.field?.length) {
        // The deepest part of the path the form shows: a missing field shows at what holds it.
        let at: Path = problem.field;
        while (at.length > 0 && !shownFields.has(fieldKey(at))) at = at.slice(0, -1);
        if (at.length > 0) {
          const key = fieldKey(at);
          const said =
            at.length === problem.field.length
              ? message
              : `${trail(problem.field).split(" › ").slice(at.length).join(" › ")}: ${message}`;
          byField.set(key, [...(byField.get(key) ?? []), said]);
          summary.push([h("a", { href: `#${fieldId(at)}` }, trail(problem.field)), `: ${message}`]);
          continue;
        }
      }
      if (problem.file === path) {
        above.push(message);
        continue;
      }
      // A problem in another file (a title too long once the company's new name is in it): a link
      // to that field, named in words, so it can be mended there.
      const { page, field, href } = problemPlace(problem, language);
      const named = `${page}${field ? ` · ${field}` : ""}`;
      above.push(h(Fragment, null, href ? h("a", { href }, named) : named, `: ${message}`));
    }
    const fields = form();
    const problemsBox =
      state.problems.length === 0
        ? null
        : h(
            "div",
            { role: "alert", className: "summary" },
            h(
              "p",
              null,
              h("strong", null, fillTemplate(words.edit.problems, { count: state.problems.length })),
            ),
            h(
              "ul",
              null,
              ...summary.map((line, index) => h("li", { key: `f${index}` }, ...line)),
              ...above.map((line, index) => h("li", { key: `a${index}` }, line)),
            ),
          );
    const conflict = state.conflict;
    const conflictBox = conflict
      ? h(
          "div",
          { role: "alert", className: "conflict" },
          h("h2", null, words.edit.conflictTitle),
          h("p", null, words.edit.conflictIntro),
          h(
            "dl",
            null,
            ...conflict.conflicts.flatMap((one) => [
              h("dt", null, h("a", { href: `#${fieldId(one.path)}` }, trail(one.path))),
              h(
                "dd",
                null,
                h(
                  "p",
                  null,
                  h(
                    "strong",
                    null,
                    `${fillTemplate(words.edit.theirs, { who: conflict.who, when: conflict.when })}:`,
                  ),
                ),
                h("p", { className: "value" }, inWords(one.theirs, words.edit.form)),
                h("p", null, h("strong", null, `${words.edit.yours}:`)),
                h("p", { className: "value" }, inWords(one.yours, words.edit.form)),
              ),
            ]),
          ),
        )
      : null;
    const title = `${pageName(entry.name, language)} (${entry.language ? (localeByCode(entry.language)?.name ?? entry.language) : words.files.factsShort})`;
    sendEditorPage(context, req, res, {
      status,
      title,
      section: "",
      path: `/admin/edit/${state.file}`,
      body: renderToStaticMarkup(
        h(
          Fragment,
          null,
          h("h1", null, title),
          h("p", null, words.edit.intro),
          state.message ? h("p", { role: state.message.ok ? "status" : "alert" }, state.message.text) : null,
          conflictBox,
          problemsBox,
          outdated.size === 0
            ? null
            : h(
                "p",
                { className: "outdated" },
                fillTemplate(words.edit.outdatedCount, { count: outdated.size }),
              ),
          h(
            "div",
            { className: "editing" },
            h(
              "form",
              {
                id: "edit-form",
                method: "post",
                action: `/admin/edit/${state.file}`,
                noValidate: true,
                "data-draft": `${current.account.email}:${state.file}`,
                "data-restored": words.edit.restored,
                "data-discard": words.edit.discard,
                "data-added": words.edit.form.added,
                "data-removed": words.edit.form.removed,
                "data-moved": words.edit.form.moved,
                "data-drag": words.edit.form.drag,
                "data-check-empty": words.edit.form.checkEmpty,
                "data-check-short": words.edit.form.checkShort,
                "data-check-number": words.edit.form.checkNumber,
                "data-check-integer": words.edit.form.checkInteger,
                "data-check-count": words.edit.form.checkCount,
                "data-check-full": words.edit.form.checkFull,
                // A save that went through, or the answer to this form sent (keep-typing.js).
                "data-saved": state.message?.ok ? "" : undefined,
                "data-posted": !state.message?.ok && req.method === "POST" ? "" : undefined,
              },
              h("input", { type: "hidden", name: "csrf", value: current.session.csrf }),
              h("input", { type: "hidden", name: "version", value: state.version }),
              h(
                "div",
                { className: "actions" },
                h("button", { type: "submit", name: "op", value: "save" }, words.edit.save),
                outdated.size === 0
                  ? null
                  : h(
                      "button",
                      { type: "submit", name: "op", value: "confirm-all", className: "secondary" },
                      words.edit.confirmAll,
                    ),
              ),
              ...fields,
            ),
            livePanel(state.file, entry, language, store.dir),
          ),
          // For whoever looks after the server, below the form: the file these texts are kept in.
          h("p", { className: "help" }, fillTemplate(words.edit.keptIn, { file: path })),
        ),
      ),
    });
  }

  /**
   * The live preview beside the form: the page it shows (the file's own first), a button that
   * shows the form's values in it (JavaScript presses it after each pause in typing), and the
   * frame, which opens on the file as saved.
   */
  function livePanel(
    file: string,
    entry: NonNullable<ReturnType<typeof entryOf>>,
    language: AdminLanguage,
    dir: string,
  ) {
    const words = editorText[language].edit.live;
    const shown = entry.language ?? defaultLocale.code;
    // The pages made from a list (a family's datasheet, an article) are read from the content
    // only for the file that writes them: every other form opens without reading the site.
    const lists = entry.name === "materials" || entry.name === "articles";
    const choices = previewPages(
      entry.name,
      entry.language,
      (code) =>
        lists && code === shown ? loadContentWith(code, new Map(), join(dir, "content")).content : undefined,
      language,
    );
    const first = choices[0];
    if (!first)
      return h("aside", { className: "live-preview", "aria-label": words.title }, h("p", null, words.none));
    const byLanguage = locales
      .map((locale) => ({ locale, pages: choices.filter((choice) => choice.language === locale.code) }))
      .filter((group) => group.pages.length > 0);
    const option = (choice: (typeof choices)[number]) =>
      h("option", { key: choice.path, value: choice.path }, `${choice.title} · ${choice.path}`);
    const options =
      byLanguage.length === 1
        ? choices.map(option)
        : byLanguage.map((group) =>
            h("optgroup", { key: group.locale.code, label: group.locale.name }, group.pages.map(option)),
          );
    const width = (pixels: number, label: string) =>
      h(
        "button",
        { type: "button", className: "small secondary", "data-width": pixels, "aria-pressed": "false" },
        label,
      );
    return h(
      "aside",
      {
        className: "live-preview",
        "aria-labelledby": "live-title",
        "data-show": words.show,
        "data-hide": words.hide,
      },
      h("h2", { id: "live-title" }, words.title),
      h(
        "div",
        { className: "live-bar" },
        h("label", { htmlFor: "live-page" }, words.page),
        h("select", { id: "live-page", name: "previewPath", form: "edit-form" }, options),
        h(
          "button",
          {
            type: "submit",
            form: "edit-form",
            formAction: `/admin/live/${file}`,
            formTarget: "live-preview",
            name: "op",
            value: "preview",
            className: "small secondary",
            "data-live": "",
          },
          words.refresh,
        ),
        h(
          "span",
          { className: "live-widths", hidden: true },
          width(360, words.phone),
          width(1280, words.desktop),
        ),
      ),
      h(
        "div",
        { className: "live-frame" },
        h("iframe", {
          name: "live-preview",
          title: words.frame,
          loading: "lazy",
          src: `/admin/live/${file}?path=${encodeURIComponent(first.path)}`,
        }),
      ),
    );
  }

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

  router.get("/edit/*file", context.signedIn, editableFile, async (req, res, next) => {
    try {
      const file = fileOf(req);
      const language = context.languageOf(req, res);
      const { text, version } = (await repo()).read(file);
      const saved = typeof req.query.saved === "string" ? req.query.saved.slice(0, 40) : undefined;
      await editPage(req, res, 200, {
        file,
        values: dataOf(text),
        version,
        problems: [],
        message:
          saved === undefined
            ? undefined
            : {
                ok: true,
                text:
                  saved === ""
                    ? editorText[language].edit.unchanged
                    : typeof req.query.with === "string"
                      ? fillTemplate(editorText[language].edit.merged, {
                          who: req.query.with.slice(0, 254),
                        })
                      : editorText[language].edit.saved,
              },
      });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    "/edit/*file",
    context.signedIn,
    editableFile,
    parseEdit,
    context.checkCsrf,
    async (req, res, next) => {
      try {
        const file = fileOf(req);
        const current = context.signed(res)!;
        const entry = entryOf(file)!;
        const schema = schemaOf(entry.name, entry.language);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const op = typeof body.op === "string" ? body.op : "save";
        const sentVersion = typeof body.version === "string" ? body.version : "";
        let values: unknown;
        try {
          values = readForm(schema, body);
        } catch (error) {
          if (!(error instanceof FormRefused)) throw error;
          context.audit(current.account.email, "save refused", `${file}: ${error.message}`);
          return formRefused(req, res, error);
        }
        if (op !== "save" && op !== "confirm-all") {
          values = applyListOperation(schema, values, op);
          return await editPage(req, res, 200, { file, values, version: sentVersion, problems: [] });
        }
        const language = context.languageOf(req, res);
        const who = current.account.email;
        const outcome = await saveContentFile(await repo(), {
          file,
          values,
          sentVersion,
          who,
          ticked: new Set(
            Object.keys(body)
              .filter((key) => key.startsWith("confirm.") && body[key] === "true")
              .map((key) => key.slice("confirm.".length)),
          ),
          confirmAll: op === "confirm-all",
        });
        switch (outcome.kind) {
          case "unchanged":
            return res.redirect(303, `/admin/edit/${file}?saved=`);
          case "saved":
            context.audit(who, "saved", `content/${file}.yaml (${outcome.commit})`);
            return res.redirect(
              303,
              `/admin/edit/${file}?saved=${outcome.commit}${outcome.mergedWith ? `&with=${encodeURIComponent(outcome.mergedWith)}` : ""}`,
            );
          case "conflict":
            context.audit(who, "save refused", `${file}: changed by someone else meanwhile`);
            return await editPage(req, res, 409, {
              file,
              values: outcome.values,
              version: outcome.version,
              problems: [],
              conflict: {
                conflicts: outcome.conflicts,
                who: outcome.last?.author ?? "",
                when: outcome.last ? dateOf(outcome.last.date, language) : "",
              },
            });
          case "problems":
            return await editPage(req, res, 422, {
              file,
              values: outcome.values,
              version: outcome.version,
              problems: outcome.problems,
            });
          case "busy":
            // Saved over three times while this save was being made: said, with the values kept.
            return await editPage(req, res, 409, {
              file,
              values,
              version: sentVersion,
              problems: [],
              message: { ok: false, text: editorText[language].edit.conflictTitle },
            });
        }
      } catch (error) {
        next(error);
      }
    },
  );

  // The live preview (live-preview.server.ts): the page with the form's values, in a frame beside
  // it. GET shows the file as saved, POST as the form has it (sent as the person types, or by the
  // preview's button without JavaScript).
  /** Too many previews waiting: said before any of the page's work is done (issue 49). */
  function previewBusy(req: Request, res: Response) {
    const language = context.languageOf(req, res);
    res.set("Retry-After", "2");
    res.set("Content-Security-Policy", framedPolicy);
    context.send(
      res,
      503,
      language,
      editorText[language].edit.live.title,
      renderToStaticMarkup(h("main", null, h("p", { role: "status" }, editorText[language].edit.live.busy))),
    );
  }
  const unlessPreviewsFull: RequestHandler = (req, res, next) =>
    context.previews.full(context.signed(res)?.account.email ?? "") ? previewBusy(req, res) : next();

  async function livePreview(req: Request, res: Response, file: string, values: unknown, wanted: unknown) {
    const language = context.languageOf(req, res);
    const words = editorText[language].edit.live;
    const entry = entryOf(file)!;
    const framed = (...body: ReactNode[]) => {
      res.set("Content-Security-Policy", framedPolicy);
      context.send(res, 200, language, words.title, renderToStaticMarkup(h("main", null, ...body)));
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
        return framed(h("p", null, words.none));
      case "no build":
        return framed(h("p", null, words.noBuild));
      case "superseded":
        // A newer one of this person's is on its way to the same frame.
        return void res.status(204).end();
      case "busy":
        return previewBusy(req, res);
      case "waiting":
        return framed(
          h("p", { role: "alert" }, words.waiting),
          h(
            "ul",
            null,
            ...outcome.problems.map((problem) => {
              const { entry: other, field } = problemPlace(problem, language);
              const where = other
                ? `${pageName(other.name, language)}${field ? ` › ${field}` : ""}`
                : problem.file;
              return h("li", null, h("strong", null, where), `: ${problemText(language, problem.detail)}`);
            }),
          ),
        );
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
