/**
 * The contact form's HTTP guards, in front of React Router for POST /contact and /contact.data
 * (docs/decisions/0008-anti-forgery-and-origin.md). What only a foreign page or a hand-made
 * request can cause is answered here, in plain text: 405, 415, and 403 for another site. What a
 * visitor of our own page can meet (a refused token, the rate limit, an oversized body, an unknown
 * field) becomes a verdict in `res.locals`: server/refusal-page.ts answers it to the form without
 * JavaScript, the route's action to the JavaScript form's data request, so the visitor sees it
 * either way. The body is parsed here (React Router's action then reads the verdict's fields, not
 * the drained request stream).
 */
import { parseCookie, stringifySetCookie } from "cookie";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { SiteContent } from "../content/schemas/index.ts";
import { locales, localePath } from "../locales.ts";
import { errorFields, log } from "../log.server.ts";
import type { Rejection, Submission } from "./context.ts";
import { issueToken, sameToken, verifyToken } from "./xsrf.server.ts";

export const tokenCookie = "XSRF-TOKEN";
export const tokenHeader = "X-XSRF-TOKEN";
export const tokenField = "xsrf";
export const honeypotField = "website";
/** Everything the form sends; anything else is a 400. */
export const acceptedFields = new Set([
  "from_name",
  "email",
  "subject",
  "message",
  tokenField,
  honeypotField,
]);
/**
 * What the contact page carries in place of a token when it is prerendered at build time; the
 * server puts each visitor's own token there as it sends the page (server/app.ts). Letters only,
 * so HTML, JSON and React Router's data encoding all write it unchanged.
 */
export const tokenPlaceholder = "XSRFTOKENPLACEHOLDERXSRFTOKENPLACEHOLDER";

export const bodyLimitBytes = 64 * 1024;
const rateWindowMs = 10 * 60 * 1000;

export interface GuardOptions {
  secret: string;
  /** The public origin; without it, the request's own host (forwarded only under `trust proxy`). */
  siteUrl?: string | undefined;
  /** Enquiries per client address per 10 minutes. */
  rateLimit: number;
  /** The plain-text refusals in the language of the form's address (its contact content). */
  httpErrors: (req: Request) => HttpErrors;
}

export type HttpErrors = SiteContent["serverAnswers"]["httpErrors"];

/** The contact page's address in every language: "/contact", "/it/contact", … */
export const contactPagePaths = locales.map((locale) => localePath(locale, "/contact"));

/** The form's address in every language, and React Router's data request for it. */
export const contactPaths = contactPagePaths.flatMap((path) => [path, `${path}.data`]);

interface GuardLocals {
  submission?: Submission;
  /** The token's issue time, once the token check has passed. */
  issuedAt?: number;
}

const locals = (res: Response) => res.locals as GuardLocals;

/** The guards' verdict on this request, for getLoadContext; undefined for GET and HEAD. */
export const submissionOf = (res: Response): Submission | undefined => locals(res).submission;

/**
 * The token a response hands out: the one in the visitor's cookie while it is valid, so its issue
 * time stays the first visit (a quick resend after a refusal is not taken for a bot's), else a new one.
 */
export function tokenToHandOut(cookieHeader: string | null | undefined, secret: string): string {
  const current = parseCookie(cookieHeader ?? "")[tokenCookie];
  return current && verifyToken(current, secret) !== null ? current : issueToken(secret);
}

/**
 * The cookie that carries it. Scripts must read it (the X-XSRF-TOKEN convention), so not HttpOnly;
 * Strict keeps it off every request another site starts.
 */
export function tokenCookieHeader(token: string, siteUrl: string | undefined): string {
  return stringifySetCookie({
    name: tokenCookie,
    value: token,
    path: "/",
    sameSite: "strict",
    secure: siteUrl?.startsWith("https:") ?? false,
  });
}

