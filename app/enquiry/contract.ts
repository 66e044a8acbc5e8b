/**
 * The seam between the contact route (HTTP: guards, the action, what the visitor sees) and the
 * outbox (SQLite, the delivery worker, SMTP). Types only: both sides import from here.
 */

/** No 0/O, 1/I/L, U: a reference read over the phone cannot be misheard as another. */
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const referencePattern = new RegExp(`^ENQ-[${referenceAlphabet}]{6}$`);

import type { Attachment } from "./attachments.ts";
import type { FormId } from "./fields.ts";

/** What the visitor sent, already parsed by the form's schema (schema.ts). */
export interface EnquiryInput {
  from_name: string;
  email: string;
  subject: string;
  message: string;
  /** Which form it came from; the contact form when absent. */
  form?: FormId;
  /** The form's other fields by name (fields.ts), only those filled in. */
  details?: Partial<Record<string, string>>;
  /** Drawings, on disk in `EnquiryStore.uploadDir`: moved into the outbox and committed with the enquiry. */
  attachments?: readonly Attachment[];
}

/** An enquiry safely on disk: committed before the visitor is told it was received. */
export interface QueuedEnquiry {
  /** Internal id (UUID); the mail's Message-ID is derived from it. */
  id: string;
  /** What the visitor is shown and quotes, e.g. "ENQ-7K3F9Q". */
  reference: string;
}

export interface EnquiryStore {
  /**
   * Writes the enquiry to the outbox and commits it (WAL, synchronous=FULL) before returning.
   * Throws when it cannot (the route answers 503: "not received"). `locale` is the code of the
   * language the visitor wrote from (app/locales.ts), so the sales team can answer in it.
   */
  enqueue(input: EnquiryInput, meta: { requestId: string; locale: string }): QueuedEnquiry;
  /**
   * One stored drawing, for its download link (downloads.server.ts); undefined once the enquiry's
   * personal data is deleted. Absent where nothing is stored.
   */
  attachment?(enquiryId: string, attachmentId: number): Attachment | undefined;
  /**
   * Where the guards write a submission's files as they arrive, on the outbox's own disk, so that
   * `enqueue` takes them by renaming. Absent where nothing can be stored.
   */
  readonly uploadDir?: string;
  /**
   * True while an enquiry waits after the mail server failed it: the receipt then says the
   * enquiry is stored safely and gives the phone for what is urgent.
   */
  deliveryDelayed?(): boolean;
}
