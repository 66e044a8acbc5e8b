import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileKindOf as fileKindOfPath } from "./file-kind.server.ts";
import { programFile, sampleFiles } from "../../tests/fixtures/files/samples.ts";

const cad = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/cad/${name}`, import.meta.url)));

// The server reads an upload's kind from the file it wrote to disk.
const folder = mkdtempSync(join(tmpdir(), "file-kind-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let written = 0;
function fileKindOf(bytes: Uint8Array) {
  const path = join(folder, String(written++));
  writeFileSync(path, bytes);
  return fileKindOfPath(path);
}

describe("a file's kind comes from its content", () => {
  it.each([
    ["box-120x80x40-mm.step", "step"],
    ["block-4x2x1-inch.step", "step"],
    ["box-120x80x40-mm.iges", "iges"],
    ["block-4x2x1-inch.iges", "iges"],
    ["box-120x80x40-ascii.stl", "stl"],
    ["box-120x80x40-binary.stl", "stl"],
    ["box-open.stl", "stl"],
  ])("%s is %s", async (name, kind) => {
    expect((await fileKindOf(cad(name))).kind).toBe(kind);
  });

  it.each(Object.entries(sampleFiles))("a %s sample is read as one", async (kind, bytes) => {
    expect((await fileKindOf(bytes)).kind).toBe(kind);
  });

  it("refuses a Windows program named like a drawing, and says what it is", async () => {
    expect(await fileKindOf(programFile)).toEqual({ kind: null, detected: "exe" });
  });

  it("refuses plain text, HTML and a Linux program", async () => {
    expect((await fileKindOf(new TextEncoder().encode("just some notes\n"))).kind).toBeNull();
    expect(
      (await fileKindOf(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"))).kind,
    ).toBeNull();
    const elf = new Uint8Array(256);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
    expect((await fileKindOf(elf)).kind).toBeNull();
  });

  it("does not take a file whose length only looks like a binary STL's", async () => {
    const bytes = new Uint8Array(84 + 50 * 3);
    new DataView(bytes.buffer).setUint32(80, 4, true);
    expect((await fileKindOf(bytes)).kind).toBeNull();
  });

  it("reads a ZIP whatever it holds", async () => {
    expect((await fileKindOf(sampleFiles.zip)).kind).toBe("zip");
  });
});
