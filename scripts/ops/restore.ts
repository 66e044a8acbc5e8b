/**
 * `npm run restore -- ARCHIVE [--force] [--settings FILE]`: puts a backup (`npm run backup`) back
 * as DATA_DIR. Refuses a DATA_DIR that holds anything, unless --force, which first moves it aside
 * (DATA_DIR.before-restore-<time>), never deletes it. The archive is unpacked beside DATA_DIR and
 * checked before it takes its place; the settings it holds are left as settings-from-backup.env
 * for the operator to compare with the server's. Start the server afterwards: the enquiries that
 * were waiting go out, with their drawings, and the links mailed before still work (same secret).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { checkUnpacked, tar } from "./backup.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";

const usage = "usage: npm run restore -- <archive> [--force] [--settings FILE]";

await runOperation(usage, () => {
  const { config, args, flags } = invocation();
  const [archive, ...rest] = args;
  if (!archive || rest.length > 0) throw new UsageError();
  if (!existsSync(archive)) throw new OperationError(`no archive at ${archive}`);
  const dataDir = resolve(config.DATA_DIR);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !flags.has("force"))
    throw new OperationError(
      `${dataDir} is not empty: stop the server, then restore into an empty DATA_DIR, or add --force to move what is there aside`,
    );

  process.umask(0o077);
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  // Beside DATA_DIR, so it takes DATA_DIR's place by a rename on the same disk.
  const unpacked = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`);
  mkdirSync(unpacked, { recursive: true, mode: 0o700 });
  try {
    tar(["-xzf", resolve(archive), "-C", unpacked]);
    const held = checkUnpacked(unpacked);
    if (existsSync(join(unpacked, "settings.env")))
      renameSync(join(unpacked, "settings.env"), join(unpacked, "settings-from-backup.env"));
    let movedAside = "";
    if (existsSync(dataDir)) {
      if (occupied) {
        movedAside = `${dataDir}.before-restore-${stamp}`;
        renameSync(dataDir, movedAside);
      } else rmSync(dataDir, { recursive: true });
    }
    renameSync(unpacked, dataDir);
    return [
      `✓ Restored into ${dataDir}: ${held.enquiries} enquiries, ${held.drawings} drawings.`,
      ...(movedAside ? [`  What was there is now ${movedAside}.`] : []),
      ...(existsSync(join(dataDir, "settings-from-backup.env"))
        ? [
            `  The settings at backup time: ${join(dataDir, "settings-from-backup.env")} (compare with the server's).`,
          ]
        : []),
      "  Start the server: the waiting enquiries go out with their drawings.",
    ].join("\n");
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
});
