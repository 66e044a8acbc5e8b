/**
 * How a photo is cropped to its slot's shape: around the point the company chose (the editor's
 * "point the crop keeps", app/images/focus.json), else where sharp's attention strategy finds the
 * subject. One function for the build (scripts/images/photo-pipeline.ts) and the editor's preview
 * (app/admin/photos.server.ts), so the preview is the crop the site will show.
 */
import type { Sharp } from "sharp";

/** A point of the photo as it is seen (turned as the camera says), 0–1 from the top left. */
export interface Focus {
  x: number;
  y: number;
}

export type FocusMap = Record<string, Focus>;

export const isFocus = (value: unknown): value is Focus =>
  typeof value === "object" &&
  value !== null &&
  [(value as Focus).x, (value as Focus).y].every((n) => typeof n === "number" && n >= 0 && n <= 1);

/** `image` (already turned) cropped to `target`, covering it, keeping `focus` as near the middle as it can. */
export function coverCrop(
  image: Sharp,
  oriented: { width: number; height: number },
  target: { width: number; height: number },
  focus?: Focus,
): Sharp {
  if (!focus)
    return image.resize({ width: target.width, height: target.height, fit: "cover", position: "attention" });
  const scale = Math.max(target.width / oriented.width, target.height / oriented.height);
  const width = Math.max(target.width, Math.round(oriented.width * scale));
  const height = Math.max(target.height, Math.round(oriented.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return image.resize({ width, height, fit: "fill" }).extract({
    left: clamp(focus.x * width - target.width / 2, width - target.width),
    top: clamp(focus.y * height - target.height / 2, height - target.height),
    width: target.width,
    height: target.height,
  });
}
