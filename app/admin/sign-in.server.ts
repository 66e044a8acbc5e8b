/**
 * Signing in and out of the editor (issue 20): the sign-in page's form with a token of its own,
 * attempts counted per account typed and per address before a password is checked (a browser
 * that signed in to the account before keeps its own count), the same words whether or not the
 * account exists; and signing out, which takes what was typed and not saved out of the browser.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Request, RequestHandler, Response, Router } from "express";
import { fillTemplate } from "../format/template.ts";
import { issueToken, sameToken, verifyToken } from "../http/xsrf.server.ts";
import { log } from "../log.server.ts";
import type { Account, Accounts } from "./accounts.server.ts";
import type { EditorPages } from "./app-pages.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { PasswordWorkBusy } from "./password-work.server.ts";
import { pageOf, returnTo } from "./return-to.ts";
import type { Session, Sessions, SignInAttempt, SignInFrom } from "./sessions.server.ts";

export const sessionCookie = "foundry_admin";
/** The sign-in form's token, for that form only. */
export const signInCookie = "foundry_admin_signin";
/** A browser that signed in to an account before (sessions.server.ts): `id.mac`, for that account only. */
const deviceCookie = "foundry_admin_device";
const deviceMaxAge = 400 * 24 * 3600;

/** The editor's cookies: for /admin only, HttpOnly, SameSite=Strict, and over HTTPS when the site is. */
export const editorCookie =
  (secure: boolean) =>
  (name: string, value: string, maxAge?: number): string =>
    stringifySetCookie({
      name,
      value,
      path: "/admin",
      httpOnly: true,
      sameSite: "strict",
      secure,
      ...(maxAge !== undefined ? { maxAge } : {}),
    });

/** What signing in needs of the editor's router. */
export interface SignInDeps {
  secret: string;
  /** Cookies only over HTTPS (the site's address is https:). */
  secure: boolean;
  /** A cookie of the editor's (path /admin, HttpOnly, SameSite=Strict). */
  cookie(name: string, value: string, maxAge?: number): string;
  sessions(): Sessions;
  accounts(): Accounts | undefined;
  languageOf(req: Request, res: Response): AdminLanguage;
  signed(res: Response): { session: Session; account: Account } | undefined;
  signedIn: RequestHandler;
  parseForm: RequestHandler;
  checkCsrf: RequestHandler;
  render: EditorPages["render"];
}

/** A text field of a form the guards read ("" when absent or not text). */
export const bodyField = (req: Request, name: string): string => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
};

