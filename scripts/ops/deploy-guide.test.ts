/**
 * DEPLOY.md's lines as an IT person runs them, on this machine (as root, as CI runs): the user and
 * folders, the sudo line, `npm ci` and the first release as `foundry`, the service started as
 * systemd starts it (as `foundry`, the settings file read with EnvironmentFile='s rules, UMask
 * 0077), a backup and a restore as root, and an upgrade. The lines are taken from DEPLOY.md
 * itself and run as written, but for where things are: /srv/foundry and /etc/foundry.env live in
 * a folder of the test's, the repository is this checkout, the settings name a mail server of the
 * test's and one language (BUILD_LOCALES=en, for time). Each command's last line must be true.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { testSubmission } from "../../app/enquiry/test-submission.ts";
import { freePort } from "../servers/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../servers/smtp-sink.ts";
import { parseEnvironmentFile } from "./environment-file.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const deploy = readFileSync(join(root, "DEPLOY.md"), "utf8");
const asRoot = process.getuid?.() === 0;
const port = await freePort();

const sandbox = asRoot ? mkdtempSync(join(tmpdir(), "deploy-guide-")) : "";
// As / is on a server: every user may pass through on the way to /srv.
if (sandbox) chmodSync(sandbox, 0o755);
const srv = join(sandbox, "srv");
const settingsFile = join(sandbox, "etc/foundry.env");
let sink: SmtpSink | undefined;
let server: ChildProcess | undefined;
let madeUser = false;
let madeSudoers = false;

afterAll(async () => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  await sink?.close();
  if (madeUser) {
    // Its processes first (the service's own), or userdel refuses.
    spawnSync("pkill", ["-KILL", "-u", "foundry"]);
    for (let attempt = 0; attempt < 20 && spawnSync("userdel", ["foundry"]).status !== 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (madeSudoers) rmSync("/etc/sudoers.d/foundry", { force: true });
  // Two checkouts with their node_modules and a copy of npm's cache: deleted in the background,
  // the other tests need not wait for it.
  if (sandbox) spawn("rm", ["-rf", sandbox], { detached: true, stdio: "ignore" }).unref();
}, 60_000);

/** The text of DEPLOY.md from a heading (or a line) on. */
const after = (marker: string) => {
  const at = deploy.indexOf(marker);
  if (at < 0) throw new Error(`DEPLOY.md has no "${marker}"`);
  return deploy.slice(at);
};
/** The first shell block after `marker`. */
const blockAfter = (marker: string) => /```sh\n([\s\S]*?)```/.exec(after(marker))?.[1] ?? "";
/** The first inline command after `marker` that starts with `start`. */
const commandAfter = (marker: string, start: string) =>
  new RegExp("`(" + start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "[^`]*)`").exec(after(marker))?.[1] ?? "";

/** A line or block as written, but for where things are on this machine. */
const here = (text: string) => {
  // Once only: a path already moved into the sandbox stays as it is.
  const unmoved = (path: string) =>
    new RegExp(`(?<!${sandbox.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})${path.replaceAll("/", "\\/")}`, "g");
  return text
    .replace(unmoved("/srv/foundry"), join(srv, "foundry"))
    .replace(unmoved("/etc/foundry.env"), settingsFile)
    .replaceAll("<the repository>", root);
};

