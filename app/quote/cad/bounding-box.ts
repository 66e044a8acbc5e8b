/**
 * The part's axis-aligned box in the file's own axes. `lengthMm ≥ widthMm ≥ heightMm` are its three
 * extents sorted, not tied to x, y and z: CAD programs point a part's axes anywhere (a hammer drawn
 * standing up is as long as one drawn lying down), and buyers read "L × W × H" as largest first.
 * It is not the smallest box around a part drawn at an angle to the axes; the turning envelopes
 * below are the figures the capacity check relies on.
 */
export interface BoundingBox {
  min: [number, number, number];
  max: [number, number, number];
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** The box around `positions` (x, y, z after one another). */
export function boundingBox(positions: ArrayLike<number>): BoundingBox {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = positions[i + axis]!;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  if (positions.length === 0) return { min: [0, 0, 0], max: [0, 0, 0], lengthMm: 0, widthMm: 0, heightMm: 0 };
  const [lengthMm, widthMm, heightMm] = [0, 1, 2]
    .map((axis) => max[axis]! - min[axis]!)
    .sort((a, b) => b - a);
  return { min, max, lengthMm: lengthMm!, widthMm: widthMm!, heightMm: heightMm! };
}
