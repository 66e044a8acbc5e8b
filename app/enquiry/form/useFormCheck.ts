/**
 * A form's checks in the browser, with the schema (zod, 5 KB gzipped) fetched when the visitor
 * first reaches the form rather than with the page: the contact and quote pages then stay inside
 * the first-load JavaScript budget in every language. The server checks every submission anyway,
 * so a schema that never arrives (offline, an old tab after a deploy) costs only the early messages.
 */
import { useCallback, useRef } from "react";
import type { FormId, FormValues } from "../fields.ts";
import type { FormMessages, FormResult, validateForm } from "../schema.ts";

type Validate = typeof validateForm;

export interface FormCheck {
  /** Starts fetching the schema; for the form's first focus or pointer press. */
  prepare: () => Promise<void>;
  /** True once the schema is here, or has failed to come: a submit need not wait any longer. */
  settled: () => boolean;
  /**
   * The verdict, or null while the schema is still on its way (a check then asks for it and runs
   * again once it has come, so a field left early still gets its message).
   */
  validate: <Form extends FormId>(
    form: Form,
    values: FormValues<Form>,
    messages: FormMessages<Form>,
    options?: { drawings?: number },
  ) => FormResult<Form> | null;
}

export function useFormCheck(): FormCheck {
  const validator = useRef<Validate | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const done = useRef(false);

  const prepare = useCallback(() => {
    loading.current ??= import("../schema.ts").then(
      (schema) => {
        validator.current = schema.validateForm;
        done.current = true;
      },
      () => {
        done.current = true;
      },
    );
    return loading.current;
  }, []);

  return {
    prepare,
    settled: () => done.current,
    validate: (form, values, messages, options) =>
      validator.current ? validator.current(form, values, messages, options) : null,
  };
}
