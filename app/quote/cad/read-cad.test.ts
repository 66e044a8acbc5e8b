import { readFileSync } from "node:fs";
import { join } from "node:path";
import occtimportjs, { type Occt } from "occt-import-js";
import { describe, expect, it } from "vitest";
import { cadFixtures, fixtureDir, stlHoleSegments } from "../../../tests/fixtures/cad/generate.ts";
import { parts } from "../../../tests/fixtures/cad/solids.ts";
import { weightKg } from "./analysis.ts";
import { cadFormatOf } from "./formats.ts";
import { igesLengthUnit, occtParams, readCadResult, stepLengthUnit, type CadResult } from "./read-cad.ts";

// The same WebAssembly the worker loads, here from the package folder; quiet, as in the worker.
let occt: Promise<Occt> | undefined;
const loadOcct = () => (occt ??= occtimportjs({ print: () => {}, printErr: () => {} }));

const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtureDir, name)));

async function read(name: string) {
  const format = cadFormatOf(name);
  if (!format) throw new Error(`no CAD format for ${name}`);
  const result = await readCadResult(fixture(name), format, loadOcct);
  if (result.status !== "ok") throw new Error(`${name}: ${result.status}`);
  return result;
}

type Read = Extract<CadResult, { status: "ok" }>;

const inch = 25.4;
const hole = parts.hammer.holes[0]!;
const manganeseSteel = 7.87;
const angularDeflection = occtParams.angularDeflection!;

/**
 * How far a B-rep's round walls, cut into chords no more than `angularDeflection` apart, can move
 * the volume: each chord's segment of circle is at most its arc length times its sagitta.
 */
const chordError = (radius: number, height: number) =>
  2 * Math.PI * radius * radius * (1 - Math.cos(angularDeflection / 2)) * height;

function expectBox(result: Read, [length, width, height]: [number, number, number], tolerance = 1e-6) {
  const box = result.figures.boundingBox;
  expect(box.lengthMm).toBeCloseTo(length, 4);
  expect(box.widthMm).toBeCloseTo(width, 4);
  expect(box.heightMm).toBeCloseTo(height, 4);
  expect(Math.abs(result.figures.volumeMm3 - length * width * height)).toBeLessThanOrEqual(
    tolerance * length * width * height,
  );
}

function expectClosed(result: Read) {
  expect(result.figures.volumeIssues).toEqual([]);
  expect(result.figures.volumeApproximate).toBe(false);
  expect(result.figures.edges).toEqual({ boundary: 0, nonManifold: 0, misoriented: 0 });
}

