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
import busboy from "busboy";
import { parseCookie, stringifySetCookie } from "cookie";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { SiteContent } from "../content/schemas/index.ts";
import { locales, localePath } from "../locales.ts";
import { pageById } from "../pages.ts";
import { errorFields, log } from "../log.server.ts";
import { attachmentField, attachmentLimits, type ReceivedFile } from "./attachments.ts";
import type { Rejection, Submission } from "./context.ts";
import { enquiryForms, type FormId, honeypotField, tokenCookie, tokenField, tokenHeader } from "./fields.ts";
import { issueToken, sameToken, verifyToken } from "./xsrf.server.ts";

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

/** The text of a form: without files, a whole body; with files, all its fields together. */
export const bodyLimitBytes = 64 * 1024;
/**
 * The largest body a form takes: its drawings, and as much again as a form's text for the field
 * text and part headers; beyond, it is cut off unread (nginx's limit for the forms, too).
 */
export const formBodyCutOffBytes = attachmentLimits.maxTotalBytes + bodyLimitBytes + 64 * 1024;
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

/** Each form's page in every language: "/contact", "/it/contact", …, "/quote", … */
const pathsOfForm = Object.fromEntries(
  formIds.map((form) => [form, locales.map((locale) => localePath(locale, pageById(form).path))]),
) as Record<FormId, string[]>;
/** Every page with an enquiry form. */
export const formPagePaths = formIds.flatMap((form) => pathsOfForm[form]);

/** The forms' addresses in every language, and React Router's data requests for them. */
const formPaths = formPagePaths.flatMap((path) => [path, `${path}.data`]);

/** Which form a POST to one of those addresses is. */
export function formOfPath(path: string): FormId {
  const page = path.replace(/\.data$/, "");
  return formIds.find((form) => pathsOfForm[form].includes(page)) ?? "contact";
}

interface GuardLocals {
  submission?: Submission;
  /** The files of a multipart body, read whole. */
  files?: ReceivedFile[];
  /** Why the files were not all kept: more than the limits allow. */
  fileLimit?: "too-many" | "too-large";
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

/** A file name as one safe line: no path, no control characters, at most 200 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\u2028\u2029"]+/gu, " ").trim();
  return [...(clean || "file")].slice(0, 200).join("");
}

/**
 * multipart/form-data, as forms with a file field send it (with and without JavaScript), and as
 * programmatic clients send drawings: text fields into req.body as urlencoded would give them,
 * files (the repeated `attachments` field) read whole into memory up to the limits. Past a limit
 * the rest of the files is read off the connection and dropped, so the text still arrives and
 * the visitor gets it back; a body far past every limit is cut off (413, no text).
 */
function parseMultipart(req: Request, res: Response, next: (error?: unknown) => void) {
  if (!req.is("multipart/form-data")) return next();
  const cutOff = formBodyCutOffBytes;
  const declared = Number(req.get("Content-Length") ?? 0);
  const tooLarge = () => Object.assign(new Error("request entity too large"), { type: "entity.too.large" });
  if (declared > cutOff) {
    req.resume();
    return next(tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send a file's name as raw UTF-8 ("Ø 48 pin.step"); busboy reads latin1 by default.
      defParamCharset: "utf8",
      limits: {
        fieldSize: bodyLimitBytes,
        fields: 100,
        files: attachmentLimits.maxFiles,
        fileSize: attachmentLimits.maxTotalBytes,
        parts: 200,
      },
    });
  } catch {
    return next(Object.assign(new Error("unreadable multipart body"), { status: 400 }));
  }
  const body: Record<string, string | string[]> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  let received = 0;
  let textBytes = 0;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    req.unpipe(parser);
    req.resume();
    next(error);
  };
  const limitReached = (which: "too-many" | "too-large") => {
    locals(res).fileLimit ??= which;
  };
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > cutOff) fail(tooLarge());
  });
  parser.on("field", (name, value, info) => {
    textBytes += value.length;
    if (info.valueTruncated || textBytes > bodyLimitBytes) return fail(tooLarge());
    const current = body[name];
    body[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  });
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      total += chunk.length;
      if (total > attachmentLimits.maxTotalBytes) limitReached("too-large");
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      // A file field left empty still sends a part, with no name and no bytes.
      if (!info.filename && size === 0) return;
      if (name !== attachmentField) {
        body[name] = "(file)";
        return;
      }
      if (locals(res).fileLimit) return;
      files.push({ name: safeFileName(info.filename ?? ""), bytes: new Uint8Array(Buffer.concat(chunks)) });
    });
  });
  parser.on("filesLimit", () => limitReached("too-many"));
  parser.on("fieldsLimit", () =>
    fail(Object.assign(new Error("too many fields"), { type: "parameters.too.many" })),
  );
  parser.on("partsLimit", () =>
    fail(Object.assign(new Error("too many parts"), { type: "parameters.too.many" })),
  );
  parser.on("error", () => fail(Object.assign(new Error("unreadable multipart body"), { status: 400 })));
  parser.on("close", () => {
    if (failed) return;
    req.body = body;
    locals(res).files = files;
    next();
  });
  req.pipe(parser);
}

/** The files the guards read from a multipart body, and whether some were over the limits. */
const filesOf = (res: Response) => ({
  files: locals(res).files ?? [],
  fileLimit: locals(res).fileLimit,
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
    // React Router's <Form> sends form-urlencoded, or multipart when it has a file field; with or
    // without JavaScript.
    if (!req.is("application/x-www-form-urlencoded") && !req.is("multipart/form-data"))
      return refuse(res, 415, messages(req).unsupportedType);
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
      const { files, fileLimit } = filesOf(res);
      locals(res).submission = onlyFormFields(req.body, formOfPath(req.path))
        ? { accepted: true, fields: firstValues(req.body), issuedAt, files, fileLimit }
        : refused(req, { status: 400, reason: "unknown-field" });
    }
    next();
  };

  router.all(
    formPaths,
    checkRequest,
    parseMultipart,
    parseBody,
    bodyErrors,
    checkToken,
    limiter,
    checkFields,
  );
  return router;
}
