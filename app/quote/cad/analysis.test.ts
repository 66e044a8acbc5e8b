import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeMesh, formatBoundingBox, smallestCircle, weightKg } from "./analysis.ts";
import { boundingBox } from "./bounding-box.ts";
import { cuboid, meshOf, reversed } from "./test-shapes.ts";

describe("a closed box", () => {
  const figures = analyzeMesh(meshOf(cuboid([10, -5, 3], [40, 120, 80])));

  it("measures L × W × H largest first, whichever axis each extent lies along", () => {
    expect(figures.boundingBox).toMatchObject({ lengthMm: 120, widthMm: 80, heightMm: 40 });
    expect(figures.boundingBox.min).toEqual([10, -5, 3]);
    expect(figures.boundingBox.max).toEqual([50, 115, 83]);
    expect(formatBoundingBox(figures.boundingBox)).toBe("120 × 80 × 40 mm");
  });

  it("encloses length × width × height, exactly, and is watertight", () => {
    expect(figures.volumeMm3).toBeCloseTo(120 * 80 * 40, 6);
    expect(figures.volumeApproximate).toBe(false);
    expect(figures.edges).toEqual({ boundary: 0, nonManifold: 0, misoriented: 0 });
    expect(figures.triangleCount).toBe(12);
  });

  it("stands on a lathe three ways: swing over its plan's diagonal, height along the axis", () => {
    expect(figures.turning).toEqual([
      { axis: "x", swingDiameterMm: expect.closeTo(Math.hypot(120, 80), 6), heightMm: 40 },
      { axis: "y", swingDiameterMm: expect.closeTo(Math.hypot(40, 80), 6), heightMm: 120 },
      { axis: "z", swingDiameterMm: expect.closeTo(Math.hypot(40, 120), 6), heightMm: 80 },
    ]);
  });
});

describe("meshes whose volume is approximate", () => {
  const box = cuboid([0, 0, 0], [120, 80, 40]);

  it("a missing triangle: open, three boundary edges", () => {
    const figures = analyzeMesh(meshOf(box.slice(1)));
    expect(figures.edges.boundary).toBe(3);
    expect(figures.volumeIssues).toEqual(["open"]);
    expect(figures.volumeApproximate).toBe(true);
  });

  it("every triangle facing inwards: the volume is the box's, flagged inside-out", () => {
    const figures = analyzeMesh(meshOf(reversed(box)));
    expect(figures.volumeMm3).toBeCloseTo(120 * 80 * 40, 6);
    expect(figures.volumeIssues).toEqual(["inside-out"]);
    expect(figures.edges).toEqual({ boundary: 0, nonManifold: 0, misoriented: 0 });
  });

  it("one triangle facing the wrong way: three misoriented edges", () => {
    const [first, ...rest] = box;
    const figures = analyzeMesh(meshOf([...reversed([first!]), ...rest]));
    expect(figures.edges.misoriented).toBe(3);
    expect(figures.volumeIssues).toContain("inconsistent-orientation");
  });

  it("two boxes sharing an edge: four triangles on it, non-manifold", () => {
    const figures = analyzeMesh(meshOf([...box, ...cuboid([120, 80, 0], [10, 10, 40])]));
    expect(figures.edges.nonManifold).toBeGreaterThan(0);
    expect(figures.volumeIssues).toContain("non-manifold");
    expect(figures.volumeMm3).toBeCloseTo(120 * 80 * 40 + 10 * 10 * 40, 6);
  });

  it("a sheet with no thickness: negligible volume", () => {
    // A 100 mm square, both ways round.
    const sheet = cuboid([0, 0, 0], [100, 100, 0]).slice(0, 4);
    const figures = analyzeMesh(meshOf(sheet));
    expect(figures.volumeIssues).toContain("negligible");
    expect(figures.boundingBox).toMatchObject({ lengthMm: 100, widthMm: 100, heightMm: 0 });
  });
});

describe("the smallest circle around points", () => {
  it("around a square: its diagonal; around a regular polygon: its circumcircle", () => {
    expect(smallestCircle([0, 4, 4, 0], [0, 0, 3, 3])).toEqual({ x: 2, y: 1.5, r: 2.5 });
    const angles = Array.from({ length: 7 }, (_, i) => (2 * Math.PI * i) / 7);
    const circle = smallestCircle(
      angles.map((a) => 5 + 10 * Math.cos(a)),
      angles.map((a) => -3 + 10 * Math.sin(a)),
    );
    expect(circle.r).toBeCloseTo(10, 9);
    expect(circle.x).toBeCloseTo(5, 9);
    expect(circle.y).toBeCloseTo(-3, 9);
  });

  it("holds every point, and two or three of them lie on it", () => {
    const point = fc.tuple(
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 60 }), (points) => {
        const circle = smallestCircle(
          points.map(([x]) => x),
          points.map(([, y]) => y),
        );
        const distances = points.map(([x, y]) => Math.hypot(x - circle.x, y - circle.y));
        const slack = 1e-9 * Math.max(1, circle.r);
        expect(Math.max(...distances)).toBeLessThanOrEqual(circle.r + slack + 1e-9);
        // A smaller circle would leave out whichever points sit on this one.
        expect(
          distances.filter((d) => d >= circle.r - 1e-6 * Math.max(1, circle.r)).length,
        ).toBeGreaterThanOrEqual(circle.r > 0 ? 2 : 1);
      }),
    );
  });
});

describe("weight", () => {
  it("384,000 mm³ of manganese steel (7.87 g/cm³) weighs 3.022 kg", () => {
    const volumeCm3 = (120 * 80 * 40) / 1000;
    expect(weightKg(120 * 80 * 40, 7.87)).toBeCloseTo((volumeCm3 * 7.87) / 1000, 9);
    expect(weightKg(120 * 80 * 40, 7.87)).toBeCloseTo(3.022, 3);
  });

  it("a cubic metre of water (1 g/cm³) weighs a tonne", () => {
    expect(weightKg(1000 ** 3, 1)).toBeCloseTo(1000, 9);
  });
});

describe("the bounding box of nothing", () => {
  it("is zero, not infinite", () => {
    expect(boundingBox([])).toMatchObject({ lengthMm: 0, widthMm: 0, heightMm: 0 });
  });
});
