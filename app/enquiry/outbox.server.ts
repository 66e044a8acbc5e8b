/**
 * The durable outbox: every enquiry is committed to SQLite (WAL, synchronous=FULL) before the
 * visitor is told it was received, and stays there as a delivery record. The delivery worker
 * claims due rows with a lease, so after a crash only what was in flight is sent again.
 */
import { randomInt, randomUUID } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Attachment, AttachmentKind } from "./attachments.ts";
import { type EnquiryInput, type EnquiryStore, type QueuedEnquiry, referenceAlphabet } from "./contract.ts";
import type { FormId } from "./fields.ts";

export const outboxStatuses = ["pending", "sending", "delivered", "failed", "expired"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A stored drawing, as the mail needs it: `path` is its file in the outbox's drawings folder. */
export interface StoredAttachment extends Attachment {
  /** Its row id: the download link names it. */
  id: number;
}

/** A claimed row: what the mail is built from. */
export interface DeliverableEnquiry
  extends Omit<EnquiryInput, "form" | "details" | "attachments">, QueuedEnquiry {
  form: FormId;
  details: Partial<Record<string, string>>;
  attachments: StoredAttachment[];
  requestId: string | null;
  /** The language code of the page it was sent from (app/locales.ts); null if queued before we kept it. */
  locale: string | null;
  createdAt: number;
  /** When it was (re)queued: its age for OUTBOX_MAX_AGE_MS counts from here. */
  queuedAt: number;
  /** This one included. */
  attempts: number;
}

/** What the owner sees of a row: no personal data. */
export interface OutboxListing {
  reference: string;
  status: OutboxStatus;
  createdAt: number;
  ageMs: number;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
}

export type RetryOutcome =
  { outcome: "queued" } | { outcome: "unknown" } | { outcome: "not-retryable"; status: OutboxStatus };

export interface Outbox extends EnquiryStore {
  readonly now: () => number;
  /** Leases up to `limit` due rows (pending and due, or sending with an expired lease). */
  claimDue(limit: number, leaseMs?: number): DeliverableEnquiry[];
  /**
   * Makes every row left "sending" due now; returns how many. Only for start-up: one process owns
   * a DATA_DIR, so whatever a previous run had in flight died with it (kill -9, power loss).
   */
  releaseAbandoned(): number;
  /** Marks it delivered; says whether it had been reported overdue (an alert was logged for it). */
  markDelivered(id: string): { wasOverdue: boolean };
  markRetry(id: string, error: string, nextAt: number): void;
  markFailed(id: string, error: string): void;
  markExpired(id: string, error?: string): void;
  /**
   * Nulls the personal fields of rows delivered more than `retentionMs` ago, and of failed or
   * expired rows created more than `retentionMs` ago (no longer retryable); returns how many.
   */
  purgeDelivered(retentionMs: number): number;
  list(options?: { statuses?: readonly OutboxStatus[] }): OutboxListing[];
  /** One stored drawing of an enquiry whose personal data is still kept; undefined otherwise. */
  attachment(enquiryId: string, attachmentId: number): StoredAttachment | undefined;
  /** A failed or expired enquiry goes back to pending, due now. */
  retry(reference: string): RetryOutcome;
  /**
   * Deletes what no enquiry holds: files left in the incoming folder and drawings without a row
   * (a stop between writing and committing). Only at start: requests in flight own incoming files.
   */
  sweepFiles(): number;
  /** Where the guards write incoming files (EnquiryStore.uploadDir). */
  readonly uploadDir: string;
  /**
   * Enquiries waiting since before `since` that were not yet reported, now marked reported: each
   * is reported once (an alert), however long it waits.
   */
  takeOverdue(since: number): { reference: string; queuedAt: number; lastError: string | null }[];
  /** Every enquiry waiting for a retry becomes due now (the mail server answers again). */
  releaseDeferred(): number;
  /** What the health check reports: counts and times, no personal data. */
  state(): OutboxState;
  /** Everything held about one email address (any case), for a privacy request. */
  findByEmail(email: string): HeldEnquiry[];
  /** Deletes every enquiry of one email address, drawings included; returns how many. */
  eraseByEmail(email: string): number;
  /**
   * Makes deleted personal data unreadable in the files and gives the space back: the WAL is
   * checkpointed, the database rewritten (VACUUM), the WAL emptied. Runs after every purge and erase.
   */
  compact(): void;
  close(): void;
}

export interface OutboxState {
  /** Pending or being sent. */
  pending: number;
  oldestPendingQueuedAt: number | null;
  lastDeliveredAt: number | null;
  /** What the mail server last said of a waiting enquiry (no addresses: classifyDeliveryError). */
  lastError: string | null;
}

/** One enquiry as a privacy export shows it. */
export interface HeldEnquiry {
  reference: string;
  status: OutboxStatus;
  form: FormId;
  receivedAt: string;
  deliveredAt: string | null;
  language: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  details: Partial<Record<string, string>>;
  drawings: { name: string; kind: string; size: number }[];
}

export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `ENQ-${code}`;
}

