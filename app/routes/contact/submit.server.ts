/**
 * The contact route's server side: the anti-forgery cookie its loader hands out, and what its
 * action does with a submission the guards (app/enquiry/guards.server.ts) have judged.
 */
import { data, redirect } from "react-router";
import { locale } from "../../locale.ts";
import type { EnquiryContext } from "../../enquiry/context.ts";
import { honeypotField, tokenCookieHeader, tokenToHandOut } from "../../enquiry/guards.server.ts";
import { newReference } from "../../enquiry/outbox.server.ts";
import { log } from "../../log.server.ts";
import { type EnquiryResultData, enquiryValues, refusalOutcomes, validateEnquiry } from "./enquiry.ts";

/** The token for this response; the action and the loader set the same one. */
function formToken(request: Request, context: EnquiryContext): string {
  context.formToken ??= tokenToHandOut(request.headers.get("Cookie"), context.secret);
  return context.formToken;
}

/** The loader's share: the token for the form's hidden field, and the cookie that matches it. */
export function handOutToken(request: Request, context: EnquiryContext) {
  const xsrf = formToken(request, context);
  return data({ xsrf }, { headers: { "Set-Cookie": tokenCookieHeader(xsrf, context.settings.SITE_URL) } });
}

const sentPage = (reference: string) => redirect(`/contact/sent?ref=${reference}`, 303);

export function receiveEnquiry(request: Request, context: EnquiryContext) {
  const { submission, requestId } = context;
  // The guards run for POSTs to /contact and /contact.data, and the server refuses every other
  // spelling React Router would bring here (/%63ontact, /contact/_.data) before it runs. Should one
  // slip through, with no verdict nothing here may be trusted: refuse, as for a missing token.
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
    const result: EnquiryResultData = { outcome: refusalOutcomes[reason], errors: {}, values };
    if (reason !== "token") return data(result, { status });
    // A fresh token, so sending again can work without a reload (React Router does not run the
    // loader again after a 4xx).
    const xsrf = formToken(request, context);
    return data(
      { ...result, xsrf },
      { status, headers: { "Set-Cookie": tokenCookieHeader(xsrf, context.settings.SITE_URL) } },
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
    reference = context.store.enqueue(verdict.data, { requestId, locale: locale.code }).reference;
  } catch (error) {
    // Our fault, logged once; the message says nothing the visitor typed. An alert: until someone
    // frees or fixes DATA_DIR, every enquiry goes this way.
    log("alert", "enquiry not stored", {
      requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    const result: EnquiryResultData = { outcome: "unavailable", errors: {}, values };
    return data(result, { status: 503 });
  }
  log("info", "enquiry received", { requestId, reference });
  return sentPage(reference);
}
