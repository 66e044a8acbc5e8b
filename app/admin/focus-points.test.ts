import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverCrop } from "../content/photo-crop.ts";
import { cropOnPhoto, objectPositionOf } from "./focus-points.ts";

/**
 * Where coverCrop's cut of a photo starts, read from what it cuts: a photo whose red says how far
 * across it each column is and whose green how far down each row is.
 */
async function cutStart(
  whole: { width: number; height: number },
  crop: { width: number; height: number },
  focus: { x: number; y: number },
) {
  const pixels = Buffer.alloc(whole.width * whole.height * 3);
  for (let y = 0; y < whole.height; y++)
    for (let x = 0; x < whole.width; x++) {
      const at = (y * whole.width + x) * 3;
      pixels[at] = Math.round((x / (whole.width - 1)) * 255);
      pixels[at + 1] = Math.round((y / (whole.height - 1)) * 255);
    }
  const image = sharp(pixels, { raw: { ...whole, channels: 3 } });
  const cut = await coverCrop(image, whole, crop, focus).raw().toBuffer();
  return { left: cut[0]! / 255, top: cut[1]! / 255 };
}

describe("the crop the photo page draws on the whole photo", () => {
  const cases = [
    { whole: { width: 800, height: 400 }, crop: { width: 300, height: 300 }, focus: { x: 0.3, y: 0.5 } },
    { whole: { width: 800, height: 400 }, crop: { width: 300, height: 300 }, focus: { x: 0.95, y: 0.1 } },
    { whole: { width: 300, height: 600 }, crop: { width: 400, height: 200 }, focus: { x: 0.5, y: 0.7 } },
    { whole: { width: 300, height: 600 }, crop: { width: 400, height: 200 }, focus: { x: 0, y: 0 } },
  ];
  it.each(cases)(
    "starts where coverCrop cuts a $whole.width×$whole.height photo to $crop.width×$crop.height around $focus.x,$focus.y",
    async ({ whole, crop, focus }) => {
      const drawn = cropOnPhoto(focus, whole, crop);
      const cut = await cutStart(whole, crop, focus);
      // Within two pixels of the photo: the scaling rounds, and so do the colours.
      expect(Math.abs(drawn.left - cut.left)).toBeLessThan(2 / Math.min(whole.width, 255) + 0.01);
      expect(Math.abs(drawn.top - cut.top)).toBeLessThan(2 / Math.min(whole.height, 255) + 0.01);
      // The crop keeps the shape asked for.
      expect((drawn.width * whole.width) / (drawn.height * whole.height)).toBeCloseTo(
        crop.width / crop.height,
        5,
      );
    },
  );

  it("shows the same part with object-position: a crop at either edge is 0% or 100%, one as wide as the photo 50%", () => {
    const whole = { width: 800, height: 400 };
    const crop = { width: 300, height: 300 };
    expect(objectPositionOf(cropOnPhoto({ x: 0, y: 0.5 }, whole, crop))).toBe("0% 50%");
    expect(objectPositionOf(cropOnPhoto({ x: 1, y: 0.5 }, whole, crop))).toBe("100% 50%");
    expect(objectPositionOf(cropOnPhoto({ x: 0.5, y: 0.5 }, whole, crop))).toBe("50% 50%");
  });
});
