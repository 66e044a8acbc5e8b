/**
 * The contact form's HTTP guards, in front of React Router for POST /contact and /contact.data
 * (docs/decisions/0008-anti-forgery-and-origin.md). What only a foreign page or a hand-made
 * request can cause is answered here, in plain text: 405, 415, and 403 for another site. What a
 * visitor of our own page can meet (a refused token, the rate limit, an oversized body, an unknown
 * field) becomes a verdict in `res.locals` that the route's action answers, so the page shows it
 * with or without JavaScript. The body is parsed here (React Router's action then reads the
 * verdict's fields, not the drained request stream).
 */
import { parseCookie } from "cookie";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { contact } from "../content/contact.ts";
import { errorFields, log } from "../log.server.ts";
import type { Rejection, Submission } from "./context.ts";
import { sameToken, verifyToken } from "./xsrf.server.ts";

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
export const bodyLimitBytes = 64 * 1024;
const rateWindowMs = 10 * 60 * 1000;

export interface GuardOptions {
  secret: string;
  /** The public origin; without it, the request's own host (forwarded only under `trust proxy`). */
  siteUrl?: string | undefined;
  /** Enquiries per client address per 10 minutes. */
  rateLimit: number;
}

interface GuardLocals {
  submission?: Submission;
  rateLimited?: boolean;
}

/** The guards' verdict on this request, for getLoadContext; undefined for GET and HEAD. */
export const submissionOf = (res: Response): Submission | undefined => (res.locals as GuardLocals).submission;

const { httpErrors } = contact.form;

function refuse(res: Response, status: number, text: string) {
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

function judge(req: Request, res: Response, secret: string): Submission {
  const body: unknown = req.body;
  const fields = firstValues(body);
  const reject = (rejection: Rejection): Submission => ({ accepted: false, rejection, fields });
  if ((res.locals as GuardLocals).rateLimited) return reject({ status: 429, reason: "rate-limited" });

  const sent = req.get(tokenHeader) ?? fields[tokenField];
  const cookie = parseCookie(req.get("Cookie") ?? "")[tokenCookie];
  const issuedAt = sent && cookie && sameToken(sent, cookie) ? verifyToken(sent, secret) : null;
  if (issuedAt === null) return reject({ status: 403, reason: "token" });

  const entries = typeof body === "object" && body !== null ? Object.entries(body) : [];
  if (entries.some(([name, value]) => !acceptedFields.has(name) || typeof value !== "string")) {
    return reject({ status: 400, reason: "unknown-field" });
  }
  return { accepted: true, fields, issuedAt };
}

export function contactGuards({ secret, siteUrl, rateLimit: limit }: GuardOptions) {
  const router = express.Router();

  const checkRequest: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next("route");
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(res, 405, httpErrors.methodNotAllowed);
    }
    if (fromAnotherSite(req, siteUrl)) return refuse(res, 403, httpErrors.anotherSite);
    // React Router's <Form> sends form-urlencoded, with or without JavaScript.
    if (!req.is("application/x-www-form-urlencoded")) return refuse(res, 415, httpErrors.unsupportedType);
    next();
  };

  // Counts every POST that got this far, per client address; req.ip honours `trust proxy`. Over
  // the limit the body is still read, so the page can show the visitor's text again.
  const limiter = rateLimit({
    windowMs: rateWindowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res, next) => {
      (res.locals as GuardLocals).rateLimited = true;
      next();
    },
    // Its warnings about our own settings (an X-Forwarded-For it cannot trust, …), as log lines.
    logger: {
      warn: (warning: unknown) => log("warn", "rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "rate limit", errorFields(error)),
    },
  });

  // body-parser checks Content-Length before reading and counts a chunked body as it arrives;
  // either way it reads the rest off the connection before answering 413, so the client gets it.
  const parseBody = express.urlencoded({ extended: false, limit: bodyLimitBytes, parameterLimit: 100 });

  const recordVerdict: RequestHandler = (req, res, next) => {
    (res.locals as GuardLocals).submission = judge(req, res, secret);
    next();
  };

  const bodyErrors: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, _req, res, next) => {
    if (error.type === "entity.too.large" || error.type === "parameters.too.many") {
      (res.locals as GuardLocals).submission = {
        accepted: false,
        rejection: { status: 413, reason: "too-large" },
        fields: {},
      };
      return next();
    }
    if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
      return refuse(res, error.status === 415 ? 415 : 400, httpErrors.unreadableBody);
    }
    next(error);
  };

  router.all(["/contact", "/contact.data"], checkRequest, limiter, parseBody, recordVerdict, bodyErrors);
  return router;
}
