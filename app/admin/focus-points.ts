/**
 * The point a photo's crop keeps: one of nine named points, or any point chosen on the photo, as
 * forms and addresses carry it. Shared by the photo pages and the server's photo work.
 */
import { type Focus, isFocus } from "../content/photo-crop.ts";

/** The nine points a person can choose for a crop ("automatic" is none of them). */
export const focusPoints = [
  ["top-left", 0, 0],
  ["top", 0.5, 0],
  ["top-right", 1, 0],
  ["left", 0, 0.5],
  ["centre", 0.5, 0.5],
  ["right", 1, 0.5],
  ["bottom-left", 0, 1],
  ["bottom", 0.5, 1],
  ["bottom-right", 1, 1],
] as const;
export type FocusPoint = (typeof focusPoints)[number][0];

export function focusOf(point: string): Focus | undefined {
  const found = focusPoints.find(([name]) => name === point);
  return found ? { x: found[1], y: found[2] } : undefined;
}

/** Which of the nine points `focus` is, when it is exactly one of them. */
export function pointAt(focus: Focus): FocusPoint | undefined {
  return focusPoints.find(([, x, y]) => x === focus.x && y === focus.y)?.[0];
}

/** A point as forms and addresses carry it, "x,y": what `focusFrom` reads back. */
export const focusText = (focus: Focus) => `${focus.x},${focus.y}`;

/**
 * A point chosen on the photo, as a form or an address sends it ("0.25,0.6", each 0–1 from the top
 * left); undefined for anything else, and the nine points or the automatic crop decide.
 */
export function focusFrom(value: unknown): Focus | undefined {
  if (typeof value !== "string" || !/^(0|1|0?\.\d{1,6}|1\.0{1,6}),(0|1|0?\.\d{1,6}|1\.0{1,6})$/.test(value))
    return undefined;
  const [x, y] = value.split(",").map(Number);
  const focus = { x, y };
  return isFocus(focus) ? focus : undefined;
}

/** Where a crop kept around a point lies on the whole photo, each as a share of it (0–1). */
export interface CropOnPhoto {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of a `whole` photo a crop to `crop`'s shape keeps around `point`, as coverCrop
 * (content/photo-crop.ts) cuts it: the photo scaled to cover the shape, the point as near the
 * middle as the photo allows. What the photo page draws on the whole photo while a point is chosen.
 */
export function cropOnPhoto(
  point: Focus,
  whole: { width: number; height: number },
  crop: { width: number; height: number },
): CropOnPhoto {
  const aspect = whole.width / whole.height;
  const shape = crop.width / crop.height;
  const width = aspect > shape ? shape / aspect : 1;
  const height = aspect > shape ? 1 : aspect / shape;
  const clamp = (value: number, high: number) => Math.min(Math.max(value, 0), high);
  return {
    left: clamp(point.x - width / 2, 1 - width),
    top: clamp(point.y - height / 2, 1 - height),
    width,
    height,
  };
}

/** The CSS object-position that shows, of the whole photo covering the crop's shape, that crop. */
export function objectPositionOf(crop: CropOnPhoto): string {
  const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
  return `${crop.width < 1 ? percent(crop.left / (1 - crop.width)) : "50%"} ${crop.height < 1 ? percent(crop.top / (1 - crop.height)) : "50%"}`;
}
