import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseConfig } from "../../server/config.ts";
import type { LogFields, LogLevel } from "../log.server.ts";
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
