import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { createWhole, isPartial, writeWhole, writeWholeAsync } from "./write-whole.server.ts";

const work = mkdtempSync(join(tmpdir(), "write-whole-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("writes a file over another whole, leaving nothing beside it", () => {
  const file = join(work, "over.json");
  writeFileSync(file, "old");
  writeWhole(file, "new");
  expect(readFileSync(file, "utf8")).toBe("new");
  expect(readdirSync(work).filter(isPartial)).toEqual([]);
});

it("writes whole without holding the thread, and leaves nothing when it cannot", async () => {
  const file = join(work, "mail.eml");
  await writeWholeAsync(file, "Subject: one", 0o600);
  expect(readFileSync(file, "utf8")).toBe("Subject: one");
  await expect(writeWholeAsync(join(work, "missing", "mail.eml"), "x")).rejects.toThrow();
  expect(readdirSync(work).filter(isPartial)).toEqual([]);
});

it("creates a file whole only when there is none: of two writers, one writes", () => {
  const file = join(work, "request.json");
  expect(createWhole(file, '{"by":"first"}')).toBe(true);
  expect(createWhole(file, '{"by":"second"}')).toBe(false);
  expect(readFileSync(file, "utf8")).toBe('{"by":"first"}');
  expect(readdirSync(work).filter(isPartial)).toEqual([]);
  // A folder that is not there: an error, not a silent false.
  expect(() => createWhole(join(work, "missing", "request.json"), "{}")).toThrow();
});
