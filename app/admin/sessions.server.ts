/**
 * Who is signed in to the editor, kept on the server (DATA_DIR/admin.sqlite): a session is a random
 * id whose hash is stored, so a copy of the database signs no one in; it ends on sign-out, after
 * `idleMs` without a request or `maxMs` in all, and when its account is removed. Also the audit
 * log (who signed in or failed to, who saved, published or undid; never a password) and the limit
 * on sign-in attempts, per account typed and per address, which says the same whether or not the
 * account exists.
 */
import { createHash, randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { accountsFile } from "./accounts.server.ts";

export interface Session {
  email: string;
  /** The anti-forgery token every write of this session carries. */
  csrf: string;
  createdAt: number;
}

export interface AuditEntry {
  at: number;
  email: string;
  action: string;
  detail: string;
}

export interface SessionSettings {
  idleMs: number;
  maxMs: number;
  /** Failed sign-ins within `attemptWindowMs` after which that account, or address, waits. */
  attemptsPerAccount: number;
  attemptsPerAddress: number;
  attemptWindowMs: number;
}

export const defaultSessionSettings: SessionSettings = {
  idleMs: 30 * 60 * 1000,
  maxMs: 12 * 60 * 60 * 1000,
  attemptsPerAccount: 5,
  attemptsPerAddress: 20,
  attemptWindowMs: 15 * 60 * 1000,
};

export interface Sessions {
  start(email: string): { id: string; session: Session };
  /** The live session of this cookie's id, its idle clock restarted; undefined when none. */
  touch(id: string): Session | undefined;
  end(id: string): void;
  /** Every session of an account (a removed account, a changed password). */
  endAll(email: string): void;
  /** How long until this account and address may try again (0: now). */
  waitMs(email: string, address: string): number;
  failed(email: string, address: string): void;
  succeeded(email: string): void;
  audit(email: string, action: string, detail?: string): void;
  auditLog(limit?: number): AuditEntry[];
  close(): void;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

export function openSessions({
  dataDir,
  settings = defaultSessionSettings,
  now = Date.now,
}: {
  dataDir: string;
  settings?: SessionSettings;
  now?: () => number;
}): Sessions {
  const file = accountsFile(dataDir);
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;
    CREATE TABLE IF NOT EXISTS sessions (
      id_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      csrf TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      last_seen INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS audit (
      at INTEGER NOT NULL,
      email TEXT NOT NULL,
      action TEXT NOT NULL,
      detail TEXT NOT NULL DEFAULT ''
    ) STRICT;
  `);
  // Attempts are kept in memory: a restart forgives them, which costs an attacker a restart of ours.
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - settings.attemptWindowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const waitFor = (key: string, limit: number) => {
    const times = recent(key);
    if (times.length < limit) return 0;
    return Math.max(0, (times[times.length - limit] ?? 0) + settings.attemptWindowMs - now());
  };
  const insert = db.prepare(
    "INSERT INTO sessions (id_hash, email, csrf, created_at, last_seen) VALUES (?, ?, ?, ?, ?)",
  );
  const byId = db.prepare("SELECT email, csrf, created_at, last_seen FROM sessions WHERE id_hash = ?");
  const seen = db.prepare("UPDATE sessions SET last_seen = ? WHERE id_hash = ?");
  const drop = db.prepare("DELETE FROM sessions WHERE id_hash = ?");
  const dropAll = db.prepare("DELETE FROM sessions WHERE email = ?");
  const accountExists = db.prepare("SELECT 1 FROM accounts WHERE email = ?");
  const addAudit = db.prepare("INSERT INTO audit (at, email, action, detail) VALUES (?, ?, ?, ?)");
  const readAudit = db.prepare(
    "SELECT at, email, action, detail FROM audit ORDER BY at DESC, rowid DESC LIMIT ?",
  );

  return {
    start(email) {
      const id = randomBytes(32).toString("base64url");
      const session = { email, csrf: randomBytes(24).toString("base64url"), createdAt: now() };
      insert.run(hashOf(id), email, session.csrf, session.createdAt, session.createdAt);
      return { id, session };
    },
    touch(id) {
      const key = hashOf(id);
      const row = byId.get(key) as
        { email: string; csrf: string; created_at: number; last_seen: number } | undefined;
      if (!row) return undefined;
      const at = now();
      let alive = at - row.last_seen <= settings.idleMs && at - row.created_at <= settings.maxMs;
      // A removed account signs out everywhere at its next request.
      try {
        alive &&= accountExists.get(row.email) !== undefined;
      } catch {
        alive = false;
      }
      if (!alive) {
        drop.run(key);
        return undefined;
      }
      seen.run(at, key);
      return { email: row.email, csrf: row.csrf, createdAt: row.created_at };
    },
    end: (id) => void drop.run(hashOf(id)),
    endAll: (email) => void dropAll.run(email),
    waitMs: (email, address) =>
      Math.max(
        waitFor(`account:${email.trim().toLowerCase()}`, settings.attemptsPerAccount),
        waitFor(`address:${address}`, settings.attemptsPerAddress),
      ),
    failed(email, address) {
      for (const key of [`account:${email.trim().toLowerCase()}`, `address:${address}`])
        failures.set(key, [...recent(key), now()]);
    },
    succeeded(email) {
      failures.delete(`account:${email.trim().toLowerCase()}`);
    },
    audit: (email, action, detail = "") => void addAudit.run(now(), email, action, detail),
    auditLog: (limit = 100) => readAudit.all(limit) as unknown as AuditEntry[],
    close() {
      if (db.isOpen) db.close();
    },
  };
}
