import { contact } from "virtual:content/contact";
import { enquiry } from "virtual:content/enquiry";
import { site } from "virtual:content/site";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { fillTemplate } from "../../components/template.ts";
import { pageById } from "../../pages.ts";
import styles from "./contact.module.css";
import { restoreDraft, saveDraft } from "./draft.ts";
import { attachmentField } from "../../enquiry/attachments.ts";
import {
  characterCount,
  enquiryFields as fieldSpecs,
  enquiryForms,
  type FormField,
  type FormValues,
  formValues,
  honeypotField,
  tokenField,
} from "../../enquiry/fields.ts";
import type { FormResultData } from "../../enquiry/receive.server.ts";
import type { FormErrors } from "../../enquiry/schema.ts";
import { useFormCheck } from "../../enquiry/useFormCheck.ts";
import { progressFromBytes, useUpload } from "../../enquiry/useUpload.ts";
import { contactMessages } from "./contact-form.ts";
import { DrawingsField, fileProblems, SendingProgress } from "./DrawingsField.tsx";

const { form, quoteLink } = contact;

const inputs = {
  from_name: { type: "text", autoComplete: "name", wide: false },
  email: { type: "email", autoComplete: "email", wide: false },
  subject: { type: "text", autoComplete: "off", wide: true },
  message: { type: "textarea", autoComplete: "off", wide: true },
} as const;

type EnquiryField = FormField<"contact">;
const enquiryFields = enquiryForms.contact.fields;
/** The most characters a text field takes (the email's limit is its format's). */
const limitOf = (field: EnquiryField) => (field === "email" ? null : fieldSpecs[field].maxLength);
/** The counter appears from this share of the limit on: near it, not all the time. */
const counterFrom = 0.8;

const countsOf = (values: Partial<FormValues<"contact">> | undefined) =>
  Object.fromEntries(enquiryFields.map((field) => [field, characterCount(values?.[field] ?? "")])) as Record<
    EnquiryField,
    number
  >;

/**
 * Spec §5's form. `noValidate`: the browser's own bubbles would replace the spec's messages, which
 * appear per field after it is left or after a submit, and are tied to it by aria-describedby.
 * The hidden `xsrf` field carries the anti-forgery token (with and without JavaScript); `website`
 * is a honeypot that people never see or reach.
 */
