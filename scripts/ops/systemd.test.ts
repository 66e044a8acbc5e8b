/**
 * What deploy/ gives systemd: the units pass `systemd-analyze verify` (where systemd is there to
 * ask), and the monitor mails the office once when the health check starts failing and once when
 * it is well again, through its own mail route (a real SMTP server here).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../servers/smtp-sink.ts";
import { testCertificate } from "../../tests/e2e/certificate.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const units = join(root, "deploy/systemd");
const work = mkdtempSync(join(tmpdir(), "systemd-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hasSystemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

describe("the systemd units", () => {
  it.runIf(hasSystemdAnalyze)("pass systemd-analyze verify", () => {
    // The units name /srv/foundry/app; here the checkout is elsewhere. rsync (the off-machine copy)
    // is a package DEPLOY.md installs on the server; where it is missing, verify is told of a
    // stand-in, so that what is checked is the units themselves.
    const folder = join(work, "units");
    mkdirSync(folder);
    for (const name of readdirSync(units).filter((entry) => /\.(service|timer|path)$/.test(entry))) {
      let text = readFileSync(join(units, name), "utf8")
        .replaceAll("/srv/foundry/releases/current", root)
        .replaceAll("/srv/foundry/app", root);
      if (!existsSync("/usr/bin/rsync")) text = text.replaceAll("/usr/bin/rsync", "/bin/true");
      writeFileSync(join(folder, name), text);
    }
    const result = spawnSync(
      "systemd-analyze",
      ["verify", ...readdirSync(folder).map((name) => join(folder, name))],
      { encoding: "utf8" },
    );
    expect(result.stderr.trim()).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("the monitor (deploy/foundry-monitor.sh)", () => {
  let sink: SmtpSink | undefined;
  let health: Server | undefined;
  afterAll(async () => {
    await sink?.close();
    await new Promise((resolve) => health?.close(resolve));
  });

  it("mails the office when the health check fails, once, and when it is well again", async () => {
    sink = await startSmtpSink();
    let status = 503;
    health = createServer((_req, res) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: status === 200 ? "ok" : "degraded", outbox: { pending: 3 } }));
    });
    await new Promise<void>((resolve) => health?.listen(0, "127.0.0.1", resolve));
    const state = join(work, "monitor-state");
    mkdirSync(state);
    // Spawned, not spawnSync: the health check and the mail server answer from this process.
    const run = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn("sh", [join(root, "deploy/foundry-monitor.sh")], {
          stdio: "ignore",
          env: {
            PATH: process.env.PATH,
            STATE_DIRECTORY: state,
            HEALTH_URL: `http://127.0.0.1:${(health?.address() as AddressInfo).port}/health`,
            MONITOR_SMTP_URL: sink?.url,
            MONITOR_FROM: "monitor@example-foundry.it",
            MONITOR_TO: "it@example-foundry.it",
          },
        });
        child.once("close", resolve);
      });
    expect(await run()).toBe(0);
    expect(await run()).toBe(0);
    await expect.poll(() => sink?.mails.length).toBe(1);
    expect(sink.mails[0]?.subject).toBe("Website: health check failing");
    expect(sink.mails[0]?.text).toContain('"pending":3');
    status = 200;
    expect(await run()).toBe(0);
    await expect.poll(() => sink?.mails.length).toBe(2);
    expect(sink.mails[1]?.subject).toBe("Website: health check well again");
    // Dated and named, as a mail must be, or filters take it for spam.
    for (const mail of sink.mails) {
      expect(mail.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(mail.messageId).toMatch(/^<monitor-\d+-\d+@example-foundry\.it>$/);
    }
  });

  it("mails the office when the public address fails, its certificate nears its end, or a unit of the site failed", async () => {
    sink ??= await startSmtpSink();
    const before = sink.mails.length;
    const certificate = testCertificate();
    let publicStatus = 502;
    const front = createHttpsServer(
      { cert: readFileSync(certificate.certificate), key: readFileSync(certificate.key) },
      (_req, res) => {
        res.writeHead(publicStatus);
        res.end();
      },
    );
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    const healthy = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => healthy.listen(0, "127.0.0.1", resolve));
    // systemd's answers, as a failed nightly backup gives them.
    const bin = join(work, "bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, "systemctl"),
      '#!/bin/sh\n[ "$1" = is-failed ] && [ "$3" = foundry-backup.service ] && exit 0\nexit 1\n',
      { mode: 0o755 },
    );
    writeFileSync(join(bin, "journalctl"), '#!/bin/sh\necho "rsync: permission denied"\n', { mode: 0o755 });
    const state = join(work, "monitor-state-public");
    mkdirSync(state);
    const publicUrl = `https://127.0.0.1:${(front.address() as AddressInfo).port}/`;
    const run = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn("sh", [join(root, "deploy/foundry-monitor.sh")], {
          stdio: "ignore",
          env: {
            PATH: `${bin}:${process.env.PATH}`,
            STATE_DIRECTORY: state,
            HEALTH_URL: `http://127.0.0.1:${(healthy.address() as AddressInfo).port}/health`,
            PUBLIC_URL: publicUrl,
            // The tests' own authority; a certificate of a year, "near its end" by this measure.
            CURL_CA_BUNDLE: certificate.authority,
            CERT_WARN_DAYS: "100000",
            MONITOR_SMTP_URL: sink?.url,
            MONITOR_FROM: "monitor@example-foundry.it",
            MONITOR_TO: "it@example-foundry.it",
          },
        });
        child.once("close", resolve);
      });
    try {
      expect(await run()).toBe(0);
      expect(await run()).toBe(0);
      await expect.poll(() => sink!.mails.length - before).toBe(3);
      const subjects = sink.mails.slice(before).map((mail) => mail.subject);
      expect(subjects).toEqual([
        `Website: ${publicUrl} does not answer`,
        expect.stringMatching(/^Website: the certificate expires in \d+ days$/),
        "Website: foundry-backup.service failed",
      ]);
      expect(sink.mails.at(-1)?.text).toContain("rsync: permission denied");
      publicStatus = 200;
      expect(await run()).toBe(0);
      await expect.poll(() => sink!.mails.at(-1)?.subject).toBe(`Website: ${publicUrl} answers again`);
    } finally {
      await new Promise((resolve) => front.close(resolve));
      await new Promise((resolve) => healthy.close(resolve));
    }
  });
});
