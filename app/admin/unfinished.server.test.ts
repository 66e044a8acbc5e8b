import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TooManyUnfinished, unfinishedForms, unfinishedLimit } from "./unfinished.server.ts";

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), "unfinished-"))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("guided forms kept unfinished", () => {
  it("keeps, lists the newest first, keeps again under the same id and removes", () => {
    const store = unfinishedForms(dataDir);
    const first = store.keep("datasheet", undefined, "giulia@foundry.example", { "f.title": "Duplex" }, 1000);
    const second = store.keep(
      "case-study",
      "not an id",
      "omar@foundry.example",
      { "f.title": "Liners" },
      2000,
    );
    expect(store.list(["datasheet", "case-study"]).map((kept) => kept.id)).toEqual([second, first]);
    expect(store.keep("datasheet", first, "omar@foundry.example", { "f.title": "Duplex 4A" }, 3000)).toBe(
      first,
    );
    expect(store.read("datasheet", first)).toMatchObject({
      who: "omar@foundry.example",
      values: { "f.title": "Duplex 4A" },
    });
    // Its own person only: the file is not readable by others on the machine.
    expect(statSync(join(dataDir, "unfinished", "datasheet", `${first}.json`)).mode & 0o077).toBe(0);
    store.remove("datasheet", first);
    expect(store.read("datasheet", first)).toBeUndefined();
  });

  it("reads nothing but its own ids, and holds at most its limit per form", () => {
    const store = unfinishedForms(dataDir);
    for (const id of ["../../etc/passwd", "0123", "", 7, ["a"]])
      expect(store.read("datasheet", id)).toBeUndefined();
    expect(store.read("../x", "0123456789abcdef")).toBeUndefined();
    expect(() => store.keep("../x", undefined, "a@b.example", {})).toThrow();
    for (let n = 0; n < unfinishedLimit; n++) store.keep("datasheet", undefined, "a@b.example", {});
    expect(() => store.keep("datasheet", undefined, "a@b.example", {})).toThrow(TooManyUnfinished);
    expect(readdirSync(join(dataDir, "unfinished", "datasheet"))).toHaveLength(unfinishedLimit);
  });
});
