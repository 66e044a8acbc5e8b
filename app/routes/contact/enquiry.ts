/**
 * The enquiry form's one schema, used by the browser before sending and by the server's action,
 * which always parses again. zod/mini keeps the browser's share small.
 */
import * as z from "zod/mini";
import { contact } from "../../content/contact.ts";

const { messages } = contact.form;

export const enquiryFields = ["from_name", "email", "subject", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const enquirySchema = z.object({
  from_name: required(messages.from_name),
  email: z.string().check(z.trim(), z.email(messages.email)),
  subject: required(messages.subject),
  message: required(messages.message),
});

/** The four fields from a submitted form; a missing field reads as empty, so it gets its message. */
export function enquiryValues(form: FormData): EnquiryValues {
  const value = (field: EnquiryField) => {
    const entry = form.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(enquiryFields.map((field) => [field, value(field)])) as EnquiryValues;
}

export type EnquiryResult =
  { success: true; data: EnquiryValues } | { success: false; errors: EnquiryErrors };

export function validateEnquiry(values: EnquiryValues): EnquiryResult {
  const result = enquirySchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
