/**
 * The mail an enquiry becomes, and the two ways it leaves: SMTP (SMTP_URL) or, as the embedded
 * default, an .eml file in DATA_DIR/mail that the owner opens in any mail program.
 */
import { mkdir, open } from "node:fs/promises";
import { writeWholeAsync } from "../content/write-whole.server.ts";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { defaultAttachmentsMaxBytes, type EnquiryConfig } from "./settings.ts";
import { contentOf } from "../content/load-content.ts";
import { defaultLocale, localeByCode } from "../locales.ts";
import { attachmentKinds, formatBytes } from "./attachments.ts";
import { choiceName } from "./choice-names.ts";
import {
  type ChoiceField,
  enquiryFields,
  enquiryForms,
  type FieldName,
  type FormValues,
  isDetail,
} from "./fields.ts";
import type { DeliverableEnquiry, StoredAttachment } from "./outbox.server.ts";

export type MailConfig = Pick<EnquiryConfig, "SITE_URL" | "MAIL_TO" | "MAIL_FROM"> &
  Partial<Pick<EnquiryConfig, "MAIL_ATTACHMENTS_MAX_BYTES">>;

/** A file's size once base64-encoded in 76-character lines, as it travels in the mail. */
export const encodedSize = (bytes: number) => Math.ceil(bytes / 3) * 4 * (78 / 76);

export interface MailTransport {
  /** Resolves once the mail is accepted (SMTP 250) or safely on disk; rejects with the cause. */
  send(mail: EnquiryMail): Promise<void>;
  /** A cheap check that the mail server answers (connect, greet, authenticate); none for files. */
  check?(): Promise<void>;
  close(): void;
}

export interface EnquiryMail {
  reference: string;
  options: SendMailOptions;
}

/** The domain of every Message-ID: the site's host, so replies and duplicates are recognisable. */
export function messageIdDomain(config: Pick<EnquiryConfig, "SITE_URL">): string {
  return config.SITE_URL ? new URL(config.SITE_URL).hostname : "localhost";
}

/** Delivery is at-least-once: every copy of one enquiry carries this same Message-ID. */
export function messageIdFor(id: string, config: Pick<EnquiryConfig, "SITE_URL">): string {
  return `<enquiry-${id}@${messageIdDomain(config)}>`;
}

/** MAIL_FROM and MAIL_TO (required with SMTP_URL); for .eml files, the site's first address. */
export function mailAddresses(config: MailConfig): { from: string; to: string } {
  return {
    from: config.MAIL_FROM ?? `website@${messageIdDomain(config)}`,
    to:
      config.MAIL_TO ??
      contentOf(defaultLocale.code).site.emails[0]?.address ??
      `enquiries@${messageIdDomain(config)}`,
  };
}

// C0, DEL, C1 and the Unicode line/paragraph separators: none may reach a header line.
const controlCharacters = /[\p{Cc}\u2028\u2029]+/gu;

/** One line of header text: control characters collapsed to single spaces, then trimmed. */
export function singleLine(text: string): string {
  return text.replace(controlCharacters, " ").replace(/ {2,}/g, " ").trim();
}

// The shape the route's schema accepts (a plain local@domain); anything else never becomes a header.
const plainAddress = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;

export function subjectFor(reference: string, subject: string): string {
  return `[Website enquiry ${reference}] ${singleLine(subject)}`.trim();
}

/**
 * Nodemailer leaves text that already looks like an RFC 2047 encoded word as it is, so a visitor
 * typing "=?utf-8?q?…?=" would have the mail program show something else: encode it all instead.
 */
function subjectHeader(subject: string): string {
  return subject.includes("=?") ? encodeWord(subject, "Q", 52) : subject;
}

/** "Italiano (it)": the language the visitor wrote from, named as they name it. */
function languageOf(code: string | null): string {
  const locale = code ? localeByCode(code) : undefined;
  if (locale) return `${locale.name} (${locale.code})`;
  return code ? `unknown (${singleLine(code)})` : "not recorded (sent before the site kept it)";
}

/** A quote field's value as the sales team reads it: choices by their English names. */
function englishValue(field: FieldName, value: string): string {
  const spec = enquiryFields[field];
  if (spec.kind === "choice") return choiceName(contentOf("en").quote, field as ChoiceField, value) ?? value;
  if (spec.kind === "flag") return "yes";
  return singleLine(value);
}

