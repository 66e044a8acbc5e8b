/**
 * The worker against a real SMTP peer (smtp-server on 127.0.0.1) and a real outbox file. Time is
 * the outbox's injected clock: retries become due when the test moves it, not after real waits.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config.ts";
import type { LogFields, LogLevel } from "../log.server.ts";
import { createSmtpTransport, type MailTransport } from "./mail.server.ts";
import { type Outbox, openOutbox } from "./outbox.server.ts";
import {
  classifyDeliveryError,
  retryDelay,
  startDeliveryWorker,
  type DeliveryWorker,
} from "./worker.server.ts";

const enquiry = {
  from_name: "Anna Rossi",
  email: "anna@example.org",
  subject: "Castings for pump housings",
  message: "We need 40 duplex housings, about 120 kg each.",
};

const testTimeouts = { connectionTimeout: 500, greetingTimeout: 300, socketTimeout: 1000 };

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Peer {
  port: number;
  received: Received[];
  /** RCPT TO commands seen: one per delivery attempt. */
  attempts: number;
}

let dataDir: string;
let clock: number;
let outbox: Outbox;
let cleanups: (() => Promise<void> | void)[];
let logged: { level: LogLevel; msg: string; fields: LogFields }[];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "worker-"));
  clock = Date.UTC(2026, 10, 1);
  outbox = openOutbox({ dataDir, now: () => clock });
  cleanups = [];
  logged = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** smtp-server on 127.0.0.1; `reply(attempt)` may refuse a recipient with an SMTP code. */
