/**
 * GET /health and the alerts while the mail server is away, on the real server process: 200 while
 * all is well; 503 once an enquiry has waited longer than OUTBOX_ALERT_AFTER_MS, with one alert
 * in the log however long it waits; delivered as soon as the mail server answers again, however
 * far its own backoff had grown; 200 again after. Never any personal data in the answer.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { contentOf } from "../app/content/load-content.ts";
import {
  contactToken,
  exited,
  freePort,
  outputLines,
  startSiteProcess,
  waitUntilUp,
} from "../scripts/servers/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../scripts/servers/smtp-sink.ts";
import { testSubmission } from "../app/enquiry/test-submission.ts";

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let dataDir: string;
let server: ChildProcess | undefined;
let sink: SmtpSink | undefined;

afterEach(async () => {
  server?.kill("SIGKILL");
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The site with the test's mail server and no minimum fill time, as a process, its output piped. */
const startSite = (settings: Record<string, string>) =>
  startSiteProcess(
    port,
    {
      DATA_DIR: dataDir,
      SMTP_URL: sink!.url,
      MAIL_TO: "sales@example.com",
      MAIL_FROM: "website@example.com",
      ENQUIRY_MIN_FILL_MS: "0",
      ...settings,
    },
    { output: "pipe" },
  );

async function health(): Promise<{
  status: number;
  body: Record<string, unknown> & { outbox: Record<string, unknown> };
}> {
  const response = await fetch(`${base}/health`);
  return { status: response.status, body: (await response.json()) as never };
}

const { contactSent, site } = contentOf("en");
/** The receipt's words while mail is held up, up to the phone number. */
const delayedWords = contactSent.delayed.split("{phone}")[0] ?? "";

async function receipt(reference: string): Promise<string> {
  const response = await fetch(`${base}/contact/sent?ref=${reference}`);
  return response.text();
}

const enquiry = testSubmission("contact", {
  subject: "Hammers while the mail is down",
  message: "Please quote 48 hammers.",
});