/** A refusal in plain words, for requests no page of ours sends. */
export function refuse(res: Response, status: number, text: string) {
  res.status(status).type("text/plain").send(`${text}\n`);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when `Origin` or `Sec-Fetch-Site` names another site. A request with neither (curl, an old
 * client) passes here and still needs a token.
 */
export function fromAnotherSite(req: Request, siteUrl: string | undefined): boolean {
  const fetchSite = req.get("Sec-Fetch-Site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("Origin");
  if (origin === undefined) return false;
  // req.protocol and req.host read X-Forwarded-Proto/-Host only when `trust proxy` allows it.
  const expected = siteUrl ? originOf(siteUrl) : originOf(`${req.protocol}://${req.host}`);
  return expected === null || origin !== expected;
}

function firstValues(body: unknown): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  if (typeof body !== "object" || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}

/** The issue time of the token the request carries, or null unless cookie, token and signature agree. */
function tokenIssuedAt(req: Request, fields: Partial<Record<string, string>>, secret: string): number | null {
  const sent = req.get(tokenHeader) ?? fields[tokenField];
  const cookie = parseCookie(req.get("Cookie") ?? "")[tokenCookie];
  return sent && cookie && sameToken(sent, cookie) ? verifyToken(sent, secret) : null;
}

/** True when the body holds only the form's fields, each once: what our page sends. */
function onlyFormFields(body: unknown): boolean {
  const entries = typeof body === "object" && body !== null ? Object.entries(body) : [];
  return entries.every(([name, value]) => acceptedFields.has(name) && typeof value === "string");
}

const refused = (req: Request, rejection: Rejection): Submission => ({
  accepted: false,
  rejection,
  fields: firstValues(req.body),
});

export function contactGuards({ secret, siteUrl, rateLimit: limit, httpErrors: messages }: GuardOptions) {
  const router = express.Router();

  const checkRequest: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next("route");
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(res, 405, messages(req).methodNotAllowed);
    }
    if (fromAnotherSite(req, siteUrl)) return refuse(res, 403, messages(req).anotherSite);
    // React Router's <Form> sends form-urlencoded, with or without JavaScript.
    if (!req.is("application/x-www-form-urlencoded")) return refuse(res, 415, messages(req).unsupportedType);
    next();
  };

  // body-parser checks Content-Length before reading and counts a chunked body as it arrives;
  // either way it reads the rest off the connection before answering 413, so the client gets it.
  const parseBody = express.urlencoded({ extended: false, limit: bodyLimitBytes, parameterLimit: 100 });

  const bodyErrors: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, req, res, next) => {
    if (error.type === "entity.too.large" || error.type === "parameters.too.many") {
      locals(res).submission = {
        accepted: false,
        rejection: { status: 413, reason: "too-large" },
        fields: {},
      };
      return next();
    }
    if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
      return refuse(res, error.status === 415 ? 415 : 400, messages(req).unreadableBody);
    }
    next(error);
  };

  const checkToken: RequestHandler = (req, res, next) => {
    if (locals(res).submission) return next();
    const issuedAt = tokenIssuedAt(req, firstValues(req.body), secret);
    if (issuedAt === null) locals(res).submission = refused(req, { status: 403, reason: "token" });
    else locals(res).issuedAt = issuedAt;
    next();
  };

  // Counts, per client address (req.ip honours `trust proxy`), only POSTs that passed the token
  // check: a flood without our cookie costs nobody else their limit. Over the limit the body has
  // been read, so the visitor's text can be shown again.
  const limiter = rateLimit({
    windowMs: rateWindowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skip: (_req, res) => locals(res).issuedAt === undefined,
    handler: (req, res, next) => {
      locals(res).submission = refused(req, { status: 429, reason: "rate-limited" });
      next();
    },
    // Its warnings about our own settings (an X-Forwarded-For it cannot trust, …), as log lines.
    logger: {
      warn: (warning: unknown) => log("warn", "rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "rate limit", errorFields(error)),
    },
  });

  const checkFields: RequestHandler = (req, res, next) => {
    const { submission, issuedAt } = locals(res);
    if (!submission && issuedAt !== undefined) {
      locals(res).submission = onlyFormFields(req.body)
        ? { accepted: true, fields: firstValues(req.body), issuedAt }
        : refused(req, { status: 400, reason: "unknown-field" });
    }
    next();
  };

  router.all(contactPaths, checkRequest, parseBody, bodyErrors, checkToken, limiter, checkFields);
  return router;
}
