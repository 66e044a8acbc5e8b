/** Meshes for the tests, built from corners the way STL lists them. */
import { weldMesh } from "./mesh.ts";

export type Corner = [number, number, number];

/** A cuboid's 12 triangles facing outwards, as STL would list them (every corner repeated). */
export function cuboid([x0, y0, z0]: Corner, [dx, dy, dz]: Corner): Corner[][] {
  const c = (i: number): Corner => [x0 + (i & 1 ? dx : 0), y0 + (i & 2 ? dy : 0), z0 + (i & 4 ? dz : 0)];
  // Each face's four corners counter-clockwise seen from outside.
  const faces = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  return faces.flatMap(([a, b, c2, d]) => [
    [c(a!), c(b!), c(c2!)],
    [c(a!), c(c2!), c(d!)],
  ]);
}

export const meshOf = (triangles: Corner[][]) => weldMesh(triangles.flat(2));
export const reversed = (triangles: Corner[][]) => triangles.map(([a, b, c]) => [a!, c!, b!]);
