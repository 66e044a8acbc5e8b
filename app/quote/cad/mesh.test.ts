import { describe, expect, it } from "vitest";
import { analyzeMesh } from "./analysis.ts";
import { creaseAngle, previewMesh, weldMesh } from "./mesh.ts";
import { type Corner, cuboid, meshOf } from "./test-shapes.ts";

describe("welding corners", () => {
  it("merges corners a rounding error apart and keeps corners a real distance apart", () => {
    const nudged = cuboid([0, 0, 0], [100, 100, 100]).map((triangle, t) =>
      triangle.map(([x, y, z]): Corner => [x + (t % 2 ? 1e-7 : 0), y, z]),
    );
    const mesh = meshOf(nudged);
    expect(mesh.positions.length / 3).toBe(8);
    expect(analyzeMesh(mesh).edges.boundary).toBe(0);

    // Two triangles whose corners 0.01 apart stay two corners.
    const apart = weldMesh([0, 0, 0, 1, 0, 0, 0, 1, 0, 0.01, 0, 0, 1, 1, 0, 0, 1, 0]);
    expect(apart.positions.length / 3).toBe(5);
  });

  it("drops triangles that collapse to a line", () => {
    const mesh = weldMesh([0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect(mesh.indices.length).toBe(3);
  });
});

describe("the preview's mesh", () => {
  const box = cuboid([0, 0, 0], [120, 80, 40]);

  it("draws a box's twelve edges, not its faces' diagonals, centred on the box", () => {
    const preview = previewMesh(meshOf(box), [60, 40, 20]);
    const ends = Array.from({ length: preview.edges.length / 3 }, (_, i) => [
      ...preview.edges.subarray(i * 3, i * 3 + 3),
    ]);
    expect(ends).toHaveLength(24);
    for (const end of ends) expect(end.map(Math.abs)).toEqual([60, 40, 20]);
  });

  it("shades a box's faces flat: every corner's normal is its face's", () => {
    const preview = previewMesh(meshOf(box), [0, 0, 0]);
    expect(preview.positions).toHaveLength(12 * 9);
    for (let i = 0; i < preview.normals.length; i += 3) {
      const normal = [...preview.normals.subarray(i, i + 3)];
      expect(normal.filter((value) => Math.abs(value) === 1)).toHaveLength(1);
    }
  });

  it("draws the edges round the hole where a triangle is missing", () => {
    const preview = previewMesh(meshOf(box.slice(1)), [0, 0, 0]);
    // The box's twelve edges, and the face diagonal that the missing triangle left open (its
    // other two sides are edges of the box).
    expect(preview.edges.length / 6).toBe(12 + 1);
  });

  it("shades facets meeting at less than the crease angle as one smooth surface", () => {
    // A roof of two facets meeting at a shallow ridge, well under the crease angle.
    const slope = Math.tan(creaseAngle / 4);
    const ridge = [0, 0, 0, 1, 0, slope, 1, 1, slope, 1, 0, slope, 2, 0, 0, 1, 1, slope];
    const preview = previewMesh(weldMesh(ridge), [0, 0, 0]);
    // Both triangles' corners on the ridge share one normal, pointing straight up.
    const ridgeNormals = [1, 2, 3, 5].map((corner) => [
      ...preview.normals.subarray(corner * 3, corner * 3 + 3),
    ]);
    for (const normal of ridgeNormals) {
      expect(normal[0]).toBeCloseTo(0, 6);
      expect(normal[2]).toBeCloseTo(1, 6);
    }
    expect(analyzeMesh(weldMesh(ridge)).edges.boundary).toBe(4);
  });
});
