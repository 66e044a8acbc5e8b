/**
 * What the server hands the contact route through React Router's context: the outbox, the secret
 * that signs anti-forgery tokens, the settings, and the guards' verdict on this request
 * (app/enquiry/guards.server.ts). No server code here: routes import it, and so does server/app.ts.
 */
import { createContext, type RouterContext } from "react-router";
import type { ReceivedFile } from "./attachments.ts";
import type { EnquiryStore } from "./contract.ts";

/** The settings the HTTP side reads, as server/config.ts parses them. */
export interface EnquirySettings {
  SITE_URL?: string | undefined;
  ENQUIRY_MIN_FILL_MS: number;
}

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

// server/app.ts imports this module from source while the route gets the copy bundled into the
// build: one key shared through the global symbol registry makes both copies the same context.
const key = Symbol.for("foundry-website.enquiryContext");
const registry = globalThis as typeof globalThis & { [key]?: RouterContext<EnquiryContext> };
export const enquiryContext: RouterContext<EnquiryContext> = (registry[key] ??=
  createContext<EnquiryContext>());
