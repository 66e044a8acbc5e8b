/** Why an enquiry was not received, as the forms show it; client-safe. */
import type { Rejection } from "./context.ts";

export type EnquiryOutcome =
  "invalid" | "badRequest" | "forbidden" | "tooLarge" | "rateLimited" | "unavailable";

/** What the page says for each refusal of the guards (app/enquiry/guards.server.ts). */
export const refusalOutcomes = {
  "unknown-field": "badRequest",
  token: "forbidden",
  "too-large": "tooLarge",
  "rate-limited": "rateLimited",
} as const satisfies Record<Rejection["reason"], EnquiryOutcome>;
