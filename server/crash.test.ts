/**
 * The delivery guarantee under the worst stop: `kill -9` of the real server process in the middle of
 * a burst of concurrent submissions. Every enquiry the visitor was told about (a 303 with a
 * reference) must reach the mail server after a restart on the same DATA_DIR; a duplicate is
 * allowed only with the same Message-ID.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, expect, it } from "vitest";
import { contactToken, startSiteProcess, waitUntilUp } from "../scripts/site-process.ts";

const port = 4400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

interface Received {
  subject: string;
  messageId: string;
}

let dataDir: string;
let sink: SMTPServer;
let sinkPort: number;
let received: Received[];
let server: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "enquiry-crash-"));
  received = [];
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const header = (name: string) =>
          raw
            .match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi"))?.[1]
            ?.replace(/\r?\n[ \t]+/g, " ") ?? "";
        received.push({ subject: header("Subject"), messageId: header("Message-ID") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const address = sink.server.address();
  sinkPort = typeof address === "object" && address ? address.port : 0;
});

afterEach(async () => {
  server?.kill("SIGKILL");
  server = undefined;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer() {
  return startSiteProcess(port, {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
    MAIL_TO: "sales@example.com",
    MAIL_FROM: "website@example.com",
    ENQUIRY_RATE_LIMIT: "100000",
    ENQUIRY_MIN_FILL_MS: "0",
    OUTBOX_RETRY_MIN_MS: "200",
    OUTBOX_RETRY_MAX_MS: "400",
  });
}

/** One submission; the reference when the server answered 303, null when it died first. */
async function submit(xsrf: string, index: number): Promise<string | null> {
  try {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
        "x-xsrf-token": xsrf,
        origin: base,
      },
      body: new URLSearchParams({
        from_name: `Buyer ${index}`,
        email: `buyer${index}@example.com`,
        subject: `Hammers, order ${index}`,
        message: `Please quote lot ${index}.`,
      }),
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
    const pending: Promise<void>[] = [];
    for (let index = 0; index < 60; index++) {
      pending.push(
        submit(xsrf, index).then((reference) => {
          if (reference) acknowledged.push(reference);
        }),
      );
      if (index === 30) setTimeout(() => server?.kill("SIGKILL"), 5);
      if (pending.length % 12 === 0) await Promise.all(pending.slice(-12));
    }
    await Promise.all(pending);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(60);

    server = startServer();
    await waitUntilUp(base);
    const deadline = Date.now() + 30_000;
    const arrived = () => acknowledged.filter((ref) => received.some((mail) => mail.subject.includes(ref)));
    while (arrived().length < acknowledged.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(arrived().sort()).toEqual([...acknowledged].sort());

    // At least once: any copy sent twice carries the same Message-ID.
    for (const reference of acknowledged) {
      const copies = received.filter((mail) => mail.subject.includes(reference));
      expect(new Set(copies.map((mail) => mail.messageId)).size, reference).toBe(1);
    }
  },
);
