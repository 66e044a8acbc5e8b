/**
 * `npm run admin`, as the IT person runs it on the server: accounts are made with a password typed
 * twice (piped here), stored as a memory-hard hash, listed without it, changed and removed; mistakes
 * are one line and change nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountsFile, openAccounts } from "../../app/admin/accounts.server.ts";

const script = fileURLToPath(new URL("./admin.ts", import.meta.url));
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "admin-cli-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(args: string[], input = "") {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

const password = "cast iron is heavy 42";

// Each command is a Node process that derives scrypt hashes: seconds each on a busy machine.
describe("npm run admin", { timeout: 30_000 }, () => {
  it("adds an editor and a translator, lists them without their passwords, and one can sign in", async () => {
    expect(admin(["list-users"]).stdout).toMatch(/No accounts: the editor at \/admin is off/);
    expect(existsSync(accountsFile(dataDir))).toBe(false);

    expect(
      admin(["add-user", "Giulia@Foundry.example", "--role", "editor"], `${password}\n${password}\n`),
    ).toMatchObject({
      status: 0,
      stdout: "✓ giulia@foundry.example can sign in at /admin as editor.",
    });
    expect(
      admin(
        ["add-user", "omar@foundry.example", "--role", "translator", "--languages", "ar"],
        `${password}\n${password}\n`,
      ).status,
    ).toBe(0);

    const listed = admin(["list-users"]);
    expect(listed.stdout).toMatch(
      /^giulia@foundry\.example {2}editor {2}since \d{4}-\d{2}-\d{2}\nomar@foundry\.example {2}translator \(ar\)/,
    );
    expect(statSync(accountsFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(readFileSync(accountsFile(dataDir)).toString("latin1")).not.toContain(password);

    const accounts = openAccounts({ dataDir });
    expect((await accounts.verify("GIULIA@foundry.example", password))?.role).toBe("editor");
    expect(await accounts.verify("giulia@foundry.example", `${password}!`)).toBeUndefined();
    expect(await accounts.verify("nobody@foundry.example", password)).toBeUndefined();
    accounts.close();
  });

  it.each([
    [["add-user", "a@b.example", "--role", "editor"], "too short\ntoo short\n", /at least 12 characters/],
    [
      ["add-user", "a@b.example", "--role", "editor"],
      `${password}\n${password}x\n`,
      /the two passwords differ/,
    ],
    [
      ["add-user", "a@b.example", "--role", "owner"],
      `${password}\n${password}\n`,
      /the role is one of admin, editor, translator/,
    ],
    [
      ["add-user", "a@b.example", "--role", "translator"],
      `${password}\n${password}\n`,
      /a translator needs --languages/,
    ],
    [
      ["add-user", "a@b.example", "--role", "translator", "--languages", "en"],
      `${password}\n${password}\n`,
      /English is what they translate from/,
    ],
    [
      ["add-user", "not-an-address", "--role", "editor"],
      `${password}\n${password}\n`,
      /is not an email address/,
    ],
  ])("refuses %j in one line and makes no account", (args, input, why) => {
    const result = admin(args, input);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(why);
    expect(result.stderr.split("\n")).toHaveLength(1);
    expect(admin(["list-users"]).stdout).toMatch(/No accounts/);
  });

  it("changes a password, and removes an account", async () => {
    admin(["add-user", "giulia@foundry.example", "--role", "admin"], `${password}\n${password}\n`);
    const changed = "a new and longer password";
    expect(admin(["reset-password", "giulia@foundry.example"], `${changed}\n${changed}\n`).status).toBe(0);
    const accounts = openAccounts({ dataDir });
    expect(await accounts.verify("giulia@foundry.example", password)).toBeUndefined();
    expect(await accounts.verify("giulia@foundry.example", changed)).toBeDefined();
    accounts.close();
    expect(admin(["remove-user", "giulia@foundry.example"]).status).toBe(0);
    expect(admin(["remove-user", "giulia@foundry.example"])).toMatchObject({
      status: 1,
      stderr: "✗ giulia@foundry.example has no account",
    });
    expect(admin(["reset-password", "nobody@foundry.example"], `${changed}\n${changed}\n`).status).toBe(1);
  });
});