async function startPeer(
  reply: (attempt: number) => number | undefined = () => undefined,
  port = 0,
): Promise<Peer> {
  const peer: Peer = { port: 0, received: [], attempts: 0 };
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    closeTimeout: 100,
    logger: false,
    onRcptTo(_address, _session, callback) {
      peer.attempts += 1;
      const code = reply(peer.attempts);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`${code} try elsewhere`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        peer.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  peer.port = (server.server.address() as AddressInfo).port;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return peer;
}

/** A TCP server that accepts and never says a word. */
async function startSilentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

/** A port on 127.0.0.1 where nothing listens (until a test starts something there). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function configFor(port: number) {
  return parseConfig({
    SITE_URL: "https://www.example-foundry.it",
    TRUST_PROXY: "loopback",
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TO: "sales@example.com",
    MAIL_FROM: "website@example-foundry.it",
    OUTBOX_RETRY_MIN_MS: "1000",
    OUTBOX_RETRY_MAX_MS: "8000",
    OUTBOX_MAX_AGE_MS: "60000",
  });
}

function worker(port: number, transport?: MailTransport): DeliveryWorker {
  const config = configFor(port);
  const mail = transport ?? createSmtpTransport(config.SMTP_URL!, testTimeouts);
  const started = startDeliveryWorker({
    outbox,
    transport: mail,
    config,
    intervalMs: 3_600_000,
    random: () => 0.5,
    log: (level, msg, fields = {}) => logged.push({ level, msg, fields }),
  });
  cleanups.push(async () => {
    await started.stop();
    mail.close();
  });
  return started;
}

function headers(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new Map(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

const statusOf = (reference: string) =>
  outbox
    .list({ statuses: ["pending", "sending", "delivered", "failed", "expired"] })
    .find((row) => row.reference === reference);

describe("startDeliveryWorker", () => {
  it("delivers an enquiry: From, To, Reply-To, subject with the reference, Message-ID from its id", async () => {
    const peer = await startPeer();
    const queued = outbox.enqueue(enquiry, { requestId: "req-happy", locale: "en" });

    await worker(peer.port).drain();

    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail!.from).toBe("website@example-foundry.it");
    expect(mail!.to).toEqual(["sales@example.com"]);
    const head = headers(mail!.raw);
    expect(head.get("from")).toBe("website@example-foundry.it");
    expect(head.get("to")).toBe("sales@example.com");
    expect(head.get("reply-to")).toBe("Anna Rossi <anna@example.org>");
    expect(head.get("subject")).toBe(`[Website enquiry ${queued.reference}] Castings for pump housings`);
    expect(head.get("message-id")).toBe(`<enquiry-${queued.id}@www.example-foundry.it>`);
    expect(mail!.raw).toContain(queued.reference);
    expect(mail!.raw).toContain("about 120 kg each");
    expect(statusOf(queued.reference)).toMatchObject({ status: "delivered", attempts: 1 });

    const delivered = logged.find((entry) => entry.msg === "enquiry delivered");
    expect(delivered).toMatchObject({
      level: "info",
      fields: { reference: queued.reference, requestId: "req-happy", attempt: 1 },
    });
    const logText = JSON.stringify(logged);
    for (const value of Object.values(enquiry)) expect(logText).not.toContain(value);
  });

  it("retries a 451 with backoff and delivers on the fourth attempt", async () => {
    const peer = await startPeer((attempt) => (attempt <= 3 ? 451 : undefined));
    const queued = outbox.enqueue(enquiry, { requestId: "r", locale: "en" });
    const delivery = worker(peer.port);

    const waits: number[] = [];
    for (let pass = 0; pass < 10 && peer.received.length === 0; pass++) {
      await delivery.drain();
      const row = statusOf(queued.reference)!;
      if (row.status !== "pending") break;
      waits.push(row.nextAttemptAt! - clock);
      await delivery.drain();
      expect(peer.attempts).toBe(pass + 1); // not due yet: nothing sent
      clock = row.nextAttemptAt!;
    }

    expect(peer.attempts).toBe(4);
    expect(peer.received).toHaveLength(1);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(statusOf(queued.reference)).toMatchObject({ status: "delivered", attempts: 4 });
    expect(logged.filter((entry) => entry.msg === "enquiry delivery deferred")).toHaveLength(3);
  });

  it("marks a 550 failed after exactly one attempt and raises an alert", async () => {
    const peer = await startPeer(() => 550);
    const queued = outbox.enqueue(enquiry, { requestId: "r", locale: "en" });
    const delivery = worker(peer.port);

    await delivery.drain();
    clock += 3_600_000;
    await delivery.drain();

    expect(peer.attempts).toBe(1);
    expect(statusOf(queued.reference)).toMatchObject({ status: "failed", attempts: 1 });
    expect(statusOf(queued.reference)!.lastError).toContain("550");
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: "alert",
        fields: expect.objectContaining({ reference: queued.reference }),
      }),
    );
  });

  it("keeps every enquiry while SMTP is down and delivers them all once it is up", async () => {
    const port = await freePort();
    const references = [1, 2, 3].map((n) =>
      outbox.enqueue({ ...enquiry, subject: `Order ${n}` }, { requestId: `r${n}`, locale: "en" }),
    );
    const delivery = worker(port);

    await delivery.drain();
    clock += 1500;
    await delivery.drain();
    for (const { reference } of references) {
      expect(statusOf(reference)).toMatchObject({ status: "pending", attempts: 2 });
      expect(statusOf(reference)!.lastError).toMatch(/^ESOCKET|^ECONNECTION/);
    }

    const peer = await startPeer(undefined, port);
    clock += 8000;
    await delivery.drain();

    expect(peer.received.map((mail) => headers(mail.raw).get("subject")).sort()).toEqual(
      references.map(({ reference }, n) => `[Website enquiry ${reference}] Order ${n + 1}`).sort(),
    );
    expect(outbox.list()).toEqual([]);
  });

  it("gives up on a server that never greets within the greeting timeout, and the queue moves on", async () => {
    const silentPort = await startSilentServer();
    const stalled = outbox.enqueue(enquiry, { requestId: "r1", locale: "en" });
    const started = Date.now();

    await worker(silentPort).drain();

    expect(Date.now() - started).toBeLessThan(3000);
    const row = statusOf(stalled.reference)!;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ETIMEDOUT.*GREETING_TIMEOUT/);

    // The next enquiry still goes out, through a server that answers.
    const peer = await startPeer();
    const next = outbox.enqueue(enquiry, { requestId: "r2", locale: "en" });
    await worker(peer.port).drain();
    expect(statusOf(next.reference)).toMatchObject({ status: "delivered" });
    clock = row.nextAttemptAt!;
    await worker(peer.port).drain();
    expect(statusOf(stalled.reference)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(peer.received).toHaveLength(2);
  });

  it("expires an enquiry still undelivered after OUTBOX_MAX_AGE_MS, with an alert, and keeps it", async () => {
    const port = await freePort();
    const queued = outbox.enqueue(enquiry, { requestId: "r", locale: "en" });
    const delivery = worker(port);

    for (let pass = 0; pass < 50 && statusOf(queued.reference)!.status === "pending"; pass++) {
      await delivery.drain();
      clock = statusOf(queued.reference)!.nextAttemptAt ?? clock;
    }

    const row = statusOf(queued.reference)!;
    expect(row.status).toBe("expired");
    expect(row.ageMs).toBe(60_000); // the last try fell exactly at the maximum age
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "alert", msg: expect.stringContaining("expired") as string }),
    );
    expect(outbox.list().map((listed) => listed.reference)).toEqual([queued.reference]);
  });
});

describe("startDeliveryWorker's purge", () => {
  it("purges a delivered enquiry's personal data after ENQUIRY_RETENTION_MS and keeps its record", async () => {
    const peer = await startPeer();
    const queued = outbox.enqueue(enquiry, { requestId: "r", locale: "en" });
    const delivery = worker(peer.port);
    await delivery.drain();

    clock += 30 * 24 * 60 * 60 * 1000 + 1;
    await delivery.drain();

    const db = new DatabaseSync(join(dataDir, "outbox.sqlite"), { readOnly: true });
    const row = db
      .prepare("SELECT status, from_name, email, subject, message FROM enquiries WHERE id = ?")
      .get(queued.id);
    db.close();
    expect(row).toEqual({ status: "delivered", from_name: null, email: null, subject: null, message: null });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: expect.stringContaining("purged") as string }),
    );
  });
});

describe("retryDelay", () => {
  it("with the default settings, retries a short outage within 36 s, then doubles up to OUTBOX_RETRY_MAX_MS", () => {
    const { OUTBOX_RETRY_MIN_MS, OUTBOX_RETRY_MAX_MS } = parseConfig({});
    const waits = (random: () => number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) =>
        retryDelay(attempt, OUTBOX_RETRY_MIN_MS, OUTBOX_RETRY_MAX_MS, random),
      );
    expect(Math.max(...[0, 0.5, 0.999_999].map((r) => waits(() => r)[0] ?? 0))).toBeLessThanOrEqual(36_000);
    expect(waits(() => 0.5)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_840_000, 4_000_000,
    ]);
  });

  it("doubles from the minimum, stays within min and max, jitters by at most 20 %", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, 300_000, 4_000_000, () => 0.5))).toEqual([
      300_000, 600_000, 1_200_000, 2_400_000, 4_000_000,
    ]);
    expect(retryDelay(1, 300_000, 4_000_000, () => 0)).toBe(300_000);
    expect(retryDelay(2, 300_000, 4_000_000, () => 0)).toBe(480_000);
    expect(retryDelay(2, 300_000, 4_000_000, () => 0.999_999)).toBe(720_000);
    expect(retryDelay(9, 300_000, 4_000_000, () => 0.999_999)).toBe(4_000_000);
  });
});

describe("classifyDeliveryError", () => {
  it("treats 5xx replies as permanent and 4xx, 503, timeouts and refused connections as temporary", () => {
    expect(classifyDeliveryError({ code: "EENVELOPE", responseCode: 550 }).permanent).toBe(true);
    expect(classifyDeliveryError({ code: "EENVELOPE", responseCode: 451 }).permanent).toBe(false);
    expect(classifyDeliveryError({ code: "EPROTOCOL", responseCode: 503 }).permanent).toBe(false);
    expect(classifyDeliveryError({ code: "ETIMEDOUT", timeoutType: "GREETING_TIMEOUT" }).permanent).toBe(
      false,
    );
    expect(classifyDeliveryError({ code: "ESOCKET", originalCode: "ECONNREFUSED" }).permanent).toBe(false);
    expect(classifyDeliveryError({ code: "EAUTH", responseCode: 535 })).toMatchObject({
      permanent: false,
      misconfigured: true,
    });
  });

  it("keeps addresses out of the recorded error", () => {
    const { summary } = classifyDeliveryError({
      code: "EENVELOPE",
      responseCode: 550,
      response: "550 5.1.1 <sales@example.com>: Recipient address rejected",
    });
    expect(summary).not.toContain("sales@example.com");
    expect(summary).toContain("550 5.1.1");
  });
});
