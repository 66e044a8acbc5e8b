/**
 * The delivery half, started once by the server: the outbox in DATA_DIR, the transport SMTP_URL
 * names (or .eml files without it) and the worker. The route gets `store`; shutdown calls `stop`.
 */
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { EnquiryConfig } from "./settings.ts";
import type { EnquiryStore } from "./contract.ts";
import { log as defaultLog, errorFields, type Log } from "../log.server.ts";
import { createMailTransport, type SmtpTimeouts } from "./mail.server.ts";
import { openOutbox } from "./outbox.server.ts";
import { startDeliveryWorker, waitingBehindFailure } from "./worker.server.ts";

export interface EnquiryServices {
  store: EnquiryStore;
  /** How the enquiries fare, for GET /health: no personal data. */
  health(): EnquiryHealth;
  /** Stops the worker after the sends in flight, then closes the transport and the database. */
  stop(): Promise<void>;
}

export interface EnquiryHealth {
  /**
   * ok; degraded: an enquiry has waited longer than OUTBOX_ALERT_AFTER_MS, or longer than
   * OUTBOX_WARN_AFTER_MS after the mail server refused or could not be reached; down: none can be
   * stored.
   */
  status: "ok" | "degraded" | "down";
  dataFolderWritable: boolean;
  outbox: {
    pending: number;
    oldestPendingSeconds: number | null;
    lastDeliveredAt: string | null;
    lastError: string | null;
  };
}

/**
 * Whether a file can be written and flushed in DATA_DIR right now (a full disk fails here), asked
 * at most every few seconds however often the health check is.
 */
function writableCheck(dataDir: string, everyMs = 5000): () => boolean {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let writable = false;
  return () => {
    if (Date.now() - checkedAt < everyMs) return writable;
    checkedAt = Date.now();
    const probe = join(dataDir, `.health-${process.pid}`);
    try {
      const fd = openSync(probe, "w", 0o600);
      try {
        writeSync(fd, "ok\n");
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      rmSync(probe, { force: true });
      writable = true;
    } catch {
      writable = false;
    }
    return writable;
  };
}

export function startEnquiryServices(
  config: EnquiryConfig,
  options: {
    log?: Log;
    intervalMs?: number;
    smtpTimeouts?: Partial<SmtpTimeouts>;
    secret?: string;
    /**
     * The first generation of the process (default true): what a previous process left is its to
     * mend, the sends it had in flight and the files no enquiry holds. Not when a second
     * generation starts in a running process: the first one's sends and uploads in flight are
     * among them, and it finishes them itself.
     */
    firstInProcess?: boolean;
  } = {},
): EnquiryServices {
  const log = options.log ?? defaultLog;
  const outbox = openOutbox({ dataDir: config.DATA_DIR });
  const transport = createMailTransport(config, options.smtpTimeouts);
  const worker = startDeliveryWorker({
    outbox,
    transport,
    config,
    log,
    intervalMs: options.intervalMs,
    secret: options.secret,
  });
  log("info", "enquiry delivery started", {
    transport: config.SMTP_URL ? "smtp" : "eml files",
    dataDir: config.DATA_DIR,
  });
  const first = options.firstInProcess !== false;
  // Whatever was queued or in flight before a restart goes out now, not at the first interval or
  // when a dead process's lease runs out. Only then: in a release switch the previous generation
  // is still sending them (its lease holds them), and taking them over sent them twice.
  const released = first ? outbox.releaseAbandoned() : 0;
  if (released > 0)
    log("warn", "re-sending enquiries that were in flight at the last stop", { count: released });
  // Uploads cut off by the last stop, and drawings written for an enquiry that was never committed.
  const swept = first ? outbox.sweepFiles() : 0;
  if (swept > 0) log("info", "removed files no enquiry holds", { count: swept });
  worker.wake();
  const writable = writableCheck(config.DATA_DIR);
  return {
    health() {
      const state = outbox.state();
      const at = Date.now();
      const waitedMs = state.oldestPendingQueuedAt === null ? null : at - state.oldestPendingQueuedAt;
      const dataFolderWritable = writable();
      return {
        status: !dataFolderWritable
          ? "down"
          : (waitedMs !== null && waitedMs > config.OUTBOX_ALERT_AFTER_MS) ||
              waitingBehindFailure(state, at, config.OUTBOX_WARN_AFTER_MS)
            ? "degraded"
            : "ok",
        dataFolderWritable,
        outbox: {
          pending: state.pending,
          oldestPendingSeconds: waitedMs === null ? null : Math.round(waitedMs / 1000),
          lastDeliveredAt:
            state.lastDeliveredAt === null ? null : new Date(state.lastDeliveredAt).toISOString(),
          lastError: state.lastError,
        },
      };
    },
    store: {
      enqueue(input, meta) {
        const queued = outbox.enqueue(input, meta);
        worker.wake();
        return queued;
      },
      attachment: (enquiryId, attachmentId) => outbox.attachment(enquiryId, attachmentId),
      uploadDir: outbox.uploadDir,
      deliveryDelayed() {
        const state = outbox.state();
        return state.pending > 0 && state.lastError !== null;
      },
    },
    async stop() {
      await worker.stop();
      transport.close();
      outbox.close();
    },
  };
}

/**
 * startEnquiryServices, or, when DATA_DIR cannot hold the outbox (not writable, full, not a
 * directory), a store that refuses every enquiry, and an alert. The pages stay up, and the form
 * answers 503 with the phone and emails (the "unavailable" outcome) until DATA_DIR is fixed and
 * the server restarted.
 */
export function startEnquiryServicesOrRefuse(
  config: EnquiryConfig,
  options: Parameters<typeof startEnquiryServices>[1] = {},
): EnquiryServices {
  try {
    return startEnquiryServices(config, options);
  } catch (error) {
    (options.log ?? defaultLog)(
      "alert",
      "enquiries cannot be stored in DATA_DIR: the form answers 503 with the phone and emails until DATA_DIR is fixed and the server restarted",
      { dataDir: config.DATA_DIR, ...errorFields(error) },
    );
    const cause = errorFields(error).error;
    return {
      health: () => ({
        status: "down",
        dataFolderWritable: false,
        outbox: { pending: 0, oldestPendingSeconds: null, lastDeliveredAt: null, lastError: cause ?? null },
      }),
      store: {
        enqueue() {
          throw new Error(`the outbox could not be opened at start (${cause})`);
        },
      },
      stop: () => Promise.resolve(),
    };
  }
}
