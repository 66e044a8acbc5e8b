import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { referencePattern } from "./contract.ts";
import { type Outbox, openOutbox } from "./outbox.server.ts";

const enquiry = {
  from_name: "Anna Rossi",
  email: "anna@example.org",
  subject: "Castings for pump housings",
  message: "We need 40 duplex housings, about 120 kg each.",
};

let dataDir: string;
let clock: number;
const open: Outbox[] = [];

function outbox(): Outbox {
  const opened = openOutbox({ dataDir, now: () => clock });
  open.push(opened);
  return opened;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-"));
  clock = Date.UTC(2026, 10, 1);
});

afterEach(() => {
  for (const opened of open.splice(0)) opened.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("openOutbox", () => {
  it("commits an enquiry to the database file before enqueue returns; it survives reopening", () => {
    const queued = outbox().enqueue(enquiry, { requestId: "req-1", locale: "en" });

    // Another connection, as after a crash: WAL with synchronous=FULL, the row is already there.
    const db = new DatabaseSync(join(dataDir, "outbox.sqlite"), { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("SELECT status, email FROM enquiries WHERE id = ?").get(queued.id)).toEqual({
      status: "pending",
      email: enquiry.email,
    });
    db.close();

    open[0]!.close();
    const [claimed] = outbox().claimDue(10);
    expect(claimed).toMatchObject({ ...queued, ...enquiry, requestId: "req-1", attempts: 1 });
  });

  it("gives each enquiry a UUID and a distinct ENQ- reference from the unambiguous alphabet", () => {
    const store = outbox();
    const queued = Array.from({ length: 200 }, () =>
      store.enqueue(enquiry, { requestId: "r", locale: "en" }),
    );
    for (const { id, reference } of queued) {
      expect(reference).toMatch(referencePattern);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(queued.map((q) => q.reference)).size).toBe(queued.length);
  });

  it("leases a claimed enquiry: not claimed again until the lease runs out (a restart mid-send)", () => {
    const first = outbox();
    const { id } = first.enqueue(enquiry, { requestId: "r", locale: "en" });
    expect(first.claimDue(10, 60_000).map((row) => row.id)).toEqual([id]);
    expect(first.claimDue(10, 60_000)).toEqual([]);

    first.close();
    const restarted = outbox();
    clock += 59_999;
    expect(restarted.claimDue(10, 60_000)).toEqual([]);
    clock += 1;
    expect(restarted.claimDue(10, 60_000)).toMatchObject([{ id, attempts: 2 }]);
  });

  it("at start-up, makes what a killed process had in flight due again at once", () => {
    const first = outbox();
    const sending = first.enqueue(enquiry, { requestId: "r1", locale: "en" });
    const delivered = first.enqueue(enquiry, { requestId: "r2", locale: "en" });
    first.claimDue(10, 60_000);
    first.markDelivered(delivered.id);
    // kill -9: no chance to release the lease
    const restarted = outbox();
    expect(restarted.releaseAbandoned()).toBe(1);
    expect(restarted.claimDue(10, 60_000).map((row) => row.id)).toEqual([sending.id]);
  });

  it("claims a retried enquiry only once it is due, and a delivered one never", () => {
    const store = outbox();
    const a = store.enqueue(enquiry, { requestId: "a", locale: "en" });
    const b = store.enqueue(enquiry, { requestId: "b", locale: "en" });
    store.claimDue(10);
    store.markRetry(a.id, "ECONNECTION", clock + 1000);
    store.markDelivered(b.id);
    expect(store.claimDue(10)).toEqual([]);
    clock += 1000;
    expect(store.claimDue(10).map((row) => row.id)).toEqual([a.id]);
  });

  it("purges a delivered enquiry's personal data after the retention time and keeps its record", () => {
    const store = outbox();
    const old = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    const recent = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    store.claimDue(10);
    store.markDelivered(old.id);
    clock += 10_000;
    store.markDelivered(recent.id);
    clock += 5_000;

    expect(store.purgeDelivered(12_000)).toBe(1);
    expect(store.purgeDelivered(12_000)).toBe(0);

    const db = new DatabaseSync(join(dataDir, "outbox.sqlite"), { readOnly: true });
    const rows = db
      .prepare(
        "SELECT id, status, from_name, email, subject, message, purged_at FROM enquiries ORDER BY created_at",
      )
      .all();
    db.close();
    expect(rows).toContainEqual({
      id: old.id,
      status: "delivered",
      from_name: null,
      email: null,
      subject: null,
      message: null,
      purged_at: clock,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ id: recent.id, email: enquiry.email, purged_at: null }),
    );
  });

  it("purges an enquiry that could not be delivered a retention time after it came, and no longer retries it", () => {
    const store = outbox();
    const failed = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    store.claimDue(10);
    store.markFailed(failed.id, "550 no such user");
    clock += 11_000;
    expect(store.purgeDelivered(12_000)).toBe(0);
    clock += 2_000;
    expect(store.purgeDelivered(12_000)).toBe(1);
    expect(store.retry(failed.reference)).toEqual({ outcome: "not-retryable", status: "failed" });
  });

  it("lists what waits with reference, status, age and attempts, and nothing the visitor wrote", () => {
    const store = outbox();
    const pending = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    clock += 60_000;
    const failed = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    const delivered = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    store.claimDue(10);
    store.markRetry(pending.id, "ECONNECTION", clock + 1);
    store.markFailed(failed.id, "550 mailbox unavailable");
    store.markDelivered(delivered.id);

    const listing = store.list();
    expect(listing).toEqual([
      expect.objectContaining({
        reference: pending.reference,
        status: "pending",
        ageMs: 60_000,
        attempts: 1,
      }),
      expect.objectContaining({ reference: failed.reference, status: "failed", ageMs: 0, attempts: 1 }),
    ]);
    const text = JSON.stringify(listing);
    for (const value of Object.values(enquiry)) expect(text).not.toContain(value);
    expect(store.list({ statuses: ["delivered"] }).map((row) => row.reference)).toEqual([
      delivered.reference,
    ]);
  });

  it("puts a failed or expired enquiry back in the queue by its reference, and nothing else", () => {
    const store = outbox();
    const failed = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    const expired = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    const pending = store.enqueue(enquiry, { requestId: "r", locale: "en" });
    store.claimDue(2);
    store.markFailed(failed.id, "550");
    store.markExpired(expired.id, "ETIMEDOUT");
    clock += 5000;

    expect(store.retry(failed.reference)).toEqual({ outcome: "queued" });
    expect(store.retry(expired.reference)).toEqual({ outcome: "queued" });
    expect(store.retry(pending.reference)).toEqual({ outcome: "not-retryable", status: "pending" });
    expect(store.retry("ENQ-222222")).toEqual({ outcome: "unknown" });
    expect(store.claimDue(10)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: failed.id, attempts: 1, queuedAt: clock }),
        expect.objectContaining({ id: expired.id, attempts: 1, queuedAt: clock }),
      ]),
    );
  });
});

