import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../app/content/images.ts";
import { photoShapeWarnings } from "./check-content.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "photos-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number, orientation?: number): Promise<string> {
  const file = join(dir, name);
  let image = sharp({ create: { width, height, channels: 3, background: "#777" } }).jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  await image.toFile(file);
  return file;
}

describe("photoShapeWarnings", () => {
  it("warns when a landscape photo goes into a portrait slot, saying how much will show", async () => {
    expect(images["about-01"]).toMatchObject({ width: 900, height: 1200 });
    const file = await photo("about-01.jpg", 4000, 3000);
    const [warning, ...rest] = await photoShapeWarnings(new Map([["about-01", file]]));
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /^app\/images\/about-01\.jpg is 4000 × 3000 \(landscape\), but its slot shows 900 × 1200 \(portrait\): only 56% of it will show/,
    );
  });

  it("says nothing of a photo near its slot's shape, or one taken with the camera turned", async () => {
    const near = await photo("about-02.jpg", 3000, 4000);
    const turned = await photo("founder.jpg", 5000, 4000, 6);
    expect(
      await photoShapeWarnings(
        new Map([
          ["about-02", near],
          ["founder", turned],
        ]),
      ),
    ).toEqual([]);
  });
});