/** Longer than one SMTP attempt can take with the transport's timeouts. */
export const defaultLeaseMs = 5 * 60 * 1000;

const schema = `
  CREATE TABLE IF NOT EXISTS enquiries (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    from_name TEXT,
    email TEXT,
    subject TEXT,
    message TEXT,
    request_id TEXT,
    created_at INTEGER NOT NULL,
    queued_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'expired')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    lease_until INTEGER,
    last_error TEXT,
    delivered_at INTEGER,
    purged_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS enquiries_due ON enquiries (status, next_attempt_at);
`;

/**
 * Changes to an outbox made by an earlier version, in order; PRAGMA user_version counts those
 * applied. Each runs once, in the transaction that records it, so an upgrade never loses or
 * blocks the enquiries queued before it.
 */
const migrations: ((db: DatabaseSync, drawingsDir: string) => void)[] = [
  // 1: the language of the page the visitor wrote from (null for enquiries queued before).
  (db: DatabaseSync) => db.exec("ALTER TABLE enquiries ADD COLUMN locale TEXT"),
  // 2: the quote form (its fields beyond the four every enquiry has, as JSON by field name) and
  // drawings, each a row of their own, committed in the enquiry's transaction and deleted with
  // its personal data.
  (db: DatabaseSync) => {
    db.exec(`
      ALTER TABLE enquiries ADD COLUMN form TEXT NOT NULL DEFAULT 'contact';
      ALTER TABLE enquiries ADD COLUMN details TEXT;
      CREATE TABLE attachments (
        id INTEGER PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        size INTEGER NOT NULL,
        data BLOB NOT NULL
      ) STRICT;
      CREATE INDEX attachments_enquiry ON attachments (enquiry_id, position);
    `);
  },
  // 3: drawings move out of the database into files of their own (drawings/), so that an upload
  // streams to disk instead of through memory (ADR 0017); the row names its file.
  (db: DatabaseSync, drawingsDir: string) => {
    db.exec(`
      CREATE TABLE attachment_files (
        id INTEGER PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        size INTEGER NOT NULL,
        file TEXT NOT NULL UNIQUE
      ) STRICT;
    `);
    const rows = db
      .prepare("SELECT id, enquiry_id, position, name, kind, size, data FROM attachments")
      .iterate();
    const insert = db.prepare(
      "INSERT INTO attachment_files (id, enquiry_id, position, name, kind, size, file) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const row of rows as Iterable<AttachmentBlobRow>) {
      const file = storedFileName(row.enquiry_id, row.position);
      writeDurably(join(drawingsDir, file), row.data);
      insert.run(row.id, row.enquiry_id, row.position, row.name, row.kind, row.size, file);
    }
    syncFolder(drawingsDir);
    db.exec(`
      DROP TABLE attachments;
      ALTER TABLE attachment_files RENAME TO attachments;
      CREATE INDEX attachments_enquiry ON attachments (enquiry_id, position);
    `);
  },
  // 4: when an enquiry waiting too long was reported (an alert), so it is reported once.
  (db: DatabaseSync) => db.exec("ALTER TABLE enquiries ADD COLUMN overdue_at INTEGER"),
];

