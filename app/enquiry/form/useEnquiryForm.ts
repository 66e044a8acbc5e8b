/**
 * What both enquiry forms (contact and quote) do in the browser: check with the shared schema, fetched
 * on the form's first focus (useFormCheck.ts); show a field's message once it has been left or the
 * form sent, and the server's until then; hold a submit with invalid fields and focus the first;
 * send large drawings with a progress bar (useUpload.ts).
 */
import { type FormEvent, useState } from "react";
import { useNavigation } from "react-router";
import { attachmentField, totalSize } from "../attachments.ts";
import { enquiryForms, type FormField, type FormId, formValues } from "../fields.ts";
import type { FormResultData } from "../receive.server.ts";
import type { FormErrors, FormMessages } from "../schema.ts";
import { useFormCheck } from "./useFormCheck.ts";
import { progressFromBytes, useUpload } from "./useUpload.ts";
import { fileProblems } from "./DrawingsField.tsx";

type Checked<Form extends FormId> = FormField<Form> | typeof attachmentField;

export function useEnquiryForm<Form extends FormId>(
  form: Form,
  messages: FormMessages<Form>,
  result: FormResultData<Form> | undefined,
) {
  const [touched, setTouched] = useState<Partial<Record<Checked<Form>, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<FormErrors<Form>>({});
  const [files, setFiles] = useState<File[]>([]);
  const navigating = useNavigation().state === "submitting";
  const formCheck = useFormCheck();
  const upload = useUpload();
  const problems = fileProblems(files);

  /** Whether the field shows the browser's verdict yet: left once, or the form sent. */
  const watched = (field: Checked<Form>) => submitted || touched[field] === true;

  // Until then (and without JavaScript) the server's verdict is all there is.
  const visibleError = (field: Checked<Form>): string | undefined =>
    ((watched(field) ? clientErrors : result?.errors) as Partial<Record<string, string>> | undefined)?.[
      field
    ];

  const check = (element: HTMLFormElement): FormErrors<Form> => {
    const drawings = (element.elements.namedItem(attachmentField) as HTMLInputElement | null)?.files?.length;
    const verdict = formCheck.validate(form, formValues(form, new FormData(element)), messages, {
      drawings: drawings ?? 0,
    });
    // Early: the schema comes, then the check runs again.
    if (!verdict && !formCheck.settled()) void formCheck.prepare().then(() => check(element));
    const next: FormErrors<Form> = verdict && !verdict.success ? { ...verdict.errors } : {};
    if (problems) (next as Record<string, string>)[attachmentField] = problems;
    setClientErrors(next);
    return next;
  };

  /** A field left: its message from now on. */
  const leave = (field: Checked<Form>, element: HTMLFormElement | null) => {
    setTouched((current) => ({ ...current, [field]: true }));
    if (element) check(element);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!formCheck.settled()) {
      // The schema is still on its way: send once it has come (or failed to).
      event.preventDefault();
      const element = event.currentTarget;
      void formCheck.prepare().then(() => element.requestSubmit());
      return;
    }
    setSubmitted(true);
    const found = check(event.currentTarget) as Partial<Record<string, string>>;
    const firstInvalid = [...enquiryForms[form].fields, attachmentField].find((field) => found[field]);
    if (firstInvalid) {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    // Large drawings go with a progress bar (useUpload.ts); small ones the usual way.
    if (totalSize(files) >= progressFromBytes) {
      event.preventDefault();
      upload.send(event.currentTarget);
    }
  };

  return {
    files,
    setFiles,
    watched,
    visibleError,
    check,
    leave,
    /** An error summary is due: the form was sent with fields the browser found wrong. */
    refusedByBrowser: submitted && Object.keys(clientErrors).length > 0,
    /** Sending, by React Router or with the progress bar: the button waits. */
    sending: navigating || upload.progress !== null,
    progress: upload.progress,
    /** The <Form>'s own props: multipart, checked by us, the schema fetched on first reach. */
    formProps: {
      method: "post",
      encType: "multipart/form-data",
      noValidate: true,
      onSubmit,
      onFocus: () => void formCheck.prepare(),
      onPointerDown: () => void formCheck.prepare(),
    } as const,
  };
}
