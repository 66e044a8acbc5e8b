/**
 * The generated anti-forgery secret against what disks do: fill up half-way through a write,
 * refuse writes altogether, and serve two processes that start at once. A real read-only directory
 * cannot be arranged here (the tests may run as root, whom chmod does not stop), so "cannot be
 * written" is a DATA_DIR under a regular file, and a full disk is a writer that fails with ENOSPC
 * after writing part of the secret.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LogFields, LogLevel } from "../log.server.ts";
import { loadSecret, loadSecretOrStandIn, type WriteText } from "./secret.server.ts";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "secret-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const diskFullHalfway: WriteText = (fd, text) => {
  writeSync(fd, text.slice(0, 10));
  throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
};

describe("loadSecret", () => {
  it("generates DATA_DIR/secret once, readable by the server's user only, and reads the same one afterwards", () => {
    const dataDir = join(dir, "data");

    const first = loadSecret({ DATA_DIR: dataDir });
    const second = loadSecret({ DATA_DIR: dataDir });

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(statSync(join(dataDir, "secret")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(["secret"]);
  });

  it("a disk that fills while the secret is written leaves no secret file, so the next start writes a whole one", () => {
    expect(() => loadSecret({ DATA_DIR: dir }, diskFullHalfway)).toThrow(/ENOSPC/);
    expect(readdirSync(dir)).toEqual([]);

    const secret = loadSecret({ DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "secret"), "utf8").trim()).toBe(secret);
  });

  it("keeps using a secret already on a disk that is now full", () => {
    const secret = loadSecret({ DATA_DIR: dir });
    expect(loadSecret({ DATA_DIR: dir }, diskFullHalfway)).toBe(secret);
  });

  it("says what to do about an unusable secret file (one a full disk left before this was fixed)", () => {
    writeFileSync(join(dir, "secret"), "");
    expect(() => loadSecret({ DATA_DIR: dir })).toThrow(
      /secret holds no usable secret .*delete it or set SECRET$/,
    );
  });

  it("gives processes that start at once on an empty DATA_DIR one and the same secret", async () => {
    const run = promisify(execFile);
    const module = new URL("./secret.server.ts", import.meta.url).href;
    const script = `const { loadSecret } = await import(${JSON.stringify(module)}); process.stdout.write(loadSecret({ DATA_DIR: ${JSON.stringify(dir)} }));`;
    const outputs = await Promise.all(
      Array.from({ length: 8 }, () => run(process.execPath, ["--input-type=module", "-e", script])),
    );

    const secrets = new Set(outputs.map(({ stdout }) => stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toBe(readFileSync(join(dir, "secret"), "utf8").trim());
    expect(readdirSync(dir)).toEqual(["secret"]);
  });
});

describe("loadSecretOrStandIn", () => {
  const logged: { level: LogLevel; msg: string; fields?: LogFields }[] = [];
  const log = (level: LogLevel, msg: string, fields?: LogFields) => logged.push({ level, msg, fields });

  beforeEach(() => {
    logged.length = 0;
  });

  it.each([
    ["a DATA_DIR that cannot be created (its parent is a file)", () => join(dir, "file", "data"), undefined],
    ["a full disk", () => dir, diskFullHalfway],
  ])("with %s, gives a secret for this run and raises one alert", (_case, dataDir, write) => {
    writeFileSync(join(dir, "file"), "");

    const secret = loadSecretOrStandIn({ DATA_DIR: dataDir() }, { log, write });

    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(logged).toEqual([
      {
        level: "alert",
        msg: expect.stringContaining("fix DATA_DIR or set SECRET") as string,
        fields: expect.objectContaining({ dataDir: dataDir() }) as LogFields,
      },
    ]);
  });
});
