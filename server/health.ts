/**
 * GET /health: how the site fares, for a monitor (DEPLOY.md "Health and alerts"). JSON with the
 * enquiries' state, whether DATA_DIR can be written and the live release; 200 when all is well,
 * 503 when enquiries cannot be stored, or one has waited longer than OUTBOX_ALERT_AFTER_MS (or than
 * OUTBOX_WARN_AFTER_MS after the mail server failed). Never any personal data. nginx answers it
 * only to the addresses DEPLOY.md names.
 */
import type { RequestHandler } from "express";
import type { EnquiryHealth } from "../app/enquiry/services.server.ts";

export interface HealthReport extends EnquiryHealth {
  /** The release being served (releases/<id>), or null for a plain build folder. */
  release: string | null;
}

export function healthRoute(report: () => HealthReport): RequestHandler {
  return (_req, res) => {
    const health = report();
    res.set("Cache-Control", "no-store");
    res.status(health.status === "ok" ? 200 : 503).json(health);
  };
}
