import sharp from "sharp";
import { expect, it } from "vitest";
import { coverCrop } from "./photo-crop.ts";

/** A 400 × 200 photo: red on its left half, blue on its right. */
const photo = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#ff0000" } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: "#0000ff" } },
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

async function dominant(focus?: { x: number; y: number }) {
  const cropped = await coverCrop(
    sharp(await photo()),
    { width: 400, height: 200 },
    { width: 100, height: 100 },
    focus,
  )
    .png()
    .toBuffer();
  const { width, height } = await sharp(cropped).metadata();
  const { channels } = await sharp(cropped).stats();
  return { width, height, red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
}

it("crops to the slot's shape around the chosen point: the left keeps the red, the right the blue", async () => {
  const left = await dominant({ x: 0, y: 0.5 });
  expect(left).toMatchObject({ width: 100, height: 100 });
  expect(left.red).toBeGreaterThan(250);
  expect(left.blue).toBeLessThan(5);
  const right = await dominant({ x: 1, y: 0.5 });
  expect(right.blue).toBeGreaterThan(250);
  expect(right.red).toBeLessThan(5);
  // The centre straddles both; without a point, sharp's attention strategy picks.
  const centre = await dominant({ x: 0.5, y: 0.5 });
  expect(centre.red).toBeGreaterThan(100);
  expect(centre.blue).toBeGreaterThan(100);
  expect(await dominant()).toMatchObject({ width: 100, height: 100 });
});