/** The quote mail's subject: what is asked for, in English, for the sales team. */
export function quoteSubject(data: FormValues<"quote">): string {
  const parts = [
    data.partFamily && englishValue("partFamily", data.partFamily),
    data.material && englishValue("material", data.material),
    data.quantity && `${data.quantity} pcs`,
    data.drawingNumber && `drawing ${data.drawingNumber}${data.revision ? ` rev. ${data.revision}` : ""}`,
  ].filter(Boolean);
  return `Request for quotation${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

/**
 * The quote form's fields, each on its own line with its English label (content/en/quote.yaml),
 * choices by their English names; fields left empty are left out.
 */
function detailLines(enquiry: DeliverableEnquiry): string[] {
  if (enquiry.form !== "quote") return [];
  const { quote } = contentOf("en");
  const lines: string[] = [];
  for (const field of enquiryForms.quote.fields) {
    // The header lines carry the columns and the phone; the CAD figures have their own section.
    if (!isDetail(field) || field === "cadFigures" || field === "phone") continue;
    const value = enquiry.details[field];
    if (!value) continue;
    const label = quote.fields[field as keyof typeof quote.fields].label;
    lines.push(`${`${label}:`.padEnd(34)} ${englishValue(field, value)}`);
  }
  return lines;
}

/**
 * A stored drawing's bytes as the mail reads them: the file is opened only when the message is
 * written, and closed when it has been read or the send stopped, so a mail server that never
 * answers costs no open files however often the enquiry is tried again.
 */
function fileContent(path: string): Readable {
  return Readable.from(
    (async function* read() {
      const file = await open(path, "r");
      try {
        for await (const chunk of file.createReadStream({ autoClose: false })) yield chunk as Buffer;
      } finally {
        await file.close();
      }
    })(),
    { objectMode: false },
  );
}

/**
 * What the visitor's browser reported of their CAD files, as the sales team reads it: marked as
 * the visitor's, every line quoted, and nothing in it that a mail program would turn into a link
 * (an address in a file name could pass for one of the site's own download links).
 */
export function reportedFigures(text: string): string[] {
  const link = /\S*(?:[a-z][\w+.-]*:\/\/|www\.|[\w-]+(?:\.[\w-]+)+\/|@[\w-]+\.)\S*/giu;
  return text
    .split(/\r?\n/)
    .map((line) => singleLine(line).replace(link, "[address removed]"))
    .filter((line) => line !== "")
    .map((line) => `> ${line}`);
}

/**
 * The visitor's message, every line quoted (blank ones too, to keep its paragraphs): nothing they
 * type can pass for a line of ours, a forged "Drawings … download each" block with its links
 * included. Its links stay (a buyer may point to a specification); they read as the visitor's.
 */
export function visitorsText(text: string): string[] {
  return text.split(/\r?\n/).map((line) => (line.trim() === "" ? ">" : `> ${line}`));
}

export interface MailOptions {
  /** The private download link of a stored drawing (downloads.server.ts). */
  downloadLink?: (enquiry: DeliverableEnquiry, file: StoredAttachment) => { url: string; expiresAt: number };
}

/**
 * Drawings travel in the mail while it stays within MAIL_ATTACHMENTS_MAX_BYTES; beyond, each is
 * a private, expiring link to the site, so the sales team always gets every file.
 */
function drawings(enquiry: DeliverableEnquiry, config: MailConfig, options: MailOptions) {
  const files = enquiry.attachments;
  const limit = config.MAIL_ATTACHMENTS_MAX_BYTES ?? defaultAttachmentsMaxBytes;
  const attach = files.reduce((sum, file) => sum + encodedSize(file.size), 0) <= limit;
  if (files.length === 0) return { lines: [], attachments: undefined };
  const listed = (file: StoredAttachment) =>
    `- ${file.name} (${attachmentKinds[file.kind].label}, ${formatBytes(file.size)})`;
  if (attach || !options.downloadLink) {
    return {
      lines: ["", `Drawings (${files.length}, attached):`, ...files.map(listed)],
      attachments: files.map((file) => ({
        filename: file.name,
        content: fileContent(file.path),
        contentType: attachmentKinds[file.kind].type,
      })),
    };
  }
  const links = files.map((file) => {
    const link = options.downloadLink!(enquiry, file);
    return `${listed(file)}\n  ${link.url}\n  (private to you; works until ${new Date(link.expiresAt).toISOString().slice(0, 10)})`;
  });
  return {
    lines: ["", `Drawings (${files.length}, too large to attach together; download each):`, ...links],
    attachments: undefined,
  };
}

export function buildEnquiryMail(
  enquiry: DeliverableEnquiry,
  config: MailConfig,
  options: MailOptions = {},
): EnquiryMail {
  const { from, to } = mailAddresses(config);
  const name = singleLine(enquiry.from_name);
  const replyable = plainAddress.test(enquiry.email);
  const quote = enquiry.form === "quote";
  const files = drawings(enquiry, config, options);
  const cad = enquiry.details.cadFigures;
  const phone = enquiry.details.phone;
  const text = [
    quote
      ? `Request for quotation ${enquiry.reference} from the website's quote page, received ${new Date(enquiry.createdAt).toISOString()}.`
      : `Enquiry ${enquiry.reference} from the website's contact form, received ${new Date(enquiry.createdAt).toISOString()}.`,
    "",
    `Name:    ${name}`,
    `Email:   ${enquiry.email}`,
    // As typed: a number the schema let through, in whatever way the buyer writes it.
    ...(phone ? [`Phone:   ${singleLine(phone)}`] : []),
    `Subject: ${singleLine(enquiry.subject)}`,
    `Language: ${languageOf(enquiry.locale)}`,
    ...(quote ? ["", ...detailLines(enquiry)] : []),
    "",
    "Message (as the visitor wrote it, every line quoted):",
    ...(enquiry.message ? visitorsText(enquiry.message) : ["(none)"]),
    ...files.lines,
    ...(cad
      ? [
          "",
          "As the visitor's browser reported it from their CAD files (sent by the visitor, not checked by the site; an estimate, to be checked against the drawing):",
          ...reportedFigures(cad),
        ]
      : []),
    "",
    "--",
    replyable
      ? `To answer, reply to this email: it goes to ${name || "the visitor"} <${enquiry.email}>.`
      : "The visitor's email address is not usable as a reply address; answer by other means.",
    enquiry.attachments.length > 0
      ? `Quote ${enquiry.reference}.`
      : `Quote ${enquiry.reference}. The visitor was told they can send drawings by replying to your answer.`,
  ].join("\n");
  return {
    reference: enquiry.reference,
    options: {
      from,
      to,
      // An object, never a string: a name cannot smuggle in a second address or a header.
      replyTo: replyable ? { name, address: enquiry.email } : undefined,
      subject: subjectHeader(subjectFor(enquiry.reference, enquiry.subject)),
      text,
      attachments: files.attachments,
      messageId: messageIdFor(enquiry.id, config),
      date: new Date(enquiry.createdAt),
      disableFileAccess: true,
      disableUrlAccess: true,
    },
  };
}

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * SMTP from SMTP_URL: STARTTLS whenever the server offers it (nodemailer's default), plain only
 * when it does not. The timeouts keep a server that accepts and never greets from stalling the queue.
 */
export function createSmtpTransport(smtpUrl: string, timeouts: Partial<SmtpTimeouts> = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A few kept-open connections, as many as the worker sends at once: a burst drains without a
    // TCP handshake and greeting per message.
    pool: true,
    maxConnections: 4,
    ...defaultSmtpTimeouts,
    ...timeouts,
    requireTLS: false,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail.options);
    },
    async check() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}

/** The raw RFC 5322 message nodemailer would send, CRLF line ends. */
export async function renderRawMail(options: SendMailOptions): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transporter.sendMail(options);
  return info.message as Buffer;
}

/** The embedded default: DATA_DIR/mail/<reference>.eml, written whole (temporary file + rename). */
export function createFileTransport(dataDir: string): MailTransport {
  const mailDir = join(resolve(dataDir), "mail");
  return {
    async send(mail) {
      const raw = await renderRawMail(mail.options);
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      await writeWholeAsync(join(mailDir, `${mail.reference}.eml`), raw, 0o600);
    },
    close() {},
  };
}

export function createMailTransport(
  config: Pick<EnquiryConfig, "SMTP_URL" | "DATA_DIR">,
  timeouts?: Partial<SmtpTimeouts>,
): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, timeouts)
    : createFileTransport(config.DATA_DIR);
}
