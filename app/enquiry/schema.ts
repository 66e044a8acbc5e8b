/**
 * A form's one schema, derived from the field descriptions (fields.ts) and the words of the
 * page's language: the browser checks with it before sending, the server's action always checks
 * again. zod/mini keeps the browser's share small.
 */
import * as z from "zod/mini";
import { fillTemplate } from "../format/template.ts";
import {
  characterCount,
  enquiryForms,
  enquiryFields,
  type FieldName,
  type FieldSpec,
  flagValue,
  type FormId,
  type FormValues,
  isRequired,
  type RequiredField,
} from "./fields.ts";

/** The messages a form shows, from its content file. Templates name {limit}, {min}, {max}. */
export interface FormMessages<Form extends FormId = FormId> {
  /** For each required field (fields.ts): what to do. A required field without one is a type error. */
  required: Record<RequiredField<Form>, string>;
  email: string;
  /** A phone number that is not one (letters, too few digits, too long). */
  phone: string;
  /** One message for every text field, or one per field. */
  tooLong: string | Partial<Record<FieldName, string>>;
  /** For forms with number, date and choice fields (the quote form). */
  number?: string;
  date?: string;
  choice?: string;
  /** The quote form: a message or a drawing is needed. */
  messageOrDrawing?: string;
}

/** A message a form without that kind of field never shows. */
const unused = "";

/** "12,5" and "12.5" are the same number; a thousands separator is not expected in these fields. */
export function parseDecimal(value: string): number | null {
  const normalised = value.trim().replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/**
 * The most characters any value of a field can have: a text's own limit, and for the others the
 * longest value that can be right, so that nothing sent to a field is stored longer than that
 * ("0000…1" would otherwise pass as a number, anything at all as a flag).
 */
export function longestValue(spec: FieldSpec): number {
  switch (spec.kind) {
    case "text":
    case "email":
    case "phone":
    case "longText":
      return spec.maxLength;
    case "choice":
      return Math.max(...spec.choices.map((choice) => choice.length));
    case "number":
      return 20;
    case "date":
      return 10;
    case "flag":
      return flagValue.length;
  }
}

/**
 * A phone number as people write them in any country: "+39 02 1234 5678", "(011) 555-0199",
 * "+966 11 234 5678 ext. 12"; digits (6 to 17 of them, E.164 allows 15 and an extension a few),
 * spaces, + only at the start, and () . / - between. Letters other than an extension's are refused.
 */
export function isPhoneNumber(value: string): boolean {
  const match = /^(\+?[\d\s()./-]+?)(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i.exec(value.trim());
  if (!match) return false;
  const digits = (match[1] ?? "").replace(/\D/g, "").length;
  return digits >= 6 && digits <= 17;
}

function fieldSchema(
  name: FieldName,
  spec: FieldSpec,
  required: string | undefined,
  messages: Omit<FormMessages, "required">,
) {
  const present = (check: (value: string) => boolean) => (value: string) => value === "" || check(value);
  const base = required ? z.string().check(z.trim(), z.minLength(1, required)) : z.string().check(z.trim());
  switch (spec.kind) {
    case "text":
    case "longText":
      return base.check(
        z.refine(
          (value) => characterCount(value) <= spec.maxLength,
          fillTemplate(
            typeof messages.tooLong === "string" ? messages.tooLong : (messages.tooLong[name] ?? unused),
            { limit: spec.maxLength },
          ),
        ),
      );
    case "email":
      return base.check(
        z.refine(
          present((value) => z.email().safeParse(value).success),
          messages.email,
        ),
        z.maxLength(spec.maxLength, messages.email),
      );
    case "phone":
      return base.check(
        z.refine(
          present((value) => characterCount(value) <= spec.maxLength && isPhoneNumber(value)),
          messages.phone,
        ),
      );
    case "choice":
      return base.check(
        z.refine(
          present((value) => spec.choices.includes(value)),
          messages.choice ?? unused,
        ),
      );
    case "number":
      return base.check(
        z.refine(
          present((value) => {
            if (value.length > longestValue(spec)) return false;
            const number = parseDecimal(value);
            return (
              number !== null &&
              number >= spec.min &&
              number <= spec.max &&
              (!spec.integer || Number.isInteger(number))
            );
          }),
          fillTemplate(messages.number ?? unused, { min: spec.min, max: spec.max }),
        ),
      );
    case "date":
      return base.check(
        z.refine(
          present((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
          messages.date ?? unused,
        ),
      );
    case "flag":
      // Ticked or not: anything else is not what our checkbox sends.
      return z.string().check(
        z.trim(),
        z.refine((value) => value === "" || value === flagValue, messages.choice ?? unused),
      );
  }
}

export function formSchema<Form extends FormId>(form: Form, messages: FormMessages<Form>) {
  const required = messages.required as Partial<Record<FieldName, string>>;
  const shape = Object.fromEntries(
    enquiryForms[form].fields.map((field: FieldName) => [
      field,
      fieldSchema(
        field,
        enquiryFields[field],
        isRequired(form, field) ? required[field] : undefined,
        messages,
      ),
    ]),
  );
  return z.object(shape);
}

export type FormErrors<Form extends FormId> = Partial<
  Record<FormValues<Form> extends Record<infer K, string> ? K | "attachments" : never, string>
>;

export type FormResult<Form extends FormId> =
  { success: true; data: FormValues<Form> } | { success: false; errors: FormErrors<Form> };

/**
 * Checks a form's values; `drawings` is how many files come with it (the quote form takes a
 * drawing in place of a message).
 */
export function validateForm<Form extends FormId>(
  form: Form,
  values: FormValues<Form>,
  messages: FormMessages<Form>,
  { drawings = 0 }: { drawings?: number } = {},
): FormResult<Form> {
  const result = formSchema(form, messages).safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  if (
    enquiryForms[form].messageOrDrawing &&
    values["message" as keyof typeof values].trim() === "" &&
    drawings === 0
  )
    errors.message ??= messages.messageOrDrawing ?? unused;
  if (Object.keys(errors).length > 0 || !result.success)
    return { success: false, errors: errors as FormErrors<Form> };
  return { success: true, data: result.data as FormValues<Form> };
}
