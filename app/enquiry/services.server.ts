/**
 * The delivery half, started once by the server: the outbox in DATA_DIR, the transport SMTP_URL
 * names (or .eml files without it) and the worker. The route gets `store`; shutdown calls `stop`.
 */
import type { EnquiryConfig } from "./settings.ts";
import type { EnquiryStore } from "./contract.ts";
import { log as defaultLog, errorFields, type Log } from "../log.server.ts";
import { createMailTransport, type SmtpTimeouts } from "./mail.server.ts";
import { openOutbox } from "./outbox.server.ts";
import { startDeliveryWorker } from "./worker.server.ts";

export interface EnquiryServices {
  store: EnquiryStore;
  /** Stops the worker after the sends in flight, then closes the transport and the database. */
  stop(): Promise<void>;
}

export function startEnquiryServices(
  config: EnquiryConfig,
  options: { log?: Log; intervalMs?: number; smtpTimeouts?: Partial<SmtpTimeouts>; secret?: string } = {},
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
  // Whatever was queued or in flight before a restart goes out now, not at the first interval or
  // when a dead process's lease runs out.
  const released = outbox.releaseAbandoned();
  if (released > 0)
    log("warn", "re-sending enquiries that were in flight at the last stop", { count: released });
  // Uploads cut off by the last stop, and drawings written for an enquiry that was never committed.
  const swept = outbox.sweepFiles();
  if (swept > 0) log("info", "removed files no enquiry holds", { count: swept });
  worker.wake();
  return {
    store: {
      enqueue(input, meta) {
        const queued = outbox.enqueue(input, meta);
        worker.wake();
        return queued;
      },
      attachment: (enquiryId, attachmentId) => outbox.attachment(enquiryId, attachmentId),
      uploadDir: outbox.uploadDir,
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
      store: {
        enqueue() {
          throw new Error(`the outbox could not be opened at start (${cause})`);
        },
      },
      stop: () => Promise.resolve(),
    };
  }
}
