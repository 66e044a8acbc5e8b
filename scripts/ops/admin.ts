/**
 * The browser editor's accounts, made on the server only (DEPLOY.md "Accounts"):
 *
 *   npm run admin -- add-user EMAIL --role admin|editor|translator [--languages it,ar]
 *   npm run admin -- reset-password EMAIL
 *   npm run admin -- remove-user EMAIL
 *   npm run admin -- list-users
 *
 * (each with --settings FILE). The password is read from standard input, twice; a terminal does
 * not show it. At least 12 characters. The editor is off until the first account exists.
 */
import { createInterface } from "node:readline";
import { read } from "read";
import { AccountError, openAccounts, type Role, roles } from "../../app/admin/accounts.server.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";

const usage = [
  "usage: npm run admin -- add-user <email> --role admin|editor|translator [--languages it,pt,ar] [--settings FILE]",
  "       npm run admin -- reset-password <email> [--settings FILE]",
  "       npm run admin -- remove-user <email> [--settings FILE]",
  "       npm run admin -- list-users [--settings FILE]",
].join("\n");

/**
 * Lines typed by the person at the terminal, never shown (npm's `read`); or, piped in (a script, a
 * test), the lines as they come.
 */
async function readSecretLines(prompts: string[]): Promise<string[]> {
  const answers: string[] = [];
  if (process.stdin.isTTY) {
    for (const prompt of prompts) {
      answers.push(String(await read({ prompt, silent: true, output: process.stderr })));
      process.stderr.write("\n");
    }
    return answers;
  }
  const input = createInterface({ input: process.stdin, terminal: false });
  try {
    const lines = input[Symbol.asyncIterator]();
    while (answers.length < prompts.length) {
      const next = await lines.next();
      if (next.done)
        throw new OperationError(
          "the password was not given: type it twice (one line each) on standard input",
        );
      answers.push(String(next.value));
    }
    return answers;
  } finally {
    input.close();
  }
}

async function newPassword(): Promise<string> {
  const [first, second] = await readSecretLines(["Password (at least 12 characters): ", "The same again: "]);
  if (first !== second) throw new OperationError("the two passwords differ: nothing was changed");
  return first ?? "";
}

await runOperation(usage, async () => {
  const { config, args, options } = invocation(process.argv.slice(2), { withValues: ["role", "languages"] });
  const [command, email, ...rest] = args;
  if (rest.length > 0) throw new UsageError();
  const accounts = openAccounts({ dataDir: config.DATA_DIR, create: command === "add-user" });
  try {
    switch (command) {
      case "add-user": {
        const role = options.get("role");
        if (!email || !role) throw new UsageError();
        if (!(roles as readonly string[]).includes(role))
          throw new OperationError(`the role is one of ${roles.join(", ")}, not "${role}"`);
        const languages = options
          .get("languages")
          ?.split(",")
          .map((code) => code.trim())
          .filter(Boolean);
        const account = await accounts.add({
          email,
          role: role as Role,
          languages,
          password: await newPassword(),
        });
        return `✓ ${account.email} can sign in at /admin as ${account.role}${account.languages.length ? ` (${account.languages.join(", ")})` : ""}.`;
      }
      case "reset-password":
        if (!email) throw new UsageError();
        if (!accounts.find(email)) throw new OperationError(`${email} has no account`);
        await accounts.setPassword(email, await newPassword());
        return `✓ ${email.trim().toLowerCase()} has a new password.`;
      case "remove-user":
        if (!email) throw new UsageError();
        if (!accounts.remove(email)) throw new OperationError(`${email} has no account`);
        return `✓ ${email.trim().toLowerCase()} can no longer sign in.`;
      case "list-users": {
        if (email) throw new UsageError();
        const all = accounts.list();
        if (all.length === 0)
          return "No accounts: the editor at /admin is off until the first is added (add-user).";
        return all
          .map(
            (account) =>
              `${account.email}  ${account.role}${account.languages.length ? ` (${account.languages.join(", ")})` : ""}  since ${new Date(account.createdAt).toISOString().slice(0, 10)}`,
          )
          .join("\n");
      }
      default:
        throw new UsageError();
    }
  } catch (error) {
    if (error instanceof AccountError) throw new OperationError(error.message);
    throw error;
  } finally {
    accounts.close();
  }
});
