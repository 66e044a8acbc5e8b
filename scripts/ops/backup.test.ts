/**
 * Backup and restore as an IT person would run them, around the real server process and a real
 * SMTP server: an enquiry waits while the mail server is down, another was mailed with a private
 * download link; backup, the data folder lost, restore; the waiting enquiry arrives with its
 * drawing byte for byte, and the link mailed before still gives the drawing. Run as root (CI), the
 * server runs as a user of its own, as systemd runs it, while backup and restore run as root.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { openAccounts } from "../../app/admin/accounts.server.ts";
import { openContentRepo } from "../../app/admin/content-repo.server.ts";
import { contactToken, freePort, startSiteProcess, waitUntilUp } from "../servers/site-process.ts";
import { visitor } from "../../server/admin-testing.ts";
import { giveToService } from "./backup.ts";
import { type SmtpSink, startSmtpSink } from "../servers/smtp-sink.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const sha256 = (bytes: Uint8Array | ArrayBuffer) =>
  createHash("sha256").update(new Uint8Array(bytes)).digest("hex");

let work: string;
let server: ChildProcess | undefined;

/** The service's own user (nobody's uid, as `foundry` is on a server) when the tests run as root. */
const service = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
/** Every file under `path`, and who owns it. */
const owners = (path: string) =>
  new Set(
    [path, ...readdirSync(path, { recursive: true, encoding: "utf8" }).map((entry) => join(path, entry))].map(
      (file) => statSync(file).uid,
    ),
  );
let sink: SmtpSink | undefined;

afterEach(async () => {
  server?.kill("SIGKILL");
  await sink?.close();
  rmSync(work, { recursive: true, force: true });
});

