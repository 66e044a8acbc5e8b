/**
 * The editor's accounts (issue 20): who may change the site in the browser, with which role and,
 * for a translator, which languages. Kept in DATA_DIR/admin.sqlite beside the outbox, made and
 * changed only on the server (`npm run admin`), never from a web page. Passwords are stored as
 * scrypt hashes (memory-hard: 32 MiB and a fresh salt each), compared in constant time; an unknown
 * address costs the same work as a known one, so timing says nothing of who has an account.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";

export const roles = ["admin", "editor", "translator"] as const;
export type Role = (typeof roles)[number];

/** The languages a translator may be given: every one but English, which they translate from. */
export const translatedLanguages = locales
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => locale.code) as LocaleCode[];

export const passwordMinLength = 12;
const passwordMaxLength = 1024;

export interface Account {
  email: string;
  role: Role;
  /** A translator's languages; empty for the other roles, who have them all. */
  languages: LocaleCode[];
  createdAt: number;
}

/** A request an operator can correct: said in one line, never a stack. */
export class AccountError extends Error {}

// One of OWASP's recommended scrypt settings: N = 2^15, r = 8 (32 MiB), p = 3.
const cost = { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

function derive(password: string, salt: Buffer, params = cost): Promise<Buffer> {
  return new Promise((resolvePromise, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, params, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url: what is stored, never the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: compared against when the address has no account. */
const decoy = hashPassword(randomBytes(24).toString("base64url"));

export function checkPassword(password: string): void {
  if ([...password].length < passwordMinLength)
    throw new AccountError(`the password must have at least ${passwordMinLength} characters`);
  if (password.length > passwordMaxLength)
    throw new AccountError(`the password must have at most ${passwordMaxLength} characters`);
}

export function normalEmail(email: string): string {
  const normal = email.trim().toLowerCase();
  if (!/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(normal))
    throw new AccountError(`"${email}" is not an email address`);
  return normal;
}

export interface Accounts {
  count(): number;
  list(): Account[];
  find(email: string): Account | undefined;
  add(account: {
    email: string;
    role: Role;
    languages?: readonly string[];
    password: string;
  }): Promise<Account>;
  remove(email: string): boolean;
  setPassword(email: string, password: string): Promise<void>;
  /** The account, when the password is its own; undefined otherwise, in the same time either way. */
  verify(email: string, password: string): Promise<Account | undefined>;
  close(): void;
}

export const accountsFile = (dataDir: string) => join(resolve(dataDir), "admin.sqlite");

interface AccountRow {
  email: string;
  role: string;
  languages: string;
  password: string;
  created_at: number;
}

const toAccount = (row: AccountRow): Account => ({
  email: row.email,
  role: row.role as Role,
  languages: row.languages ? (row.languages.split(",") as LocaleCode[]) : [],
  createdAt: row.created_at,
});

function languagesFor(role: Role, languages: readonly string[] = []): LocaleCode[] {
  if (role !== "translator") {
    if (languages.length > 0)
      throw new AccountError(`--languages is for translators; an ${role} has every language`);
    return [];
  }
  if (languages.length === 0)
    throw new AccountError(
      `a translator needs --languages, e.g. --languages ${translatedLanguages.join(",")}`,
    );
  const unknown = languages.filter((code) => !(translatedLanguages as string[]).includes(code));
  if (unknown.length > 0)
    throw new AccountError(
      `a translator's languages are among ${translatedLanguages.join(", ")} (English is what they translate from), not ${unknown.join(", ")}`,
    );
  return [...new Set(languages)] as LocaleCode[];
}

export function openAccounts({ dataDir, create = true }: { dataDir: string; create?: boolean }): Accounts {
  const file = accountsFile(dataDir);
  if (!create && !existsSync(file)) {
    // No account yet: an empty list, without making the file (the editor stays off).
    return {
      count: () => 0,
      list: () => [],
      find: () => undefined,
      add: () => Promise.reject(new AccountError("no accounts file")),
      remove: () => false,
      setPassword: () => Promise.reject(new AccountError("no accounts file")),
      verify: async (_email, password) => {
        await passwordMatches(password, await decoy);
        return undefined;
      },
      close: () => {},
    };
  }
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
  `);
  const all = db.prepare("SELECT email, role, languages, password, created_at FROM accounts ORDER BY email");
  const one = db.prepare("SELECT email, role, languages, password, created_at FROM accounts WHERE email = ?");
  const insert = db.prepare(
    "INSERT INTO accounts (email, role, languages, password, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const drop = db.prepare("DELETE FROM accounts WHERE email = ?");
  const newPassword = db.prepare("UPDATE accounts SET password = ? WHERE email = ?");
  const row = (email: string) => one.get(email) as AccountRow | undefined;

  return {
    count: () => (db.prepare("SELECT count(*) AS n FROM accounts").get() as { n: number }).n,
    list: () => (all.all() as unknown as AccountRow[]).map(toAccount),
    find(email) {
      const found = row(email.trim().toLowerCase());
      return found ? toAccount(found) : undefined;
    },
    async add({ email, role, languages, password }) {
      const address = normalEmail(email);
      if (!roles.includes(role))
        throw new AccountError(`the role is one of ${roles.join(", ")}, not "${role}"`);
      const given = languagesFor(role, languages);
      checkPassword(password);
      const hash = await hashPassword(password);
      const createdAt = Date.now();
      if (insert.run(address, role, given.join(","), hash, createdAt).changes === 0)
        throw new AccountError(`${address} has an account already (reset-password changes its password)`);
      return { email: address, role, languages: given, createdAt };
    },
    remove: (email) => drop.run(email.trim().toLowerCase()).changes > 0,
    async setPassword(email, password) {
      const address = email.trim().toLowerCase();
      if (!row(address)) throw new AccountError(`${address} has no account`);
      checkPassword(password);
      newPassword.run(await hashPassword(password), address);
    },
    async verify(email, password) {
      const found = row(email.trim().toLowerCase());
      const matches = await passwordMatches(
        password.slice(0, passwordMaxLength),
        found?.password ?? (await decoy),
      );
      return found && matches ? toAccount(found) : undefined;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
