import { z } from "zod";
import { text } from "./common.ts";
import { rule } from "./rules.ts";

// ---------------------------------------------------------------- images

/**
 * What a generated placeholder draws for a slot until the company drops in a real photo: the wear
 * parts (the metal-recycling products, in their order), the castings, and the other pictures.
 */
export const wearPartDrawings = [
  "hammer",
  "grate",
  "liner",
  "cap",
  "bar",
  "plate",
  "rotor",
  "bolt",
  "pin",
  "tooth",
  "anvil",
  "wall",
] as const;
export const castingDrawings = ["valve", "pump", "casting"] as const;
export const drawingKind = z.enum([
  ...wearPartDrawings,
  ...castingDrawings,
  "ladle",
  "portrait",
  "certificate",
  "team",
  "map",
]);

export const imageSlotSchema = z.strictObject({
  width: z
    .number()
    .int()
    .positive()
    .describe("largest width served in px (a photo's largest variant); with height, fixes the aspect ratio"),
  height: z.number().int().positive(),
  drawing: drawingKind,
  label: text.describe("the title-block text of the generated drawing, e.g. 'Spider rotor — view 2'"),
});

export const imagesSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, rule("slotName")),
  imageSlotSchema,
);

export type ImageSlot = z.infer<typeof imageSlotSchema>;
export type Images = z.infer<typeof imagesSchema>;
export type DrawingKind = z.infer<typeof drawingKind>;
