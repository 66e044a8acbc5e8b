/**
 * The settings the enquiry module reads, declared here, by the module: server/config.ts parses
 * the environment (with defaults and checks) into a Config that must satisfy this, which the
 * compiler checks where the server hands it over (startEnquiryServicesOrRefuse, the guards).
 */
export interface EnquiryConfig {
  /** The public origin: Message-IDs, the drawings' private links, the anti-forgery cookie's name. */
  SITE_URL?: string | undefined;
  /** The outbox, the generated secret and, without SMTP_URL, the delivered .eml files. */
  DATA_DIR: string;
  SMTP_URL?: string | undefined;
  MAIL_TO?: string | undefined;
  MAIL_FROM?: string | undefined;
  SECRET?: string | undefined;
  /** Drawings travel attached up to this size after encoding; beyond, as private links. */
  MAIL_ATTACHMENTS_MAX_BYTES?: number | undefined;
  ENQUIRY_MIN_FILL_MS: number;
  ENQUIRY_RETENTION_MS: number;
  OUTBOX_RETRY_MIN_MS: number;
  OUTBOX_RETRY_MAX_MS: number;
  OUTBOX_MAX_AGE_MS: number;
  /** An enquiry waiting longer is reported (an alert, once) and the health check answers 503. */
  OUTBOX_ALERT_AFTER_MS: number;
  OUTBOX_WARN_AFTER_MS: number;
  /** While enquiries wait after a failure, how often the mail server is asked if it answers again. */
  OUTBOX_PROBE_MS: number;
}

/** What common mail servers accept in one message, after base64 (MAIL_ATTACHMENTS_MAX_BYTES). */
export const defaultAttachmentsMaxBytes = 20 * 1024 * 1024;
