import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseConfig } from "../../server/config.ts";
import type { LogFields, LogLevel } from "../log.server.ts";
import { openOutbox } from "./outbox.server.ts";
import { startEnquiryServicesOrRefuse } from "./services.server.ts";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "services-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it("with a DATA_DIR that cannot hold the outbox, refuses every enquiry instead of stopping the server, and raises one alert", async () => {
  // Even root cannot create a directory under a regular file.
  writeFileSync(join(dir, "file"), "");
  const dataDir = join(dir, "file", "data");
  const logged: { level: LogLevel; msg: string; fields?: LogFields }[] = [];

  const services = startEnquiryServicesOrRefuse(parseConfig({ DATA_DIR: dataDir }), {
    log: (level, msg, fields) => logged.push({ level, msg, fields }),
  });

  expect(() =>
    services.store.enqueue(
      { from_name: "Anna Rossi", email: "anna@example.org", subject: "Castings", message: "40 housings." },
      { requestId: "test", locale: "en" },
    ),
  ).toThrow(/outbox could not be opened at start .*ENOTDIR/);
  expect(logged).toEqual([
    {
      level: "alert",
      msg: expect.stringContaining("the form answers 503 with the phone and emails") as string,
      fields: expect.objectContaining({
        dataDir,
        error: expect.stringContaining("ENOTDIR") as string,
      }) as LogFields,
    },
  ]);
  await services.stop();
});

it("a second generation in the same process leaves the first one's sends in flight to it; a new process takes them over", async () => {
  const config = parseConfig({ DATA_DIR: dir, ENQUIRY_MIN_FILL_MS: "0" });
  const logged: string[] = [];
  const log = (_level: LogLevel, msg: string) => void logged.push(msg);
  // The first generation is sending an enquiry: claimed, its lease running.
  const outbox = openOutbox({ dataDir: dir });
  outbox.enqueue(
    { from_name: "Anna Rossi", email: "anna@example.org", subject: "Castings", message: "40 housings." },
    { requestId: "test", locale: "en" },
  );
  expect(outbox.claimDue(10, 60_000)).toHaveLength(1);

  // A release switch: the next generation starts beside it, and must not send it a second time.
  const next = startEnquiryServicesOrRefuse(config, { log, firstInProcess: false });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(outbox.list().map((row) => row.status)).toEqual(["sending"]);
  expect(logged).not.toContain("re-sending enquiries that were in flight at the last stop");
  await next.stop();

  // A new process (the first generation was killed with it): what was in flight goes out again.
  const restarted = startEnquiryServicesOrRefuse(config, { log });
  expect(logged).toContain("re-sending enquiries that were in flight at the last stop");
  await expect.poll(() => outbox.list().map((row) => row.status), { timeout: 10_000 }).toEqual([]);
  await restarted.stop();
  outbox.close();
});