export function signInRoutes(router: Router, deps: SignInDeps): void {
  const deviceMac = (id: string, email: string) =>
    createHmac("sha256", deps.secret).update(`device\n${id}\n${email}`).digest("base64url");
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
    deps.sessions().audit(email, "sign-in refused", detail);
  };

  router.get("/login", (req, res) => {
    const next = returnTo(req.query.next);
    if (deps.signed(res)) return res.redirect(303, next ?? "/admin");
    const token = issueToken(deps.secret);
    res.append("Set-Cookie", deps.cookie(signInCookie, token));
    return deps.render(req, res, {
      path: "/admin/login",
      status: 200,
      signIn: { token, problem: "", email: "", ...(next ? { next } : {}) },
    });
  });

  router.post("/login", deps.parseForm, async (req, res) => {
    const language = deps.languageOf(req, res);
    const words = editorText[language];
    const email = bodyField(req, "email").trim().toLowerCase().slice(0, 254);
    const address = req.ip ?? "unknown";
    const token = bodyField(req, "token");
    const kept = parseCookie(req.get("Cookie") ?? "")[signInCookie] ?? "";
    const fresh = issueToken(deps.secret);
    res.append("Set-Cookie", deps.cookie(signInCookie, fresh));
    const next = returnTo(bodyField(req, "next"));
    const again = (status: number, problem: string) =>
      deps.render(req, res, {
        path: "/admin/login",
        status,
        signIn: { token: fresh, problem, email, ...(next ? { next } : {}) },
      });
    if (!token || !sameToken(token, kept) || verifyToken(token, deps.secret) === null)
      return again(403, words.signIn.expired);
    // The limit is read and the attempt counted before the password is checked, with nothing
    // awaited in between: every request of a burst meets the count of those before it.
    const from: SignInFrom = { email, address, device: trustedDevice(req, email) };
    const wait = deps.sessions().waitMs(from);
    if (wait > 0) {
      auditRefusal(email, "too many attempts");
      res.set("Retry-After", String(Math.ceil(wait / 1000)));
      return again(
        429,
        fillTemplate(words.signIn.tooMany, { minutes: Math.max(1, Math.ceil(wait / 60_000)) }),
      );
    }
    const attempt: SignInAttempt = deps.sessions().begin(from);
    let account: Account | undefined;
    try {
      account = await deps.accounts()?.verify(email, bodyField(req, "password"), {
        priority: from.device ? "trusted" : "ordinary",
      });
    } catch (error) {
      if (!(error instanceof PasswordWorkBusy)) throw error;
      deps.sessions().withdraw(attempt);
      auditRefusal(email, "password checks busy");
      res.set("Retry-After", "5");
      return again(429, words.signIn.busy);
    }
    if (!account) {
      deps.sessions().audit(email, "sign-in failed");
      log("warn", "editor sign-in failed", { requestId: String(res.locals.requestId) });
      return again(401, words.signIn.wrong);
    }
    deps.sessions().succeeded(attempt);
    const { id } = deps.sessions().start(account.email);
    deps.sessions().audit(account.email, "signed in");
    log("info", "editor signed in", { requestId: String(res.locals.requestId), role: account.role });
    res.append("Set-Cookie", deps.cookie(sessionCookie, id));
    const device = from.device ?? randomBytes(16).toString("base64url");
    res.append(
      "Set-Cookie",
      stringifySetCookie({
        name: deviceCookie,
        value: `${device}.${deviceMac(device, account.email)}`,
        path: "/admin/login",
        httpOnly: true,
        sameSite: "strict",
        secure: deps.secure,
        maxAge: deviceMaxAge,
      }),
    );
    res.redirect(303, next ?? "/admin");
  });

  router.post("/logout", deps.signedIn, deps.parseForm, deps.checkCsrf, (req, res) => {
    const id = parseCookie(req.get("Cookie") ?? "")[sessionCookie];
    if (id) deps.sessions().end(id);
    deps.sessions().audit(deps.signed(res)?.account.email ?? "", "signed out");
    res.append("Set-Cookie", deps.cookie(sessionCookie, "", 0));
    // What the person typed and did not save leaves this browser with them (issue 49): the
    // drafts ui/use-kept-typing.ts kept in storage, which the public pages' scripts share.
    res.set("Clear-Site-Data", '"storage"');
    res.redirect(303, "/admin/login");
  });
}

/**
 * Lets a signed-in person through. Anyone else asking for a page goes to the sign-in page, which
 * returns them to it; a write without a session (one that ran out) is answered with the sign-in
 * form and its token, returning to the page the write came from.
 */
export function signedInGuard(
  deps: Pick<SignInDeps, "secret" | "cookie" | "languageOf" | "signed" | "render"> & {
    siteUrl: string | undefined;
  },
): RequestHandler {
  return (req, res, next) => {
    if (deps.signed(res)) return next();
    // Signing in again returns to the page (issue 50): its address goes with the sign-in.
    const page = pageOf(
      req.method,
      req.originalUrl,
      req.get("Referer"),
      deps.siteUrl ?? `${req.protocol}://${req.get("Host") ?? ""}`,
    );
    if (req.method === "GET" || req.method === "HEAD")
      return res.redirect(303, page ? `/admin/login?next=${encodeURIComponent(page)}` : "/admin/login");
    const language = deps.languageOf(req, res);
    // The form shown here signs in as the sign-in page's does: its token goes with its cookie
    // (without it, the first try was always refused as expired).
    const token = issueToken(deps.secret);
    res.append("Set-Cookie", deps.cookie(signInCookie, token));
    void deps.render(req, res, {
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
}
