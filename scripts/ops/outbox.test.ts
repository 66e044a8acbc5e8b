/** The owner's queue command, run as `npm run outbox` runs it, against a real outbox file. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openOutbox } from "../../app/enquiry/outbox.server.ts";

const script = fileURLToPath(new URL("./outbox.ts", import.meta.url));
const enquiry = {
  from_name: "Anna Rossi",
  email: "anna@example.org",
  subject: "Castings for pump housings",
  message: "We need 40 duplex housings.",
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-cli-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function outboxCommand(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 10_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run outbox", () => {
  it("lists what waits without what the visitor wrote, and retries a failed enquiry by reference", () => {
    const outbox = openOutbox({ dataDir });
    const failed = outbox.enqueue(enquiry, { requestId: "r1", locale: "en" });
    const waiting = outbox.enqueue(enquiry, { requestId: "r2", locale: "en" });
    outbox.claimDue(1);
    outbox.markFailed(failed.id, "EENVELOPE after RCPT TO 550 5.1.1 mailbox unavailable");
    outbox.close();

    const listed = outboxCommand("list");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${failed.reference}\\s+failed\\s+\\d+s\\s+1\\s+EENVELOPE`));
    expect(listed.stdout).toMatch(new RegExp(`${waiting.reference}\\s+pending\\s+\\d+s\\s+0`));
    for (const value of Object.values(enquiry)) expect(listed.stdout).not.toContain(value);

    expect(outboxCommand("retry", failed.reference)).toMatchObject({ status: 0 });
    expect(outboxCommand("list").stdout).toMatch(new RegExp(`${failed.reference}\\s+pending`));
    expect(outboxCommand("retry", waiting.reference)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("only failed or expired") as string,
    });
    expect(outboxCommand("retry", "ENQ-222222")).toMatchObject({ status: 1 });
    expect(outboxCommand("send")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("usage") as string,
    });
    // Six runs of the command, a Node start each (~1 s with the rest of the suite beside it).
  }, 30_000);
});

describe("npm run outbox -- show", () => {
  it("finds one enquiry by the reference a buyer quotes, delivered or not, its times in UTC and how to find its log lines", () => {
    const outbox = openOutbox({ dataDir });
    const delivered = outbox.enqueue(enquiry, { requestId: "r1", locale: "en" });
    outbox.claimDue(1);
    outbox.markDelivered(delivered.id);
    outbox.close();
    const shown = outboxCommand("show", delivered.reference.toLowerCase());
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(
      new RegExp(
        `^${delivered.reference}: delivered, received \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC`,
      ),
    );
    expect(shown.stdout).toContain(`journalctl -u foundry --grep ${delivered.reference}`);
    for (const value of Object.values(enquiry)) expect(shown.stdout).not.toContain(value);
    expect(outboxCommand("show", "ENQ-222222")).toMatchObject({ status: 1 });
  }, 30_000);
});

describe("npm run outbox without the server's data folder", () => {
  it("refuses to run instead of creating an empty outbox and reporting nothing waits", () => {
    const missing = join(dataDir, "not-the-data-folder");
    const result = spawnSync(process.execPath, [script, "list"], {
      env: { PATH: process.env.PATH, DATA_DIR: missing },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no outbox at");
    expect(result.stdout).not.toContain("every one was delivered");
    expect(existsSync(missing)).toBe(false);
  });
});
