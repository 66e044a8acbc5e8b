/**
 * The start script as an operator meets it: settings it cannot work with stop it at once, in one
 * log line that names them; a DATA_DIR it cannot write costs the form, never the pages.
 */
import { contentOf } from "../app/content/load-content.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  contactToken,
  exited,
  outputLines,
  startLoggedSite,
  startSiteProcess,
} from "../scripts/servers/site-process.ts";

const { enquiry, site } = contentOf("en");

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "server-start-"));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("settings that would refuse every enquiry", () => {
  it.each([
    [{ SITE_URL: "https://www.example-foundry.it" }, ["SITE_URL", "TRUST_PROXY=loopback"]],
    [{ SITE_URL: "https://www.example-foundry.it", TRUST_PROXY: "0" }, ["SITE_URL", "TRUST_PROXY=loopback"]],
    [{ TRUST_PROXY: "true" }, ["TRUST_PROXY", "X-Forwarded-For", "loopback"]],
  ])("%o: the server does not start, and says why in one JSON line", async (env, named) => {
    const server = startSiteProcess(0, { DATA_DIR: dataDir, ...env }, { output: "pipe" });
    const lines = outputLines(server);

    expect(await exited(server)).toBe(1);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "") as { level: string; msg: string };
    expect(entry.level).toBe("error");
    expect(entry.msg).toMatch(/^not starting: TRUST_PROXY: /);
    for (const word of named) expect(entry.msg).toContain(word);
  });
});

describe("a DATA_DIR the server cannot write", () => {
  it(
    "keeps every page up; the form answers 503 with the phone and emails; each cause is one alert",
    { timeout: 30_000 },
    async () => {
      // Not chmod: the tests may run as root, whom it does not stop. Nobody can create a directory
      // under a regular file.
      writeFileSync(join(dataDir, "file"), "");
      const server = await startLoggedSite({
        DATA_DIR: join(dataDir, "file", "data"),
        ENQUIRY_MIN_FILL_MS: "0",
      });
      try {
        for (const path of ["/", "/about", "/gallery", "/contact", "/foundry?panel=testingFacility"]) {
          const response = await fetch(`${server.base}${path}`);
          await response.body?.cancel();
          expect(response.status, path).toBe(200);
        }

        const xsrf = await contactToken(server.base);
        const response = await fetch(`${server.base}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: `XSRF-TOKEN=${xsrf}`, Origin: server.base },
          body: new URLSearchParams({
            from_name: "Giulia Rossi",
            email: "giulia.rossi@acciaierie.example",
            subject: "Manganese hammers",
            message: "Please quote 48 hammers.",
            xsrf,
          }),
        });
        const html = await response.text();

        expect(response.status).toBe(503);
        expect(html).toContain(enquiry.outcomes.unavailable);
        expect(html).toContain(`href="tel:${site.phone.tel}"`);
        for (const { address } of site.emails) expect(html).toContain(`href="mailto:${address}"`);
        expect(html).toContain("Please quote 48 hammers.");

        const alerts = server.lines
          .map((line) => JSON.parse(line) as { level: string; msg: string })
          .filter((entry) => entry.level === "alert")
          .map((entry) => entry.msg);
        expect(alerts).toEqual([
          expect.stringContaining("no anti-forgery secret kept in DATA_DIR"),
          expect.stringContaining("enquiries cannot be stored in DATA_DIR"),
          "enquiry not stored",
        ]);
      } finally {
        server.child.kill("SIGKILL");
      }
    },
  );
});

describe("stopping", () => {
  // A start of both processes and a stop: 2-3 s idle, past the default 5 s beside the suite's
  // other work (CI, 2026-11-29).
  it(
    "says in the log that it stops, and that it has stopped, after the sends in flight",
    { timeout: 30_000 },
    async () => {
      const site = await startLoggedSite({ DATA_DIR: dataDir });
      site.child.kill("SIGTERM");
      expect(await exited(site.child)).toBe(0);
      const messages = site.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain("stopping (SIGTERM): finishing the requests and sends in flight");
      expect(messages.at(-1)).toBe("stopped");
    },
  );
});
