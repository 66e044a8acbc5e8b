/** A document's upload kept or refused, called as the documents page calls it, without HTTP. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { tinyPdf } from "../../tests/fixtures/pdf.ts";
import { keepDocument } from "./documents.server.ts";

const work = mkdtempSync(join(tmpdir(), "documents-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A store that records what it was asked to keep. */
const recording = () => {
  const kept: string[] = [];
  return {
    kept,
    saveDocument: async (file: string, source: string, who: string) => {
      kept.push(`${file} ${source} ${who}`);
      return "c0ffee1";
    },
  };
};

const upload = (name: string, bytes: Buffer | string) => {
  const path = join(work, name);
  writeFileSync(path, bytes);
  return path;
};

it("keeps a plain PDF as a change of the person's", async () => {
  const store = recording();
  const path = upload("certificate.pdf", tinyPdf());
  expect(
    await keepDocument(store, { file: "iso-9001.pdf", upload: path, who: "giulia@foundry.example" }),
  ).toEqual({ kind: "kept", commit: "c0ffee1" });
  expect(store.kept).toEqual([`iso-9001.pdf ${path} giulia@foundry.example`]);
});

it("keeps nothing that is not a whole PDF, or one that runs a script when opened", async () => {
  const store = recording();
  const who = "giulia@foundry.example";
  const named = upload("named.pdf", "not a PDF, whatever its name says");
  const cut = upload("cut.pdf", tinyPdf().subarray(0, 200));
  const active = upload(
    "active.pdf",
    Buffer.from(
      tinyPdf()
        .toString("latin1")
        .replace("/Type/Catalog", "/Type/Catalog/OpenAction<</S/JavaScript/JS(x)>>"),
      "latin1",
    ),
  );
  expect(await keepDocument(store, { file: "iso-9001.pdf", upload: named, who })).toEqual({
    kind: "refused",
    reason: "notPdf",
  });
  expect(await keepDocument(store, { file: "iso-9001.pdf", upload: cut, who })).toEqual({
    kind: "refused",
    reason: "notPdf",
  });
  expect(await keepDocument(store, { file: "iso-9001.pdf", upload: active, who })).toEqual({
    kind: "refused",
    reason: "active",
  });
  expect(store.kept).toEqual([]);
});
