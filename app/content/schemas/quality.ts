import { z } from "zod";
import { banner, draft, pageMeta, paragraphs, text, withTemplate } from "./common.ts";
import { rule } from "./rules.ts";

const name = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, rule("slug", { example: "iso-9001" }))
  .max(40);

/** A certificate the company holds: the facts, the same in every language (content/quality.yaml). */
const certificate = z
  .strictObject({
    name: name.describe(
      "the certificate's own name, never changed: its PDF is content/documents/certificate-<name>.pdf (uploaded in the editor's Documents)",
    ),
    standard: text.describe("e.g. ISO 9001:2015"),
    issuer: text
      .optional()
      .describe(
        "the certification body; empty for the certifier named in the site's facts (content/site.yaml)",
      ),
    number: text.describe("the certificate's number as printed on it"),
    validFrom: z.iso.date().describe("first day of validity, e.g. 2024-03-01"),
    validUntil: z.iso
      .date()
      .describe(
        "last day of validity: from the next day the site shows it as expired; the editor's dashboard warns 60 days before",
      ),
    toConfirm: z
      .literal(true)
      .optional()
      .describe(
        "true while the number and dates wait for the company's confirmation (listed on the to-do list)",
      ),
  })
  .refine((entry) => entry.validFrom <= entry.validUntil, {
    message: rule("validDates"),
    path: ["validUntil"],
  });

/** The inspection documents the foundry issues, each with an optional sample PDF. */
const inspectionDocument = z.strictObject({
  name: name.describe("its own name: a sample is content/documents/sample-<name>.pdf"),
  title: text.describe("e.g. “Inspection certificate 3.1 to EN 10204”"),
  text,
});

/**
 * The quality page (/quality): the certificates the company holds (facts in content/quality.yaml:
 * standard, issuer, number, dates; each one's PDF uploaded in the editor), what is checked on every
 * casting and the inspection documents issued. Words per language.
 */
export const qualitySchema = z
  .strictObject({
    certificates: z
      .array(certificate)
      .refine(
        (entries) => new Set(entries.map((entry) => entry.name)).size === entries.length,
        rule("uniqueCertificate"),
      )
      .describe("facts: the certificates the company holds, the most important first"),
    meta: pageMeta,
    banner,
    intro: paragraphs,
    draft,
    certificatesHeading: text,
    scopes: z
      .array(z.strictObject({ name, scope: text.describe("what the certificate covers, as printed on it") }))
      .describe(
        "each certificate's scope in this language, by the certificate's name (a certificate without one shows none)",
      ),
    labels: z.strictObject({
      standard: text,
      issuer: text,
      number: text,
      scope: text,
      validFrom: text,
      validUntil: text,
      valid: withTemplate("date").describe("a valid certificate: e.g. “Valid until {date}”"),
      expired: withTemplate("date").describe("a certificate past its date: e.g. “Expired on {date}”"),
      expiredNote: text.describe(
        "under an expired certificate: that the renewed one will follow, how to ask for it",
      ),
      download: text.describe("the link to a certificate's PDF"),
      noFile: text.describe("where a certificate has no PDF yet"),
      sample: text.describe("the link to a sample inspection document's PDF"),
    }),
    checksHeading: text,
    checksIntro: paragraphs,
    checks: z
      .array(z.strictObject({ title: text, text }))
      .min(1)
      .describe("what is checked and documented on every casting"),
    documentsHeading: text,
    documents: z.array(inspectionDocument).min(1),
  })
  .superRefine((content, context) => {
    const certificates = new Set(content.certificates.map((entry) => entry.name));
    content.scopes.forEach((entry, index) => {
      if (!certificates.has(entry.name))
        context.addIssue({
          code: "custom",
          path: ["scopes", index, "name"],
          message: rule("unknownCertificate", { name: entry.name }),
        });
    });
  });

export type Quality = z.output<typeof qualitySchema>;
export type Certificate = Quality["certificates"][number];
