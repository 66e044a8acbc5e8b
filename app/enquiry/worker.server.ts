/**
 * Delivers the outbox: claims due enquiries, sends each, and records what happened. Temporary
 * failures retry with doubling backoff (from 30 s up to Postfix's 4000 s by default); a permanent
 * refusal or an enquiry older than OUTBOX_MAX_AGE_MS is marked and raises an alert. Nothing is
 * dropped silently.
 */
import type { EnquiryConfig } from "./settings.ts";
import { log as defaultLog, type Log } from "../log.server.ts";
import { downloadPathPrefix, signDownload } from "./downloads.server.ts";
import { buildEnquiryMail, type MailOptions, type MailTransport } from "./mail.server.ts";
import { type DeliverableEnquiry, type Outbox, type OutboxState } from "./outbox.server.ts";

/**
 * Mail not going out: an enquiry has waited longer than `warnAfterMs` behind what the mail server
 * said (a refusal, no answer). One rule for the alert (below) and the health check.
 */
export const waitingBehindFailure = (state: OutboxState, at: number, warnAfterMs: number) =>
  state.lastError !== null &&
  state.oldestPendingQueuedAt !== null &&
  at - state.oldestPendingQueuedAt > warnAfterMs;

export type WorkerConfig = Pick<
  EnquiryConfig,
  | "SITE_URL"
  | "MAIL_TO"
  | "MAIL_FROM"
  | "ENQUIRY_RETENTION_MS"
  | "OUTBOX_RETRY_MIN_MS"
  | "OUTBOX_RETRY_MAX_MS"
  | "OUTBOX_MAX_AGE_MS"
  | "MAIL_ATTACHMENTS_MAX_BYTES"
> &
  Partial<Pick<EnquiryConfig, "OUTBOX_ALERT_AFTER_MS" | "OUTBOX_WARN_AFTER_MS" | "OUTBOX_PROBE_MS">>;

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  transport: MailTransport;
  config: WorkerConfig;
  log?: Log;
  /** How often the queue is looked at when nothing wakes the worker (default 5 s). */
  intervalMs?: number;
  /** Sends at once (default 4). */
  concurrency?: number;
  /** How often delivered enquiries' personal data is purged (default hourly). */
  purgeIntervalMs?: number;
  leaseMs?: number;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
  /** Signs the private links to drawings too large to attach (downloads.server.ts). */
  secret?: string;
}

export interface DeliveryWorker {
  /** Looks at the queue now instead of at the next interval (after an enqueue). */
  wake(): void;
  /** Delivers everything due now; resolves when none is left (for tests and shutdown). */
  drain(): Promise<void>;
  /** Stops the timer and waits for the sends in flight. */
  stop(): Promise<void>;
}

export interface DeliveryFailure {
  permanent: boolean;
  /** The mail server could not be reached or would not talk (down, unreachable, 421): not this mail's fault. */
  unreachable: boolean;
  /** No personal data: an error code, the SMTP reply code and the server's reply. */
  summary: string;
  code: string;
  /** A setting is wrong rather than the mail: the owner must act even though we keep retrying. */
  misconfigured: boolean;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  timeoutType?: unknown;
}

// Authentication and TLS failures are the owner's settings, not this mail: retrying keeps the
// enquiry until SMTP_URL is fixed instead of failing every enquiry for good on a wrong password.
const settingsErrors = new Set(["EAUTH", "ENOAUTH", "ETLS", "ECONFIG", "EREQUIRETLS"]);
// nodemailer's codes for a server that is down or out of reach (a message-level 4xx is not one).
const connectionErrors = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"]);

