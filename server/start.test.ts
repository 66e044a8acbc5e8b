/**
 * The start script as an operator meets it: settings it cannot work with stop it at once, in one
 * log line that names them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exited, outputLines, startSiteProcess } from "../scripts/site-process.ts";

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
