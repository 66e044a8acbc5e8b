/** PDFs that do more than show pages, found however they are written (issue 49). */
import { deflateSync } from "node:zlib";
import { expect, it } from "vitest";
import { tinyPdf } from "../../tests/fixtures/pdf.ts";
import { activeContentIn } from "./pdf-active-content.server.ts";

/** A PDF of one page with `catalog` added to its catalog and `objects` after it. */
const pdfWith = (catalog: string, ...objects: (string | Buffer)[]) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n`),
    Buffer.from("2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"),
    Buffer.from(
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1<</BaseFont/AAAAAB+Arial-JS>>>>>>>>endobj\n",
    ),
    ...objects.map((object) => (typeof object === "string" ? Buffer.from(`${object}\n`) : object)),
    Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n"),
  ]);

it("finds nothing in a plain document, whatever its fonts are called", async () => {
  expect(await activeContentIn(tinyPdf())).toEqual([]);
  expect(await activeContentIn(pdfWith(""))).toEqual([]);
});

it("finds JavaScript run at opening, written plainly or with escaped names", async () => {
  expect(
    (
      await activeContentIn(pdfWith("/OpenAction 4 0 R", "4 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj"))
    ).sort(),
  ).toEqual(["JS", "JavaScript", "OpenAction"]);
  expect(await activeContentIn(pdfWith("/Open#41ction<</S/J#61vaScript/J#53(x)>>"))).toContain("JavaScript");
});

it("finds actions and attached files hidden in a compressed object stream", async () => {
  const hidden = deflateSync(
    Buffer.from("5 0 <</Names<</EmbeddedFiles[(a.exe) 6 0 R]>>/AA<</O<</S/Launch/F(cmd)>>>>>>"),
  );
  const stream = Buffer.concat([
    Buffer.from(`4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${hidden.length}>>stream\n`),
    hidden,
    Buffer.from("\nendstream endobj"),
  ]);
  expect((await activeContentIn(pdfWith("", stream))).sort()).toEqual(["AA", "EmbeddedFiles", "Launch"]);
});

it("refuses a small stream that would inflate past what any certificate holds", async () => {
  const bomb = deflateSync(Buffer.alloc(120 * 1024 * 1024));
  const stream = Buffer.concat([
    Buffer.from(`4 0 obj<</Filter/FlateDecode/Length ${bomb.length}>>stream\n`),
    bomb,
    Buffer.from("\nendstream endobj"),
  ]);
  expect(await activeContentIn(pdfWith("", stream))).toEqual(["a compressed stream too large to read"]);
});
