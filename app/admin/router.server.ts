/**
 * The editor at /admin (issue 20): signing in and out, one's own password, the dashboard's to-do
 * list, and the context every other page of the editor shares (editing, history, publish, photos,
 * gallery, preview: their own modules). Off (an unknown page) until `npm run admin -- add-user`
 * has made the first account. Pages written here, without scripts: nothing of the editor reaches
 * the public pages or their budgets. Every answer is no-store and noindex with a policy of its own;
 * every write needs the site's own Origin and an anti-forgery token; sign-in attempts are limited
 * per account typed and per address, saying the same whether or not the account exists.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCookie, stringifySetCookie } from "cookie";
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import { rateLimit } from "express-rate-limit";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup as markup } from "react-dom/server";
import { fillTemplate } from "../format/template.ts";
import { fromAnotherSite } from "../http/same-site.server.ts";
import { issueToken, sameToken, verifyToken } from "../http/xsrf.server.ts";
import { localeByCode, type LocaleCode, locales } from "../locales.ts";
import { errorFields, log } from "../log.server.ts";
import {
  type Account,
  type Accounts,
  accountsFile,
  openAccounts,
  passwordMaxLength,
  passwordMinLength,
} from "./accounts.server.ts";
import { PasswordWorkBusy } from "./password-work.server.ts";
import {
  openSessions,
  type Session,
  type SessionSettings,
  type SignInAttempt,
  type SignInFrom,
} from "./sessions.server.ts";
import { todoList } from "./todo.server.ts";
import { checklistView } from "./checklist-view.server.ts";
import { photoPlacesByPage } from "./field-help/photo-places.ts";
import { fieldId, pathOf } from "./form.server.ts";
import { contentHistoryDir } from "../content/history.server.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, editingRoutes } from "./editing.server.ts";
import { mayEdit } from "./roles.server.ts";
import { type PreviewEngine, previewWork, queuedPreviews } from "./live-preview.server.ts";
import { galleryRoutes } from "./gallery-pages.server.ts";
import { historyRoutes } from "./history-pages.server.ts";
import { publishRoutes } from "./publish-pages.server.ts";
import { documentRoutes } from "./document-pages.server.ts";
import { photoRoutes } from "./photo-pages.server.ts";
import { mediaRoutes } from "./media-page.server.ts";
import { caseStudyForm, newCaseStudyRoutes } from "./new-case-study.server.ts";
import { datasheetForm, newDatasheetRoutes } from "./new-datasheet.server.ts";
import { formName, type GuidedSpec } from "./guided.server.ts";
import { previewRoutes } from "./preview-pages.server.ts";
import {
  askedPath,
  dateOf,
  document,
  editorScripts,
  editorStylesheet,
  framedPolicy,
  languageLinks,
  policy,
  sectionLinks,
} from "./page.server.ts";
import { pageOf, returnTo } from "./return-to.ts";
import { unfinishedForms } from "./unfinished.server.ts";
import { type AdminLanguage, adminLanguages, type EditorText, editorText } from "./editor-text.ts";

export const sessionCookie = "foundry_admin";
const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
const languageCookie = "foundry_admin_language";
const signInCookie = "foundry_admin_signin";
/** A browser that signed in to an account before (sessions.server.ts): `id.mac`, for that account only. */
const deviceCookie = "foundry_admin_device";
const deviceMaxAge = 400 * 24 * 3600;

export interface AdminOptions {
  dataDir: string;
  secret: string;
  siteUrl: string | undefined;
  /** How the enquiries fare (the health check's outbox part), for the dashboard. */
  enquiries?: () => { pending: number; oldestPendingSeconds: number | null };
  sessionSettings?: SessionSettings;
  /** RELEASES_DIR, absolute: the publish page says which release visitors see. */
  releasesDir?: string;
  /** Who runs a publish (PUBLISH_RUNNER): the server by default. */
  publishRunner?: "server" | "systemd";
  /** The live preview beside each form (server/preview-engine.ts runs it off the serving thread); none: no build to preview. */
  previews?: PreviewEngine;
}