/** Runs a block of DEPLOY.md's shell lines as root (in `cwd`); returns the last line it printed. */
function run(text: string, cwd = sandbox): { status: number | null; last: string; output: string } {
  const result = spawnSync("bash", ["-eo", "pipefail", "-c", here(text)], {
    cwd,
    encoding: "utf8",
    timeout: 600_000,
    env: { PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", HOME: "/root" },
  });
  const output = `${result.stdout}${result.stderr}`;
  return { status: result.status, last: (output.trim().split("\n").at(-1) ?? "").trim(), output };
}

const foundry = () => {
  const id = (flag: string) => Number(spawnSync("id", [flag, "foundry"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
};

/** A setting of the site's unit (deploy/systemd/foundry.service), for where things are here. */
const unitSetting = (name: string) =>
  here(
    new RegExp(`^${name}=(.*)$`, "m").exec(
      readFileSync(join(root, "deploy/systemd/foundry.service"), "utf8"),
    )?.[1] ?? "",
  );

/** The service as systemd runs it (deploy/systemd/foundry.service: its folder, command and umask). */
function startService(): ChildProcess {
  const env = Object.fromEntries(
    parseEnvironmentFile(readFileSync(settingsFile, "utf8")).map(({ key, value }) => [key, value]),
  );
  return spawn("sh", ["-c", `umask 0077; exec ${unitSetting("ExecStart")}`], {
    cwd: unitSetting("WorkingDirectory"),
    ...foundry(),
    env: { PATH: "/usr/bin:/bin", ...env },
    stdio: ["ignore", openSync(serviceLog, "a"), openSync(serviceLog, "a")],
  });
}

/** The same as `run`, without blocking this process: the test watches the service meanwhile. */
function runAside(
  text: string,
  cwd = sandbox,
): Promise<{ status: number | null; last: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-eo", "pipefail", "-c", here(text)], {
      cwd,
      env: { PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", HOME: "/root" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 600_000);
    child.once("close", (status) => {
      clearTimeout(timer);
      resolve({ status, last: (output.trim().split("\n").at(-1) ?? "").trim(), output });
    });
  });
}
const serviceLog = join(sandbox, "service.log");
/** The service's log, for a failure's message. */
const logged = () => (existsSync(serviceLog) ? readFileSync(serviceLog, "utf8").slice(-4000) : "");

/**
 * The service's /health once it answers 200. Two minutes: it starts in seconds, but once took a
 * minute while the other test files loaded both cores (a CI run on 2026-11-29).
 */
async function healthy(): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 120_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return (await response.json()) as Record<string, unknown>;
      last = `${response.status} ${(await response.text()).slice(0, 600)}`;
    } catch (error) {
      // not up yet
      last = `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the service did not answer /health with 200 (last: ${last}); its log:\n${logged()}`);
}

/** A request as nginx passes it to Node: the public host, over HTTPS. */
function fromTheFront(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { Host: "www.example-foundry.it", "X-Forwarded-Proto": "https", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: [response.headers["set-cookie"] ?? []].flat(),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function sendEnquiry(subject: string): Promise<void> {
  const page = await fromTheFront("GET", "/contact");
  const cookie = page.cookies.find((line) => line.startsWith("XSRF-TOKEN="))!.split(";")[0]!;
  // As long as a person takes at least: a form sent sooner is a bot's (ENQUIRY_MIN_FILL_MS, 3 s).
  await new Promise((resolve) => setTimeout(resolve, 3200));
  const sent = await fromTheFront(
    "POST",
    "/contact",
    {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      Origin: "https://www.example-foundry.it",
    },
    new URLSearchParams({
      ...testSubmission("contact", { subject }),
      xsrf: decodeURIComponent(cookie.slice("XSRF-TOKEN=".length)),
    }).toString(),
  );
  expect(sent.status, subject).toBe(303);
}

/** foundry's home, as this machine needs it: git may read root's checkout, npm has a warm cache. */
function prepareHome(): void {
  const home = join(srv, "foundry");
  if (existsSync("/root/.npm/_cacache"))
    spawnSync("cp", ["-a", "/root/.npm/_cacache", join(home, ".npm-cache")]);
  writeFileSync(join(home, ".npmrc"), `cache=${join(home, ".npm-cache")}\nprefer-offline=true\n`);
  writeFileSync(join(home, ".gitconfig"), "[safe]\n\tdirectory = *\n");
  spawnSync("chown", ["-R", "foundry:foundry", home]);
}

it.runIf(asRoot)(
  "sets up, releases, backs up, restores and upgrades as DEPLOY.md writes it, each command's last line true",
  { timeout: 900_000 },
  async () => {
    // The packages (step 1): those a test machine may lack.
    if (spawnSync("sudo", ["--version"]).status !== 0) {
      spawnSync("apt-get", ["update", "-q"], { encoding: "utf8" });
      const installed = spawnSync("apt-get", ["install", "-y", "-q", "sudo"], { encoding: "utf8" });
      expect(installed.status, installed.stderr).toBe(0);
    }
    if (spawnSync("id", ["foundry"]).status === 0)
      throw new Error("a user foundry exists already on this machine: the test makes its own and removes it");

    // Step 2: the user and folders, the code, line by line.
    for (const line of blockAfter("2. A user and folders")
      .split("\n")
      .filter((text) => text.trim())) {
      // This machine's side of a clone: the repository here is root's, and npm's cache is copied
      // (the registry is slow, not the point here).
      if (line.includes("git clone")) prepareHome();
      const done = run(line);
      madeUser ||= spawnSync("id", ["foundry"]).status === 0;
      expect(done.status, `${line}\n${done.output}`).toBe(0);
    }
    expect(statSync(join(srv, "foundry")).uid).toBe(foundry().uid);
    // Its home exists and is its own: npm needs it for its cache.
    const home = spawnSync("getent", ["passwd", "foundry"], { encoding: "utf8" }).stdout.split(":")[5];
    expect(home).toBe(join(srv, "foundry"));

    // Step 3: the settings (DEPLOY.md's sample, read as systemd reads it) and the sudo line.
    sink = await startSmtpSink();
    mkdirSync(join(sandbox, "etc"));
    const sample = blockAfter("## The settings production needs")
      .replace(/^PORT=.*$/m, `PORT=${port}`)
      .replace(/^SMTP_URL=.*$/m, `SMTP_URL=${sink.url}`);
    writeFileSync(
      settingsFile,
      // Today's content still holds the company's placeholders: a production address would refuse
      // it (the go-live gate has its own test, scripts/build/go-live.test.ts).
      `${here(sample)}\n# For time: one language.\nBUILD_LOCALES=en\n# The content's placeholders are not filled in yet.\nSITE_STAGING=true\n`,
      {
        mode: 0o600,
      },
    );
    spawnSync("chown", ["foundry:foundry", settingsFile]);
    const sudoers = commandAfter("3. The settings", "echo 'foundry ALL=");
    expect(sudoers).toContain("/etc/sudoers.d/foundry");
    madeSudoers = true;
    expect(run(sudoers).status).toBe(0);
    chmodSync("/etc/sudoers.d/foundry", 0o440);
    // Step 4: npm ci and the first release, as foundry.
    const first = run(blockAfter("4. The first release"));
    expect(first.status, first.output.slice(-3000)).not.toBeNull();
    const releases = join(srv, "foundry/releases");
    const live = () => basename(readlinkSync(join(releases, "current")));
    // Live, and the line says so; where this machine has no systemd, it says nginx was not reloaded.
    expect(first.last).toMatch(
      new RegExp(
        `^(✓ Release ${live()} is live: .*the front reloaded|✗ Release ${live()} is live, but "sudo systemctl reload nginx" failed)`,
      ),
    );
    expect(readdirSync(join(releases, live(), "build/client")).length).toBeGreaterThan(0);

    // The service, as systemd starts it: serves the release, takes an enquiry, mails it.
    server = startService();
    expect(await healthy()).toMatchObject({ status: "ok", release: live() });
    await sendEnquiry("Before the backup");
    await expect
      .poll(() => sink!.mails.length, { timeout: 30_000 })
      .toBe(1)
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${logged()}`);
      });
    // The mail server goes away; an enquiry waits.
    await sink.close();
    await sendEnquiry("Waiting through the restore");

    // A backup, as root, as DEPLOY.md writes it: its last line is the archive, the service's.
    const app = join(srv, "foundry/app");
    const backup = run(commandAfter("## Backups and restore", "npm run backup --"), app);
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(backup.last)).toBe(true);
    expect(statSync(backup.last).uid).toBe(foundry().uid);

    // The service stops (systemctl stop foundry), then the restore, as root.
    server.kill("SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
    // The archive DEPLOY.md names with an ellipsis: the one the backup made.
    const restoreLine = here(commandAfter("- Restore (a minute)", "npm run restore --")).replace(
      /\S*\/backups\/foundry-backup-….tar.gz/,
      backup.last,
    );
    const restored = run(`${restoreLine} --force`, app);
    expect(restored.status, restored.output).toBe(0);
    expect(restored.last).toBe("Start the server: the waiting enquiries go out with their drawings.");
    const data = join(srv, "foundry/data");
    expect(existsSync(join(data, "settings-from-backup.env"))).toBe(false);
    for (const entry of readdirSync(data, { recursive: true, encoding: "utf8" }))
      expect(statSync(join(data, entry)).uid, entry).toBe(foundry().uid);

    // The service again: the waiting enquiry goes out once the mail server is back.
    const smtpPort = Number(new URL(sink.url).port);
    sink = await startSmtpSink(smtpPort);
    server = startService();
    expect(await healthy()).toMatchObject({ status: "ok" });
    await expect
      .poll(() => sink!.mails.map((mail) => mail.subject ?? "").join("\n"), { timeout: 60_000 })
      .toContain("Waiting through the restore");

    // An upgrade, as DEPLOY.md writes it, with the service running. The Node the unit starts stays
    // in place throughout; the service killed (-9) while `npm ci` has the checkout's packages
    // half-installed starts again, as systemd would start it, and is back within seconds.
    const before = live();
    // What the releases take on disk (du counts a file hard-linked twice once).
    const releasesSize = () =>
      Number(spawnSync("du", ["-sk", releases], { encoding: "utf8" }).stdout.split("\t")[0]) / 1024;
    const sizeBefore = releasesSize();
    const serviceNode = unitSetting("ExecStart").split(" ")[0]!;
    expect(existsSync(serviceNode)).toBe(true);
    const upgrading = runAside(blockAfter("## Upgrades, text changes and rollback"));
    let done = false;
    void upgrading.then(() => (done = true));
    let nodeMissing = 0;
    let restartSeconds: number | undefined;
    while (!done) {
      if (!existsSync(serviceNode)) nodeMissing++;
      if (restartSeconds === undefined && !existsSync(join(app, "node_modules/.bin/node"))) {
        // npm ci has emptied the checkout's node_modules: the worst moment for a crash.
        server.kill("SIGKILL");
        await new Promise((resolve) => server!.once("exit", resolve));
        // systemd's RestartSec=2, then the start, until /health answers.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const restarted = performance.now();
        server = startService();
        await healthy();
        restartSeconds = (performance.now() - restarted) / 1000;
        console.log(
          `the service killed during npm ci served again ${restartSeconds.toFixed(1)} s after its restart`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const upgrade = await upgrading;
    expect(upgrade.status, upgrade.output.slice(-3000)).not.toBeNull();
    expect(nodeMissing, "times the service's Node was missing during the upgrade").toBe(0);
    expect(restartSeconds, "the service was killed during npm ci and started again").toBeDefined();
    // A new install's copy of the packages shares what did not change: the upgrade adds the
    // release's own files (its build), not another copy of node_modules.
    const added = releasesSize() - sizeBefore;
    console.log(`the upgrade (npm ci and a release) added ${added.toFixed(0)} MB to the releases folder`);
    expect(added).toBeLessThan(200);
    expect(live()).not.toBe(before);
    expect(upgrade.last).toMatch(
      new RegExp(
        `^(✓ Release ${live()} is live: |✗ Release ${live()} is live, but "sudo systemctl reload nginx" failed)`,
      ),
    );
    await expect.poll(async () => (await healthy()).release, { timeout: 30_000 }).toBe(live());
  },
);
