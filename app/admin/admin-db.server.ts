/**
 * The editor's database, DATA_DIR/admin.sqlite, beside the outbox: its accounts, their sessions
 * and the audit log, opened the same way by everything that reads them (the server, `npm run
 * admin`, the backup's checks). Made readable by the service's user only.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

export const accountsFile = (dataDir: string) => join(resolve(dataDir), "admin.sqlite");

export function openAdminDatabase(dataDir: string): DatabaseSync {
  const file = accountsFile(dataDir);
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;
    CREATE TABLE IF NOT EXISTS accounts (
      email TEXT PRIMARY KEY,
      role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'translator')),
      languages TEXT NOT NULL DEFAULT '',
      password TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT;
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
  return db;
}
