import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photographLike } from "../../tests/fixtures/photos.ts";
import { PhotoError, type ProcessedPhoto, processPhoto, widthLadder } from "./photo-pipeline.ts";

const dir = mkdtempSync(join(tmpdir(), "photo-pipeline-"));
const cacheDir = join(dir, "cache");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A portrait slot, small enough that AVIF encoding stays quick. */
const portrait = { width: 480, height: 600 };

async function writeJpeg(name: string, image: Sharp): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, await image.jpeg({ quality: 90 }).toBuffer());
  return file;
}

describe("widthLadder", () => {
  it("steps up the ladder and ends at the slot's width", () => {
    expect(widthLadder(5000, 1600)).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(widthLadder(5000, 1200)).toEqual([320, 480, 640, 960, 1200]);
  });

  it("never goes above the photo's own width", () => {
    expect(widthLadder(700, 1600)).toEqual([320, 480, 640, 700]);
    expect(widthLadder(250.6, 1600)).toEqual([250]);
    for (const source of [100, 319, 320, 321, 959, 961, 4000]) {
      expect(Math.max(...widthLadder(source, 1200))).toBeLessThanOrEqual(source);
    }
  });
});

describe("processPhoto", () => {
  let landscape: string;
  let first: ProcessedPhoto;
  let firstMtimes: number[];

  beforeAll(async () => {
    // Landscape and far larger than the slot: the pipeline must crop it to portrait and shrink it.
    landscape = await writeJpeg("landscape.jpg", photographLike(1600, 900, [0.8, 0.5]));
    first = await processPhoto({ slot: "founder", file: landscape, size: portrait, cacheDir });
    firstMtimes = first.variants.map((variant) => statSync(variant.file).mtimeMs);
  });

  it("encodes AVIF, WebP and JPEG at every width of the ladder up to the slot's width", async () => {
    expect(first.encoded).toBe(true);
    expect(first.widths).toEqual([320, 480]);
    const formats = await Promise.all(
      first.variants.map(async (variant) => (await sharp(variant.file).metadata()).format),
    );
    expect(formats).toEqual(["heif", "webp", "jpeg", "heif", "webp", "jpeg"]);
    expect(first.variants.map((variant) => variant.fileName)).toEqual([
      `founder-${first.hash}-320.avif`,
      `founder-${first.hash}-320.webp`,
      `founder-${first.hash}-320.jpg`,
      `founder-${first.hash}-480.avif`,
      `founder-${first.hash}-480.webp`,
      `founder-${first.hash}-480.jpg`,
    ]);
  });

  it("crops every variant to the slot's aspect ratio, at the size its name says", async () => {
    for (const variant of first.variants) {
      const { width, height } = await sharp(variant.file).metadata();
      expect({ width, height }, variant.fileName).toEqual({ width: variant.width, height: variant.height });
      expect(Math.abs(width / height - portrait.width / portrait.height), variant.fileName).toBeLessThan(
        0.01,
      );
    }
  });

  it("crops towards what draws the eye, not the middle", async () => {
    // The bright subject sits at 80 % of the width: a centred portrait crop would miss it.
    const largest = first.variants.find((variant) => variant.format === "jpeg" && variant.width === 480);
    const cropped = await sharp(largest?.file).stats();
    const centred = await sharp(landscape)
      .resize({ ...portrait, fit: "cover", position: "centre" })
      .stats();
    expect(cropped.channels[0]?.mean).toBeGreaterThan((centred.channels[0]?.mean ?? 0) + 20);
  });

  it("gives the crop's dominant colour as the placeholder", () => {
    expect(first.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("takes a second run of the same photo from the cache, without encoding or rewriting anything", async () => {
    const started = performance.now();
    const second = await processPhoto({ slot: "founder", file: landscape, size: portrait, cacheDir });
    expect(second.encoded).toBe(false);
    expect(second).toEqual({ ...first, encoded: false });
    expect(second.variants.map((variant) => statSync(variant.file).mtimeMs)).toEqual(firstMtimes);
    // Reading and hashing a file, no decoding: far below the time of one AVIF encode.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("encodes again, under a new hash, when the photo or the slot changes", async () => {
    const edited = await writeJpeg("edited.jpg", photographLike(1600, 900, [0.8, 0.5], 2));
    const newPhoto = await processPhoto({ slot: "founder", file: edited, size: portrait, cacheDir });
    expect(newPhoto.encoded).toBe(true);
    expect(newPhoto.hash).not.toBe(first.hash);
    const square = await processPhoto({
      slot: "founder",
      file: landscape,
      size: { width: 320, height: 320 },
      cacheDir,
    });
    expect(square.encoded).toBe(true);
    expect(square.hash).not.toBe(first.hash);
  });

  it("never enlarges a photo smaller than its slot", async () => {
    const small = await writeJpeg("small.jpg", photographLike(400, 300));
    const photo = await processPhoto({ slot: "gallery-01", file: small, size: portrait, cacheDir });
    // 400 × 300 cropped to 4:5 is 240 px wide.
    expect(photo.widths).toEqual([240]);
    const { width } = await sharp(photo.variants[0]?.file).metadata();
    expect(width).toBe(240);
  });

  it("turns a photo upright by its EXIF orientation and strips its metadata", async () => {
    // Stored 600 × 400 with orientation 6: a portrait 400 × 600 once turned.
    const sideways = await writeJpeg(
      "sideways.jpg",
      photographLike(600, 400)
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: "Camera owner" } }),
    );
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const photo = await processPhoto({
      slot: "founder",
      file: sideways,
      size: { width: 320, height: 480 },
      cacheDir,
    });
    // Unturned, the 2:3 crop of a 600 × 400 frame would be only 266 px wide.
    expect(photo.widths).toEqual([320]);
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.file).metadata();
      expect(metadata.orientation, variant.fileName).toBeUndefined();
      expect(metadata.exif, variant.fileName).toBeUndefined();
      expect(readFileSync(variant.file).includes("Camera owner"), variant.fileName).toBe(false);
    }
  });

  it("fails on a file that is not an image with one line naming the file", async () => {
    const broken = join(dir, "gallery-07.jpg");
    writeFileSync(broken, "this is not a photo");
    const result = processPhoto({ slot: "gallery-07", file: broken, size: portrait, cacheDir });
    await expect(result).rejects.toThrow(PhotoError);
    await expect(result).rejects.toThrow(/gallery-07\.jpg: cannot read this image \([^\n]+\)\.[^\n]*$/);
  });

  it("fails on a truncated photo the same way", async () => {
    const whole = readFileSync(await writeJpeg("whole.jpg", photographLike(800, 600)));
    const truncated = join(dir, "banner-02.jpg");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 3)));
    await expect(
      processPhoto({ slot: "banner-02", file: truncated, size: portrait, cacheDir }),
    ).rejects.toThrow(/banner-02\.jpg: cannot decode this image \([^\n]+\)\.[^\n]*$/);
  });
});

