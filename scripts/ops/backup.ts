/**
 * `npm run backup -- DIR [--settings FILE]`: one dated archive of everything in DATA_DIR that
 * cannot be rebuilt, checked, at mode 0600, its path on the last line:
 *
 * - the outbox: a consistent snapshot taken while the site runs (SQLite's VACUUM INTO);
 * - the drawings its enquiries hold (drawings/), which the snapshot names;
 * - `secret`, which signs the anti-forgery tokens and the download links mailed to the sales team;
 * - the editor's accounts and audit log (admin.sqlite), when there are any;
 * - the content edited in the browser with its whole history (content-history/, a git
 *   repository), when there is one;
 * - `mail/`, the delivered enquiries when there is no SMTP_URL;
 * - `unfinished/`, the editor's guided forms kept for someone to complete;
 * - the settings file given with --settings (the server's environment, /etc/foundry.env).
 *
 * It is then checked (the snapshot's integrity, every drawing it names, a trial restore into a
 * temporary folder) and the archives in DIR older than the retention the privacy notice states
 * (ENQUIRY_RETENTION_MS) are deleted: a backup must not keep what the notice says is erased.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { accountsFile } from "../../app/admin/accounts.server.ts";
import { outboxFile } from "../../app/enquiry/outbox.server.ts";
import { contentHistoryDir, dropCopiedLocks } from "../../app/content/history.server.ts";
import { isPartial } from "../../app/content/write-whole.server.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";

const usage = "usage: npm run backup -- <folder for the archives> [--settings FILE]";

/**
 * A folder the server writes while the backup copies it (mail sent, forms kept unfinished): its
 * files as they are, without a write in progress, and without those removed meanwhile.
 */
function copyLiveFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (isPartial(entry.name)) continue;
    try {
      if (entry.isDirectory()) copyLiveFolder(join(from, entry.name), join(to, entry.name));
      else if (entry.isFile()) copyFileSync(join(from, entry.name), join(to, entry.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

export const archivePrefix = "foundry-backup-";

/** The user and group the service runs as: DATA_DIR's owner (or its folder's, before it exists). */
export function serviceOwner(dataDir: string): { uid: number; gid: number } {
  const { uid, gid } = statSync(existsSync(dataDir) ? dataDir : dirname(dataDir));
  return { uid, gid };
}

/**
 * What a command run as root made, given to the service's user (DEPLOY.md writes `npm run
 * backup` and `restore` as root as often as as `foundry`): a root-owned outbox or secret is a
 * site that cannot read its own data, a root-owned archive a mirror that cannot copy it. As
 * anyone else, files are the runner's already and nothing changes.
 */
export function giveToService(owner: { uid: number; gid: number }, path: string): void {
  if (process.getuid?.() !== 0 || owner.uid === 0 || !existsSync(path)) return;
  chownSync(path, owner.uid, owner.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path, { recursive: true, encoding: "utf8" }))
    chownSync(join(path, entry), owner.uid, owner.gid);
}

/** The drawings an outbox snapshot names. */
function namedDrawings(database: string): string[] {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    return (db.prepare("SELECT file FROM attachments").all() as { file: string }[]).map((row) => row.file);
  } finally {
    db.close();
  }
}

/** SQLite's own check of a database file; throws with its words unless it says ok. */
export function checkIntegrity(database: string): void {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const rows = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const verdict = rows.map((row) => row.integrity_check).join("; ");
    if (verdict !== "ok") throw new OperationError(`the outbox snapshot is damaged: ${verdict}`);
  } finally {
    db.close();
  }
}

export function tar(args: string[]): void {
  const result = spawnSync("tar", args, { encoding: "utf8" });
  if (result.status !== 0) throw new OperationError(`tar ${args[0]} failed: ${(result.stderr || "").trim()}`);
}

/**
 * Checks an unpacked backup: the snapshot's integrity and every drawing it names. Returns how many
 * enquiries and drawings it holds.
 */
export function checkUnpacked(folder: string): {
  enquiries: number;
  drawings: number;
  changes: number | null;
} {
  const database = join(folder, "outbox.sqlite");
  if (!existsSync(database)) throw new OperationError("the archive holds no outbox.sqlite");
  checkIntegrity(database);
  const drawings = namedDrawings(database);
  const missing = drawings.filter((file) => !existsSync(join(folder, "drawings", file)));
  if (missing.length > 0)
    throw new OperationError(`the archive lacks ${missing.length} drawing(s) its outbox names`);
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const { count } = db.prepare("SELECT count(*) AS count FROM enquiries").get() as { count: number };
    return { enquiries: count, drawings: drawings.length, changes: checkContentHistory(folder) };
  } finally {
    db.close();
  }
}

