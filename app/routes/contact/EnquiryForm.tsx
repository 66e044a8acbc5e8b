import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { contact } from "../../content/contact.ts";
import { site } from "../../content/site.ts";
import styles from "./contact.module.css";
import {
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
  enquiryFields,
  enquiryValues,
  validateEnquiry,
} from "./enquiry.ts";

const { form } = contact;

const inputs = {
  from_name: { type: "text", autoComplete: "name", wide: false },
  email: { type: "email", autoComplete: "email", wide: false },
  subject: { type: "text", autoComplete: "off", wide: true },
  message: { type: "textarea", autoComplete: "off", wide: true },
} as const;

export interface EnquiryResultData {
  status: "invalid" | "unavailable";
  errors: EnquiryErrors;
  values: EnquiryValues;
}

/**
 * Spec §5's form. `noValidate`: the browser's own bubbles would replace the spec's messages, which
 * appear per field after it is left or after a submit, and are tied to it by aria-describedby.
 */
export function EnquiryForm({ result }: { result: EnquiryResultData | undefined }) {
  const [touched, setTouched] = useState<Partial<Record<EnquiryField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<EnquiryErrors>({});

  // A field the visitor has left, or any field after a submit, shows the browser's verdict; until
  // then (and without JavaScript) the server's verdict is all there is.
  const visibleError = (field: EnquiryField) =>
    submitted || touched[field] ? clientErrors[field] : result?.errors[field];

  const check = (formElement: HTMLFormElement) => {
    const verdict = validateEnquiry(enquiryValues(new FormData(formElement)));
    const next = verdict.success ? {} : verdict.errors;
    setClientErrors(next);
    return next;
  };

  const onBlur = (field: EnquiryField, formElement: HTMLFormElement | null) => {
    if (!formElement) return;
    setTouched((current) => ({ ...current, [field]: true }));
    check(formElement);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    const found = check(event.currentTarget);
    const firstInvalid = enquiryFields.find((field) => found[field]);
    if (firstInvalid) {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
    }
  };

  const showUnavailable = result?.status === "unavailable";

  return (
    <section className={styles.formSection} aria-labelledby="enquiry-heading">
      <p className={styles.eyebrow}>{form.eyebrow}</p>
      <h2 id="enquiry-heading">{form.heading}</h2>
      <p>{form.intro}</p>
      <p className={styles.muted}>{form.requiredNote}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
        {enquiryFields.map((field) => {
          const error = visibleError(field);
          const errorId = `${field}-error`;
          const common = {
            id: field,
            name: field,
            required: true,
            placeholder: form.fields[field].placeholder,
            defaultValue: result?.values[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
            onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
              onBlur(field, event.currentTarget.form),
          };
          return (
            <div key={field} className={inputs[field].wide ? `${styles.field} ${styles.wide}` : styles.field}>
              <label htmlFor={field}>{form.fields[field].label}</label>
              {inputs[field].type === "textarea" ? (
                <textarea rows={4} {...common} />
              ) : (
                <input type={inputs[field].type} autoComplete={inputs[field].autoComplete} {...common} />
              )}
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className={styles.wide}>
          {submitted && Object.keys(clientErrors).length > 0 && (
            <p role="alert" className={styles.summary}>
              {form.errorSummary}
            </p>
          )}
          <button type="submit" className={styles.submit}>
            {form.submit}
          </button>
        </div>
      </Form>
      <div role="status" className={styles.status}>
        {showUnavailable && (
          <div className={styles.unavailable}>
            <p>{form.notAvailable}</p>
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