export function adminRouter(options: AdminOptions): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  // The accounts file appears with the first account, made on the server at any time.
  let opened: Accounts | undefined;
  const accountsStore = () =>
    (opened ??= existsSync(accountsFile(options.dataDir))
      ? openAccounts({ dataDir: options.dataDir })
      : undefined);
  let sessions: ReturnType<typeof openSessions> | undefined;
  // What a crash left in the content's history (a lock, a half-written save) is mended now, not
  // at the first save.
  if (existsSync(join(contentHistoryDir(options.dataDir), ".git")))
    sharedContentRepo(options.dataDir, join(codeRoot, "content")).catch((error: unknown) =>
      log("error", "the content's history could not be opened", errorFields(error)),
    );
  const secure = options.siteUrl?.startsWith("https:") ?? false;
  const cookie = (name: string, value: string, maxAge?: number) =>
    stringifySetCookie({
      name,
      value,
      path: "/admin",
      httpOnly: true,
      sameSite: "strict",
      secure,
      ...(maxAge !== undefined ? { maxAge } : {}),
    });

  const deviceMac = (id: string, email: string) =>
    createHmac("sha256", options.secret).update(`device\n${id}\n${email}`).digest("base64url");
  /** The browser's device id when its cookie was given for this account; undefined otherwise. */
  const trustedDevice = (req: Request, email: string): string | undefined => {
    const [id = "", mac = ""] = (parseCookie(req.get("Cookie") ?? "")[deviceCookie] ?? "").split(".");
    if (!/^[\w-]{22}$/.test(id)) return undefined;
    const expected = Buffer.from(deviceMac(id, email));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  };
  /** Refusals are audited once a minute per account: a flood of them is one line, not a write each. */
  const lastRefusalAudit = new Map<string, number>();
  const auditRefusal = (email: string, detail: string) => {
    const at = Date.now();
    if (at - (lastRefusalAudit.get(email) ?? 0) < 60_000) return;
    if (lastRefusalAudit.size > 10_000) lastRefusalAudit.clear();
    lastRefusalAudit.set(email, at);
    sessionStore().audit(email, "sign-in refused", detail);
  };

  /** The editor exists once an account does. */
  const enabled = () => (accountsStore()?.count() ?? 0) > 0;
  const sessionStore = () =>
    (sessions ??= openSessions({ dataDir: options.dataDir, settings: options.sessionSettings }));

  function languageOf(req: Request, res: Response): AdminLanguage {
    const asked = String(req.query.language ?? "");
    if ((adminLanguages as readonly string[]).includes(asked)) {
      res.append("Set-Cookie", cookie(languageCookie, asked, 365 * 24 * 3600));
      return asked as AdminLanguage;
    }
    const kept = parseCookie(req.get("Cookie") ?? "")[languageCookie];
    if ((adminLanguages as readonly string[]).includes(kept ?? "")) return kept as AdminLanguage;
    return req.acceptsLanguages("it", "en") === "it" ? "it" : "en";
  }

  function send(
    res: Response,
    status: number,
    language: AdminLanguage,
    title: string,
    body: string,
    head = "",
  ) {
    const who = signed(res)?.account.email;
    res
      .status(status)
      .type("html")
      .send(document(language, editorText[language], title, body, `${head}${who ? draftKeyMeta(who) : ""}`));
  }

  /**
   * The key keep-typing.js encrypts drafts with, for the signed-in person: the browser's storage
   * is shared with the public pages' scripts, which then read only ciphertext (issue 49). Given in
   * the editor's pages only, made from the site's secret and the account, so a draft kept while a
   * session ran out is read again after signing in anew.
   */
  const draftKeyMeta = (email: string) =>
    `<meta name="draft-key" content="${createHmac("sha256", options.secret).update(`draft\n${email}`).digest("base64url")}">`;

  const headers: RequestHandler = (_req, res, next) => {
    res.set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Security-Policy": policy,
    });
    next();
  };

  const off: RequestHandler = (_req, res, next) => {
    if (enabled()) return next();
    res.status(404).type("text").send("Not found\n");
  };

  interface Signed {
    session: Session;
    account: Account;
  }
  const signed = (res: Response) => res.locals.admin as Signed | undefined;

  const readSession: RequestHandler = (req, res, next) => {
    const id = parseCookie(req.get("Cookie") ?? "")[sessionCookie];
    const session = id ? sessionStore().touch(id) : undefined;
    const account = session ? accountsStore()?.find(session.email) : undefined;
    if (session && account) res.locals.admin = { session, account } satisfies Signed;
    next();
  };

  const signedIn: RequestHandler = (req, res, next) => {
    if (signed(res)) return next();
    // Signing in again returns to the page (issue 50): its address goes with the sign-in.
    const page = pageOf(
      req.method,
      req.originalUrl,
      req.get("Referer"),
      options.siteUrl ?? `${req.protocol}://${req.get("Host") ?? ""}`,
    );
    if (req.method === "GET" || req.method === "HEAD")
      return res.redirect(303, page ? `/admin/login?next=${encodeURIComponent(page)}` : "/admin/login");
    const language = languageOf(req, res);
    // The form shown here signs in as the sign-in page's does: its token goes with its cookie
    // (without it, the first try was always refused as expired).
    const token = issueToken(options.secret);
    res.append("Set-Cookie", cookie(signInCookie, token));
    send(
      res,
      401,
      language,
      editorText[language].signIn.title,
      signInPage(language, token, editorText[language].signIn.expired, "", page),
    );
  };

  /** A request refused before any page of the editor is its business: one plain sentence. */
  const plainRefusal = (req: Request, res: Response, status: number, say: (words: EditorText) => string) => {
    const language = languageOf(req, res);
    send(
      res,
      status,
      language,
      editorText[language].editor,
      markup(h("main", null, h("p", { role: "alert" }, say(editorText[language])))),
    );
  };

  // Every write: from the editor's own page (Origin) and with its token.
  const fromOurPage: RequestHandler = (req, res, next) => {
    if (req.method !== "POST" || !fromAnotherSite(req, options.siteUrl)) return next();
    plainRefusal(req, res, 403, (words) => words.forbidden);
  };

  const parseForm = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });
  const field = (req: Request, name: string) => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" ? value : "";
  };

  function signInPage(
    language: AdminLanguage,
    token: string,
    problem: string,
    email: string,
    next?: string,
  ): string {
    const words = editorText[language];
    return markup(
      h(
        Fragment,
        null,
        h("header", null, h("strong", null, words.editor), languageLinks(language, "/admin/login")),
        h(
          "main",
          null,
          h("h1", null, words.signIn.title),
          problem ? h("p", { role: "alert" }, problem) : null,
          h(
            "form",
            { className: "stack", method: "post", action: "/admin/login" },
            h("input", { type: "hidden", name: "token", value: token }),
            next ? h("input", { type: "hidden", name: "next", value: next }) : null,
            h("label", { htmlFor: "email" }, words.signIn.email),
            h("input", {
              id: "email",
              name: "email",
              type: "email",
              autoComplete: "username",
              required: true,
              defaultValue: email,
            }),
            h("label", { htmlFor: "password" }, words.signIn.password),
            h("input", {
              id: "password",
              name: "password",
              type: "password",
              autoComplete: "current-password",
              required: true,
            }),
            h("button", { type: "submit" }, words.signIn.button),
          ),
        ),
      ),
    );
  }

  function chrome(language: AdminLanguage, { session, account }: Signed, path: string): string {
    const words = editorText[language];
    const role = words.roles[account.role];
    const languages = account.languages.length ? ` (${account.languages.join(", ")})` : "";
    return markup(
      h(
        "header",
        null,
        h("strong", null, words.editor),
        h("span", null, `${words.signedInAs} ${account.email}, ${role}${languages}`),
        h("a", { href: "/admin/password" }, words.password.link),
        languageLinks(language, path),
        h(
          "form",
          { method: "post", action: "/admin/logout" },
          h("input", { type: "hidden", name: "csrf", value: session.csrf }),
          h("button", { type: "submit" }, words.signOut),
        ),
      ),
    );
  }

  // A signed-in person's writes (saves, list buttons, photos), counted per session before any
  // body is read: a person at work sends a few a minute, a script thousands.
  const writesPerSession = rateLimit({
    windowMs: 60_000,
    limit: 120,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The live preview's are counted on their own (below): they come as the person types.
    skip: (req, res) => req.method !== "POST" || signed(res) === undefined || req.path.startsWith("/live/"),
    keyGenerator: (_req, res) => `session:${signed(res)!.session.csrf}`,
    handler: (req, res) => {
      const retry = Number(res.get("Retry-After")) || 60;
      plainRefusal(req, res, 429, (words) => fillTemplate(words.tooFast, { seconds: retry }));
    },
    logger: {
      warn: (warning: unknown) => log("warn", "editor rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "editor rate limit", errorFields(error)),
    },
  });

  // The live preview's renders, sent after each pause in typing: about two a second from a person
  // typing without stopping, each a page rendered (0.1–0.2 s of the server's time). Counted per
  // session before the form is read.
  const previewsPerSession = rateLimit({
    windowMs: 60_000,
    limit: 150,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (_req, res) => `preview:${signed(res)?.session.csrf ?? ""}`,
    handler: (req, res) => {
      const retry = Number(res.get("Retry-After")) || 60;
      res.set("Content-Security-Policy", framedPolicy);
      plainRefusal(req, res, 429, (words) => fillTemplate(words.edit.live.tooFast, { seconds: retry }));
    },
    logger: {
      warn: (warning: unknown) => log("warn", "editor preview rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "editor preview rate limit", errorFields(error)),
    },
  });

  router.use(headers, off, readSession, fromOurPage, writesPerSession);

  // The editor's scripts (assets/: what is typed is kept until it is saved; the live preview). Read
  // once; the same for everyone, so anyone may fetch them, as the sign-in page does.
  router.get(
    Object.keys(editorScripts).map((path) => path.slice("/admin".length)),
    (req, res) => {
      res
        .status(200)
        .type("text/javascript")
        .set("Cache-Control", "no-cache")
        .send(editorScripts[`/admin${req.path}`]);
    },
  );

  router.get(editorStylesheet.path.slice("/admin".length), (req, res) => {
    res.status(200).type("text/css").set("Cache-Control", "no-cache").send(editorStylesheet.text);
  });

  router.get("/login", (req, res) => {
    const next = returnTo(req.query.next);
    if (signed(res)) return res.redirect(303, next ?? "/admin");
    const language = languageOf(req, res);
    const token = issueToken(options.secret);
    res.append("Set-Cookie", cookie(signInCookie, token));
    send(res, 200, language, editorText[language].signIn.title, signInPage(language, token, "", "", next));
  });

  router.post("/login", parseForm, async (req, res) => {
    const language = languageOf(req, res);
    const words = editorText[language];
    const email = field(req, "email").trim().toLowerCase().slice(0, 254);
    const address = req.ip ?? "unknown";
    const token = field(req, "token");
    const kept = parseCookie(req.get("Cookie") ?? "")[signInCookie] ?? "";
    const fresh = issueToken(options.secret);
    res.append("Set-Cookie", cookie(signInCookie, fresh));
    const next = returnTo(field(req, "next"));
    const again = (status: number, problem: string) =>
      send(res, status, language, words.signIn.title, signInPage(language, fresh, problem, email, next));
    if (!token || !sameToken(token, kept) || verifyToken(token, options.secret) === null)
      return again(403, words.signIn.expired);
    // The limit is read and the attempt counted before the password is checked, with nothing
    // awaited in between: every request of a burst meets the count of those before it.
    const from: SignInFrom = { email, address, device: trustedDevice(req, email) };
    const wait = sessionStore().waitMs(from);
    if (wait > 0) {
      auditRefusal(email, "too many attempts");
      res.set("Retry-After", String(Math.ceil(wait / 1000)));
      return again(
        429,
        fillTemplate(words.signIn.tooMany, { minutes: Math.max(1, Math.ceil(wait / 60_000)) }),
      );
    }
    const attempt: SignInAttempt = sessionStore().begin(from);
    let account: Account | undefined;
    try {
      account = await accountsStore()?.verify(email, field(req, "password"), {
        priority: from.device ? "trusted" : "ordinary",
      });
    } catch (error) {
      if (!(error instanceof PasswordWorkBusy)) throw error;
      sessionStore().withdraw(attempt);
      auditRefusal(email, "password checks busy");
      res.set("Retry-After", "5");
      return again(429, words.signIn.busy);
    }
    if (!account) {
      sessionStore().audit(email, "sign-in failed");
      log("warn", "editor sign-in failed", { requestId: String(res.locals.requestId) });
      return again(401, words.signIn.wrong);
    }
    sessionStore().succeeded(attempt);
    const { id } = sessionStore().start(account.email);
    sessionStore().audit(account.email, "signed in");
    log("info", "editor signed in", { requestId: String(res.locals.requestId), role: account.role });
    res.append("Set-Cookie", cookie(sessionCookie, id));
    const device = from.device ?? randomBytes(16).toString("base64url");
    res.append(
      "Set-Cookie",
      stringifySetCookie({
        name: deviceCookie,
        value: `${device}.${deviceMac(device, account.email)}`,
        path: "/admin/login",
        httpOnly: true,
        sameSite: "strict",
        secure,
        maxAge: deviceMaxAge,
      }),
    );
    res.redirect(303, next ?? "/admin");
  });

  const checkCsrf: RequestHandler = (req, res, next) => {
    const current = signed(res);
    if (current && sameToken(field(req, "csrf"), current.session.csrf)) return next();
    plainRefusal(req, res, 403, (words) => words.forbidden);
  };

  router.post("/logout", signedIn, parseForm, checkCsrf, (req, res) => {
    const id = parseCookie(req.get("Cookie") ?? "")[sessionCookie];
    if (id) sessionStore().end(id);
    sessionStore().audit(signed(res)?.account.email ?? "", "signed out");
    res.append("Set-Cookie", cookie(sessionCookie, "", 0));
    // What the person typed and did not save leaves this browser with them (issue 49): the
    // drafts keep-typing.js kept in storage, which the public pages' scripts share.
    res.set("Clear-Site-Data", '"storage"');
    res.redirect(303, "/admin/login");
  });

  /** A problem with one of the password form's fields, said at that field. */
  type PasswordProblems = Partial<Record<"current" | "next" | "again", string>>;

  function passwordPage(
    language: AdminLanguage,
    current: Signed,
    message: string,
    ok: boolean,
    problems: PasswordProblems = {},
  ): string {
    const words = editorText[language].password;
    const input = (name: keyof PasswordProblems, label: string, autocomplete: string, min: boolean) => {
      const problem = problems[name];
      return [
        h("label", { key: `${name}-label`, htmlFor: name }, label),
        problem
          ? h("p", { key: `${name}-problem`, className: "problem", id: `problem-${name}` }, problem)
          : null,
        h("input", {
          key: name,
          id: name,
          name,
          type: "password",
          autoComplete: autocomplete,
          minLength: min ? passwordMinLength : undefined,
          maxLength: min ? passwordMaxLength : undefined,
          required: true,
          "aria-invalid": problem ? "true" : undefined,
          "aria-describedby": problem ? `problem-${name}` : undefined,
        }),
      ];
    };
    const summary = Object.values(problems).filter(Boolean);
    return `${chrome(language, current, "/admin/password")}${markup(
      h(
        "main",
        null,
        sectionLinks(language, "", current.account.role),
        h("h1", null, words.title),
        message ? h("p", { role: ok ? "status" : "alert" }, message) : null,
        summary.length && !message ? h("p", { role: "alert" }, summary.join(" ")) : null,
        h(
          "form",
          { className: "stack", method: "post", action: "/admin/password" },
          h("input", { type: "hidden", name: "csrf", value: current.session.csrf }),
          h("input", {
            type: "hidden",
            name: "email",
            autoComplete: "username",
            value: current.account.email,
          }),
          ...input("current", words.current, "current-password", false),
          ...input("next", words.next, "new-password", true),
          ...input("again", words.again, "new-password", true),
          h("button", { type: "submit" }, words.button),
        ),
      ),
    )}`;
  }

  router.get("/password", signedIn, (req, res) => {
    const language = languageOf(req, res);
    send(
      res,
      200,
      language,
      editorText[language].password.title,
      passwordPage(language, signed(res)!, "", false),
    );
  });

  router.post("/password", signedIn, parseForm, checkCsrf, async (req, res) => {
    const language = languageOf(req, res);
    const words = editorText[language].password;
    const current = signed(res)!;
    const answer = (status: number, problems: PasswordProblems, message = "") =>
      send(res, status, language, words.title, passwordPage(language, current, message, false, problems));
    // The new password's own faults first: they cost no password check.
    const next = field(req, "next");
    if ([...next].length < passwordMinLength)
      return answer(400, { next: fillTemplate(words.tooShort, { min: passwordMinLength }) });
    if (next.length > passwordMaxLength)
      return answer(400, { next: fillTemplate(words.tooLong, { max: passwordMaxLength }) });
    if (next !== field(req, "again")) return answer(400, { again: words.differ });
    // Guesses at the current password from a session someone left open: five per window.
    const from: SignInFrom = {
      email: current.account.email,
      address: req.ip ?? "unknown",
      device: `password:${current.account.email}`,
    };
    const wait = sessionStore().waitMs(from);
    if (wait > 0) {
      res.set("Retry-After", String(Math.ceil(wait / 1000)));
      return answer(429, {
        current: fillTemplate(words.tooMany, { minutes: Math.max(1, Math.ceil(wait / 60_000)) }),
      });
    }
    const attempt = sessionStore().begin(from);
    let right: Account | undefined;
    try {
      right = await accountsStore()?.verify(current.account.email, field(req, "current"));
    } catch (error) {
      if (!(error instanceof PasswordWorkBusy)) throw error;
      sessionStore().withdraw(attempt);
      res.set("Retry-After", "5");
      return answer(429, { current: words.busy });
    }
    if (!right) return answer(400, { current: words.wrongCurrent });
    sessionStore().succeeded(attempt);
    // Every session of the account ends with the old password, this one too: it goes on under a
    // new id, so a copy of the old cookie signs no one in.
    await accountsStore()?.setPassword(current.account.email, next);
    const started = sessionStore().start(current.account.email);
    res.append("Set-Cookie", cookie(sessionCookie, started.id));
    sessionStore().audit(current.account.email, "changed their password", "every other session ended");
    send(
      res,
      200,
      language,
      words.title,
      passwordPage(
        language,
        { session: started.session, account: current.account },
        `${words.changed} ${words.othersEnded}`,
        true,
      ),
    );
  });

  router.get("/", signedIn, (req, res) => {
    const language = languageOf(req, res);
    const words = editorText[language].dashboard;
    const current = signed(res)!;
    const mine: LocaleCode[] =
      current.account.role === "translator"
        ? current.account.languages
        : locales.map((locale) => locale.code);
    // The person's own language first: the facts' list items are named in its words
    // ("Acciaio austenitico al manganese › A"), and its texts come first.
    const ordered = [...mine].sort((a, b) => Number(b === language) - Number(a === language));
    const todo = todoList(ordered, contentFolderOf(options.dataDir));
    const placeholders = todo.placeholders.filter((item) => mayEdit(current.account, item.file));
    // Grouped by page, each a link to its field in the form.
    const placeholderItems = checklistView(placeholders, language);
    const undescribed = todo.undescribed.filter((item) => mayEdit(current.account, item.file));
    const list = (items: ReactNode[], none: string) =>
      items.length === 0
        ? h("p", null, none)
        : h(
            "ul",
            null,
            items.map((item, index) => h("li", { key: index }, item)),
          );
    const drafts = todo.drafts
      .filter((entry) => entry.items.length > 0 || entry.files.length > 0)
      .map(
        // Each language's drafts named and linked to the mark that waits, by page, folded: a
        // count alone left her to hunt for them. The language's name in its own script, isolated:
        // an Arabic name took the figures after it into its right-to-left run ("21 ;43 :العربية").
        (entry) =>
          h(
            "details",
            null,
            h(
              "summary",
              null,
              h("bdi", { lang: entry.language }, localeByCode(entry.language)?.name ?? entry.language),
              `: ${entry.items.length}${entry.files.length ? `; ${entry.files.length} ${words.draftFiles}` : ""}`,
            ),
            h(
              "ul",
              { className: "checklist" },
              checklistView(
                entry.items.filter((item) => mayEdit(current.account, item.file)),
                language,
              ),
            ),
          ),
      );
    // Guided forms kept unfinished, for whoever completes them (guided-form.server.ts).
    const guidedForms = new Map<string, Pick<GuidedSpec<unknown>, "namedBy" | "words">>(
      [caseStudyForm, datasheetForm].map((spec) => [spec.path, spec]),
    );
    const waiting = unfinishedForms(options.dataDir)
      .list([...guidedForms.keys()])
      .map((kept) => {
        const spec = guidedForms.get(kept.form)!;
        const title = spec.words(language).title;
        const named = spec.namedBy
          .flatMap((name) => kept.values[formName(name)] ?? [])
          .find((value) => typeof value === "string" && value.trim());
        return h(
          "a",
          { href: `/admin/new/${kept.form}?unfinished=${kept.id}` },
          fillTemplate(editorText[language].guided.waitingItem, {
            title: named ? `${title} “${named.trim().slice(0, 80)}”` : title,
            who: kept.who,
            when: dateOf(new Date(kept.at).toISOString(), language),
          }),
        );
      });
    const enquiries = options.enquiries?.();
    const translator = current.account.role === "translator";
    const body = h(
      Fragment,
      null,
      h("h1", null, words.title),
      h("p", null, words.intro),
      // A certificate past its date or near it comes first: buyers read the quality page.
      translator || todo.certificates.length === 0
        ? null
        : h(
            Fragment,
            null,
            h("h2", null, `${words.certificates} (${todo.certificates.length})`),
            h(
              "div",
              { role: "alert" },
              h(
                "ul",
                null,
                todo.certificates.map((entry) =>
                  h(
                    "li",
                    { key: entry.name },
                    h(
                      "a",
                      { href: "/admin/edit/quality" },
                      fillTemplate(
                        entry.daysLeft < 0 ? words.certificateExpired : words.certificateExpiring,
                        {
                          standard: `${entry.standard} (${entry.name})`,
                          date: entry.validUntil,
                          days: entry.daysLeft,
                        },
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
      h("h2", null, `${words.placeholders} (${placeholders.length})`),
      placeholderItems.length
        ? h("ul", { className: "checklist" }, placeholderItems)
        : h("p", null, words.placeholdersNone),
      h("h2", null, words.drafts),
      list(drafts, words.translationsNone),
      translator || waiting.length === 0
        ? null
        : h(
            Fragment,
            null,
            h("h2", null, `${editorText[language].guided.waiting} (${waiting.length})`),
            list(waiting, ""),
          ),
      h("h2", null, words.outdated),
      todo.outdated.length === 0
        ? h("p", null, words.outdatedNone)
        : h(
            "ul",
            null,
            todo.outdated.flatMap((entry) =>
              entry.files.map((item) =>
                h(
                  "li",
                  { key: `${entry.language}/${item.file}` },
                  h(
                    "a",
                    { href: `/admin/edit/${entry.language}/${item.file}` },
                    `${localeByCode(entry.language)?.name ?? entry.language}: content/${entry.language}/${item.file}.yaml`,
                  ),
                  ` (${item.count})`,
                ),
              ),
            ),
          ),
      // Grouped by page, each place in words and a link to where its photo is dropped.
      translator
        ? null
        : h(
            Fragment,
            null,
            h("h2", null, `${words.drawings} (${todo.drawings.length})`),
            todo.drawings.length === 0
              ? h("p", null, words.drawingsNone)
              : photoPlacesByPage(todo.drawings, todo.slots, language).map(([page, places]) =>
                  h(
                    Fragment,
                    { key: page },
                    h("h3", null, `${page} (${places.length})`),
                    h(
                      "ul",
                      null,
                      places.map((place) =>
                        h(
                          "li",
                          { key: place.slot },
                          h("a", { href: `/admin/photos/${place.slot}` }, place.label),
                        ),
                      ),
                    ),
                  ),
                ),
          ),
      undescribed.length
        ? h(
            Fragment,
            null,
            h("h2", null, `${words.undescribed} (${undescribed.length})`),
            h(
              "ul",
              null,
              undescribed.map((item, index) =>
                h(
                  "li",
                  { key: index },
                  h(
                    "a",
                    { href: `/admin/edit/${item.file}#${fieldId(pathOf(item.path))}` },
                    fillTemplate(words.undescribedItem, {
                      language: localeByCode(item.language)?.name ?? item.language,
                      article: item.article,
                      described: item.described,
                      photos: item.photos,
                    }),
                  ),
                ),
              ),
            ),
          )
        : null,
      enquiries
        ? h(
            Fragment,
            null,
            h("h2", null, words.enquiries),
            h(
              "p",
              null,
              enquiries.pending === 0
                ? words.enquiriesNone
                : fillTemplate(words.enquiriesWaiting, {
                    count: enquiries.pending,
                    minutes: Math.round((enquiries.oldestPendingSeconds ?? 0) / 60),
                  }),
            ),
          )
        : null,
      current.account.role === "admin"
        ? h(
            Fragment,
            null,
            h("h2", null, words.accounts),
            list(
              (accountsStore()?.list() ?? []).map(
                (account) =>
                  `${account.email}: ${editorText[language].roles[account.role]}${account.languages.length ? ` (${account.languages.join(", ")})` : ""}`,
              ),
              "",
            ),
          )
        : null,
    );
    send(
      res,
      200,
      language,
      words.title,
      `${chrome(language, current, "/admin")}${markup(h("main", null, sectionLinks(language, "/admin", current.account.role), body))}`,
    );
  });

  /** A refusal in words, inside the editor's chrome when someone is signed in. */
  const refuse = (req: Request, res: Response, status: number, message: string) => {
    const language = languageOf(req, res);
    const current = signed(res);
    send(
      res,
      status,
      language,
      editorText[language].editor,
      `${current ? chrome(language, current, askedPath(req)) : ""}${markup(
        h(
          "main",
          null,
          sectionLinks(language, "", current?.account.role),
          h("p", { role: "alert" }, message),
        ),
      )}`,
    );
  };
  /** Photos, the gallery, preview and publish are the editors' and administrators' work. */
  const editorsOnly: RequestHandler = (req, res, next) => {
    if (signed(res)?.account.role !== "translator") return next();
    refuse(req, res, 403, editorText[languageOf(req, res)].edit.notYours);
  };
  const editorContext = {
    dataDir: options.dataDir,
    releasesDir: options.releasesDir,
    publishRunner: options.publishRunner ?? "server",
    languageOf,
    send,
    signed,
    chrome,
    signedIn,
    checkCsrf,
    refuse,
    editorsOnly,
    audit: (email: string, action: string, detail?: string) => sessionStore().audit(email, action, detail),
    previews: options.previews ?? queuedPreviews((asked) => previewWork(asked, undefined)),
    previewsPerSession,
  } satisfies EditorContext;
  editingRoutes(router, editorContext);
  historyRoutes(router, editorContext);
  publishRoutes(router, editorContext);

  photoRoutes(router, editorContext);
  documentRoutes(router, editorContext);
  mediaRoutes(router, editorContext);
  newCaseStudyRoutes(router, editorContext);
  newDatasheetRoutes(router, editorContext);
  galleryRoutes(router, editorContext);
  previewRoutes(router, editorContext, codeRoot);

  // Anything else under /admin: said in the editor's page, with its menu to go on from.
  router.use((req, res) => refuse(req, res, 404, editorText[languageOf(req, res)].noSuchPage));
  // A body the parsers refuse (too large, too many fields, not readable): said, never a 500.
  router.use(((error, req, res, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== "number" || status < 400 || status >= 500 || res.headersSent) return next(error);
    plainRefusal(req, res, status, (words) => (status === 413 ? words.tooLarge : words.forbidden));
  }) as ErrorRequestHandler);
  return router;
}
