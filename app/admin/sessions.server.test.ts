import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultSessionSettings, openSessions, type Sessions } from "./sessions.server.ts";

let dataDir: string;
let sessions: Sessions;
const clock = { at: 1_000_000 };

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "sessions-"));
  sessions = openSessions({ dataDir, now: () => clock.at });
});
afterEach(() => {
  sessions.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stranger = { email: "omar@foundry.example", address: "203.0.113.9" };

describe("sign-in attempts", () => {
  it("a burst begun in one millisecond: withdrawing one attempt forgives that one alone", () => {
    const burst = Array.from({ length: defaultSessionSettings.attemptsPerAccount }, () =>
      sessions.begin(stranger),
    );
    expect(sessions.waitMs(stranger)).toBeGreaterThan(0);
    // One of them found the password work busy and was never checked.
    sessions.withdraw(burst[0]!);
    expect(sessions.waitMs(stranger)).toBe(0);
    sessions.begin(stranger);
    expect(sessions.waitMs(stranger)).toBeGreaterThan(0);
  });

  it("counts within the window and forgets after it", () => {
    for (let attempt = 0; attempt < defaultSessionSettings.attemptsPerAccount; attempt++) {
      sessions.begin(stranger);
      clock.at += 1000;
    }
    expect(sessions.waitMs(stranger)).toBeGreaterThan(0);
    clock.at += defaultSessionSettings.attemptWindowMs;
    expect(sessions.waitMs(stranger)).toBe(0);
  });

  it("the right password forgives the account's own slips, not a stranger's at the same address", () => {
    const colleague = { email: "giulia@foundry.example", address: stranger.address };
    for (let attempt = 0; attempt < 10; attempt++) sessions.begin(stranger);
    const mine = Array.from({ length: 4 }, () => sessions.begin(colleague));
    sessions.succeeded(mine[3]!);
    expect(sessions.waitMs(colleague)).toBe(0);
    expect(sessions.waitMs(stranger)).toBeGreaterThan(0);
  });
});
