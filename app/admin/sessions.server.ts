/**
 * Who is signed in to the editor, kept on the server (DATA_DIR/admin.sqlite): a session is a random
 * id whose hash is stored, so a copy of the database signs no one in; it ends on sign-out, after
 * `idleMs` without a request or `maxMs` in all, when its account is removed and when its password
 * changes. Also the audit log (who signed in or failed to, who saved, published or undid; never a
 * password) and the limit on sign-in attempts, which says the same whether or not the account
 * exists. An attempt counts when it starts, before its password is checked, so a burst in flight
 * meets the limit as a sequence does. From a browser that signed in to the account before (its
 * device cookie, router.server.ts), attempts count against that browser alone: a stranger's
 * guesses elsewhere slow the stranger and lock the account to new browsers, never its own person.
 */
import { createHash, randomBytes } from "node:crypto";
import { openAdminDatabase } from "./admin-db.server.ts";

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
  /** Sign-in attempts within `attemptWindowMs` after which that account, address or browser waits. */
  attemptsPerAccount: number;
  attemptsPerAddress: number;
  attemptsPerDevice: number;
  attemptWindowMs: number;
}

export const defaultSessionSettings: SessionSettings = {
  idleMs: 30 * 60 * 1000,
  maxMs: 12 * 60 * 60 * 1000,
  attemptsPerAccount: 5,
  attemptsPerAddress: 20,
  attemptsPerDevice: 5,
  attemptWindowMs: 15 * 60 * 1000,
};

/** A sign-in attempt, counted from its start (begin) until it is forgiven or left to count. */
export interface SignInAttempt {
  keys: string[];
  /** This attempt's own number: a burst's attempts share their millisecond, never this. */
  serial: number;
  at: number;
  email: string;
}

/** One counted attempt: when, at which account, and which attempt made it. */
interface Mark {
  serial: number;
  at: number;
  email: string;
}

/** Who is trying: the account typed, the client's address, and a browser that signed in to it before. */
export interface SignInFrom {
  email: string;
  address: string;
  /**
   * A limit of its own instead of the account's and the address's: the browser's device id, when
   * its device cookie is valid for this account; or the account's password change.
   */
  device?: string;
}

export interface Sessions {
  start(email: string): { id: string; session: Session };
  /** The live session of this cookie's id, its idle clock restarted; undefined when none. */
  touch(id: string): Session | undefined;
  end(id: string): void;
  /** Every session of an account (a removed account, a changed password). */
  endAll(email: string): void;
  /** How long until this sign-in may be tried (0: now). */
  waitMs(from: SignInFrom): number;
  /** Counts a sign-in attempt before its password is checked. */
  begin(from: SignInFrom): SignInAttempt;
  /** The right password: this attempt and the account's (or browser's) earlier ones are forgiven. */
  succeeded(attempt: SignInAttempt): void;
  /** An attempt whose password was never checked (the password thread was busy): not counted. */
  withdraw(attempt: SignInAttempt): void;
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
  const db = openAdminDatabase(dataDir);
  // Attempts are kept in memory: a restart forgives them, which costs an attacker a restart of ours.
  // Each mark names the account it was for: one person's right password forgives their own typos
  // at the address too, so an office behind one address is not locked out by its people's slips,
  // while a stranger's guesses, never right, keep counting (issue 49).
  const failures = new Map<string, Mark[]>();
  let serials = 0;
  const recent = (key: string) => {
    const since = now() - settings.attemptWindowMs;
    const kept = (failures.get(key) ?? []).filter((mark) => mark.at > since);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const waitFor = (key: string, limit: number) => {
    const marks = recent(key);
    if (marks.length < limit) return 0;
    return Math.max(0, (marks[marks.length - limit]?.at ?? 0) + settings.attemptWindowMs - now());
  };
  /** The limits a sign-in meets: its browser's alone when trusted, else the account's and the address's. */
  const keysOf = ({ email, address, device }: SignInFrom) =>
    device
      ? [{ key: `device:${device}`, limit: settings.attemptsPerDevice }]
      : [
          { key: `account:${email.trim().toLowerCase()}`, limit: settings.attemptsPerAccount },
          { key: `address:${address}`, limit: settings.attemptsPerAddress },
        ];
  /** Takes the marks `which` picks back out of a key's count. */
  const forget = (key: string, which: (mark: Mark) => boolean) => {
    const kept = recent(key).filter((mark) => !which(mark));
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
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
    waitMs: (from) => Math.max(...keysOf(from).map(({ key, limit }) => waitFor(key, limit))),
    begin(from) {
      const at = now();
      // Many accounts typed once each (a sweep of guessed addresses): the old marks go.
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key);
      const keys = keysOf(from).map(({ key }) => key);
      const email = from.email.trim().toLowerCase();
      const serial = ++serials;
      for (const key of keys) failures.set(key, [...recent(key), { serial, at, email }]);
      return { keys, serial, at, email };
    },
    succeeded(attempt) {
      // The account's own marks, here and at the address: this person knew the password.
      for (const key of attempt.keys)
        if (key.startsWith("address:")) forget(key, (mark) => mark.email === attempt.email);
        else failures.delete(key);
    },
    withdraw(attempt) {
      // This attempt alone: matched by time and account, one busy refusal in a burst (all begun
      // in the same millisecond) forgave every guess of it, and the right password got through.
      for (const key of attempt.keys) forget(key, (mark) => mark.serial === attempt.serial);
    },
    audit: (email, action, detail = "") => void addAudit.run(now(), email, action, detail),
    auditLog: (limit = 100) => readAudit.all(limit) as unknown as AuditEntry[],
    close() {
      if (db.isOpen) db.close();
    },
  };
}
