/**
 * `npm run restore -- ARCHIVE [--force] [--settings FILE]`: puts a backup (`npm run backup`) back
 * as DATA_DIR. Refuses a DATA_DIR that holds anything, unless --force, which first moves it aside
 * (DATA_DIR.before-restore-<time>), never deletes it. The archive is unpacked beside DATA_DIR and
 * checked before it takes its place, and given to the service's user (DATA_DIR's owner), whoever
 * runs it. The settings it holds are compared with the server's, by name: they stay in the archive
 * (they hold the mail server's password), never in DATA_DIR. Start the server afterwards: the
 * enquiries that were waiting go out, with their drawings, and the links mailed before still work
 * (same secret).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { checkUnpacked, giveToService, serviceOwner, tar } from "./backup.ts";
import { parseEnvironmentFile } from "./environment-file.ts";
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

  // Decided before anything moves: the owner of the folder the service reads.
  const owner = serviceOwner(dataDir);
  process.umask(0o077);
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  // Beside DATA_DIR, so it takes DATA_DIR's place by a rename on the same disk.
  const unpacked = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`);
  mkdirSync(unpacked, { recursive: true, mode: 0o700 });
  try {
    tar(["-xzf", resolve(archive), "-C", unpacked]);
    const held = checkUnpacked(unpacked);
    // The settings at backup time, by name against the server's; the values stay in the archive.
    const backedUp = join(unpacked, "settings.env");
    const differing = existsSync(backedUp)
      ? parseEnvironmentFile(readFileSync(backedUp, "utf8"))
          .filter(({ key, value }) => process.env[key] !== value)
          .map(({ key }) => key)
      : undefined;
    rmSync(backedUp, { force: true });
    giveToService(owner, unpacked);
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
      ...(differing === undefined
        ? []
        : differing.length === 0
          ? ["  The settings at backup time are the server's."]
          : [
              `  The settings at backup time differ from the server's in ${differing.join(", ")}: the archive holds them (tar -xzf ${resolve(archive)} ./settings.env).`,
            ]),
      "  Start the server: the waiting enquiries go out with their drawings.",
    ].join("\n");
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
});
