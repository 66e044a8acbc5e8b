/** A photo kept for a slot or refused, called as the photo page calls it, without HTTP. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { photographLike } from "../../tests/fixtures/photos.ts";
import { keepPhoto } from "./photos.server.ts";

const work = mkdtempSync(join(tmpdir(), "photos-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A store that records what it was asked to keep. */
const recording = () => {
  const kept: unknown[][] = [];
  return {
    kept,
    saveImage: async (...args: unknown[]) => {
      kept.push(args);
      return "c0ffee1";
    },
  };
};

it("keeps a photo as a change of the person's, at the point chosen, and lets the upload go", async () => {
  const store = recording();
  const upload = join(work, "upload-1");
  await photographLike(1600, 1200).jpeg().toFile(upload);
  const focus = { x: 0.25, y: 0.5 };
  expect(await keepPhoto(store, { slot: "banner-01", upload, who: "giulia@foundry.example", focus })).toEqual(
    {
      kind: "kept",
      commit: "c0ffee1",
    },
  );
  expect(store.kept).toEqual([["banner-01", upload, "jpg", "giulia@foundry.example", focus]]);
  expect(existsSync(upload)).toBe(false);
});

it("keeps nothing that is not a photo, and says why", async () => {
  const store = recording();
  const upload = join(work, "upload-2");
  writeFileSync(upload, "a text file, whatever the form says");
  const outcome = await keepPhoto(store, { slot: "banner-01", upload, who: "giulia@foundry.example" });
  if (outcome.kind !== "refused") throw new Error("refused expected");
  expect(outcome.refusal.in("en")).toMatch(/\S/);
  expect(store.kept).toEqual([]);
});
