/**
 * Drawings from the visitor to the sales team, through the real server process and a real SMTP
 * server: attached byte for byte while the mail stays within MAIL_ATTACHMENTS_MAX_BYTES, beyond it
 * private expiring links that give back the same bytes and nothing else; a file whose content is
 * not an accepted kind is refused by name, with the visitor's text kept.
 */
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "../app/content/load-content.ts";
import { contactToken, freePort, startSiteProcess, waitUntilUp } from "../scripts/servers/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../scripts/servers/smtp-sink.ts";
import { programFile, sampleFiles } from "../tests/fixtures/files/samples.ts";

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
/** Small enough that two 400 KB files go as links, large enough for the fixtures to be attached. */
const attachLimit = 500_000;
const { quote, enquiry: formWords } = contentOf("en");

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../tests/fixtures/cad/${name}`, import.meta.url)));
const sha256 = (bytes: Uint8Array | ArrayBuffer) =>
  createHash("sha256").update(new Uint8Array(bytes)).digest("hex");

let dataDir: string;
let sink: SmtpSink;
let server: ChildProcess;
let xsrf: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "enquiry-drawings-"));
  sink = await startSmtpSink();
  server = startSiteProcess(port, {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_TO: "sales@example.com",
    MAIL_FROM: "website@example.com",
    MAIL_ATTACHMENTS_MAX_BYTES: String(attachLimit),
    SITE_URL: base,
    ENQUIRY_RATE_LIMIT: "100000",
    ENQUIRY_MIN_FILL_MS: "0",
  });
  await waitUntilUp(base);
  xsrf = await contactToken(base);
}, 60_000);

afterAll(async () => {
  server.kill("SIGKILL");
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

function post(path: string, fields: Record<string, string>, files: Upload[], accept = "text/html") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files) body.append("attachments", new Blob([file.bytes]), file.name);
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, "x-xsrf-token": xsrf, origin: base, accept },
    body,
  });
}

/** The reference of a 303 to the sent page. */
function referenceOf(response: Response): string {
  expect(response.status).toBe(303);
  const reference = new URL(response.headers.get("location") ?? "", base).searchParams.get("ref");
  expect(reference).toMatch(/^ENQ-/);
  return reference ?? "";
}

async function mailFor(reference: string): Promise<Email> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = sink.mails.find((candidate) => candidate.subject?.includes(reference));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail for ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const filesOf = (mail: Email) =>
  Object.fromEntries(mail.attachments.map((file) => [file.filename, sha256(file.content as ArrayBuffer)]));

describe("a request for quotation with drawings", () => {
  it("reaches the sales team with every field laid out and every file attached byte for byte", async () => {
    const files: Upload[] = [
      { name: "hammer Ø48 pin.step", bytes: fixture("hammer-pin-hole-mm.step") },
      { name: "box.igs", bytes: fixture("box-120x80x40-mm.iges") },
      { name: "box.stl", bytes: fixture("box-120x80x40-binary.stl") },
      { name: "drawing rev B.pdf", bytes: new Uint8Array(sampleFiles.pdf) },
    ];
    const reference = referenceOf(
      await post(
        "/quote",
        {
          from_name: "Giulia Rossi",
          email: "giulia@example.com",
          partFamily: "hammer",
          material: "manganeseSteel",
          quantity: "48",
          drawingNumber: "HM-2231",
          revision: "B",
          radiography: "yes",
          cadFigures: "hammer Ø48 pin.step: 300 × 150 × 60 mm",
        },
        files,
      ),
    );
    const mail = await mailFor(reference);
    // What is asked for, by its English names, in the subject the sales team sorts by.
    expect(mail.subject).toContain(
      `${quote.partFamilies.hammer}, ${quote.materialNames.manganeseSteel}, 48 pcs`,
    );
    expect(filesOf(mail)).toEqual(Object.fromEntries(files.map((file) => [file.name, sha256(file.bytes)])));
    const text = mail.text ?? "";
    // Laid out with the English labels and names, whatever the page's language.
    for (const line of [
      `${quote.fields.partFamily.label}:`,
      quote.partFamilies.hammer,
      quote.materialNames.manganeseSteel,
      "HM-2231",
      `${quote.fields.radiography.label}:`,
      "hammer Ø48 pin.step: 300 × 150 × 60 mm",
    ])
      expect(text).toContain(line);
  });

  it("gives links instead when the files would make the mail too large: each returns its file, and only that", async () => {
    const files: Upload[] = [0, 1].map((index) => {
      const bytes = new Uint8Array(400_000);
      bytes.set(sampleFiles.pdf.subarray(0, 9));
      bytes.set(randomBytes(bytes.length - 16), 16);
      return { name: `large-${index}.pdf`, bytes };
    });
    const reference = referenceOf(
      await post(
        "/contact",
        { from_name: "Giulia", email: "giulia@example.com", subject: "Grates", message: "See drawings." },
        files,
      ),
    );
    const mail = await mailFor(reference);
    expect(mail.attachments).toEqual([]);
    const links = [...(mail.text ?? "").matchAll(/https?:\/\/\S+\/enquiry-files\/\S+/g)].map(
      (match) => match[0],
    );
    expect(links).toHaveLength(2);
    for (const [index, link] of links.entries()) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toContain(`large-${index}.pdf`);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(sha256(await response.arrayBuffer())).toBe(sha256(files[index]?.bytes ?? new Uint8Array()));
    }
    // A changed signature, another file number, or the folder itself: nothing.
    const first = links[0] ?? "";
    const folder = first.slice(0, first.lastIndexOf("/") + 1);
    const token = first.slice(folder.length);
    const [enquiryId, fileNumber, expiresAt, signature = ""] = token.split(".");
    const forged = [
      folder +
        [enquiryId, fileNumber, expiresAt, signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))].join("."),
      folder + [enquiryId, Number(fileNumber) + 7, expiresAt, signature].join("."),
      folder + [enquiryId, fileNumber, Number(expiresAt) + 1, signature].join("."),
      folder,
    ];
    expect(new URL(first).origin).toBe(base);
    for (const url of forged) expect((await fetch(url)).status, url).toBe(404);
  });

  it("refuses a file whose content is not a drawing, names it, and keeps what was typed", async () => {
    const response = await post(
      "/quote",
      { from_name: "Giulia Rossi", email: "giulia@example.com", message: "Hammers like the attached." },
      [
        { name: "hammer.pdf", bytes: new Uint8Array(programFile) },
        { name: "box.stl", bytes: fixture("box-120x80x40-binary.stl") },
      ],
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("hammer.pdf");
    expect(html).toContain(formWords.drawings.refusedNote);
    expect(html).toContain("Hammers like the attached.");
    expect(html).not.toContain("box.stl was not");
  });
});