describe("the point a crop keeps (app/images/focus.json)", () => {
  it("crops around it: another point is another picture, and no point is the cache as it was", async () => {
    // Red on the left half, blue on the right, cropped into a portrait slot.
    const file = await writeJpeg(
      "halves.jpg",
      sharp({ create: { width: 960, height: 480, channels: 3, background: "#ff0000" } }).composite([
        {
          input: { create: { width: 480, height: 480, channels: 3, background: "#0000ff" } },
          left: 480,
          top: 0,
        },
      ]),
    );
    const size = { width: 240, height: 300 };
    const left = await processPhoto({ slot: "halves", file, size, cacheDir, focus: { x: 0, y: 0.5 } });
    const right = await processPhoto({ slot: "halves", file, size, cacheDir, focus: { x: 1, y: 0.5 } });
    const none = await processPhoto({ slot: "halves", file, size, cacheDir });
    expect(new Set([left.hash, right.hash, none.hash]).size).toBe(3);
    const mean = async (photo: ProcessedPhoto) => {
      const variant = photo.variants.find((candidate) => candidate.format === "webp")!;
      const { channels } = await sharp(variant.file).stats();
      return { red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
    };
    expect((await mean(left)).red).toBeGreaterThan((await mean(left)).blue);
    expect((await mean(right)).blue).toBeGreaterThan((await mean(right)).red);
  });
});
