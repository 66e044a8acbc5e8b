/**
 * The contact route's server side: the anti-forgery cookie its loader hands out, and what its
 * action does with a submission the guards (app/enquiry/guards.server.ts) have judged.
 */
import { parseCookie, stringifySetCookie } from "cookie";
import { data, redirect } from "react-router";
import type { EnquiryContext, Rejection } from "../../enquiry/context.ts";
import { honeypotField, tokenCookie } from "../../enquiry/guards.server.ts";
import { log } from "../../log.server.ts";
import { newReference } from "../../enquiry/outbox.server.ts";
import { issueToken, verifyToken } from "../../enquiry/xsrf.server.ts";
import { type EnquiryOutcome, type EnquiryResultData, enquiryValues, validateEnquiry } from "./enquiry.ts";

/**
 * The token for this response: the one already in the visitor's cookie when it is valid, so its
 * issue time is the first visit (a quick resend after a 400 is not taken for a bot), else a new one.
 */
function formToken(request: Request, context: EnquiryContext): string {
  if (context.formToken) return context.formToken;
  const current = parseCookie(request.headers.get("Cookie") ?? "")[tokenCookie];
  context.formToken =
    current && verifyToken(current, context.secret) !== null ? current : issueToken(context.secret);
  return context.formToken;
}

function tokenCookieHeader(token: string, settings: EnquiryContext["settings"]): string {
  // Scripts must read it (the X-XSRF-TOKEN convention), so not HttpOnly; Strict keeps it off
  // every request another site starts.
  return stringifySetCookie({
    name: tokenCookie,
    value: token,
    path: "/",
    sameSite: "strict",
    secure: settings.SITE_URL?.startsWith("https:") ?? false,
  });
}

/** The loader's share: the token for the form's hidden field, and the cookie that matches it. */
export function handOutToken(request: Request, context: EnquiryContext) {
  const xsrf = formToken(request, context);
  return data({ xsrf }, { headers: { "Set-Cookie": tokenCookieHeader(xsrf, context.settings) } });
}

const outcomeOf: Record<Rejection["reason"], EnquiryOutcome> = {
  "unknown-field": "badRequest",
  token: "forbidden",
  "too-large": "tooLarge",
  "rate-limited": "rateLimited",
};

const sentPage = (reference: string) => redirect(`/contact/sent?ref=${reference}`, 303);

export function receiveEnquiry(request: Request, context: EnquiryContext) {
  const { submission, requestId } = context;
  // The guards run for POSTs to /contact and /contact.data. React Router also reaches this action
  // by other spellings of the path (/%63ontact, /contact/_.data) that Express does not match: with
  // no verdict nothing here may be trusted, so refuse, as for a missing token.
  if (!submission) {
    log("warn", "enquiry refused", { requestId, status: 403, reason: "unguarded-path" });
    const result: EnquiryResultData = {
      outcome: "forbidden",
      errors: {},
      values: enquiryValues({}),
    };
    return data(result, { status: 403 });
  }
  const values = enquiryValues(submission.fields);

  if (!submission.accepted) {
    const { status, reason } = submission.rejection;
    log("warn", "enquiry refused", { requestId, status, reason });
    const result: EnquiryResultData = { outcome: outcomeOf[reason], errors: {}, values };
    if (reason !== "token") return data(result, { status });
    // A fresh token, so sending again can work without a reload (React Router does not run the
    // loader again after a 4xx).
    const xsrf = formToken(request, context);
    return data(
      { ...result, xsrf },
      { status, headers: { "Set-Cookie": tokenCookieHeader(xsrf, context.settings) } },
    );
  }

  const verdict = validateEnquiry(values);
  if (!verdict.success) {
    log("info", "enquiry invalid", { requestId, fields: Object.keys(verdict.errors).join(",") });
    const result: EnquiryResultData = { outcome: "invalid", errors: verdict.errors, values };
    return data(result, { status: 400 });
  }

  // Bots: a filled honeypot or a form sent faster than a person types. They see a success like
  // anyone else's, so they learn nothing; nothing is queued.
  const trap = submission.fields[honeypotField]
    ? "honeypot"
    : Date.now() - submission.issuedAt < context.settings.ENQUIRY_MIN_FILL_MS
      ? "min-fill"
      : null;
  if (trap) {
    const reference = newReference();
    log("info", "enquiry trapped", { requestId, trap, reference });
    return sentPage(reference);
  }

  let reference: string;
  try {
    reference = context.store.enqueue(verdict.data, { requestId }).reference;
  } catch (error) {
    // Our fault, logged once; the message says nothing the visitor typed.
    log("error", "enquiry not stored", {
      requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    const result: EnquiryResultData = { outcome: "unavailable", errors: {}, values };
    return data(result, { status: 503 });
  }
  log("info", "enquiry received", { requestId, reference });
  return sentPage(reference);
}
