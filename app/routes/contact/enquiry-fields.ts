/**
 * The enquiry form's fields and outcomes, in no language: what the server's own refusal page
 * (server/refusal-page.ts) shares with the form. The messages are in enquiry.ts, which the
 * language's build fills from its content.
 */
import type { Rejection } from "../../enquiry/context.ts";

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

/** Why an enquiry was not received, as the page shows it. */
export type EnquiryOutcome =
  "invalid" | "badRequest" | "forbidden" | "tooLarge" | "rateLimited" | "unavailable";

/** What the page says for each refusal of the guards (app/enquiry/guards.server.ts). */
export const refusalOutcomes = {
  "unknown-field": "badRequest",
  token: "forbidden",
  "too-large": "tooLarge",
  "rate-limited": "rateLimited",
} as const satisfies Record<Rejection["reason"], EnquiryOutcome>;
