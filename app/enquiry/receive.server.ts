/**
 * What a form's action does with a submission the guards (guards.server.ts) have judged: refuse
 * it with the visitor's text, or read its drawings' kinds from their content, commit it with them
 * to the outbox and send the visitor to their reference. For both forms (fields.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { locale } from "../locale.ts";
import { log } from "../log.server.ts";
import {
  type Attachment,
  type AttachmentKind,
  attachmentKinds,
  type FileRefusal,
  type FilesRefusal,
  type ReceivedFile,
} from "./attachments.ts";
import { type EnquiryContext, enquiryContext } from "./context.ts";
import type { EnquiryInput } from "./contract.ts";
import { enquiryForms, type FormId, type FormValues, formValues, honeypotField, isDetail } from "./fields.ts";
import { fileKindOf } from "../http/file-kind.server.ts";
import { tokenCookieHeader, tokenPlaceholder, tokenToHandOut } from "./guards.server.ts";
import { quoteSubject } from "./mail.server.ts";
import { newReference } from "./outbox.server.ts";
import type { FormErrors, FormResult } from "./schema.ts";
import { type EnquiryOutcome, refusalOutcomes } from "./outcomes.ts";

/** What the action answers when it does not redirect to the sent page. */
export interface FormResultData<Form extends FormId> {
  outcome: EnquiryOutcome;
  errors: FormErrors<Form>;
  /** The visitor's text, to put back in the form. */
  values: FormValues<Form>;
  /** Files refused for their content, named; the page words why. */
  refusedFiles?: FileRefusal[];
  /** Why none of the files were kept (more files or bytes than one enquiry takes, an unreadable part). */
  filesRefused?: FilesRefusal;
  /** A fresh anti-forgery token, when the one sent was refused. */
  xsrf?: string;
}

export interface FormHandling<Form extends FormId> {
  form: Form;
  /** The form's schema with the page's messages (schema.ts's validateForm). */
  validate: (values: FormValues<Form>, drawings: number) => FormResult<Form>;
}

/** The mail's subject line for a form that has no subject field: what the request asks for. */
const subjectOfForm: { [Form in FormId]?: (data: FormValues<Form>) => string } = { quote: quoteSubject };

/** The token for this response; the action and the loader set the same one. */
function formToken(request: Request, context: EnquiryContext): string {
  context.formToken ??= tokenToHandOut(request.headers.get("Cookie"), context.secret);
  return context.formToken;
}

/**
 * A form page's loader: each visitor gets an anti-forgery token, in a cookie and in the form. The
 * plain page is prerendered at build time, where there is no server context, with a placeholder
 * the server replaces with the visitor's token as it sends the file (a static file's speed, a
 * token per visitor); a page rendered per request (after a POST) gets its token here.
 */
