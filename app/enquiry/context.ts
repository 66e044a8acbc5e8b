/**
 * What the server hands the form routes through React Router's context: the outbox, the secret
 * that signs anti-forgery tokens, the settings, and the guards' verdict on this request
 * (app/enquiry/guards.server.ts). No server code here: routes import it, and so does server/app.ts.
 */
import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { FilesRefusal, ReceivedFile } from "./attachments.ts";
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

/** The guards' verdict on a POST to a form's address or its data request. */
export type Submission =
  | {
      accepted: true;
      fields: Partial<Record<string, string>>;
      issuedAt: number;
      /** Files sent with a multipart body (the `attachments` field), on disk (multipart.server.ts). */
      files: ReceivedFile[];
      /** Why none of the files were kept, when so: the visitor is told, with their text. */
      filesRefused?: FilesRefusal | undefined;
      /** A file came that could not be written to disk: the enquiry cannot be stored whole. */
      filesNotStored?: boolean | undefined;
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

/**
 * Whether mail is held up now (EnquiryStore.deliveryDelayed), for the receipt; false where there
 * is no server context (prerendering at build time).
 */
export function deliveryDelayed(context: Readonly<RouterContextProvider>): boolean {
  try {
    return context.get(enquiryContext).store.deliveryDelayed?.() ?? false;
  } catch {
    return false;
  }
}