describe("the committed fixtures", () => {
  it.each(Object.keys(cadFixtures))("%s is what tests/fixtures/cad/generate.ts writes", (name) => {
    const written = cadFixtures[name]!();
    const bytes = typeof written === "string" ? new TextEncoder().encode(written) : written;
    expect(Buffer.from(fixture(name)).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe.each([
  { format: "STEP", extension: "step", solid: "AP214 MANIFOLD_SOLID_BREP", hole: "CYLINDRICAL_SURFACE" },
  { format: "IGES", extension: "iges", solid: "type 186 solid", hole: "type 192 cylinder" },
])("$format", ({ extension, solid, hole: holeSurface }) => {
  it(`a 120 × 80 × 40 mm box (${solid}): its size, 384,000 mm³, closed; 3.022 kg of manganese steel`, async () => {
    const result = await read(`box-120x80x40-mm.${extension}`);
    expect(result.units).toEqual({ kind: "declared", unit: "millimetre" });
    expectBox(result, [120, 80, 40]);
    expectClosed(result);
    expect(weightKg(result.figures.volumeMm3, manganeseSteel)).toBeCloseTo((120 * 80 * 40 * 7.87) / 1e6, 6);
  });

  it("a block written in inches comes out in millimetres: 4 × 2 × 1 in = 101.6 × 50.8 × 25.4 mm", async () => {
    const result = await read(`block-4x2x1-inch.${extension}`);
    expect(result.units).toEqual({ kind: "declared", unit: "inch" });
    expectBox(result, [4 * inch, 2 * inch, 1 * inch]);
    expectClosed(result);
  });

  it(`a hammer blank with a pin hole (${holeSurface}): box minus cylinder, within the chords' error`, async () => {
    const result = await read(`hammer-pin-hole-mm.${extension}`);
    const exact = 300 * 150 * 60 - Math.PI * hole.radius ** 2 * 60;
    expect(result.figures.boundingBox).toMatchObject({ lengthMm: 300, widthMm: 150, heightMm: 60 });
    // Chords cut inside the hole's circle: the mesh has a little more steel than the part.
    expect(result.figures.volumeMm3).toBeGreaterThanOrEqual(exact);
    expect(result.figures.volumeMm3 - exact).toBeLessThanOrEqual(chordError(hole.radius, 60));
    expectClosed(result);
  });
});

describe("STEP in metres", () => {
  it("a ring written in metres: Ø 3000 / Ø 2000 × 500 mm, turned upright on a 3000 mm swing", async () => {
    const result = await read("ring-metre.step");
    expect(result.units).toEqual({ kind: "declared", unit: "metre" });
    const [outer, inner, height] = [1500, 1000, 500];
    const box = result.figures.boundingBox;
    // A chord can cut a corner off the box by at most its sagitta.
    const sagitta = outer * (1 - Math.cos(angularDeflection / 2));
    expect(box.lengthMm).toBeGreaterThanOrEqual(2 * outer - 2 * sagitta);
    expect(box.lengthMm).toBeLessThanOrEqual(2 * outer + 1e-6);
    expect(box.heightMm).toBeCloseTo(height, 6);
    const exact = Math.PI * (outer ** 2 - inner ** 2) * height;
    expect(Math.abs(result.figures.volumeMm3 - exact)).toBeLessThanOrEqual(
      chordError(outer, height) + chordError(inner, height),
    );
    expectClosed(result);
    const upright = result.figures.turning.find((envelope) => envelope.axis === "z")!;
    expect(upright.heightMm).toBeCloseTo(height, 6);
    expect(upright.swingDiameterMm).toBeLessThanOrEqual(2 * outer + 1e-6);
    expect(upright.swingDiameterMm).toBeGreaterThanOrEqual(2 * outer - 2 * sagitta);
  });
});

describe("STL", () => {
  it.each(["box-120x80x40-binary.stl", "box-120x80x40-ascii.stl"])(
    "%s: the box, its units assumed to be millimetres",
    async (name) => {
      const result = await read(name);
      expect(result.units).toEqual({ kind: "assumed", unit: "millimetre" });
      expectBox(result, [120, 80, 40]);
      expectClosed(result);
      expect(result.figures.triangleCount).toBe(12);
    },
  );

  it("the hammer blank with a 48-sided pin hole: exactly the box minus the polygon", async () => {
    const result = await read("hammer-pin-hole-48.stl");
    const n = stlHoleSegments;
    const polygonArea = (n / 2) * hole.radius ** 2 * Math.sin((2 * Math.PI) / n);
    expect(result.figures.volumeMm3).toBeCloseTo(300 * 150 * 60 - polygonArea * 60, 0);
    expectClosed(result);
  });

  it("the box with a triangle missing is open: three boundary edges, volume approximate", async () => {
    const result = await read("box-open.stl");
    expect(result.figures.edges.boundary).toBe(3);
    expect(result.figures.volumeIssues).toEqual(["open"]);
    expect(result.figures.volumeApproximate).toBe(true);
  });
});

describe("files the preview cannot show", () => {
  const resultFor = (bytes: Uint8Array, name: string) => readCadResult(bytes, cadFormatOf(name)!, loadOcct);
  const text = (value: string) => new TextEncoder().encode(value);

  it("a text file named .stl is unreadable", async () => {
    expect(await resultFor(text("not a mesh"), "part.stl")).toEqual({ status: "unreadable", format: "stl" });
  });

  it("a binary STL cut short is unreadable", async () => {
    const bytes = fixture("box-120x80x40-binary.stl");
    expect((await resultFor(bytes.subarray(0, bytes.length - 20), "part.stl")).status).toBe("unreadable");
  });

  it("an STL with no triangles has no geometry", async () => {
    expect((await resultFor(text("solid empty\nendsolid empty\n"), "empty.stl")).status).toBe("no-geometry");
  });

  it("a text file named .step or .iges is unreadable, and the reader still reads the next file", async () => {
    expect(await resultFor(text("hello"), "part.step")).toEqual({ status: "unreadable", format: "step" });
    expect(await resultFor(text("hello"), "part.igs")).toEqual({ status: "unreadable", format: "iges" });
    expect((await read("box-120x80x40-mm.step")).figures.boundingBox.lengthMm).toBeCloseTo(120, 6);
  });

  it("a reader that does not load is a failure of ours, not the file's", async () => {
    const result = await readCadResult(fixture("box-120x80x40-mm.step"), "step", () =>
      Promise.reject(new Error("offline")),
    );
    expect(result).toEqual({ status: "failed" });
  });
});

describe("declared units", () => {
  const stepWith = (unit: string) =>
    `#1=(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNIT_ASSIGNED_CONTEXT((#3,#2))REPRESENTATION_CONTEXT('',''));\n#2=${unit};\n#3=(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.));`;

  it.each([
    ["(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))", "millimetre"],
    ["( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT($,.METRE.) )", "metre"],
    ["(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.CENTI.,.METRE.))", "centimetre"],
    ["(CONVERSION_BASED_UNIT('INCH',#9)LENGTH_UNIT()NAMED_UNIT(#8))", "inch"],
    ["(CONVERSION_BASED_UNIT('FOOT',#9)LENGTH_UNIT()NAMED_UNIT(#8))", "foot"],
    ["(CONVERSION_BASED_UNIT('CUBIT',#9)LENGTH_UNIT()NAMED_UNIT(#8))", "other"],
  ])("STEP %s is %s", (unit, expected) => {
    expect(stepLengthUnit(stepWith(unit))).toBe(expected);
  });

  const igesGlobal = (flag: string, name: string, delimiters = ["1H,", "1H;"]) => {
    const [p, r] = delimiters.map((d) => d[2]!);
    const parameters = [...delimiters, "4Hpart", "8Hpart.igs", "2HCX", "3H1.0", "32", "38", "6", "308", "15"];
    const data = `${[...parameters, "4Hpart", "1.", flag, name, "1", "0.08"].join(p)}${r}`;
    return data
      .match(/.{1,72}/g)!
      .map((chunk, i) => `${chunk.padEnd(72)}G${String(i + 1).padStart(7)}`)
      .join("\n");
  };

  it.each([
    ["1", "4HINCH", "inch"],
    ["2", "2HMM", "millimetre"],
    ["6", "1HM", "metre"],
    ["10", "2HCM", "centimetre"],
    ["3", "2HFT", "foot"],
    ["3", "5HPARSEC", "other"],
  ])("IGES units flag %s (%s) is %s", (flag, name, expected) => {
    expect(igesLengthUnit(igesGlobal(flag, name))).toBe(expected);
  });

  it("IGES with its own delimiters (parameter 1 and 2)", () => {
    expect(igesLengthUnit(igesGlobal("2", "2HMM", ["1H/", "1H!"]))).toBe("millimetre");
  });
});
