/**
 * The delivery guarantee under the worst stop: `kill -9` of the real server process in the middle of
 * a burst of concurrent submissions, half of them with a drawing. Every enquiry the visitor was told
 * about (a 303 with a reference) must reach the mail server after a restart on the same DATA_DIR,
 * with its drawing byte for byte; a duplicate is allowed only with the same Message-ID.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { contactToken, freePort, startSiteProcess, waitUntilUp } from "../scripts/servers/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../scripts/servers/smtp-sink.ts";

const port = await freePort();
const base = `http://127.0.0.1:${port}`;

interface Received {
  subject: string;
  messageId: string;
  /** sha256 of each attached file, by file name */
  files: Record<string, string>;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let dataDir: string;
let sink: SmtpSink;
let server: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "enquiry-crash-"));
  sink = await startSmtpSink();
});

/** What each mail that arrived says of itself: its subject, Message-ID and files' sha256. */
const received = (): Received[] =>
  sink.mails.map((mail) => ({
    subject: mail.subject ?? "",
    messageId: mail.messageId ?? "",
    files: Object.fromEntries(
      mail.attachments.map((file) => [
        file.filename ?? "",
        sha256(new Uint8Array(file.content as ArrayBuffer)),
      ]),
    ),
  }));

afterEach(async () => {
  server?.kill("SIGKILL");
  server = undefined;
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer() {
  return startSiteProcess(port, {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_TO: "sales@example.com",
    MAIL_FROM: "website@example.com",
    ENQUIRY_RATE_LIMIT: "100000",
    ENQUIRY_MIN_FILL_MS: "0",
    OUTBOX_RETRY_MIN_MS: "200",
    OUTBOX_RETRY_MAX_MS: "400",
  });
}

/** A drawing of its own for every odd submission: a PDF header and 256 KB nobody else sends. */
function drawingOf(index: number): { name: string; bytes: Uint8Array<ArrayBuffer> } | null {
  if (index % 2 === 0) return null;
  const bytes = new Uint8Array(256 * 1024);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  bytes.set(randomBytes(bytes.length - 16), 16);
  return { name: `drawing-${index}.pdf`, bytes };
}

/** One submission; the reference when the server answered 303, null when it died first. */
async function submit(
  xsrf: string,
  index: number,
  drawing: { name: string; bytes: Uint8Array<ArrayBuffer> } | null,
): Promise<string | null> {
  const fields = {
    from_name: `Buyer ${index}`,
    email: `buyer${index}@example.com`,
    subject: `Hammers, order ${index}`,
    message: `Please quote lot ${index}.`,
  };
  let body: URLSearchParams | FormData = new URLSearchParams(fields);
  if (drawing) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.append("attachments", new Blob([drawing.bytes], { type: "application/pdf" }), drawing.name);
  }
  try {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
        "x-xsrf-token": xsrf,
        origin: base,
      },
      body,
    });
    if (response.status !== 303) return null;
    return new URL(response.headers.get("location") ?? "", base).searchParams.get("ref");
  } catch {
    return null;
  }
}

it(
  "kill -9 during a burst: every acknowledged enquiry arrives after a restart",
  { timeout: 60_000 },
  async () => {
    server = startServer();
    await waitUntilUp(base);
    const xsrf = await contactToken(base);

    // 60 submissions, 12 at a time; the process is killed while they are in flight.
    const acknowledged: string[] = [];
    const drawings = new Map<string, { name: string; bytes: Uint8Array<ArrayBuffer> }>();
    const pending: Promise<void>[] = [];
    for (let index = 0; index < 60; index++) {
      const drawing = drawingOf(index);
      pending.push(
        submit(xsrf, index, drawing).then((reference) => {
          if (!reference) return;
          acknowledged.push(reference);
          if (drawing) drawings.set(reference, drawing);
        }),
      );
      if (index === 30) setTimeout(() => server?.kill("SIGKILL"), 5);
      if (pending.length % 12 === 0) await Promise.all(pending.slice(-12));
    }
    await Promise.all(pending);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(60);
    expect(drawings.size, "acknowledged enquiries with a drawing").toBeGreaterThan(0);

    server = startServer();
    await waitUntilUp(base);
    const deadline = Date.now() + 30_000;
    const arrived = () =>
      acknowledged.filter((ref) => sink.mails.some((mail) => mail.subject?.includes(ref)));
    while (arrived().length < acknowledged.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(arrived().sort()).toEqual([...acknowledged].sort());

    // Each drawing arrives with its enquiry, byte for byte; the others carry none.
    for (const reference of acknowledged) {
      const mail = received().find((copy) => copy.subject.includes(reference));
      const drawing = drawings.get(reference);
      expect(mail?.files, reference).toEqual(drawing ? { [drawing.name]: sha256(drawing.bytes) } : {});
    }

    // At least once: any copy sent twice carries the same Message-ID.
    for (const reference of acknowledged) {
      const copies = received().filter((mail) => mail.subject.includes(reference));
      expect(new Set(copies.map((mail) => mail.messageId)).size, reference).toBe(1);
    }
  },
);