/** The contact form sent as a browser sends it; the reference the receipt names. */
async function sendEnquiry(): Promise<string> {
  const xsrf = await contactToken(base);
  const sent = await fetch(`${base}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `XSRF-TOKEN=${xsrf}`,
      Origin: base,
    },
    body: new URLSearchParams({ ...enquiry, xsrf }),
  });
  expect(sent.status).toBe(303);
  return new URL(sent.headers.get("location") ?? "", base).searchParams.get("ref") ?? "";
}

it(
  "turns 503 while the mail server is away past OUTBOX_ALERT_AFTER_MS, alerts once, delivers within the probe interval of its return, and is 200 again",
  { timeout: 60_000 },
  async () => {
    dataDir = mkdtempSync(join(tmpdir(), "health-"));
    sink = await startSmtpSink();
    const smtpPort = Number(new URL(sink.url).port);
    server = startSite({
      OUTBOX_ALERT_AFTER_MS: "1500",
      OUTBOX_PROBE_MS: "500",
      // Its own backoff alone would wait a minute and more.
      OUTBOX_RETRY_MIN_MS: "60000",
    });
    const lines = outputLines(server);
    void exited(server);
    await waitUntilUp(base);

    const idle = await health();
    expect(idle.status).toBe(200);
    expect(idle.body).toMatchObject({
      status: "ok",
      dataFolderWritable: true,
      release: null,
      outbox: { pending: 0, oldestPendingSeconds: null, lastDeliveredAt: null, lastError: null },
    });

    // The mail server goes away; a buyer sends an enquiry and is told it was received.
    await sink.close();
    const reference = await sendEnquiry();

    await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 200 }).toBe(503);
    const away = await health();
    expect(away.body).toMatchObject({ status: "degraded", outbox: { pending: 1 } });
    expect(away.body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(1);
    expect(String(away.body.outbox.lastError)).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/);
    for (const value of Object.values(enquiry).filter(Boolean))
      expect(JSON.stringify(away.body)).not.toContain(value);
    // The buyer is told the truth: stored safely, on its way; the phone for what is urgent.
    const told = await receipt(reference);
    expect(told).toContain(delayedWords);
    expect(told).toContain(`href="tel:${site.phone.tel}"`);

    // Reported once, however long it waits (the worker looks every 5 s).
    const alerts = () => lines.filter((line) => line.includes('"level":"alert"'));
    await expect.poll(() => alerts().length, { timeout: 10_000, interval: 200 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toContain("not delivered yet");

    // Back: delivered well before its own minute of backoff.
    const back = Date.now();
    sink = await startSmtpSink(smtpPort);
    await expect.poll(() => sink?.mails.length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(Date.now() - back).toBeLessThan(15_000);
    const well = await health();
    expect(well.status).toBe(200);
    expect(well.body).toMatchObject({ status: "ok", outbox: { pending: 0, lastError: null } });
    expect(well.body.outbox.lastDeliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines.some((line) => line.includes("enquiry delivered late") && line.includes('"lateMs"'))).toBe(
      true,
    );
    expect(alerts()).toHaveLength(1);
    expect(await receipt(reference)).not.toContain(delayedWords);
  },
);

it(
  "tells of a mail outage within minutes: once the mail server has failed, OUTBOX_WARN_AFTER_MS of waiting is a 503 and one alert",
  { timeout: 60_000 },
  async () => {
    dataDir = mkdtempSync(join(tmpdir(), "health-warn-"));
    sink = await startSmtpSink();
    await sink.close();
    server = startSite({
      // The quarter of an hour before an enquiry is overdue stays; the warning comes first.
      OUTBOX_WARN_AFTER_MS: "1500",
      OUTBOX_RETRY_MIN_MS: "60000",
    });
    const lines = outputLines(server);
    void exited(server);
    await waitUntilUp(base);
    await sendEnquiry();
    await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 200 }).toBe(503);
    expect((await health()).body).toMatchObject({ status: "degraded", outbox: { pending: 1 } });
    const alerts = () => lines.filter((line) => line.includes('"level":"alert"'));
    await expect.poll(() => alerts().length, { timeout: 10_000, interval: 200 }).toBe(1);
    expect(alerts()[0]).toContain("mail is not going out");
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(alerts()).toHaveLength(1);
  },
);

it(
  "after a long outage, sends every waiting enquiry within OUTBOX_PROBE_MS and a few seconds of the mail server's return, says so once, and /health clears with the queue",
  { timeout: 120_000 },
  async () => {
    dataDir = mkdtempSync(join(tmpdir(), "health-drain-"));
    sink = await startSmtpSink();
    const smtpPort = Number(new URL(sink.url).port);
    // The documented figures scaled down tenfold: a probe every 3 s (30 s by default), backoffs
    // from 1 s doubling (30 s by default), an outage long enough for them to have grown past the
    // probe's interval: what is held is "within OUTBOX_PROBE_MS and a few seconds", whatever the
    // interval, and at 30 s the backoffs would have to outgrow it for the test to tell (minutes).
    const probeMs = 3000;
    server = startSite({
      ENQUIRY_RATE_LIMIT: "20",
      OUTBOX_WARN_AFTER_MS: "1000",
      OUTBOX_PROBE_MS: String(probeMs),
      OUTBOX_RETRY_MIN_MS: "1000",
    });
    const lines = outputLines(server);
    void exited(server);
    await waitUntilUp(base);

    await sink.close();
    // Five buyers over the outage, each enquiry on a backoff of its own by the end.
    for (let sent = 0; sent < 5; sent++) {
      await sendEnquiry();
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);

    const back = Date.now();
    sink = await startSmtpSink(smtpPort);
    await expect.poll(() => sink?.mails.length, { timeout: 60_000, interval: 100 }).toBe(5);
    const drained = Date.now() - back;
    expect(drained).toBeLessThanOrEqual(probeMs + 5000);
    // Said once, and the health check clears with the queue.
    expect(lines.filter((line) => line.includes("the mail server answers again"))).toHaveLength(1);
    await expect.poll(async () => (await health()).status, { timeout: 5000 }).toBe(200);
    expect((await health()).body).toMatchObject({ status: "ok", outbox: { pending: 0, lastError: null } });
  },
);
