/**
 * Accounts for the editor's browser tests, made as on the server: `npm run admin -- add-user`
 * (scripts/ops/admin.ts) on the main test site's data folder, the password typed twice; on a
 * retry of a test, the same account's password set again.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, siteDataDir } from "./helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const editorPassword = "cast iron is heavy 42";

/** `role`: the rest of add-user's arguments, e.g. "--role", "translator", "--languages", "ar". */
export function editorAccount(email: string, ...role: string[]): void {
  editorAccountIn(siteDataDir, email, ...role);
}

/** The same, on the site whose data folder is `dataDir` (the production front's). */
export function editorAccountIn(dataDir: string, email: string, ...role: string[]): void {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ["scripts/ops/admin.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      input: `${editorPassword}\n${editorPassword}\n`,
      encoding: "utf8",
    });
  let made = run(["add-user", email, ...role]);
  if (made.stderr.includes("has an account already")) made = run(["reset-password", email]);
  expect(made.status, made.stderr).toBe(0);
}
