/**
 * What a buyer's CAD model tells us before anyone opens it: size, volume, weight in a material,
 * whether the mesh is closed (so the volume can be trusted), and how it would sit on a lathe.
 * Pure functions over a welded triangle mesh in millimetres (mesh.ts); the worker runs them.
 */
import { type BoundingBox, boundingBox } from "./bounding-box.ts";
import type { CadMesh } from "./mesh.ts";

/**
 * Length units CAD files declare. occt-import-js converts STEP and IGES geometry from them to
 * millimetres itself (read-cad.ts asks it to); the page names the unit it came from.
 */
export type LengthUnit =
  | "micrometre"
  | "millimetre"
  | "centimetre"
  | "metre"
  | "kilometre"
  | "microinch"
  | "mil"
  | "inch"
  | "foot"
  | "mile";

/** Why a volume may be wrong. */
export type VolumeIssue =
  /** edges used by one triangle only: holes in the surface */
  | "open"
  /** edges shared by more than two triangles: surfaces touching or crossing */
  | "non-manifold"
  /** neighbouring triangles facing opposite ways */
  | "inconsistent-orientation"
  /** the triangles face inwards: the signed volume is negative */
  | "inside-out"
  /** almost no volume for its box: a sheet, a wireframe, or faces that cancel out */
  | "negligible";

export interface EdgeCounts {
  /** edges of one triangle (an open mesh) */
  boundary: number;
  /** edges of three or more triangles */
  nonManifold: number;
  /** edges two triangles run the same way along (one of them faces the wrong way) */
  misoriented: number;
}

/**
 * The part on a vertical lathe with `axis` upright: the smallest circle around its plan view is
 * the swing it needs, its extent along the axis the height.
 */
export interface TurningEnvelope {
  axis: "x" | "y" | "z";
  swingDiameterMm: number;
  heightMm: number;
}

export interface MeshFigures {
  triangleCount: number;
  boundingBox: BoundingBox;
  /** Enclosed volume; for a mesh with issues, the best figure we have. */
  volumeMm3: number;
  /** True when `volumeIssues` is not empty: the page says the volume (and weight) is approximate. */
  volumeApproximate: boolean;
  volumeIssues: VolumeIssue[];
  edges: EdgeCounts;
  /** One per axis; the capacity check takes the one that fits best. */
  turning: TurningEnvelope[];
}

/** A volume below this fraction of its bounding box is taken as no volume at all. */
const negligibleFraction = 1e-6;

/**
 * Sum of the signed tetrahedra each triangle makes with a reference point: the enclosed volume for
 * a closed mesh facing outwards, negative when it faces inwards. The reference is the box's centre,
 * which keeps the products small for parts drawn far from the origin.
 */
export function signedVolume(mesh: CadMesh, reference: readonly [number, number, number]): number {
  const { positions: p, indices } = mesh;
  const [ox, oy, oz] = reference;
  let sum = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const ax = p[a]! - ox,
      ay = p[a + 1]! - oy,
      az = p[a + 2]! - oz;
    const bx = p[b]! - ox,
      by = p[b + 1]! - oy,
      bz = p[b + 2]! - oz;
    const cx = p[c]! - ox,
      cy = p[c + 1]! - oy,
      cz = p[c + 2]! - oz;
    sum += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return sum / 6;
}

/**
 * Counts the edges that keep a mesh from being a closed, consistently facing surface. Each
 * triangle side becomes a number (its two corners, smaller first, and which way it runs); sorted,
 * the uses of one edge sit together.
 */
export function edgeCounts(mesh: CadMesh): EdgeCounts {
  const { indices } = mesh;
  const vertexCount = mesh.positions.length / 3;
  const keys = new Float64Array(indices.length);
  for (let t = 0; t < indices.length; t += 3) {
    for (let side = 0; side < 3; side++) {
      const from = indices[t + side]!;
      const to = indices[t + ((side + 1) % 3)]!;
      const [low, high, backwards] = from < to ? [from, to, 0] : [to, from, 1];
      keys[t + side] = (low * vertexCount + high) * 2 + backwards;
    }
  }
  keys.sort();
  const counts: EdgeCounts = { boundary: 0, nonManifold: 0, misoriented: 0 };
  for (let start = 0; start < keys.length;) {
    const edge = Math.floor(keys[start]! / 2);
    let end = start;
    let backwards = 0;
    while (end < keys.length && Math.floor(keys[end]! / 2) === edge) backwards += keys[end++]! % 2;
    const uses = end - start;
    if (uses === 1) counts.boundary++;
    else if (uses > 2) counts.nonManifold++;
    else if (backwards !== 1) counts.misoriented++;
    start = end;
  }
  return counts;
}

/**
 * The smallest circle around 2-D points (Welzl's algorithm, in its iterative form): expected
 * linear time when the points come in random order, so they are shuffled with a fixed seed to give
 * the same answer every time.
 */