describe("an outbox written by the version before languages", () => {
  it("is upgraded in place: the enquiries queued before are kept and still delivered, without a language", () => {
    // The table as the previous version created it: no locale column, user_version 0.
    const db = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    db.exec(`CREATE TABLE enquiries (
      id TEXT PRIMARY KEY, reference TEXT NOT NULL UNIQUE, from_name TEXT, email TEXT, subject TEXT,
      message TEXT, request_id TEXT, created_at INTEGER NOT NULL, queued_at INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'expired')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER, lease_until INTEGER,
      last_error TEXT, delivered_at INTEGER, purged_at INTEGER) STRICT`);
    db.prepare(
      `INSERT INTO enquiries (id, reference, from_name, email, subject, message, request_id, created_at,
        queued_at, status, attempts, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
    ).run(
      "old-1",
      "ENQ-OLD234",
      enquiry.from_name,
      enquiry.email,
      enquiry.subject,
      enquiry.message,
      "r0",
      clock,
      clock,
      clock,
    );
    db.close();

    const upgraded = outbox();
    const queued = upgraded.enqueue(enquiry, { requestId: "r1", locale: "pt" });
    const claimed = upgraded.claimDue(10);
    expect(claimed.map((row) => [row.reference, row.locale])).toEqual([
      ["ENQ-OLD234", null],
      [queued.reference, "pt"],
    ]);

    // Opening it again applies nothing twice.
    expect(() => outbox()).not.toThrow();
    const check = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    expect(check.prepare("PRAGMA user_version").get()).toEqual({ user_version: 4 });
    check.close();
  });
});

describe("a request for quotation with drawings", () => {
  const drawingBytes = new Uint8Array([1, 2, 3, 250]);
  const photoBytes = new Uint8Array(70_000).fill(7);
  /** The files as the guards leave them: written to the outbox's incoming folder. */
  function uploaded(store: Outbox) {
    const write = (name: string, bytes: Uint8Array) => {
      const path = join(store.uploadDir, `upload-${name}`);
      writeFileSync(path, bytes);
      return path;
    };
    return {
      ...enquiry,
      form: "quote" as const,
      details: { partFamily: "hammer", quantity: "40" },
      attachments: [
        { name: "housing rev B.step", kind: "step" as const, size: 4, path: write("a", drawingBytes) },
        { name: "worn hammer.jpg", kind: "jpeg" as const, size: 70_000, path: write("b", photoBytes) },
      ],
    };
  }
  const drawingsDir = () => join(dataDir, "drawings");
  const storedFiles = () => readdirSync(drawingsDir()).filter((name) => name !== "incoming");

  it("keeps its fields and its files, byte for byte and in order, committed with the enquiry", () => {
    const store = outbox();
    store.enqueue(uploaded(store), { requestId: "r1", locale: "it" });
    // Another connection sees the files the moment enqueue returns: they were in its commit.
    const check = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    expect(check.prepare("SELECT count(*) AS files FROM attachments").get()).toEqual({ files: 2 });
    check.close();
    // Moved out of the incoming folder, which a restart empties.
    expect(readdirSync(store.uploadDir)).toEqual([]);
    const [claimed] = store.claimDue(1);
    expect(claimed?.form).toBe("quote");
    expect(claimed?.details).toEqual({ partFamily: "hammer", quantity: "40" });
    expect(claimed?.attachments.map(({ name, kind, size }) => [name, kind, size])).toEqual([
      ["housing rev B.step", "step", 4],
      ["worn hammer.jpg", "jpeg", 70_000],
    ]);
    expect(readFileSync(claimed!.attachments[0]!.path)).toEqual(Buffer.from(drawingBytes));
    expect(readFileSync(claimed!.attachments[1]!.path)).toEqual(Buffer.from(photoBytes));
    expect(store.attachment(claimed!.id, claimed!.attachments[1]!.id)?.name).toBe("worn hammer.jpg");
  });

  it("deletes the files with the personal data once the retention time has passed", () => {
    const store = outbox();
    store.enqueue(uploaded(store), { requestId: "r1", locale: "en" });
    const [claimed] = store.claimDue(1);
    store.markDelivered(claimed!.id);
    expect(storedFiles()).toHaveLength(2);
    clock += 31 * 24 * 3600 * 1000;
    expect(store.purgeDelivered(30 * 24 * 3600 * 1000)).toBe(1);
    expect(store.attachment(claimed!.id, claimed!.attachments[0]!.id)).toBeUndefined();
    expect(storedFiles()).toEqual([]);
    const check = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    expect(check.prepare("SELECT count(*) AS files FROM attachments").get()).toEqual({ files: 0 });
    expect(check.prepare("SELECT details FROM enquiries").get()).toEqual({ details: null });
    check.close();
  });

  it("takes only files from its own incoming folder", () => {
    const store = outbox();
    const outside = join(dataDir, "secret.txt");
    writeFileSync(outside, "not a drawing");
    const input = uploaded(store);
    const attachments = [{ ...input.attachments[0]!, path: outside }];
    expect(() => store.enqueue({ ...input, attachments }, { requestId: "r1", locale: "en" })).toThrow();
    expect(existsSync(outside)).toBe(true);
    expect(store.list()).toEqual([]);
  });

  it("not received, the files it had moved are deleted and nothing is queued", () => {
    const store = outbox();
    const input = uploaded(store);
    // The second file vanished before the commit (a disk fault): the first must not stay behind.
    rmSync(input.attachments[1]!.path);
    expect(() => store.enqueue(input, { requestId: "r1", locale: "en" })).toThrow();
    expect(storedFiles()).toEqual([]);
    expect(store.list()).toEqual([]);
  });

  it("at start, deletes uploads cut off by the last stop and drawings no enquiry holds", () => {
    const store = outbox();
    store.enqueue(uploaded(store), { requestId: "r1", locale: "en" });
    writeFileSync(join(store.uploadDir, "cut-off-upload"), "half a drawing");
    writeFileSync(join(drawingsDir(), "uncommitted-0"), "never committed");
    expect(store.sweepFiles()).toBe(2);
    expect(readdirSync(store.uploadDir)).toEqual([]);
    expect(storedFiles()).toHaveLength(2);
    const [claimed] = store.claimDue(1);
    expect(readFileSync(claimed!.attachments[0]!.path)).toEqual(Buffer.from(drawingBytes));
  });

  it("a contact enquiry without files reads as the contact form with no details", () => {
    const store = outbox();
    store.enqueue(enquiry, { requestId: "r1", locale: "en" });
    const [claimed] = store.claimDue(1);
    expect([claimed?.form, claimed?.details, claimed?.attachments]).toEqual(["contact", {}, []]);
  });
});

describe("an outbox that kept drawings in the database (version 2)", () => {
  it("moves them into files of their own, byte for byte, and still delivers them", () => {
    const store = outbox();
    const queued = store.enqueue(enquiry, { requestId: "r1", locale: "en" });
    store.close();
    // Back to version 2: the attachments table with the bytes in it.
    const bytes = new Uint8Array(5000).map((_, index) => index % 251);
    const db = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    db.exec(`DROP TABLE attachments;
      CREATE TABLE attachments (id INTEGER PRIMARY KEY, enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
        position INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, size INTEGER NOT NULL,
        data BLOB NOT NULL) STRICT;
      ALTER TABLE enquiries DROP COLUMN overdue_at;
      PRAGMA user_version = 2;`);
    db.prepare(
      "INSERT INTO attachments (enquiry_id, position, name, kind, size, data) VALUES (?, 0, ?, 'pdf', ?, ?)",
    ).run(queued.id, "plan.pdf", bytes.length, bytes);
    db.close();

    const upgraded = outbox();
    const [claimed] = upgraded.claimDue(1);
    expect(claimed?.attachments.map(({ name, kind, size }) => [name, kind, size])).toEqual([
      ["plan.pdf", "pdf", 5000],
    ]);
    expect(readFileSync(claimed!.attachments[0]!.path)).toEqual(Buffer.from(bytes));
    const check = new DatabaseSync(join(dataDir, "outbox.sqlite"));
    expect(check.prepare("PRAGMA user_version").get()).toEqual({ user_version: 4 });
    expect(
      check.prepare("SELECT name FROM pragma_table_info('attachments') WHERE name = 'data'").all(),
    ).toEqual([]);
    check.close();
  });
});
