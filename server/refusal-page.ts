/**
 * What a refused enquiry from the form without JavaScript (POST /contact) gets: a small page that
 * says why, gives the visitor's text back in a form they can send again or copy, and the phone and
 * emails. Written here, not rendered by React Router: a page render costs milliseconds of CPU, and
 * a flood of token-less POSTs would take them from every visitor of the site (ADR 0012). The
 * JavaScript form's data request (/contact.data) goes on to the action, which renders no page.
 */
import { contentOf } from "../app/content/load-content.ts";
import type { RequestHandler } from "express";
import type { SiteContent } from "../app/content/schemas/index.ts";
import { type Locale, localeOfPath, localePath } from "../app/locales.ts";
import type { Rejection } from "../app/enquiry/context.ts";
import { enquiryFields, enquiryForms, type FormId, formValues } from "../app/enquiry/fields.ts";
import { formOfPath, submissionOf, tokenCookieHeader, tokenToHandOut } from "../app/enquiry/guards.server.ts";
import { log } from "../app/log.server.ts";
import { pageById } from "../app/pages.ts";
import { refusalOutcomes } from "../app/enquiry/outcomes.ts";
import { contactList, escapeHtml, plainPage, sendPlainPage } from "./plain-page.ts";

function resendForm(
  locale: Locale,
  form: FormId,
  { contact, quote, serverAnswers }: SiteContent,
  fields: Partial<Record<string, string>>,
  xsrf: string,
): string {
  const page = serverAnswers.enquiryRefused;
  const values = formValues(form, fields) as Record<string, string>;
  const labels: Partial<Record<string, { label: string }>> =
    form === "quote" ? quote.fields : contact.form.fields;
  // The quote form's empty fields are left out: the visitor's text is what matters here.
  const shown = enquiryForms[form].fields.filter(
    (field) => labels[field] && (form === "contact" || values[field] !== ""),
  );
  const controls = shown.map((field) => {
    const label = `<label for="${field}">${escapeHtml(labels[field]?.label ?? field)}</label>`;
    // The parser drops a newline straight after <textarea>: the one written here, not the text's.
    return enquiryFields[field].kind === "longText"
      ? `${label}<textarea id="${field}" name="${field}" rows="8">\n${escapeHtml(values[field] ?? "")}</textarea>`
      : `${label}<input id="${field}" name="${field}" type="text" value="${escapeHtml(values[field] ?? "")}">`;
  });
  return `<p>${escapeHtml(page.yourText)}</p>
<form method="post" action="${localePath(locale, pageById(form).path)}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
${controls.join("\n")}
<button type="submit">${escapeHtml(page.resend)}</button>
</form>`;
}

function renderRefusalPage({
  rejection,
  fields,
  xsrf,
  locale,
  form,
}: {
  form: FormId;
  rejection: Rejection;
  fields: Partial<Record<string, string>>;
  xsrf: string;
  locale: Locale;
}): string {
  const content = contentOf(locale.code);
  const { enquiry, serverAnswers } = content;
  const page = serverAnswers.enquiryRefused;
  // An oversized body was never read: there is no text to give back.
  const text =
    rejection.reason === "too-large"
      ? `<p>${escapeHtml(page.withoutText)}</p>`
      : resendForm(locale, form, content, fields, xsrf);
  return plainPage({
    title: page.title,
    code: rejection.status,
    locale,
    main: `<h1>${escapeHtml(page.title)}</h1>
<p role="status">${escapeHtml(enquiry.outcomes[refusalOutcomes[rejection.reason]])}</p>
${text}
${contactList(page)}
<p><a href="${escapeHtml(localePath(locale, page.contactLink.to))}">${escapeHtml(page.contactLink.label)}</a></p>`,
  });
}

/**
 * For POST /contact after the guards: answers a refused submission with the page above, and hands
 * out a valid token with it so that sending again works; lets an accepted one on to the action.
 */
export function answerRefusedForm({
  secret,
  siteUrl,
}: {
  secret: string;
  siteUrl: string | undefined;
}): RequestHandler {
  return (req, res, next) => {
    const submission = submissionOf(res);
    if (!submission || submission.accepted) return next();
    const { rejection, fields } = submission;
    log("warn", "enquiry refused", {
      requestId: String(res.locals.requestId),
      status: rejection.status,
      reason: rejection.reason,
    });
    const xsrf = tokenToHandOut(req.get("Cookie"), secret);
    // The visitor's own text: no cache may keep it (sendPlainPage says no-store).
    res.set("Set-Cookie", tokenCookieHeader(xsrf, siteUrl));
    sendPlainPage(
      res,
      rejection.status,
      renderRefusalPage({
        rejection,
        fields,
        xsrf,
        locale: localeOfPath(req.path),
        form: formOfPath(req.path),
      }),
    );
  };
}
