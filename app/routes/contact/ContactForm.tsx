import { contact } from "virtual:content/contact";
import { useCallback, useState } from "react";
import { Form, Link } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import type { PagePath } from "../../pages.ts";
import formStyles from "../../enquiry/form/form.module.css";
import styles from "./contact.module.css";
import { restoreDraft, saveDraft } from "../../enquiry/form/draft.ts";
import { attachmentField } from "../../enquiry/attachments.ts";
import {
  characterCount,
  enquiryFields as fieldSpecs,
  enquiryForms,
  type FormField,
  type FormValues,
  isRequired,
  tokenField,
} from "../../enquiry/fields.ts";
import type { FormResultData } from "../../enquiry/receive.server.ts";
import { contactMessages } from "./contact-form.ts";
import { DrawingsField } from "../../enquiry/form/DrawingsField.tsx";
import { NotReceived, SendActions, TrapField } from "../../enquiry/form/FormParts.tsx";
import { useEnquiryForm } from "../../enquiry/form/useEnquiryForm.ts";

const { form, quoteLink } = contact;

const inputs = {
  from_name: { type: "text", autoComplete: "name", wide: false },
  email: { type: "email", autoComplete: "email", wide: false },
  phone: { type: "tel", autoComplete: "tel", wide: false },
  subject: { type: "text", autoComplete: "off", wide: false },
  message: { type: "textarea", autoComplete: "off", wide: true },
} as const;

type EnquiryField = FormField<"contact">;
const enquiryFields = enquiryForms.contact.fields;
/** The most characters a text field takes (an email's or a phone number's limit is its format's). */
const limitOf = (field: EnquiryField) => {
  const spec = fieldSpecs[field];
  return spec.kind === "text" || spec.kind === "longText" ? spec.maxLength : null;
};
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
export function ContactForm({
  result,
  xsrf,
}: {
  result: FormResultData<"contact"> | undefined;
  xsrf: string;
}) {
  const enquiryForm = useEnquiryForm("contact", contactMessages, result);
  const { files, setFiles, watched, visibleError, check, leave } = enquiryForm;
  const [counts, setCounts] = useState(() => countsOf(result?.values));

  // Runs once the form is in the page (after hydration): a reload brings the draft back.
  const restore = useCallback((formElement: HTMLFormElement | null) => {
    if (formElement) setCounts(countsOf(restoreDraft(formElement)));
  }, []);

  const onChange = (field: EnquiryField, element: HTMLInputElement | HTMLTextAreaElement) => {
    setCounts((current) => ({ ...current, [field]: characterCount(element.value) }));
    if (!element.form) return;
    saveDraft(element.form);
    // A message already showing goes as soon as the text is right, while the visitor types: if
    // it waited for the blur, it would vanish as they press the send button, move the button up
    // under the pointer and lose their click.
    if (watched(field)) check(element.form);
  };

  return (
    <section className={styles.formSection} aria-labelledby="enquiry-heading">
      <p className={styles.eyebrow}>{form.eyebrow}</p>
      <h2 id="enquiry-heading">{form.heading}</h2>
      <p>{form.intro}</p>
      <p className={formStyles.muted}>{form.requiredNote}</p>
      <p className={styles.quoteLink}>
        {quoteLink.text} <Link to={quoteLink.link.to}>{quoteLink.link.label}</Link>
      </p>
      {/* The page is prerendered at "/contact/"; without an explicit action the form would post
          there and meet the trailing-slash redirect. A literal the compiler holds to app/pages.ts:
          looking it up there would bring the whole page list into the browser's bundle. */}
      <Form
        {...enquiryForm.formProps}
        action={"/contact" satisfies PagePath}
        className={formStyles.form}
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
            required: isRequired("contact", field),
            placeholder: form.fields[field].placeholder,
            defaultValue: result?.values[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy || undefined,
            onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
              leave(field, event.currentTarget.form),
            onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
              onChange(field, event.currentTarget),
          };
          return (
            <div
              key={field}
              className={inputs[field].wide ? `${formStyles.field} ${formStyles.wide}` : formStyles.field}
            >
              <label htmlFor={field}>{form.fields[field].label}</label>
              {inputs[field].type === "textarea" ? (
                <textarea rows={4} {...common} />
              ) : (
                <input type={inputs[field].type} autoComplete={inputs[field].autoComplete} {...common} />
              )}
              {showCounter && (
                <p
                  id={counterId}
                  className={counts[field] > limit ? formStyles.counterOver : formStyles.counter}
                >
                  {fillTemplate(form.counter, { limit, count: counts[field] })}
                </p>
              )}
              {error && (
                <p id={errorId} className={formStyles.error}>
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
            leave(attachmentField, null);
          }}
          error={visibleError("attachments")}
          refused={result?.refusedFiles}
          filesRefused={result?.filesRefused}
        />
        <TrapField />
        <SendActions className={formStyles.wide} words={form} form={enquiryForm} />
      </Form>
      <NotReceived outcome={result?.outcome} />
    </section>
  );
}
