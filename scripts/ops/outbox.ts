/**
 * `npm run outbox -- list`: enquiries not yet delivered (pending, sending, failed, expired) with
 * reference, status, age and attempts; never what the visitor wrote.
 * `npm run outbox -- retry ENQ-7K3F9Q`: a failed or expired enquiry goes back into the queue; the
 * running server sends it within seconds.
 * `npm run outbox -- show ENQ-7K3F9Q`: one enquiry by the reference a buyer quotes, delivered or
 * not: when it came, its status and attempts (times in UTC, said so), and how to find its lines
 * in the log.
 */
import { openOutbox, type OutboxListing } from "../../app/enquiry/outbox.server.ts";
import { invocation, runOperation, UsageError } from "./settings.ts";

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.max(0, Math.floor(ms / 1000))}s`;
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

function table(rows: OutboxListing[]): string {
  const lines = [
    ["REFERENCE", "STATUS", "AGE", "ATTEMPTS", "LAST ERROR"],
    ...rows.map((row) => [
      row.reference,
      row.status,
      age(row.ageMs),
      String(row.attempts),
      row.lastError ?? "",
    ]),
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const usage = [
  "usage: npm run outbox -- list [--settings FILE]",
  "       npm run outbox -- show <reference> [--settings FILE]",
  "       npm run outbox -- retry <reference> [--settings FILE]",
].join("\n");

/** A time as the log writes it: UTC, and saying so. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`;

await runOperation(usage, () => {
  const { config, args } = invocation();
  const [command, reference, ...rest] = args;
  if (command !== "list" && command !== "retry" && command !== "show") throw new UsageError();
  if (command === "list" ? reference !== undefined : reference === undefined || rest.length > 0)
    throw new UsageError();
  // Never an empty new outbox: a DATA_DIR that holds none is an error.
  const outbox = openOutbox({ dataDir: config.DATA_DIR, create: false });
  try {
    if (command === "list") {
      const rows = outbox.list();
      return rows.length === 0 ? "No enquiries waiting: every one was delivered." : table(rows);
    }
    if (command === "show") {
      const wanted = reference!.trim().toUpperCase();
      const found = outbox
        .list({ statuses: ["pending", "sending", "failed", "expired", "delivered"] })
        .find((row) => row.reference === wanted);
      if (!found)
        throw new Error(`${wanted}: no such enquiry in ${config.DATA_DIR} (or deleted after its retention).`);
      return [
        `${found.reference}: ${found.status}, received ${utc(found.createdAt)} (${age(found.ageMs)} ago), ${found.attempts} attempt(s)`,
        ...(found.nextAttemptAt !== null && found.status === "pending"
          ? [`  next attempt ${utc(found.nextAttemptAt)}`]
          : []),
        ...(found.lastError ? [`  the mail server last said: ${found.lastError}`] : []),
        `  its lines in the log: journalctl -u foundry --grep ${found.reference}`,
      ].join("\n");
    }
    const result = outbox.retry(reference!.trim().toUpperCase());
    switch (result.outcome) {
      case "queued":
        return `${reference}: queued again; the running server sends it within seconds.`;
      case "unknown":
        throw new Error(`${reference}: no such enquiry in ${config.DATA_DIR}.`);
      case "not-retryable":
        throw new Error(
          `${reference}: it is ${result.status}; only failed or expired enquiries can be retried.`,
        );
    }
  } finally {
    outbox.close();
  }
});
