/**
 * What the server hands the contact route through React Router's context: the outbox, the secret
 * that signs anti-forgery tokens, the settings, and the guards' verdict on this request
 * (app/enquiry/guards.server.ts). No server code here: routes import it, and so does server/app.ts.
 */
import { createContext, type RouterContext } from "react-router";
import type { ReceivedFile } from "./attachments.ts";
import type { EnquiryStore } from "./contract.ts";
import type { EnquiryConfig } from "./settings.ts";

/** The settings the HTTP side reads (settings.ts). */
export type EnquirySettings = Pick<EnquiryConfig, "SITE_URL" | "ENQUIRY_MIN_FILL_MS">;

/** Why the guards refused a POST that reached the route; the action answers with this status. */
export type Rejection =
  | { status: 400; reason: "unknown-field" }
  | { status: 403; reason: "token" }
  | { status: 413; reason: "too-large" }
  | { status: 429; reason: "rate-limited" };

/** The guards' verdict on a POST to /contact or /contact.data. */
export type Submission =
  | {
      accepted: true;
      fields: Partial<Record<string, string>>;
      issuedAt: number;
      /** Files sent with a multipart body (the `attachments` field), read whole. */
      files: ReceivedFile[];
      /** Set when more files, or more bytes, came than the limits allow: none are kept then. */
      fileLimit?: "too-many" | "too-large" | undefined;
    }
  | { accepted: false; rejection: Rejection; fields: Partial<Record<string, string>> };

export interface EnquiryContext {
  store: EnquiryStore;
  secret: string;
  settings: EnquirySettings;
  /** One per request; in every log line, never with personal data. */
  requestId: string;
  /** Absent on GET and HEAD. */
  submission?: Submission;
  /** The token this response hands out, so the action and the loader set the same cookie. */
  formToken?: string;
}

// The route and the server must hold the same object: the server takes it from the build it
// serves (app/entry.server.tsx re-exports it), never from its own import of this file, which
// would be another copy.
export const enquiryContext: RouterContext<EnquiryContext> = createContext<EnquiryContext>();
