/**
 * A privacy request (GDPR Articles 15 and 17), answered from the server's outbox:
 *
 *   npm run privacy -- export EMAIL [--settings FILE]   everything held about that address, as JSON
 *   npm run privacy -- erase EMAIL [--settings FILE]    deletes it, drawings included
 *
 * The address is matched whatever its case. An erasure is logged as having happened, with how many
 * enquiries, never with the address; afterwards none of it can be read from the database file
 * (secure_delete, then VACUUM: the outbox's compact()). Safe to run while the server runs, and twice.
 */
import { openOutbox } from "../../app/enquiry/outbox.server.ts";
import { log } from "../../app/log.server.ts";
import { invocation, runOperation, UsageError } from "./settings.ts";

const usage =
  "usage: npm run privacy -- export <email> [--settings FILE]\n       npm run privacy -- erase <email> [--settings FILE]";

await runOperation(usage, () => {
  const { config, args } = invocation();
  const [command, email, ...rest] = args;
  if ((command !== "export" && command !== "erase") || !email || rest.length > 0) throw new UsageError();
  const outbox = openOutbox({ dataDir: config.DATA_DIR, create: false });
  try {
    if (command === "export") {
      const enquiries = outbox.findByEmail(email);
      return JSON.stringify({ email, exportedAt: new Date().toISOString(), enquiries }, null, 2);
    }
    const erased = outbox.eraseByEmail(email);
    log("info", "privacy request: enquiries erased", { count: erased });
    return erased === 0
      ? "✓ Nothing held for that address."
      : `✓ Erased ${erased} enquir${erased === 1 ? "y" : "ies"} and their drawings; the database file was rewritten without them.`;
  } finally {
    outbox.close();
  }
});
