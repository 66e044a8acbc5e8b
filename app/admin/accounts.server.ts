/**
 * The editor's accounts (issue 20): who may change the site in the browser, with which role and,
 * for a translator, which languages. Kept in DATA_DIR/admin.sqlite beside the outbox, made and
 * changed only on the server (`npm run admin`), never from a web page. Passwords are stored as
 * scrypt hashes (memory-hard: 32 MiB and a fresh salt each), computed on a thread of their own
 * (password-work.server.ts) and compared in constant time; an unknown address costs the same work
 * as a known one, so timing says nothing of who has an account. A new password, or an account
 * removed, ends every session of the account.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { defaultLocale, type LocaleCode, locales } from "../locales.ts";
import { accountsFile, openAdminDatabase } from "./admin-db.server.ts";
import { type Priority, scryptOnThread } from "./password-work.server.ts";

export { accountsFile } from "./admin-db.server.ts";

export const roles = ["admin", "editor", "translator"] as const;
export type Role = (typeof roles)[number];

/** The languages a translator may be given: every one but English, which they translate from. */
export const translatedLanguages = locales
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => locale.code) as LocaleCode[];

import { passwordMaxLength, passwordMinLength } from "./password-rules.ts";

export { passwordMaxLength, passwordMinLength };

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

/** How a check waits its turn on the password thread (password-work.server.ts). */
export interface CheckOptions {
  priority?: Priority;
  /** Queue however long the line is: the operator's own command, never a request. */
  wait?: boolean;
}

function derive(password: string, salt: Buffer, params = cost, options: CheckOptions = {}): Promise<Buffer> {
  return scryptOnThread(password.normalize("NFC"), salt, keyLength, params, options);
}

/** `scrypt$N$r$p$salt$hash`, base64url: what is stored, never the password. */
export async function hashPassword(
  password: string,
  options: CheckOptions = { wait: true },
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, options);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function passwordMatches(
  password: string,
  stored: string,
  options: CheckOptions = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(
    password,
    Buffer.from(salt, "base64url"),
    { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem },
    options,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: compared against when the address has no account. */
let decoyHash: Promise<string> | undefined;
const decoy = () =>
  (decoyHash ??= hashPassword(randomBytes(24).toString("base64url")).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  }));

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
  /** A new password; every session of the account ends (the caller may start one anew). */
  setPassword(email: string, password: string): Promise<void>;
  /**
   * The account, when the password is its own; undefined otherwise, in the same time either way.
   * Rejects with PasswordWorkBusy, at once, when too many checks are waiting.
   */
  verify(email: string, password: string, options?: CheckOptions): Promise<Account | undefined>;
  close(): void;
}

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
      verify: async (_email, password, options) => {
        await passwordMatches(password.slice(0, passwordMaxLength), await decoy(), options);
        return undefined;
      },
      close: () => {},
    };
  }
  const db = openAdminDatabase(dataDir);
  // Ready before the first sign-in: an unknown address's first check must cost what a known one's does.
  void decoy().catch(() => undefined);
  const all = db.prepare("SELECT email, role, languages, password, created_at FROM accounts ORDER BY email");
  const one = db.prepare("SELECT email, role, languages, password, created_at FROM accounts WHERE email = ?");
  const insert = db.prepare(
    "INSERT INTO accounts (email, role, languages, password, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const drop = db.prepare("DELETE FROM accounts WHERE email = ?");
  const newPassword = db.prepare("UPDATE accounts SET password = ? WHERE email = ?");
  const endSessions = db.prepare("DELETE FROM sessions WHERE email = ?");
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
    remove(email) {
      const address = email.trim().toLowerCase();
      endSessions.run(address);
      return drop.run(address).changes > 0;
    },
    async setPassword(email, password) {
      const address = email.trim().toLowerCase();
      if (!row(address)) throw new AccountError(`${address} has no account`);
      checkPassword(password);
      const hash = await hashPassword(password);
      // One transaction: no session started with the old password outlives the new one.
      db.exec("BEGIN IMMEDIATE");
      try {
        newPassword.run(hash, address);
        endSessions.run(address);
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async verify(email, password, options) {
      const found = row(email.trim().toLowerCase());
      const matches = await passwordMatches(
        password.slice(0, passwordMaxLength),
        found?.password ?? (await decoy()),
        options,
      );
      return found && matches ? toAccount(found) : undefined;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