/** The content's history in an unpacked archive: whole (git fsck), its changes counted. */
function checkContentHistory(folder: string): number | null {
  const repo = join(folder, "content-history");
  if (!existsSync(repo)) return null;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  const fsck = git("fsck", "--no-dangling", "--no-progress");
  if (fsck.status !== 0)
    throw new OperationError(
      `the content's history in the archive is damaged: ${fsck.stderr.trim().split("\n")[0]}`,
    );
  return Number(git("rev-list", "--count", "main").stdout.trim()) || 0;
}

/**
 * The content's history, copied while the editor may be saving: git writes an object before the
 * branch that names it, so the copy's history is whole; its files are then set to what the copy's
 * last change says, whatever a save was writing at that moment.
 */
function copyContentHistory(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  dropCopiedLocks(to);
  const reset = spawnSync("git", ["reset", "--hard", "--quiet"], { cwd: to, encoding: "utf8" });
  if (reset.status !== 0)
    throw new OperationError(`could not copy the content's history: ${reset.stderr.trim()}`);
}

/** A consistent copy of a database the server is writing (SQLite's VACUUM INTO). */
function snapshot(database: string, copy: string): void {
  const live = new DatabaseSync(database, { readOnly: true });
  try {
    live.exec("PRAGMA busy_timeout = 5000");
    live.prepare("VACUUM INTO ?").run(copy);
  } finally {
    live.close();
  }
}

/** `foundry-backup-2026-11-26T05-40-10Z.tar.gz`: sorts by time, says when. */
function archiveName(at: Date): string {
  return `${archivePrefix}${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.tar.gz`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runOperation(usage, () => {
    const { config, args, settingsFile } = invocation();
    const [target, ...rest] = args;
    if (!target || rest.length > 0) throw new UsageError();
    const dataDir = resolve(config.DATA_DIR);
    const database = outboxFile(dataDir);
    if (!existsSync(database))
      throw new OperationError(
        `no outbox at ${database}: DATA_DIR must be the server's data folder (--settings)`,
      );
    const folder = resolve(target);
    const madeFolder = !existsSync(folder);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const owner = serviceOwner(dataDir);
    if (madeFolder) giveToService(owner, folder);

    // Personal data throughout: nothing here may be readable by others, not even for a moment.
    process.umask(0o077);
    const staging = mkdtempSync(join(tmpdir(), "foundry-backup-"));
    const trial = mkdtempSync(join(tmpdir(), "foundry-restore-trial-"));
    try {
      // A consistent copy while the server writes: the drawings are named by it, and a drawing is
      // never changed once stored; one purged between the two steps is taken again.
      for (let attempt = 0; ; attempt++) {
        rmSync(join(staging, "outbox.sqlite"), { force: true });
        snapshot(database, join(staging, "outbox.sqlite"));
        mkdirSync(join(staging, "drawings"), { recursive: true });
        const named = namedDrawings(join(staging, "outbox.sqlite"));
        const gone = named.filter((file) => !existsSync(join(dataDir, "drawings", file)));
        if (gone.length > 0 && attempt < 3) continue;
        for (const file of named)
          copyFileSync(join(dataDir, "drawings", file), join(staging, "drawings", file));
        break;
      }
      // The editor's accounts and audit log, consistent as the outbox is.
      if (existsSync(accountsFile(dataDir))) snapshot(accountsFile(dataDir), join(staging, "admin.sqlite"));
      if (existsSync(join(contentHistoryDir(dataDir), ".git")))
        copyContentHistory(contentHistoryDir(dataDir), join(staging, "content-history"));
      if (existsSync(join(dataDir, "secret"))) copyFileSync(join(dataDir, "secret"), join(staging, "secret"));
      for (const folder of ["mail", "unfinished"])
        if (existsSync(join(dataDir, folder))) copyLiveFolder(join(dataDir, folder), join(staging, folder));
      if (settingsFile) copyFileSync(settingsFile, join(staging, "settings.env"));

      const archive = join(folder, archiveName(new Date()));
      tar(["-czf", archive, "-C", staging, "."]);
      chmodSync(archive, 0o600);
      giveToService(owner, archive);

      // The archive itself, read back: what a restore would get.
      tar(["-xzf", archive, "-C", trial]);
      const held = checkUnpacked(trial);

      const oldest = Date.now() - config.ENQUIRY_RETENTION_MS;
      const pruned = readdirSync(folder).filter(
        (name) => name.startsWith(archivePrefix) && statSync(join(folder, name)).mtimeMs < oldest,
      );
      for (const name of pruned) rmSync(join(folder, name), { force: true });

      console.log(
        `✓ Backup checked: ${held.enquiries} enquiries, ${held.drawings} drawings${held.changes === null ? "" : `, the content's history (${held.changes} changes)`}${settingsFile ? ", the settings" : ""}; ${pruned.length} archive(s) older than the retention period deleted.`,
      );
      return archive;
    } finally {
      rmSync(staging, { recursive: true, force: true });
      rmSync(trial, { recursive: true, force: true });
    }
  });
}
