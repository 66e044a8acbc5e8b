/**
 * The editor at /admin (issue 20): signing in and out, one's own password, the dashboard's to-do
 * list, and the context every other page of the editor shares (editing, history, publish, photos,
 * gallery, preview: their own modules). Off (an unknown page) until `npm run admin -- add-user`
 * has made the first account. Pages written here, without scripts: nothing of the editor reaches
 * the public pages or their budgets. Every answer is no-store and noindex with a policy of its own;
 * every write needs the site's own Origin and an anti-forgery token; sign-in attempts are limited
 * per account typed and per address, saying the same whether or not the account exists.
 */
import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCookie } from "cookie";
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import type { ServerBuild } from "react-router";
import { fromAnotherSite } from "../http/same-site.server.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { errorFields, log } from "../log.server.ts";
import { type Account, type Accounts, accountsFile, openAccounts } from "./accounts.server.ts";
import { editorAppPages } from "./app-pages.server.ts";
import { guidedForms, type WorkSettings } from "./work.server.ts";
import { openSessions, type Session, type SessionSettings } from "./sessions.server.ts";
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
import { editorRateLimits } from "./limits.server.ts";
import { bodyField, editorCookie, sessionCookie, signedInGuard, signInRoutes } from "./sign-in.server.ts";
import { editorLanguage } from "./editor-language.server.ts";
import { pageContext } from "./page-context.server.ts";
import { previewRoutes } from "./preview-pages.server.ts";
import { askedPath, editorHeaders, plainAnswers, serveEditorAssets } from "./page.server.ts";
import { editorText } from "./editor-text.ts";

export { sessionCookie } from "./sign-in.server.ts";
const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

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
  /** Its build's browser side (<build>/admin/client): the modules of the pages that run React. */
  editorClientDir?: string;
  /** The live preview beside each form (server/preview-engine.ts runs it off the serving thread); none: no build to preview. */
  previews?: PreviewEngine;
}

/**
 * The editor's accounts and sessions, each opened when first needed (the accounts file appears
 * with the first account); the content's history mended now of what a crash left in it.
 */
function openStores(options: AdminOptions) {
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
  return {
    accountsStore,
    sessionStore: () =>
      (sessions ??= openSessions({ dataDir: options.dataDir, settings: options.sessionSettings })),
  };
}

export function adminRouter(options: AdminOptions): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const { accountsStore, sessionStore } = openStores(options);
  const secure = options.siteUrl?.startsWith("https:") ?? false;
  const cookie = editorCookie(secure);

  const languageOf = editorLanguage(cookie);

  /**
   * The key ui/use-kept-typing.ts encrypts drafts with, for the signed-in person: the browser's storage
   * is shared with the public pages' scripts, which then read only ciphertext (issue 49). Given in
   * the editor's pages only, made from the site's secret and the account, so a draft kept while a
   * session ran out is read again after signing in anew.
   */
  const draftKey = (email: string) =>
    createHmac("sha256", options.secret).update(`draft\n${email}`).digest("base64url");

  // The editor exists once an account does.
  const off: RequestHandler = (_req, res, next) => {
    if ((accountsStore()?.count() ?? 0) > 0) return next();
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

  const signedIn = signedInGuard({
    secret: options.secret,
    siteUrl: options.siteUrl,
    cookie,
    languageOf,
    signed,
    render: (req, res, page) => pages.render(req, res, page),
  });

  const { sendPlain, plainRefusal } = plainAnswers({ languageOf });

  // Every write: from the editor's own page (Origin) and with its token.
  const fromOurPage: RequestHandler = (req, res, next) => {
    if (req.method !== "POST" || !fromAnotherSite(req, options.siteUrl)) return next();
    plainRefusal(req, res, 403, (words) => words.forbidden);
  };

  const parseForm = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 });

  const { writesPerSession, previewsPerSession } = editorRateLimits(signed, plainRefusal);
  router.use(editorHeaders, off, readSession, fromOurPage, writesPerSession);
  serveEditorAssets(router, options.editorClientDir);

  const checkCsrf: RequestHandler = (req, res, next) => {
    const current = signed(res);
    if (current && sameToken(bodyField(req, "csrf"), current.session.csrf)) return next();
    plainRefusal(req, res, 403, (words) => words.forbidden);
  };

  signInRoutes(router, {
    secret: options.secret,
    secure,
    cookie,
    sessions: sessionStore,
    accounts: accountsStore,
    languageOf,
    signed,
    signedIn,
    parseForm,
    checkCsrf,
    render: (req, res, page) => pages.render(req, res, page),
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
    pageContext({ work, signed, languageOf, draftKey, cookie }),
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