interface AttachmentBlobRow {
  id: number;
  enquiry_id: string;
  position: number;
  name: string;
  kind: string;
  size: number;
  data: Uint8Array;
}

/** A stored drawing's file name: its enquiry and its place among that enquiry's files. */
const storedFileName = (enquiryId: string, position: number) => `${enquiryId}-${position}`;

function writeDurably(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, "w", 0o600);
  try {
    writeFileSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A folder's entries (a rename into it, a new file) on disk, so they survive a power cut. */
function syncFolder(folder: string): void {
  const fd = openSync(folder, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function migrate(db: DatabaseSync, drawingsDir: string): void {
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (const [index, step] of migrations.entries()) {
    if (index < version) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      step(db, drawingsDir);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }
}

interface ClaimedRow {
  id: string;
  reference: string;
  from_name: string;
  email: string;
  subject: string;
  message: string;
  request_id: string | null;
  locale: string | null;
  form: string;
  details: string | null;
  created_at: number;
  queued_at: number;
  attempts: number;
}

interface AttachmentRow {
  id: number;
  name: string;
  kind: string;
  size: number;
  file: string;
}

interface ListedRow {
  reference: string;
  status: OutboxStatus;
  created_at: number;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
}

/** The outbox of a DATA_DIR that does not hold one, for the commands that must not create it. */
export class NoOutboxError extends Error {}

/** The outbox's database file in a DATA_DIR. */
export const outboxFile = (dataDir: string) => join(resolve(dataDir), "outbox.sqlite");

export function openOutbox({
  dataDir,
  now = Date.now,
  create = true,
}: {
  dataDir: string;
  now?: () => number;
  /** false for the commands: a DATA_DIR or database that does not exist is an error, never made. */
  create?: boolean;
}): Outbox {
  const dir = resolve(dataDir);
  const file = outboxFile(dir);
  if (!create && !existsSync(file)) {
    throw new NoOutboxError(
      `no outbox at ${file}: DATA_DIR (${dataDir}) must be the server's data folder (DEPLOY.md: run the command with its settings, e.g. --settings /etc/foundry.env)`,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const drawingsDir = join(dir, "drawings");
  const uploadDir = join(drawingsDir, "incoming");
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  // Personal data: only the server's user may read it. SQLite gives -wal and -shm the same mode.
  closeSync(openSync(file, "a", 0o600));
  const db = new DatabaseSync(file);
  // secure_delete: what is deleted is overwritten with zeros, not left in free pages.
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;",
  );
  db.exec(schema);
  migrate(db, drawingsDir);

  const insert = db.prepare(`
    INSERT INTO enquiries (id, reference, from_name, email, subject, message, request_id, locale,
                           form, details, created_at, queued_at, status, attempts, next_attempt_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)
    ON CONFLICT DO NOTHING`);
  const insertAttachment = db.prepare(
    "INSERT INTO attachments (enquiry_id, position, name, kind, size, file) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const attachmentsOf = db.prepare(
    "SELECT id, name, kind, size, file FROM attachments WHERE enquiry_id = ? ORDER BY position",
  );
  const oneAttachment = db.prepare(`
    SELECT attachments.id, name, kind, size, file FROM attachments JOIN enquiries ON enquiries.id = enquiry_id
    WHERE enquiry_id = ? AND attachments.id = ? AND purged_at IS NULL`);
  const purgedFiles = db.prepare(
    "SELECT file FROM attachments WHERE enquiry_id IN (SELECT id FROM enquiries WHERE purged_at IS NOT NULL)",
  );
  const purgeAttachments = db.prepare(
    "DELETE FROM attachments WHERE enquiry_id IN (SELECT id FROM enquiries WHERE purged_at IS NOT NULL)",
  );
  const allFiles = db.prepare("SELECT file FROM attachments");
  const toAttachment = (row: AttachmentRow): StoredAttachment => ({
    id: row.id,
    name: row.name,
    kind: row.kind as AttachmentKind,
    size: row.size,
    path: join(drawingsDir, row.file),
  });
  const removeFiles = (files: readonly string[]) => {
    for (const name of files) rmSync(join(drawingsDir, name), { force: true });
  };
  const claim = db.prepare(`
    UPDATE enquiries SET status = 'sending', lease_until = ?, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM enquiries
      WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
      ORDER BY next_attempt_at LIMIT ?)
    RETURNING id, reference, from_name, email, subject, message, request_id, locale, form, details,
              created_at, queued_at, attempts`);
  const delivered = db.prepare(`
    UPDATE enquiries SET status = 'delivered', delivered_at = ?, lease_until = NULL,
                         next_attempt_at = NULL, last_error = NULL
    WHERE id = ?`);
  const retryLater = db.prepare(`
    UPDATE enquiries SET status = 'pending', next_attempt_at = ?, lease_until = NULL, last_error = ?
    WHERE id = ?`);
  const finished = db.prepare(`
    UPDATE enquiries SET status = ?, next_attempt_at = NULL, lease_until = NULL,
                         last_error = coalesce(?, last_error)
    WHERE id = ?`);
  // The privacy notice promises both: delivered enquiries lose their personal data a retention
  // time after delivery; those that never could be delivered, a retention time after they came.
  const purge = db.prepare(`
    UPDATE enquiries SET from_name = NULL, email = NULL, subject = NULL, message = NULL, details = NULL,
                         purged_at = ?
    WHERE purged_at IS NULL
      AND ((status = 'delivered' AND delivered_at <= ?)
        OR (status IN ('failed', 'expired') AND created_at <= ?))`);
  const statusOf = db.prepare("SELECT status FROM enquiries WHERE reference = ?");
  const overdue = db.prepare(`
    UPDATE enquiries SET overdue_at = ?
    WHERE status IN ('pending', 'sending') AND overdue_at IS NULL AND queued_at <= ?
    RETURNING reference, queued_at, last_error`);
  const deferredDue = db.prepare(`
    UPDATE enquiries SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?`);
  const waiting = db.prepare(`
    SELECT count(*) AS pending, min(queued_at) AS oldest FROM enquiries WHERE status IN ('pending', 'sending')`);
  const lastDelivered = db.prepare(
    "SELECT max(delivered_at) AS at FROM enquiries WHERE status = 'delivered'",
  );
  const lastWaitingError = db.prepare(`
    SELECT last_error FROM enquiries WHERE status IN ('pending', 'sending') AND last_error IS NOT NULL
    ORDER BY next_attempt_at DESC LIMIT 1`);
  const overdueOf = db.prepare("SELECT overdue_at FROM enquiries WHERE id = ?");
  const byEmail = db.prepare(`
    SELECT id, reference, status, form, created_at, delivered_at, locale, from_name, email, subject,
           message, details
    FROM enquiries WHERE email = ? COLLATE NOCASE ORDER BY created_at`);
  const deleteAttachmentsOf = db.prepare("DELETE FROM attachments WHERE enquiry_id = ? RETURNING file");
  const deleteEnquiry = db.prepare("DELETE FROM enquiries WHERE id = ?");
  const requeue = db.prepare(`
    UPDATE enquiries SET status = 'pending', next_attempt_at = ?, queued_at = ?, attempts = 0,
                         lease_until = NULL
    WHERE reference = ? AND status IN ('failed', 'expired') AND purged_at IS NULL`);

  const compact = () => db.exec("PRAGMA wal_checkpoint(TRUNCATE); VACUUM; PRAGMA wal_checkpoint(TRUNCATE);");

  /** BEGIN IMMEDIATE takes the write lock up front, so a second process waits (busy_timeout). */
  function transaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  return {
    now,
    uploadDir,

    enqueue(input, meta) {
      const createdAt = now();
      const attachments = input.attachments ?? [];
      // Only files the guards wrote: nothing a request says can name another path.
      for (const file of attachments) {
        if (dirname(resolve(file.path)) !== uploadDir) throw new Error("a drawing outside the upload folder");
      }
      const moved: string[] = [];
      try {
        return transaction((): QueuedEnquiry => {
          // ON CONFLICT DO NOTHING + a fresh reference: a collision costs one more insert.
          for (let attempt = 0; attempt < 20; attempt++) {
            const queued = { id: randomUUID(), reference: newReference() };
            const { changes } = insert.run(
              queued.id,
              queued.reference,
              input.from_name,
              input.email,
              input.subject,
              input.message,
              meta.requestId,
              meta.locale,
              input.form ?? "contact",
              input.details && Object.keys(input.details).length > 0 ? JSON.stringify(input.details) : null,
              createdAt,
              createdAt,
              createdAt,
            );
            if (changes !== 1) continue;
            // Moved and on disk before the commit: the visitor's reference stands for the files too.
            attachments.forEach((file: Attachment, position) => {
              const stored = storedFileName(queued.id, position);
              renameSync(file.path, join(drawingsDir, stored));
              moved.push(stored);
              insertAttachment.run(queued.id, position, file.name, file.kind, file.size, stored);
            });
            if (moved.length > 0) syncFolder(drawingsDir);
            return queued;
          }
          throw new Error("No free enquiry reference after 20 tries");
        });
      } catch (error) {
        // Not received: the files go with it (the visitor still has them).
        removeFiles(moved);
        throw error;
      }
    },

    releaseAbandoned() {
      const at = now();
      return Number(
        db
          .prepare(
            "UPDATE enquiries SET status = 'pending', next_attempt_at = ?, lease_until = NULL WHERE status = 'sending'",
          )
          .run(at).changes,
      );
    },

    claimDue(limit, leaseMs = defaultLeaseMs) {
      const at = now();
      const rows = transaction(() => claim.all(at + leaseMs, at, at, limit)) as unknown as ClaimedRow[];
      return rows
        .map((row) => ({
          id: row.id,
          reference: row.reference,
          from_name: row.from_name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          requestId: row.request_id,
          locale: row.locale,
          form: row.form === "quote" ? ("quote" as const) : ("contact" as const),
          details: row.details ? (JSON.parse(row.details) as Partial<Record<string, string>>) : {},
          attachments: (attachmentsOf.all(row.id) as unknown as AttachmentRow[]).map(toAttachment),
          createdAt: row.created_at,
          queuedAt: row.queued_at,
          attempts: row.attempts,
        }))
        .sort((a, b) => a.createdAt - b.createdAt);
    },

    markDelivered(id) {
      const row = overdueOf.get(id) as { overdue_at: number | null } | undefined;
      delivered.run(now(), id);
      return { wasOverdue: row?.overdue_at != null };
    },
    markRetry(id, error, nextAt) {
      retryLater.run(nextAt, error, id);
    },
    markFailed(id, error) {
      finished.run("failed", error, id);
    },
    markExpired(id, error) {
      finished.run("expired", error ?? null, id);
    },

    purgeDelivered(retentionMs) {
      const at = now();
      const { purged, files } = transaction(() => {
        const count = Number(purge.run(at, at - retentionMs, at - retentionMs).changes);
        const names = (purgedFiles.all() as { file: string }[]).map((row) => row.file);
        purgeAttachments.run();
        return { purged: count, files: names };
      });
      // After the commit: a stop in between leaves files without a row, which sweepFiles deletes.
      removeFiles(files);
      if (purged > 0) compact();
      return purged;
    },

    takeOverdue(since) {
      const rows = overdue.all(now(), since) as {
        reference: string;
        queued_at: number;
        last_error: string | null;
      }[];
      return rows.map((row) => ({
        reference: row.reference,
        queuedAt: row.queued_at,
        lastError: row.last_error,
      }));
    },

    releaseDeferred() {
      const at = now();
      return Number(deferredDue.run(at, at).changes);
    },

    state() {
      const { pending, oldest } = waiting.get() as { pending: number; oldest: number | null };
      const { at } = lastDelivered.get() as { at: number | null };
      const error = lastWaitingError.get() as { last_error: string } | undefined;
      return {
        pending,
        oldestPendingQueuedAt: oldest,
        lastDeliveredAt: at,
        lastError: error?.last_error ?? null,
      };
    },

    findByEmail(email) {
      const rows = byEmail.all(email.trim()) as unknown as (ClaimedRow & {
        status: OutboxStatus;
        delivered_at: number | null;
      })[];
      return rows.map((row) => ({
        reference: row.reference,
        status: row.status,
        form: row.form === "quote" ? ("quote" as const) : ("contact" as const),
        receivedAt: new Date(row.created_at).toISOString(),
        deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at).toISOString(),
        language: row.locale,
        name: row.from_name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        details: row.details ? (JSON.parse(row.details) as Partial<Record<string, string>>) : {},
        drawings: (attachmentsOf.all(row.id) as unknown as AttachmentRow[]).map(({ name, kind, size }) => ({
          name,
          kind,
          size,
        })),
      }));
    },

    eraseByEmail(email) {
      const { count, files } = transaction(() => {
        const ids = (byEmail.all(email.trim()) as { id: string }[]).map((row) => row.id);
        const names = ids.flatMap((id) =>
          (deleteAttachmentsOf.all(id) as { file: string }[]).map((row) => row.file),
        );
        for (const id of ids) deleteEnquiry.run(id);
        return { count: ids.length, files: names };
      });
      removeFiles(files);
      if (count > 0) compact();
      return count;
    },

    compact,

    sweepFiles() {
      const held = new Set((allFiles.all() as { file: string }[]).map((row) => row.file));
      let removed = 0;
      for (const entry of readdirSync(uploadDir)) {
        rmSync(join(uploadDir, entry), { force: true, recursive: true });
        removed++;
      }
      for (const entry of readdirSync(drawingsDir, { withFileTypes: true })) {
        if (entry.isFile() && !held.has(entry.name)) {
          rmSync(join(drawingsDir, entry.name), { force: true });
          removed++;
        }
      }
      return removed;
    },

    list({ statuses = ["pending", "sending", "failed", "expired"] } = {}) {
      if (statuses.length === 0) return [];
      const rows = db
        .prepare(
          `SELECT reference, status, created_at, attempts, next_attempt_at, last_error FROM enquiries
           WHERE status IN (${statuses.map(() => "?").join(", ")}) ORDER BY created_at`,
        )
        .all(...statuses) as unknown as ListedRow[];
      const at = now();
      return rows.map((row) => ({
        reference: row.reference,
        status: row.status,
        createdAt: row.created_at,
        ageMs: at - row.created_at,
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
        lastError: row.last_error,
      }));
    },

    attachment(enquiryId, attachmentId) {
      const row = oneAttachment.get(enquiryId, attachmentId) as AttachmentRow | undefined;
      return row ? toAttachment(row) : undefined;
    },

    retry(reference) {
      return transaction((): RetryOutcome => {
        const row = statusOf.get(reference) as { status: OutboxStatus } | undefined;
        if (!row) return { outcome: "unknown" };
        const at = now();
        if (requeue.run(at, at, reference).changes === 0) {
          return { outcome: "not-retryable", status: row.status };
        }
        return { outcome: "queued" };
      });
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}