export function classifyDeliveryError(error: unknown): DeliveryFailure {
  const details: SmtpError = typeof error === "object" && error !== null ? error : {};
  const code = typeof details.code === "string" ? details.code : "EUNKNOWN";
  const responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const misconfigured = settingsErrors.has(code);
  // RFC 5321: 5yz is a permanent refusal, 4yz transient. 503 (bad sequence) is about the session,
  // not the message, so it is retried, as nodemailer's `permanent` flag does.
  const permanent =
    !misconfigured &&
    responseCode !== undefined &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503;
  const reply =
    typeof details.response === "string"
      ? // The server's words can quote addresses: keep them out of the record.
        details.response.replace(/[^\s<>]+@[^\s<>]+/g, "<address>").slice(0, 200)
      : undefined;
  const summary = [
    code,
    typeof details.timeoutType === "string" ? details.timeoutType : undefined,
    typeof details.command === "string" ? `after ${details.command}` : undefined,
    reply,
  ]
    .filter(Boolean)
    .join(" ");
  const unreachable = connectionErrors.has(code) || responseCode === 421;
  return { permanent, unreachable, summary, code, misconfigured };
}

/** Doubling from min per attempt, capped at max, ±20 % jitter, always within [min, max]. */
export function retryDelay(attempt: number, minMs: number, maxMs: number, random: () => number): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt - 1));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(maxMs, Math.max(minMs, jittered)));
}

