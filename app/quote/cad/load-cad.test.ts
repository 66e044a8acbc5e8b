import { describe, expect, it } from "vitest";
import { previewLimits, readCadFile } from "./load-cad.ts";

// The answers given before any worker starts (the worker itself: tests/e2e/quote.spec.ts).
describe("readCadFile, before reading", () => {
  it("a file that is not STEP, IGES or STL is unsupported", async () => {
    expect(await readCadFile(new File(["%PDF-1.7"], "drawing.pdf"))).toEqual({ status: "unsupported" });
  });

  it("a CAD file over the preview's limit is too large, with both sizes", async () => {
    const file = new File([new Uint8Array(2048)], "PART.STP");
    expect(await readCadFile(file, { maxBytes: 1024 })).toEqual({
      status: "too-large",
      sizeBytes: 2048,
      limitBytes: 1024,
    });
    expect(previewLimits.maxBytes).toBe(50 * 1024 * 1024);
  });
});
