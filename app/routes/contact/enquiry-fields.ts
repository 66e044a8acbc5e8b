/**
 * The enquiry form's fields and outcomes, in no language: what the server's own refusal page
 * (server/refusal-page.ts) shares with the form. The messages are in enquiry.ts, which the
 * language's build fills from its content.
 */

export const enquiryFields = ["from_name", "email", "subject", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** The four fields from a submitted form; a missing field reads as empty, so it gets its message. */
export function enquiryValues(form: FormData | Partial<Record<string, string>>): EnquiryValues {
  const value = (field: EnquiryField) => {
    const entry = form instanceof FormData ? form.get(field) : form[field];
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(enquiryFields.map((field) => [field, value(field)])) as EnquiryValues;
}

export { type EnquiryOutcome, refusalOutcomes } from "../../enquiry/outcomes.ts";
