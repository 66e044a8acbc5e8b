/**
 * The enquiry forms' HTTP guards, in front of React Router for POSTs to /contact, /quote and their
 * data requests, in every language (docs/decisions/0008-anti-forgery-and-origin.md). What only a
 * foreign page or a hand-made request can cause is answered here, in plain text: 405, 415, and 403
 * for another site. What a visitor of our own page can meet (a refused token, the rate limit, an
 * oversized body, an unknown field) becomes a verdict in `res.locals`: server/refusal-page.ts
 * answers it to the form without JavaScript, the route's action to the JavaScript form's data
 * request, so the visitor sees it either way.
 *
 * Everything that can be decided from the headers is decided before a byte of the body is read:
 * the method, the Origin, the type, the declared length, the anti-forgery cookie and the rate
 * limit (ADR 0017). Only a request that passed them has its files written to disk; any other has
 * its text read (at most 64 KiB, to give back) and its files dropped as they arrive. The body is
 * read here, by form-body.server.ts: React Router's action reads the verdict's fields, not the
 * drained request stream.
 */
import { parseCookie, stringifySetCookie } from "cookie";
import express, { type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { SiteContent } from "../content/schemas/index.ts";
import { locales, localePath } from "../locales.ts";
import { pageById } from "../pages.ts";
import { errorFields, log } from "../log.server.ts";
import type { Rejection, Submission } from "./context.ts";
import { enquiryForms, type FormId, honeypotField, tokenCookie, tokenField, tokenHeader } from "./fields.ts";
import { bodyLimitBytes, formBody, formBodyCutOffBytes } from "./form-body.server.ts";
import type { MultipartForm } from "../http/multipart.server.ts";
import { fromAnotherSite } from "../http/same-site.server.ts";
import { issueToken, sameToken, verifyToken } from "../http/xsrf.server.ts";

const formIds = Object.keys(enquiryForms) as FormId[];

/** Everything each form sends; anything else is a 400. */
const acceptedFields = Object.fromEntries(
  formIds.map((form) => [form, new Set<string>([...enquiryForms[form].fields, tokenField, honeypotField])]),
) as Record<FormId, Set<string>>;
/**
 * What the contact page carries in place of a token when it is prerendered at build time; the
 * server puts each visitor's own token there as it sends the page (server/app.ts). Letters only,
 * so HTML, JSON and React Router's data encoding all write it unchanged.
 */
export const tokenPlaceholder = "XSRFTOKENPLACEHOLDERXSRFTOKENPLACEHOLDER";

const rateWindowMs = 10 * 60 * 1000;

export interface GuardOptions {
  secret: string;
  /** The public origin; without it, the request's own host (forwarded only under `trust proxy`). */
  siteUrl?: string | undefined;
  /** Enquiries per client address per 10 minutes. */
  rateLimit: number;
  /** The plain-text refusals in the language of the form's address (its contact content). */
  httpErrors: (req: Request) => HttpErrors;
  /**
   * Where a submission's files are written as they arrive (the outbox's incoming folder, on its
   * disk); without it, files cannot be kept and the action answers that the enquiry was not stored.
   */
  uploadDir: string | undefined;
}

export type HttpErrors = SiteContent["serverAnswers"]["httpErrors"];

/** Each form's page in every language: "/contact", "/it/contact", …, "/quote", … */
const pathsOfForm = Object.fromEntries(
  formIds.map((form) => [form, locales.map((locale) => localePath(locale, pageById(form).path))]),
) as Record<FormId, string[]>;
/** Every page with an enquiry form. */
export const formPagePaths = formIds.flatMap((form) => pathsOfForm[form]);

/**
 * The forms' addresses in every language, and React Router's data requests for them, spelled
 * exactly so: another spelling (/CONTACT, /contact.DATA) is refused by the server as another
 * address, never guarded by a looser match and then routed elsewhere.
 */
const formPaths = formPagePaths.flatMap((path) => [path, `${path}.data`]);

/** Which form a POST to one of those addresses is. */
export function formOfPath(path: string): FormId {
  const page = path.replace(/\.data$/, "");
  return formIds.find((form) => pathsOfForm[form].includes(page)) ?? "contact";
}

interface GuardLocals {
  submission?: Submission;
  /** A refusal decided from the headers; the body is still read for its text. */
  rejection?: Rejection;
  /** The anti-forgery cookie, once it has been verified, and its issue time. */
  cookieToken?: string;
  issuedAt?: number;
  /** A multipart body as read (app/http/multipart.server.ts). */
  multipart?: MultipartForm;
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

function firstValues(body: unknown): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  if (typeof body !== "object" || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}

/** True when the body holds only the form's fields, each once: what our page sends. */
function onlyFormFields(body: unknown, form: FormId): boolean {
  const accepted = acceptedFields[form];
  const entries = typeof body === "object" && body !== null ? Object.entries(body) : [];
  return entries.every(([name, value]) => accepted.has(name) && typeof value === "string");
}

const refused = (req: Request, rejection: Rejection): Submission => ({
  accepted: false,
  rejection,
  fields: firstValues(req.body),
});

const tooLarge: Rejection = { status: 413, reason: "too-large" };

export function formGuards({
  secret,
  siteUrl,
  rateLimit: limit,
  httpErrors: messages,
  uploadDir,
}: GuardOptions) {
  const router = express.Router({ caseSensitive: true, strict: true });

  const checkRequest: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next("route");
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(res, 405, messages(req).methodNotAllowed);
    }
    if (fromAnotherSite(req, siteUrl)) return refuse(res, 403, messages(req).anotherSite);
    // React Router's <Form> sends form-urlencoded, or multipart when it has a file field; with or
    // without JavaScript.
    const multipart = req.is("multipart/form-data");
    if (!req.is("application/x-www-form-urlencoded") && !multipart)
      return refuse(res, 415, messages(req).unsupportedType);
    // A declared length over what the form takes is refused unread (a chunked body is counted as
    // it arrives); the rest is read off the connection so the client gets the answer.
    const declared = Number(req.get("Content-Length") ?? 0);
    if (declared > (multipart ? formBodyCutOffBytes : bodyLimitBytes)) {
      req.resume();
      locals(res).submission = { accepted: false, rejection: tooLarge, fields: {} };
    }
    next();
  };

  // The cookie half of the double-submit token, before the body: a request without a cookie we
  // signed gets none of its files written, and is not counted against anyone's rate limit.
  const checkCookie: RequestHandler = (req, res, next) => {
    if (locals(res).submission) return next();
    const cookie = parseCookie(req.get("Cookie") ?? "")[tokenCookie];
    const issuedAt = cookie ? verifyToken(cookie, secret) : null;
    const header = req.get(tokenHeader);
    if (!cookie || issuedAt === null || (header !== undefined && !sameToken(header, cookie))) {
      locals(res).rejection = { status: 403, reason: "token" };
    } else {
      locals(res).cookieToken = cookie;
      locals(res).issuedAt = issuedAt;
    }
    next();
  };

  // Counts, per client address (req.ip honours `trust proxy`), only POSTs that carry our cookie: a
  // flood without it costs nobody else their limit. Decided before the body is read; the text is
  // still read afterwards, so the visitor gets it back.
  const limiter = rateLimit({
    windowMs: rateWindowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // A client that has already gone has no address left to count (and nothing to answer).
    skip: (req, res) =>
      locals(res).issuedAt === undefined || locals(res).submission !== undefined || req.ip === undefined,
    handler: (_req, res, next) => {
      locals(res).rejection = { status: 429, reason: "rate-limited" };
      next();
    },
    // Its warnings about our own settings (an X-Forwarded-For it cannot trust, …), as log lines.
    logger: {
      warn: (warning: unknown) => log("warn", "rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "rate limit", errorFields(error)),
    },
  });

  const { readBody, bodyErrors } = formBody({
    uploadDir,
    decided: (res) => locals(res).submission !== undefined,
    keepFiles: (res) => locals(res).rejection === undefined,
    verdicts: {
      read: (res, form) => {
        locals(res).multipart = form;
      },
      tooLarge: (res) => {
        locals(res).submission = { accepted: false, rejection: tooLarge, fields: {} };
      },
      unreadable: (req, res, status) => refuse(res, status, messages(req).unreadableBody),
    },
  });

  // The other half of the token, from the body or the header: it must be the cookie's.
  const judge: RequestHandler = (req, res, next) => {
    const { submission, rejection, cookieToken, issuedAt, multipart } = locals(res);
    if (submission) return next();
    if (rejection) {
      locals(res).submission = refused(req, rejection);
      return next();
    }
    const fields = firstValues(req.body);
    const sent = req.get(tokenHeader) ?? fields[tokenField];
    if (!sent || !cookieToken || issuedAt === undefined || !sameToken(sent, cookieToken)) {
      locals(res).submission = refused(req, { status: 403, reason: "token" });
      return next();
    }
    if (!onlyFormFields(req.body, formOfPath(req.path)) || (multipart?.filesInTextFields.length ?? 0) > 0) {
      locals(res).submission = refused(req, { status: 400, reason: "unknown-field" });
      return next();
    }
    locals(res).submission = {
      accepted: true,
      fields,
      issuedAt,
      files: multipart?.files ?? [],
      ...(multipart?.filesRefused ? { filesRefused: multipart.filesRefused } : {}),
      ...(multipart?.filesNotStored ? { filesNotStored: true } : {}),
    };
    next();
  };

  router.all(formPaths, checkRequest, checkCookie, limiter, readBody, bodyErrors, judge);
  return router;
}