function command(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(root, "scripts/ops", script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

async function quote(xsrf: string, name: string, drawing: Uint8Array<ArrayBuffer>): Promise<string> {
  const body = new FormData();
  for (const [field, value] of Object.entries({
    xsrf,
    from_name: name,
    email: "buyer@example.com",
    message: "Quote please.",
  }))
    body.set(field, value);
  body.append("attachments", new Blob([drawing]), `${name}.pdf`);
  const response = await fetch(`${base}/quote`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: `XSRF-TOKEN=${xsrf}`, origin: base },
    body,
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", base).searchParams.get("ref") ?? "";
}

it(
  "backup, the data folder lost, restore: the waiting enquiry arrives with its drawing, and an old download link still works",
  { timeout: 300_000 },
  async () => {
    work = mkdtempSync(join(tmpdir(), "backup-drill-"));
    const dataDir = join(work, "data");
    // As DEPLOY.md sets it up: the data folder the service's, the folder above readable to it.
    chmodSync(work, 0o755);
    mkdirSync(dataDir, { mode: 0o700 });
    if (service) chownSync(dataDir, service.uid, service.gid);
    const backups = join(work, "backups");
    const settingsFile = join(work, "foundry.env");
    sink = await startSmtpSink();
    const smtpPort = Number(new URL(sink.url).port);
    const settings = {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_TO: "sales@example.com",
      MAIL_FROM: "website@example.com",
      SITE_URL: base,
      ENQUIRY_MIN_FILL_MS: "0",
      // The 6 KB drawing goes as a link, the 2 KB one attached.
      MAIL_ATTACHMENTS_MAX_BYTES: "4500",
      OUTBOX_RETRY_MIN_MS: "500",
      OUTBOX_RETRY_MAX_MS: "1000",
    };
    writeFileSync(
      settingsFile,
      Object.entries(settings)
        .map(([name, value]) => `${name}=${value}`)
        .join("\n"),
    );
    const start = () => startSiteProcess(port, settings, { user: service });
    server = start();
    await waitUntilUp(base, server);
    const xsrf = await contactToken(base);

    // Mailed with a private link.
    const linked = pdf(6000);
    const first = await quote(xsrf, "linked", linked);
    await expect.poll(() => sink?.mails.length, { timeout: 15_000 }).toBe(1);
    const link = /https?:\/\/\S+\/enquiry-files\/\S+/.exec(sink.mails[0]?.text ?? "")?.[0];
    expect(link, `the link in ${first}'s mail`).toBeDefined();

    // Waiting: the mail server is down.
    await sink.close();
    const waiting = pdf(2000);
    const second = await quote(xsrf, "waiting", waiting);

    // An editor's account, which the restore must bring back with everything else.
    const accounts = openAccounts({ dataDir });
    await accounts.add({
      email: "giulia@foundry.example",
      role: "editor",
      password: "cast iron is heavy 42",
    });
    accounts.close();
    // And a change the company made in the browser, with its history.
    const content = await openContentRepo(dataDir, join(root, "content"));
    const edited = content.read("site");
    const saved = await content.save(
      "site",
      edited.text.replace(/^usPartner: .*$/m, "usPartner: Partner Inc."),
      edited.version,
      "giulia@foundry.example",
      "content/site.yaml: usPartner",
    );
    expect(saved.saved).toBe(true);
    // A form kept unfinished, and one being written as the backup runs: only the first is kept.
    mkdirSync(join(dataDir, "unfinished", "case-study"), { recursive: true });
    writeFileSync(join(dataDir, "unfinished", "case-study", "kept.json"), "{}");
    writeFileSync(join(dataDir, "unfinished", "case-study", ".half.json.partial-0a1b2c"), "{");
    // `npm run admin` and the editor run as the service's user on a server.
    if (service) giveToService(service, dataDir);

    // Backup and restore as root, as DEPLOY.md writes them.
    const backup = command("backup.ts", [backups, "--settings", settingsFile], {});
    expect(backup.status, backup.stderr).toBe(0);
    const archive = backup.stdout.split("\n").at(-1) ?? "";
    expect(readdirSync(backups)).toHaveLength(1);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The nightly mirror, as the service's user, can read it.
    if (service) expect([...owners(backups)]).toEqual([service.uid]);

    // The machine's data is lost, and the server with it: its process and the one serving the
    // site (which would otherwise go on writing into the data folder for a moment).
    const serving = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    server.kill("SIGKILL");
    for (const pid of serving) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
    await new Promise((resolve) => server?.once("exit", resolve));
    for (const pid of serving)
      await expect.poll(() => existsSync(`/proc/${pid}`), { timeout: 10_000 }).toBe(false);
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });

    const restored = command("restore.ts", [archive, "--settings", settingsFile], {});
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("The settings at backup time are the server's.");
    // The mail server's password is not left in the data folder; everything is the service's.
    expect(existsSync(join(dataDir, "settings-from-backup.env"))).toBe(false);
    expect(readdirSync(dataDir)).not.toContain("settings.env");
    expect(readdirSync(join(dataDir, "unfinished", "case-study"))).toEqual(["kept.json"]);
    if (service) expect([...owners(dataDir)]).toEqual([service.uid]);
    // Never over what is there.
    expect(command("restore.ts", [archive, "--settings", settingsFile], {}).status).toBe(1);

    sink = await startSmtpSink(smtpPort);
    server = start();
    await waitUntilUp(base, server);
    await expect
      .poll(() => sink?.mails.find((mail) => mail.subject?.includes(second)), { timeout: 30_000 })
      .toBeDefined();
    const mail = sink.mails.find((candidate) => candidate.subject?.includes(second))!;
    expect(mail.attachments.map((file) => sha256(file.content as ArrayBuffer))).toEqual([sha256(waiting)]);

    // The editor's account and the company's edits with their history, through the server.
    const giulia = visitor(() => base);
    expect((await giulia.signIn("giulia@foundry.example", "cast iron is heavy 42")).status).toBe(303);
    expect((await giulia.get("/admin/edit/site")).text).toContain("Partner Inc.");
    expect((await giulia.get("/admin/history")).text).toContain("giulia@foundry.example");
    expect(backup.stdout).toContain("the content's history (2 changes)");

    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(sha256(await download.arrayBuffer())).toBe(sha256(linked));
  },
);

it("refuses to back up or restore without the server's data folder, creating nothing", () => {
  work = mkdtempSync(join(tmpdir(), "backup-refused-"));
  const missing = join(work, "no-data");
  expect(command("backup.ts", [join(work, "backups")], { DATA_DIR: missing })).toMatchObject({ status: 1 });
  expect(readdirSync(work)).toEqual([]);
});