export function handOutToken({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  let enquiry: EnquiryContext;
  try {
    enquiry = context.get(enquiryContext);
  } catch {
    // React Router's prerendering provides no context: only at build time.
    return { xsrf: tokenPlaceholder };
  }
  const xsrf = formToken(request, enquiry);
  return data({ xsrf }, { headers: { "Set-Cookie": tokenCookieHeader(xsrf, enquiry.settings.SITE_URL) } });
}

// React Router puts the build's language prefix (its basename) in front.
const sentPage = (reference: string) => redirect(`/contact/sent?ref=${reference}`, 303);

/**
 * The name a file is kept and mailed under ends as its kind's files do: a PDF sent as
 * "drawing.html" travels as "drawing.html.pdf", so no mail program opens it as something else.
 */
export function nameForKind(name: string, kind: AttachmentKind): string {
  const extensions: readonly string[] = attachmentKinds[kind].extensions;
  return extensions.some((extension) => name.toLowerCase().endsWith(extension))
    ? name
    : `${name}${extensions[0]}`;
}

async function readKinds(
  files: readonly ReceivedFile[],
): Promise<{ accepted: Attachment[]; refused: FileRefusal[] }> {
  const accepted: Attachment[] = [];
  const refused: FileRefusal[] = [];
  for (const file of files) {
    if (file.size === 0) {
      refused.push({ name: file.name, reason: "empty" });
      continue;
    }
    const verdict = await fileKindOf(file.path);
    if (verdict.kind)
      accepted.push({ ...file, name: nameForKind(file.name, verdict.kind), kind: verdict.kind });
    else
      refused.push({
        name: file.name,
        reason: "type",
        ...(verdict.detected ? { detected: verdict.detected } : {}),
      });
  }
  return { accepted, refused };
}

export async function receiveEnquiry<Form extends FormId>(
  request: Request,
  context: EnquiryContext,
  handling: FormHandling<Form>,
) {
  const { form } = handling;
  const { submission, requestId } = context;
  // The guards run for POSTs to the forms' addresses, and the server refuses every other spelling
  // React Router would bring here (/%63ontact, /contact/_.data) before it runs. Should one slip
  // through, with no verdict nothing here may be trusted: refuse, as for a missing token.
  if (!submission) {
    log("warn", "enquiry refused", { requestId, status: 403, reason: "unguarded-path" });
    const result: FormResultData<Form> = { outcome: "forbidden", errors: {}, values: formValues(form, {}) };
    return data(result, { status: 403 });
  }
  const values = formValues(form, submission.fields);

  if (!submission.accepted) {
    const { status, reason } = submission.rejection;
    log("warn", "enquiry refused", { requestId, status, reason });
    const result: FormResultData<Form> = { outcome: refusalOutcomes[reason], errors: {}, values };
    if (reason !== "token") return data(result, { status });
    // A fresh token, so sending again can work without a reload (React Router does not run the
    // loader again after a 4xx).
    const xsrf = formToken(request, context);
    return data(
      { ...result, xsrf },
      { status, headers: { "Set-Cookie": tokenCookieHeader(xsrf, context.settings.SITE_URL) } },
    );
  }

  // A drawing that could not be written to disk: the enquiry cannot be kept whole, so it is not
  // received, exactly as when the outbox cannot be written.
  if (submission.filesNotStored) {
    log("alert", "enquiry not stored", { requestId, error: "a drawing could not be written to DATA_DIR" });
    const result: FormResultData<Form> = { outcome: "unavailable", errors: {}, values };
    return data(result, { status: 503 });
  }

  const { filesRefused } = submission;
  const { accepted: files, refused } = filesRefused
    ? { accepted: [], refused: [] }
    : await readKinds(submission.files);
  const verdict = handling.validate(values, submission.files.length);
  if (!verdict.success || refused.length > 0 || filesRefused) {
    const errors = verdict.success ? {} : verdict.errors;
    log("info", "enquiry invalid", {
      requestId,
      fields: Object.keys(errors).join(","),
      refusedFiles: refused
        .map((file) => file.reason + (file.reason === "type" && file.detected ? `:${file.detected}` : ""))
        .join(","),
      ...(filesRefused ? { filesRefused } : {}),
    });
    const result: FormResultData<Form> = {
      outcome: "invalid",
      errors,
      values,
      ...(refused.length > 0 ? { refusedFiles: refused } : {}),
      ...(filesRefused ? { filesRefused } : {}),
    };
    return data(result, { status: filesRefused === "too-many" || filesRefused === "too-large" ? 413 : 400 });
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

  const fields = verdict.data as Record<string, string>;
  const details = Object.fromEntries(
    enquiryForms[form].fields
      .filter((field) => isDetail(field) && fields[field])
      .map((field) => [field, fields[field]!]),
  );
  const input: EnquiryInput = {
    from_name: fields.from_name ?? "",
    email: fields.email ?? "",
    subject: fields.subject ?? subjectOfForm[form]?.(verdict.data) ?? "",
    message: fields.message ?? "",
    form,
    details,
    attachments: files,
  };

  let reference: string;
  try {
    reference = context.store.enqueue(input, { requestId, locale: locale.code }).reference;
  } catch (error) {
    // Our fault, logged once; the message says nothing the visitor typed. An alert: until someone
    // frees or fixes DATA_DIR, every enquiry goes this way.
    log("alert", "enquiry not stored", {
      requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    const result: FormResultData<Form> = { outcome: "unavailable", errors: {}, values };
    return data(result, { status: 503 });
  }
  log("info", "enquiry received", { requestId, reference, form, files: files.length });
  return sentPage(reference);
}
