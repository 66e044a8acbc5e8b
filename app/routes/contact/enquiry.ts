/**
 * The enquiry form's one schema, used by the browser before sending and by the server's action,
 * which always parses again. zod/mini keeps the browser's share small.
 */
import { contact } from "virtual:content/contact";
import * as z from "zod/mini";
import { fillTemplate } from "../../components/template.ts";
import {
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryOutcome,
  type EnquiryValues,
} from "./enquiry-fields.ts";

export * from "./enquiry-fields.ts";

const { messages, tooLong } = contact.form;

/** The longest each text may be, in code points (what a visitor counts as characters). */
export const enquiryLimits = { from_name: 100, subject: 200, message: 5000 } as const;
export type LimitedField = keyof typeof enquiryLimits;

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

const bounded = (field: LimitedField, message: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.refine(
      (value) => characterCount(value) <= enquiryLimits[field],
      fillTemplate(tooLong[field], { limit: enquiryLimits[field] }),
    ),
  );

// Only a plain local@domain address (zod's email: no quoted parts, no IP literals), at most the
// 254 characters SMTP allows.
const email = z.string().check(z.trim(), z.email(messages.email), z.maxLength(254, messages.email));

export const enquirySchema = z.object({
  from_name: bounded("from_name", messages.from_name),
  email,
  subject: bounded("subject", messages.subject),
  message: bounded("message", messages.message),
});

/** What the action answers when it does not redirect to the sent page. */
export interface EnquiryResultData {
  outcome: EnquiryOutcome;
  errors: EnquiryErrors;
  /** The visitor's text, to put back in the form. */
  values: EnquiryValues;
  /** A fresh anti-forgery token, when the one sent was refused. */
  xsrf?: string;
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