export function smallestCircle(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
): { x: number; y: number; r: number } {
  const n = xs.length;
  if (n === 0) return { x: 0, y: 0, r: 0 };
  const order = new Uint32Array(n).map((_, i) => i);
  let seed = 0x2545f491;
  for (let i = n - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const px = (i: number) => xs[order[i]!]!;
  const py = (i: number) => ys[order[i]!]!;
  let circle = { x: px(0), y: py(0), r: 0 };
  const inside = (i: number) =>
    Math.hypot(px(i) - circle.x, py(i) - circle.y) <= circle.r * (1 + 1e-12) + 1e-9;
  const through2 = (i: number, j: number) => ({
    x: (px(i) + px(j)) / 2,
    y: (py(i) + py(j)) / 2,
    r: Math.hypot(px(i) - px(j), py(i) - py(j)) / 2,
  });
  const through3 = (i: number, j: number, k: number) => {
    const [ax, ay, bx, by, cx, cy] = [px(i), py(i), px(j), py(j), px(k), py(k)];
    const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
    if (Math.abs(d) < 1e-12) {
      // Three points in a line: the circle over the two farthest apart.
      const pairs = [through2(i, j), through2(j, k), through2(i, k)];
      return pairs.reduce((largest, pair) => (pair.r > largest.r ? pair : largest));
    }
    const a2 = ax * ax + ay * ay,
      b2 = bx * bx + by * by,
      c2 = cx * cx + cy * cy;
    const x = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / d;
    const y = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / d;
    return { x, y, r: Math.hypot(ax - x, ay - y) };
  };
  for (let i = 1; i < n; i++) {
    if (inside(i)) continue;
    circle = { x: px(i), y: py(i), r: 0 };
    for (let j = 0; j < i; j++) {
      if (inside(j)) continue;
      circle = through2(i, j);
      for (let k = 0; k < j; k++) if (!inside(k)) circle = through3(i, j, k);
    }
  }
  return circle;
}

const axes = ["x", "y", "z"] as const;

export function turningEnvelopes(mesh: CadMesh, box: BoundingBox): TurningEnvelope[] {
  const count = mesh.positions.length / 3;
  return axes.map((axis, upright) => {
    const [u, v] = [0, 1, 2].filter((other) => other !== upright) as [number, number];
    const us = new Float64Array(count);
    const vs = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      us[i] = mesh.positions[i * 3 + u]!;
      vs[i] = mesh.positions[i * 3 + v]!;
    }
    return {
      axis,
      swingDiameterMm: 2 * smallestCircle(us, vs).r,
      heightMm: box.max[upright]! - box.min[upright]!,
    };
  });
}

/** The middle of the box: where the preview centres the part, and the volume's reference point. */
export const centreOf = ({ min, max }: Pick<BoundingBox, "min" | "max">) =>
  [0, 1, 2].map((axis) => (min[axis]! + max[axis]!) / 2) as [number, number, number];

export function analyzeMesh(mesh: CadMesh): MeshFigures {
  const box = boundingBox(mesh.positions);
  const centre = centreOf(box);
  const signed = signedVolume(mesh, centre);
  const edges = edgeCounts(mesh);
  const boxVolume = box.lengthMm * box.widthMm * box.heightMm;
  const volumeIssues: VolumeIssue[] = [];
  if (edges.boundary > 0) volumeIssues.push("open");
  if (edges.nonManifold > 0) volumeIssues.push("non-manifold");
  if (edges.misoriented > 0) volumeIssues.push("inconsistent-orientation");
  if (Math.abs(signed) <= negligibleFraction * boxVolume) volumeIssues.push("negligible");
  else if (signed < 0) volumeIssues.push("inside-out");
  return {
    triangleCount: mesh.indices.length / 3,
    boundingBox: box,
    volumeMm3: Math.abs(signed),
    volumeApproximate: volumeIssues.length > 0,
    volumeIssues,
    edges,
    turning: turningEnvelopes(mesh, box),
  };
}

/**
 * Weight in kilograms of `volumeMm3` of a material of `densityGPerCm3` (manganese steel 7.87):
 * 1 cm³ = 1000 mm³ and 1 kg = 1000 g.
 */
export function weightKg(volumeMm3: number, densityGPerCm3: number): number {
  return (volumeMm3 / 1000) * (densityGPerCm3 / 1000);
}

/**
 * "120 × 80 × 40 mm": the box's extents, largest first. `formatNumber` writes a number the
 * page's way (its locale; the default keeps up to one decimal), `inMillimetres` the unit in the
 * page's words.
 */
export function formatBoundingBox(
  box: Pick<BoundingBox, "lengthMm" | "widthMm" | "heightMm">,
  formatNumber: (value: number) => string = (value) => String(Math.round(value * 10) / 10),
  inMillimetres: (sizes: string) => string = (sizes) => `${sizes} mm`,
): string {
  return inMillimetres([box.lengthMm, box.widthMm, box.heightMm].map(formatNumber).join(" × "));
}