export function EnquiryForm({
  result,
  xsrf,
}: {
  result: FormResultData<"contact"> | undefined;
  xsrf: string;
}) {
  const [touched, setTouched] = useState<Partial<Record<EnquiryField | "attachments", boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<FormErrors<"contact">>({});
  const [files, setFiles] = useState<File[]>([]);
  const [counts, setCounts] = useState(() => countsOf(result?.values));
  const sending = useNavigation().state === "submitting";

  // Runs once the form is in the page (after hydration): a reload brings the draft back.
  const formRef = useRef<HTMLFormElement | null>(null);
  const restore = useCallback((formElement: HTMLFormElement | null) => {
    formRef.current = formElement;
    if (formElement) setCounts(countsOf(restoreDraft(formElement)));
  }, []);

  // A field the visitor has left, or any field after a submit, shows the browser's verdict; until
  // then (and without JavaScript) the server's verdict is all there is.
  const visibleError = (field: EnquiryField | "attachments") =>
    submitted || touched[field] ? clientErrors[field] : result?.errors[field];

  const problems = fileProblems(files);
  const formCheck = useFormCheck();
  const upload = useUpload();
  const check = (formElement: HTMLFormElement) => {
    const verdict = formCheck.validate(
      "contact",
      formValues("contact", new FormData(formElement)),
      contactMessages,
    );
    // Early: the schema comes, then the check runs again.
    if (!verdict && !formCheck.settled()) void formCheck.prepare().then(() => check(formElement));
    const next: FormErrors<"contact"> = verdict && !verdict.success ? { ...verdict.errors } : {};
    if (problems) next.attachments = problems;
    setClientErrors(next);
    return next;
  };

  const onBlur = (field: EnquiryField, formElement: HTMLFormElement | null) => {
    if (!formElement) return;
    setTouched((current) => ({ ...current, [field]: true }));
    check(formElement);
  };

  const onChange = (field: EnquiryField, element: HTMLInputElement | HTMLTextAreaElement) => {
    setCounts((current) => ({ ...current, [field]: characterCount(element.value) }));
    if (!element.form) return;
    saveDraft(element.form);
    // A message already showing goes as soon as the text is right, while the visitor types: if
    // it waited for the blur, it would vanish as they press the send button, move the button up
    // under the pointer and lose their click.
    if (submitted || touched[field]) check(element.form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!formCheck.settled()) {
      // The schema is still on its way: send once it has come (or failed to).
      event.preventDefault();
      const form = event.currentTarget;
      void formCheck.prepare().then(() => form.requestSubmit());
      return;
    }
    setSubmitted(true);
    const found = check(event.currentTarget);
    const firstInvalid = [...enquiryFields, attachmentField].find((field) => found[field]);
    if (firstInvalid) {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    // Large drawings go with a progress bar (useUpload.ts); small ones the usual way.
    if (files.reduce((sum, file) => sum + file.size, 0) >= progressFromBytes) {
      event.preventDefault();
      upload.send(event.currentTarget);
    }
  };

  const notReceived = result && result.outcome !== "invalid" ? enquiry.outcomes[result.outcome] : null;

  return (
    <section className={styles.formSection} aria-labelledby="enquiry-heading">
      <p className={styles.eyebrow}>{form.eyebrow}</p>
      <h2 id="enquiry-heading">{form.heading}</h2>
      <p>{form.intro}</p>
      <p className={styles.muted}>{form.requiredNote}</p>
      <p className={styles.quoteLink}>
        {quoteLink.text} <Link to={quoteLink.link.to}>{quoteLink.link.label}</Link>
      </p>
      {/* The page is prerendered at "/contact/"; without an explicit action the form would post
          there and meet the trailing-slash redirect. */}
      <Form
        method="post"
        action={pageById("contact").path}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void formCheck.prepare()}
        onPointerDown={() => void formCheck.prepare()}
        className={styles.form}
        ref={restore}
      >
        <input type="hidden" name={tokenField} value={xsrf} />
        {enquiryFields.map((field) => {
          const error = visibleError(field);
          const errorId = `${field}-error`;
          const counterId = `${field}-counter`;
          const limit = limitOf(field);
          const showCounter = limit !== null && counts[field] >= limit * counterFrom;
          const describedBy = [showCounter && counterId, error && errorId].filter(Boolean).join(" ");
          const common = {
            id: field,
            name: field,
            required: true,
            placeholder: form.fields[field].placeholder,
            defaultValue: result?.values[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy || undefined,
            onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
              onBlur(field, event.currentTarget.form),
            onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
              onChange(field, event.currentTarget),
          };
          return (
            <div key={field} className={inputs[field].wide ? `${styles.field} ${styles.wide}` : styles.field}>
              <label htmlFor={field}>{form.fields[field].label}</label>
              {inputs[field].type === "textarea" ? (
                <textarea rows={4} {...common} />
              ) : (
                <input type={inputs[field].type} autoComplete={inputs[field].autoComplete} {...common} />
              )}
              {showCounter && (
                <p id={counterId} className={counts[field] > limit ? styles.counterOver : styles.counter}>
                  {fillTemplate(form.counter, { limit, count: counts[field] })}
                </p>
              )}
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <DrawingsField
          files={files}
          onFiles={(picked) => {
            setFiles(picked);
            setTouched((current) => ({ ...current, attachments: true }));
          }}
          error={visibleError("attachments")}
          refused={result?.refusedFiles}
          limit={result?.fileLimit}
        />
        {/* Off-screen and out of the tab order: only bots fill it in (see app/enquiry/receive.server.ts). */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={honeypotField}>{enquiry.honeypotLabel}</label>
          <input id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.wide}>
          {submitted && Object.keys(clientErrors).length > 0 && (
            <p role="alert" className={styles.summary}>
              {form.errorSummary}
            </p>
          )}
          <SendingProgress progress={upload.progress} />
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={sending || upload.progress !== null}>
              {form.submit}
            </button>
            <p className={styles.privacyNote}>
              {form.privacyNote.text} <Link to={form.privacyNote.link.to}>{form.privacyNote.link.label}</Link>
            </p>
          </div>
        </div>
      </Form>
      <div role="status" className={styles.status}>
        {notReceived && (
          <div className={styles.notReceived}>
            <p>{notReceived}</p>
            <p>
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
              {site.emails.map((email) => (
                <a key={email.address} href={`mailto:${email.address}`}>
                  {email.address}
                </a>
              ))}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
