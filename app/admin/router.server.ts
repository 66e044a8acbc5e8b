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
import type { ServerBuild } from "react-router";
import { fillTemplate } from "../format/template.ts";
import { fromAnotherSite } from "../http/same-site.server.ts";
import { issueToken, sameToken, verifyToken } from "../http/xsrf.server.ts";
import { errorFields, log } from "../log.server.ts";
import { type Account, type Accounts, accountsFile, openAccounts } from "./accounts.server.ts";
import { PasswordWorkBusy } from "./password-work.server.ts";
import { editorAppPages } from "./app-pages.server.ts";
import { guidedForms, workFor, type WorkSettings } from "./work.server.ts";
import {
  openSessions,
  type Session,
  type SessionSettings,
  type SignInAttempt,
  type SignInFrom,
} from "./sessions.server.ts";
import { contentHistoryDir } from "../content/history.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, editingRoutes } from "./editing.server.ts";
import { type PreviewEngine, previewWork, queuedPreviews } from "./live-preview.server.ts";
import { galleryRoutes } from "./gallery-pages.server.ts";
import { historyRoutes } from "./history-pages.server.ts";
import { publishRoutes } from "./publish-pages.server.ts";
import { documentRoutes } from "./document-pages.server.ts";
import { photoRoutes } from "./photo-pages.server.ts";
import { guidedRoutes } from "./guided-form.server.ts";
import { previewRoutes } from "./preview-pages.server.ts";
import {
  askedPath,
  editorScripts,
  editorStylesheet,
  framedPolicy,
  plainPage,
  policy,
} from "./page.server.ts";
import { pageOf, returnTo } from "./return-to.ts";
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
  /** The editor's app (app/admin/routes.ts): the pages already moved into it. */
  editorBuild?: ServerBuild;
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

  /** The editor's language for this request, worked out (and its cookie set) once. */
  function languageOf(req: Request, res: Response): AdminLanguage {
    return ((res.locals.editorLanguage as AdminLanguage | undefined) ??= chosenLanguage(req, res));
  }

  function chosenLanguage(req: Request, res: Response): AdminLanguage {
    const asked = String(req.query.language ?? "");
    if ((adminLanguages as readonly string[]).includes(asked)) {
      res.append("Set-Cookie", cookie(languageCookie, asked, 365 * 24 * 3600));
      return asked as AdminLanguage;
    }
    const kept = parseCookie(req.get("Cookie") ?? "")[languageCookie];
    if ((adminLanguages as readonly string[]).includes(kept ?? "")) return kept as AdminLanguage;
    return req.acceptsLanguages("it", "en") === "it" ? "it" : "en";
  }

  /** A page of one sentence (page.server.ts `plainPage`), with the person's draft key when signed in. */
  function sendPlain(
    req: Request,
    res: Response,
    status: number,
    title: (words: EditorText) => string,
    sentence: { text: (words: EditorText) => string; role: "alert" | "status" },
  ) {
    const language = languageOf(req, res);
    const words = editorText[language];
    const who = signed(res)?.account.email;
    res
      .status(status)
      .type("html")
      .send(
        plainPage(
          language,
          title(words),
          { text: sentence.text(words), role: sentence.role },
          who ? draftKeyMeta(who) : "",
        ),
      );
  }

  /**
   * The key keep-typing.js encrypts drafts with, for the signed-in person: the browser's storage
   * is shared with the public pages' scripts, which then read only ciphertext (issue 49). Given in
   * the editor's pages only, made from the site's secret and the account, so a draft kept while a
   * session ran out is read again after signing in anew.
   */
  const draftKey = (email: string) =>
    createHmac("sha256", options.secret).update(`draft\n${email}`).digest("base64url");
  const draftKeyMeta = (email: string) => `<meta name="draft-key" content="${draftKey(email)}">`;

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
    void pages.render(req, res, {
      path: "/admin/login",
      status: 401,
      signIn: {
        token,
        problem: editorText[language].signIn.expired,
        email: "",
        ...(page ? { next: page } : {}),
      },
    });
  };

  /** A request refused before any page of the editor is its business: one plain sentence. */
  const plainRefusal = (req: Request, res: Response, status: number, say: (words: EditorText) => string) =>
    sendPlain(req, res, status, (words) => words.editor, { text: say, role: "alert" });

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
    const token = issueToken(options.secret);
    res.append("Set-Cookie", cookie(signInCookie, token));
    return pages.render(req, res, {
      path: "/admin/login",
      status: 200,
      signIn: { token, problem: "", email: "", ...(next ? { next } : {}) },
    });
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
      pages.render(req, res, {
        path: "/admin/login",
        status,
        signIn: { token: fresh, problem, email, ...(next ? { next } : {}) },
      });
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

  // The pages already moved into the editor's app (ADR 0042), behind the same guards.
  const work: WorkSettings = {
    dataDir: options.dataDir,
    releasesDir: options.releasesDir,
    accounts: accountsStore,
    sessions: sessionStore,
    enquiries: options.enquiries,
  };
  const pages = editorAppPages(
    options.editorBuild,
    (req, res, shown) => {
      const current = signed(res);
      const language = languageOf(req, res);
      return {
        language,
        person: current && {
          email: current.account.email,
          role: current.account.role,
          languages: current.account.languages,
          csrf: current.session.csrf,
        },
        draftKey: current && draftKey(current.account.email),
        ...shown,
        form: Object.fromEntries(
          Object.entries((req.body ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
            typeof value === "string" ? [[name, value]] : [],
          ),
        ),
        logError: (error: unknown) =>
          log("error", "an editor page failed", {
            requestId: String(res.locals.requestId),
            ...errorFields(error),
          }),
        work: workFor(work, {
          account: current?.account,
          language,
          address: req.ip ?? "unknown",
          keepSession: (id) => res.append("Set-Cookie", cookie(sessionCookie, id)),
        }),
      };
    },
    (req, res) => plainRefusal(req, res, 503, (words) => words.serverError),
  );
  const appPage = pages.handle;
  router.get("/password", signedIn, appPage);
  router.post("/password", signedIn, parseForm, checkCsrf, appPage);

  router.get("/", signedIn, appPage);

  /** A refusal in words, inside the editor's chrome when someone is signed in. */
  const refuse = (req: Request, res: Response, status: number, message: string) =>
    void pages.render(req, res, {
      path: "/admin/refusal",
      status,
      refusal: { message, path: askedPath(req) },
    });
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
    sendPlain,
    signed,
    signedIn,
    checkCsrf,
    refuse,
    editorsOnly,
    audit: (email: string, action: string, detail?: string) => sessionStore().audit(email, action, detail),
    previews: options.previews ?? queuedPreviews((asked) => previewWork(asked, undefined)),
    previewsPerSession,
    appPage,
    renderPage: pages.render,
  } satisfies EditorContext;
  editingRoutes(router, editorContext);
  historyRoutes(router, editorContext);
  publishRoutes(router, editorContext);

  photoRoutes(router, editorContext);
  documentRoutes(router, editorContext);
  router.get("/media", signedIn, editorsOnly, appPage);
  guidedRoutes(router, editorContext, guidedForms);
  galleryRoutes(router, editorContext);
  previewRoutes(router, editorContext);

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
