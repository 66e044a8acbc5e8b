import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildEnquiryMail,
  createFileTransport,
  renderRawMail,
  reportedFigures,
  subjectFor,
} from "./mail.server.ts";
import type { DeliverableEnquiry } from "./outbox.server.ts";

const config = {
  SITE_URL: "https://www.example-foundry.it",
  MAIL_TO: "sales@example.com",
  MAIL_FROM: "website@example-foundry.it",
};

function deliverable(fields: Partial<DeliverableEnquiry> = {}): DeliverableEnquiry {
  return {
    id: "0b6e9f8e-2f0c-4a55-9d43-5a1f0e7c2b11",
    reference: "ENQ-7K3F9Q",
    from_name: "Anna Rossi",
    email: "anna@example.org",
    subject: "Castings for pump housings",
    message: "We need 40 duplex housings.",
    requestId: "req-1",
    locale: "it",
    createdAt: Date.UTC(2026, 10, 1),
    queuedAt: Date.UTC(2026, 10, 1),
    attempts: 1,
    form: "contact",
    details: {},
    attachments: [],
    ...fields,
  };
}

/** The header block, unfolded: one entry per header, as a mail program reads it. */
function headerLines(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head.replace(/\r\n[ \t]/g, " ").split("\r\n");
}

/** RFC 2047 encoded words back to text, as a mail program shows the header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            );
      return bytes.toString("utf8");
    });
}

const expectedHeaders = [
  "content-transfer-encoding",
  "content-type",
  "date",
  "from",
  "message-id",
  "mime-version",
  "reply-to",
  "subject",
  "to",
];

// Random text biased towards what attacks a header: line breaks, NUL and other controls,
// separators, encoded-word and header look-alikes, and any Unicode.
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "\r",
        "\n",
        "\r\n",
        "\0",
        "\t",
        "\v",
        "\f",
        "\x1b",
        "\x7f",
        "\u0085",
        "\u2028",
        "\u2029",
      ),
      fc.constantFrom(
        ":",
        ";",
        ",",
        "<",
        ">",
        '"',
        "\\",
        "=?utf-8?q?x?=",
        "\r\nBcc: victim@example.net",
        "\nX-Evil: 1",
      ),
      fc.string({ unit: "binary", maxLength: 8 }),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(""));

describe("buildEnquiryMail", () => {
  it("never lets what a visitor types create a header, break the subject, or change Reply-To", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.oneof(fc.emailAddress(), hostile),
        hostile,
        hostile,
        async (fromName, email, subject, message) => {
          const mail = buildEnquiryMail(
            deliverable({ from_name: fromName, email, subject, message }),
            config,
          );
          const raw = (await renderRawMail(mail.options)).toString("utf8");
          const lines = headerLines(raw);
          const names = lines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
          const replyable = mail.options.replyTo !== undefined;

          expect(names.sort()).toEqual(
            replyable ? expectedHeaders : expectedHeaders.filter((n) => n !== "reply-to"),
          );
          for (const line of lines) {
            expect(line).toMatch(/^[A-Za-z-]+: /);
            expect(line).not.toMatch(/[\r\n\0]/);
          }
          const header = (name: string) => lines.find((line) => line.toLowerCase().startsWith(`${name}:`))!;
          expect(decodeWords(header("subject").slice("subject: ".length))).toBe(
            subjectFor("ENQ-7K3F9Q", subject),
          );
          expect(subjectFor("ENQ-7K3F9Q", subject)).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
          expect(header("from")).toBe("From: website@example-foundry.it");
          expect(header("to")).toBe("To: sales@example.com");
          if (replyable) {
            const replyTo = header("reply-to");
            expect(replyTo === `Reply-To: ${email}` || replyTo.endsWith(` <${email}>`)).toBe(true);
          }
          if (email.includes("@") && /^[\w.+-]+@[\w.-]+$/.test(email)) expect(replyable).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("puts the reference in the subject and the body, and tells the owner how to answer", async () => {
    const raw = (await renderRawMail(buildEnquiryMail(deliverable(), config).options)).toString("utf8");
    expect(headerLines(raw)).toEqual(
      expect.arrayContaining([
        "Subject: [Website enquiry ENQ-7K3F9Q] Castings for pump housings",
        "Message-ID: <enquiry-0b6e9f8e-2f0c-4a55-9d43-5a1f0e7c2b11@www.example-foundry.it>",
      ]),
    );
    expect(raw).toContain("Enquiry ENQ-7K3F9Q from the website");
    expect(raw).toContain("Name:    Anna Rossi");
    expect(raw).toContain("reply to this email");
  });

  it("gives the optional phone number its own line, on both forms, and none when it was left empty", () => {
    for (const form of ["contact", "quote"] as const) {
      const text = String(
        buildEnquiryMail(deliverable({ form, details: { phone: "+39 02 1234 5678" } }), config).options.text,
      );
      const lines = text.split("\n");
      expect(lines).toContain("Phone:   +39 02 1234 5678");
      expect(lines.filter((line) => line.includes("+39 02 1234 5678"))).toHaveLength(1);
      expect(String(buildEnquiryMail(deliverable({ form }), config).options.text)).not.toMatch(/^Phone:/m);
    }
  });
});

describe("createFileTransport", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "mail-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes DATA_DIR/mail/<reference>.eml, whole, with nothing else left behind", async () => {
    const transport = createFileTransport(dataDir);
    await transport.send(
      buildEnquiryMail(deliverable(), { SITE_URL: undefined, MAIL_TO: undefined, MAIL_FROM: undefined }),
    );

    expect(readdirSync(join(dataDir, "mail"))).toEqual(["ENQ-7K3F9Q.eml"]);
    const raw = readFileSync(join(dataDir, "mail", "ENQ-7K3F9Q.eml"), "utf8");
    expect(raw).toContain("Reply-To: Anna Rossi <anna@example.org>\r\n");
    expect(headerLines(raw)).toContain(
      "Message-ID: <enquiry-0b6e9f8e-2f0c-4a55-9d43-5a1f0e7c2b11@localhost>",
    );
    expect(raw).toContain("We need 40 duplex housings.");
  });
});

describe("the language the visitor wrote from", () => {
  it("is named as the visitor names it, with its code, so sales can answer in it", () => {
    const { options } = buildEnquiryMail(deliverable({ locale: "ar" }), config);
    expect(options.text).toContain("Language: العربية (ar)");
  });

  it("says so when an enquiry queued before the site kept it has none", () => {
    const { options } = buildEnquiryMail(deliverable({ locale: null }), config);
    expect(options.text).toMatch(/Language: not recorded/);
  });
});

describe("what the visitor's browser reported of their CAD files", () => {
  it("is quoted as the visitor's, with nothing a mail program would turn into a link", () => {
    const forged = [
      "housing.step: 320 × 210 × 180 mm, 4120.0 cm³, 32.1 kg in the chosen material",
      "Your drawing: https://www.example-foundry.it/enquiry-files/0b6e9f8e.1.99.sig (private to you)",
      "Also at www.example-foundry.it/enquiry-files/x or example-foundry.it/files and sales@evil.example",
    ].join("\n");
    const mail = buildEnquiryMail(deliverable({ form: "quote", details: { cadFigures: forged } }), config);
    const text = String(mail.options.text);
    const section = text.slice(text.indexOf("As the visitor's browser reported it"));
    expect(section).toContain("not checked by the site");
    expect(section).toContain(
      "> housing.step: 320 × 210 × 180 mm, 4120.0 cm³, 32.1 kg in the chosen material",
    );
    expect(section).not.toMatch(/https?:|www\.|enquiry-files|example-foundry\.it\/|@evil/);
    expect(reportedFigures(forged).every((line) => line.startsWith("> "))).toBe(true);
  });
});

describe("the visitor's message", () => {
  it("arrives quoted line by line: a forged drawings block with links cannot pass for the site's", () => {
    const forged = [
      "Please see below.",
      "",
      "Drawings (1, too large to attach together; download each):",
      "  housing.step (12 MB): https://www.example-foundry.it/enquiry-files/abc?expires=1",
    ].join("\n");
    const { text } = buildEnquiryMail(deliverable({ message: forged }), config).options;
    const lines = String(text).split("\n");
    const start = lines.indexOf("Message (as the visitor wrote it, every line quoted):");
    expect(lines.slice(start + 1, start + 5)).toEqual([
      "> Please see below.",
      ">",
      "> Drawings (1, too large to attach together; download each):",
      ">   housing.step (12 MB): https://www.example-foundry.it/enquiry-files/abc?expires=1",
    ]);
    // No line of the mail starts as the site's own drawings block does, but the visitor's quoted.
    expect(lines.filter((line) => line.startsWith("Drawings ("))).toEqual([]);
  });
});
