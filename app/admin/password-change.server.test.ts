import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Accounts, openAccounts } from "./accounts.server.ts";
import { changePassword } from "./password-change.server.ts";
import { defaultSessionSettings, openSessions, type Sessions } from "./sessions.server.ts";

const email = "giulia@foundry.example";
const old = "cast iron is heavy 42";
const fresh = "a brand new password";
let dataDir: string;
let stores: { accounts: Accounts; sessions: Sessions };

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "password-change-"));
  stores = { accounts: openAccounts({ dataDir }), sessions: openSessions({ dataDir }) };
  await stores.accounts.add({ email, role: "editor", password: old });
});
afterEach(() => {
  stores.accounts.close();
  stores.sessions.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const change = (fields: Partial<{ current: string; next: string; again: string }>) =>
  changePassword(stores, email, { current: old, next: fresh, again: fresh, ...fields }, "203.0.113.9");

describe("changePassword", () => {
  it("ends every session of the account and starts one under a new id", async () => {
    const before = stores.sessions.start(email);
    const outcome = await change({});
    expect(outcome.changed).toBe(true);
    if (!outcome.changed) return;
    expect(outcome.sessionId).not.toBe(before.id);
    expect(stores.sessions.touch(before.id)).toBeUndefined();
    expect(stores.sessions.touch(outcome.sessionId)?.email).toBe(email);
    expect(await stores.accounts.verify(email, fresh)).toBeDefined();
    expect(await stores.accounts.verify(email, old)).toBeUndefined();
  });

  it("says the new password's own faults at its field before any password check", async () => {
    expect(await change({ next: "short", again: "short" })).toEqual({
      changed: false,
      problem: { field: "next", kind: "tooShort", min: 12 },
    });
    const long = "x".repeat(1025);
    expect(await change({ next: long, again: long })).toMatchObject({
      problem: { kind: "tooLong", max: 1024 },
    });
    expect(await change({ again: "another new password" })).toMatchObject({
      problem: { field: "again", kind: "differ" },
    });
    // None of them counted as a guess at the current password.
    expect(stores.sessions.waitMs({ email, address: "203.0.113.9", device: `password:${email}` })).toBe(0);
    expect(await stores.accounts.verify(email, old)).toBeDefined();
  });

  it("refuses a wrong current password, and waits after five wrong guesses", async () => {
    for (let guess = 0; guess < defaultSessionSettings.attemptsPerAccount; guess++)
      expect(await change({ current: `guess number ${guess}` })).toMatchObject({
        problem: { field: "current", kind: "wrongCurrent" },
      });
    const waiting = await change({});
    expect(waiting).toMatchObject({ changed: false, problem: { field: "current", kind: "tooMany" } });
    if (!waiting.changed && waiting.problem.kind === "tooMany")
      expect(waiting.problem.waitSeconds).toBeGreaterThan(0);
    expect(await stores.accounts.verify(email, old)).toBeDefined();
  });
});