export function startDeliveryWorker({
  outbox,
  transport,
  config,
  log = defaultLog,
  intervalMs = 5000,
  concurrency = 4,
  purgeIntervalMs = 60 * 60 * 1000,
  leaseMs,
  random = Math.random,
  secret,
}: DeliveryWorkerOptions): DeliveryWorker {
  // A link works until the enquiry's personal data, its files included, is deleted.
  const origin = config.SITE_URL ? new URL(config.SITE_URL).origin : "http://localhost";
  const mailOptions: MailOptions = secret
    ? {
        downloadLink: (enquiry, file) => {
          const expiresAt = outbox.now() + config.ENQUIRY_RETENTION_MS;
          const token = signDownload(secret, { enquiryId: enquiry.id, attachmentId: file.id, expiresAt });
          return { url: `${origin}${downloadPathPrefix}${token}`, expiresAt };
        },
      }
    : {};
  const now = outbox.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = Number.NEGATIVE_INFINITY;
  // Passes run one after another, never overlapping: a wake during a pass queues one more.
  let passes: Promise<void> = Promise.resolve();

  const alertAfterMs = config.OUTBOX_ALERT_AFTER_MS ?? 15 * 60 * 1000;
  const warnAfterMs = config.OUTBOX_WARN_AFTER_MS ?? 3 * 60 * 1000;
  /** The current mail outage has been reported (reset once nothing waits behind an error). */
  let outageReported = false;
  const probeMs = config.OUTBOX_PROBE_MS ?? 30_000;
  let lastProbe = Number.NEGATIVE_INFINITY;
  /** The last try found the mail server away (not a refusal of one message): worth probing for. */
  let serverAway = false;

  async function deliver(enquiry: DeliverableEnquiry): Promise<void> {
    const fields = {
      reference: enquiry.reference,
      requestId: enquiry.requestId ?? undefined,
      attempt: enquiry.attempts,
    };
    try {
      await transport.send(buildEnquiryMail(enquiry, config, mailOptions));
    } catch (error) {
      const failure = classifyDeliveryError(error);
      const failed = { ...fields, code: failure.code, error: failure.summary };
      if (failure.permanent) {
        outbox.markFailed(enquiry.id, failure.summary);
        log("alert", "enquiry refused by the mail server: not delivered, see npm run outbox -- list", failed);
        return;
      }
      const at = now();
      const expiresAt = enquiry.queuedAt + config.OUTBOX_MAX_AGE_MS;
      if (at >= expiresAt) {
        outbox.markExpired(enquiry.id, failure.summary);
        log("alert", "enquiry expired undelivered: see npm run outbox -- list", failed);
        return;
      }
      const delay = retryDelay(
        enquiry.attempts,
        config.OUTBOX_RETRY_MIN_MS,
        config.OUTBOX_RETRY_MAX_MS,
        random,
      );
      // The last try falls at the expiry time, so an enquiry gets every chance before it expires.
      const nextAt = Math.min(at + delay, expiresAt);
      outbox.markRetry(enquiry.id, failure.summary, nextAt);
      if (failure.unreachable) serverAway = true;
      log(failure.misconfigured ? "alert" : "warn", "enquiry delivery deferred", {
        ...failed,
        retryInMs: nextAt - at,
      });
      return;
    }
    const { wasOverdue } = outbox.markDelivered(enquiry.id);
    // A due retry that went through is the mail server's return as much as a probe: the others
    // waiting out their own backoffs go now too (issue 49: minutes apart, without it).
    serverAnswersAgain();
    if (wasOverdue) log("info", "enquiry delivered late", { ...fields, lateMs: now() - enquiry.queuedAt });
    else log("info", "enquiry delivered", fields);
  }

  /**
   * Mail not going out: enquiries waiting for minutes behind what the mail server said. One
   * alert per outage, well before any of them is overdue: the office hears of it within minutes.
   */
  function reportOutage(): void {
    const state = outbox.state();
    if (state.pending === 0 || state.lastError === null) outageReported = false;
    if (outageReported || !waitingBehindFailure(state, now(), warnAfterMs)) return;
    outageReported = true;
    log("alert", "mail is not going out: enquiries are waiting (see /health and npm run outbox -- list)", {
      count: state.pending,
      waitedMs: now() - (state.oldestPendingQueuedAt ?? now()),
      error: state.lastError,
    });
  }

  /** Each enquiry that has waited too long is reported once, whatever its own backoff says. */
  function reportOverdue(): void {
    reportOutage();
    for (const late of outbox.takeOverdue(now() - alertAfterMs)) {
      log(
        "alert",
        "enquiry not delivered yet: the mail server does not take it (see /health and npm run outbox -- list)",
        {
          reference: late.reference,
          waitedMs: now() - late.queuedAt,
          ...(late.lastError ? { error: late.lastError } : {}),
        },
      );
    }
  }

  /**
   * While enquiries wait after a failure, ask the mail server now and then whether it answers;
   * once it does, they are all due at once instead of each sleeping out its own doubled wait.
   */
  async function probe(): Promise<void> {
    if (!serverAway || !transport.check || now() - lastProbe < probeMs) return;
    lastProbe = now();
    try {
      await transport.check();
    } catch {
      return;
    }
    serverAnswersAgain();
  }

  /** The mail server took a message or answered a probe: every enquiry waiting behind it is due now. */
  function serverAnswersAgain(): void {
    if (!serverAway) return;
    serverAway = false;
    const released = outbox.releaseDeferred();
    log("info", "the mail server answers again: sending the waiting enquiries", { count: released });
  }

  async function pass(): Promise<void> {
    try {
      if (now() - lastPurge >= purgeIntervalMs) {
        lastPurge = now();
        const purged = outbox.purgeDelivered(config.ENQUIRY_RETENTION_MS);
        if (purged > 0) log("info", "personal data of delivered enquiries purged", { count: purged });
      }
      reportOverdue();
      for (let probed = false; ;) {
        const due = outbox.claimDue(concurrency, leaseMs);
        if (due.length === 0) {
          if (probed) return;
          probed = true;
          await probe();
          continue;
        }
        await Promise.all(due.map(deliver));
      }
    } catch (error) {
      // Our own fault (the database): logged once per pass, and the next pass tries again.
      log("error", "outbox pass failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  // A pass that has not started yet will see whatever was queued since: join it, so a burst of
  // enqueues costs one pass, not one each.
  let waiting: Promise<void> | undefined;
  function runPass(): Promise<void> {
    waiting ??= passes = passes.then(() => {
      waiting = undefined;
      return pass();
    });
    return waiting;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runPass().then(schedule);
    }, intervalMs);
    timer.unref();
  }

  schedule();

  return {
    wake() {
      if (!stopped) void runPass();
    },
    drain: runPass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await passes;
    },
  };
}
