/**
 * The triangle mesh every reader produces: corners shared between triangles (welded), in
 * millimetres. STL repeats each corner in every triangle, and occt-import-js gives every B-rep face
 * its own copy of the corners on its edges; edges can only be matched once equal corners are one.
 */

import { boundingBox } from "./bounding-box.ts";

export interface CadMesh {
  /** x, y, z of each corner, in millimetres (double precision: parts can sit far from the origin). */
  positions: Float64Array;
  /** Three corner indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
}

/** Corners closer than this fraction of the bounding box's diagonal are taken as one. */
const weldTolerance = 2e-6;

type Coordinates = ArrayLike<number>;

/**
 * Merges corners within the tolerance of each other and drops triangles that collapse to a line.
 * `triangles` lists corner indices; without it, every three positions are a triangle (STL).
 * A grid of cells twice the tolerance wide, where a corner looks into a neighbouring cell only
 * when it lies that close to the border: usually one look-up per corner.
 */
export function weldMesh(positions: Coordinates, triangles?: ArrayLike<number>): CadMesh {
  const count = positions.length / 3;
  const { min, max } = boundingBox(positions);
  const size = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  const tolerance = size > 0 && Number.isFinite(size) ? size * weldTolerance : 1e-9;
  const cell = 4 * tolerance;

  // Cells per axis stay below 2^17 (the diagonal is 1 / (4 × 2e-6) cells), so a cell's three
  // numbers pack into one safe integer key.
  const cellKey = (x: number, y: number, z: number) => (x * 131072 + y) * 131072 + z;
  const firstInCell = new Map<number, number>();
  const nextInCell = new Int32Array(count).fill(-1);
  const welded = new Float64Array(positions.length);
  const weldedIndex = new Uint32Array(count);
  let weldedCount = 0;

  const findIn = (key: number, x: number, y: number, z: number) => {
    for (let candidate = firstInCell.get(key) ?? -1; candidate >= 0; candidate = nextInCell[candidate]!) {
      const at = candidate * 3;
      if (
        Math.abs(welded[at]! - x) <= tolerance &&
        Math.abs(welded[at + 1]! - y) <= tolerance &&
        Math.abs(welded[at + 2]! - z) <= tolerance
      )
        return candidate;
    }
    return -1;
  };

  for (let vertex = 0; vertex < count; vertex++) {
    const x = positions[vertex * 3]!;
    const y = positions[vertex * 3 + 1]!;
    const z = positions[vertex * 3 + 2]!;
    const fx = (x - min[0]!) / cell;
    const fy = (y - min[1]!) / cell;
    const fz = (z - min[2]!) / cell;
    const [cx, cy, cz] = [Math.floor(fx), Math.floor(fy), Math.floor(fz)];
    // Which neighbouring cells could hold a corner within the tolerance: at most one per axis.
    const near = (fraction: number) => (fraction < 0.25 ? -1 : fraction > 0.75 ? 1 : 0);
    const [nx, ny, nz] = [near(fx - cx), near(fy - cy), near(fz - cz)];
    let found = -1;
    for (const dx of nx ? [0, nx] : [0]) {
      for (const dy of ny ? [0, ny] : [0]) {
        for (const dz of nz ? [0, nz] : [0]) {
          found = findIn(cellKey(cx + dx, cy + dy, cz + dz), x, y, z);
          if (found >= 0) break;
        }
        if (found >= 0) break;
      }
      if (found >= 0) break;
    }
    if (found < 0) {
      found = weldedCount++;
      welded[found * 3] = x;
      welded[found * 3 + 1] = y;
      welded[found * 3 + 2] = z;
      const key = cellKey(cx, cy, cz);
      nextInCell[found] = firstInCell.get(key) ?? -1;
      firstInCell.set(key, found);
    }
    weldedIndex[vertex] = found;
  }

  const corners = triangles ?? { length: count };
  const indices = new Uint32Array(corners.length);
  let kept = 0;
  for (let i = 0; i + 2 < corners.length; i += 3) {
    const a = weldedIndex[triangles ? triangles[i]! : i]!;
    const b = weldedIndex[triangles ? triangles[i + 1]! : i + 1]!;
    const c = weldedIndex[triangles ? triangles[i + 2]! : i + 2]!;
    if (a === b || b === c || c === a) continue;
    indices[kept++] = a;
    indices[kept++] = b;
    indices[kept++] = c;
  }
  return { positions: welded.slice(0, weldedCount * 3), indices: indices.slice(0, kept) };
}

/**
 * What PartPreview draws, prepared in the worker so the page does no geometry work: three
 * corners per triangle (no sharing, so each can have its own normal), in single precision and
 * moved so the box's centre is the origin.
 */
export interface PreviewMesh {
  /** x, y, z of three corners per triangle, in millimetres from the box's centre. */
  positions: Float32Array;
  /** A unit normal per corner: smooth across edges gentler than `creaseAngle`, sharp at others. */
  normals: Float32Array;
  /** Pairs of points: edges sharper than `creaseAngle` (the part's outline) and open edges. */
  edges: Float32Array;
}

/** Facets meeting at less than this shade as one curved surface; at more, they show an edge. */
export const creaseAngle = (30 * Math.PI) / 180;

export function previewMesh(mesh: CadMesh, centre: readonly [number, number, number]): PreviewMesh {
  const { positions: p, indices } = mesh;
  const triangleCount = indices.length / 3;
  const vertexCount = p.length / 3;
  const corner = (t: number, k: number) => indices[t * 3 + k]!;

  // Each triangle's unit normal, and its area (twice) to weigh it in the corners' normals.
  const faceNormals = new Float64Array(indices.length);
  const faceAreas = new Float64Array(triangleCount);
  const u = [0, 0, 0];
  const v = [0, 0, 0];
  for (let t = 0; t < triangleCount; t++) {
    for (let axis = 0; axis < 3; axis++) {
      const origin = p[corner(t, 0) * 3 + axis]!;
      u[axis] = p[corner(t, 1) * 3 + axis]! - origin;
      v[axis] = p[corner(t, 2) * 3 + axis]! - origin;
    }
    const normal = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    const length = Math.hypot(...normal) || 1;
    for (let axis = 0; axis < 3; axis++) faceNormals[t * 3 + axis] = normal[axis]! / length;
    faceAreas[t] = length;
  }

  // The triangles around each vertex, as one list cut by offsets.
  const firstFace = new Uint32Array(vertexCount + 1);
  for (const vertex of indices) firstFace[vertex + 1]!++;
  for (let vertex = 0; vertex < vertexCount; vertex++) firstFace[vertex + 1]! += firstFace[vertex]!;
  const facesAround = new Uint32Array(indices.length);
  const filled = firstFace.slice(0, vertexCount);
  for (let slot = 0; slot < indices.length; slot++)
    facesAround[filled[indices[slot]!]!++] = Math.floor(slot / 3);

  const cosCrease = Math.cos(creaseAngle);
  const alike = (f: number, t: number) => {
    let dot = 0;
    for (let axis = 0; axis < 3; axis++) dot += faceNormals[f * 3 + axis]! * faceNormals[t * 3 + axis]!;
    return dot >= cosCrease;
  };

  const positions = new Float32Array(indices.length * 3);
  const normals = new Float32Array(indices.length * 3);
  const edges: number[] = [];
  const sum = [0, 0, 0];
  for (let t = 0; t < triangleCount; t++) {
    for (let k = 0; k < 3; k++) {
      const vertex = corner(t, k);
      const next = corner(t, (k + 1) % 3);
      sum.fill(0);
      // The side from this corner to the next is drawn once, by the first triangle that has it.
      let neighbours = 0;
      let drawnBefore = false;
      let sharp = false;
      for (let slot = firstFace[vertex]!; slot < firstFace[vertex + 1]!; slot++) {
        const f = facesAround[slot]!;
        const likeThis = alike(f, t);
        if (likeThis)
          for (let axis = 0; axis < 3; axis++) sum[axis]! += faceNormals[f * 3 + axis]! * faceAreas[f]!;
        if (f === t || (corner(f, 0) !== next && corner(f, 1) !== next && corner(f, 2) !== next)) continue;
        neighbours++;
        if (f < t) drawnBefore = true;
        if (!likeThis) sharp = true;
      }
      const length = Math.hypot(sum[0]!, sum[1]!, sum[2]!) || 1;
      const at = (t * 3 + k) * 3;
      for (let axis = 0; axis < 3; axis++) {
        positions[at + axis] = p[vertex * 3 + axis]! - centre[axis]!;
        normals[at + axis] = sum[axis]! / length;
      }
      if (!drawnBefore && (neighbours !== 1 || sharp))
        for (const end of [vertex, next])
          for (let axis = 0; axis < 3; axis++) edges.push(p[end * 3 + axis]! - centre[axis]!);
    }
  }
  return { positions, normals, edges: Float32Array.from(edges) };
}
