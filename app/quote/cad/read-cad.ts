/**
 * A CAD file's bytes to what the quote page shows: the mesh in millimetres, its figures, and where
 * the units came from. Runs in the worker (cad.worker.ts) and, for the tests, in Node; occt-import-js
 * is handed in, because the two load its WebAssembly differently.
 */
import type { Occt, OcctParams } from "occt-import-js";
import { analyzeMesh, centreOf, type LengthUnit, type MeshFigures } from "./analysis.ts";
import type { CadFormat } from "./formats.ts";
import { type CadMesh, type PreviewMesh, previewMesh, weldMesh } from "./mesh.ts";
import { parseStl } from "./stl.ts";

export type FileUnits =
  /** STEP and IGES name their length unit; occt-import-js has converted the mesh to millimetres. */
  | { kind: "declared"; unit: LengthUnit | "other" }
  /** STL has no units: the numbers are taken as millimetres, and the page should say so. */
  | { kind: "assumed"; unit: "millimetre" };

export type CadReading =
  | { status: "ok"; format: CadFormat; units: FileUnits; mesh: CadMesh }
  /** not a file of its format, or one the reader could not make sense of */
  | { status: "unreadable"; format: CadFormat }
  /** read, but nothing with surfaces in it (curves only, an empty file) */
  | { status: "no-geometry"; format: CadFormat };

/** Everything a request to read a CAD file can end with: data, never an exception. */
export type CadResult =
  | {
      status: "ok";
      format: CadFormat;
      units: FileUnits;
      /** Centred on the bounding box's centre, in millimetres; for PartPreview. */
      mesh: PreviewMesh;
      figures: MeshFigures;
    }
  | { status: "unreadable" | "no-geometry"; format: CadFormat }
  /** not .step, .stp, .iges, .igs or .stl */
  | { status: "unsupported" }
  /** larger than the preview reads (load-cad.ts) */
  | { status: "too-large"; sizeBytes: number; limitBytes: number }
  /** still reading when the time ran out (load-cad.ts) */
  | { status: "timeout"; limitMs: number }
  /** the reader itself failed: its code or WebAssembly did not load, or it crashed */
  | { status: "failed" };

/**
 * Millimetres out, whatever the file's unit. A chord may stray from a curved surface by 0.1 % of
 * the part's average size, and a facet turn at most 0.2 rad (about 31 facets round a hole): smooth
 * enough to look round, and the volume within a fraction of a percent (the tests bound it).
 */
export const occtParams: OcctParams = {
  linearUnit: "millimeter",
  linearDeflectionType: "bounding_box_ratio",
  linearDeflection: 0.001,
  angularDeflection: 0.2,
};

const stepSiPrefixes: Record<string, LengthUnit> = {
  "": "metre",
  KILO: "kilometre",
  CENTI: "centimetre",
  MILLI: "millimetre",
  MICRO: "micrometre",
};

const stepUnitNames: Record<string, LengthUnit> = {
  INCH: "inch",
  FOOT: "foot",
  MIL: "mil",
  MILE: "mile",
  "MICRO INCH": "microinch",
};

const lookUp = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The length unit a STEP file's geometry is in: the LENGTH_UNIT among the units its
 * GLOBAL_UNIT_ASSIGNED_CONTEXT lists, an SI unit with its prefix (`SI_UNIT(.MILLI.,.METRE.)`) or a
 * named conversion (`CONVERSION_BASED_UNIT('INCH',…)`).
 */
export function stepLengthUnit(text: string): LengthUnit | "other" {
  const units = /GLOBAL_UNIT_ASSIGNED_CONTEXT\s*\(\s*\(([^)]*)\)/i.exec(text)?.[1] ?? "";
  for (const reference of units.match(/#\d+/g) ?? []) {
    const entity = new RegExp(`(?:^|[;\\s])${reference}\\s*=([^;]*);`).exec(text)?.[1] ?? "";
    if (!/LENGTH_UNIT/i.test(entity)) continue;
    const si = /SI_UNIT\s*\(\s*(?:\.(\w+)\.|\$)\s*,\s*\.METRE\.\s*\)/i.exec(entity);
    if (si) return lookUp(stepSiPrefixes, (si[1] ?? "").toUpperCase()) ?? "other";
    const named = /CONVERSION_BASED_UNIT\s*\(\s*'([^']*)'/i.exec(entity);
    if (named) return lookUp(stepUnitNames, named[1]!.trim().toUpperCase()) ?? "other";
  }
  return "other";
}

/** IGES global parameter 14 ("units flag"), and for flag 3 the name in parameter 15. */
const igesUnitFlags: Record<number, LengthUnit> = {
  1: "inch",
  2: "millimetre",
  4: "foot",
  5: "mile",
  6: "metre",
  7: "kilometre",
  8: "mil",
  9: "micrometre",
  10: "centimetre",
  11: "microinch",
};

const igesUnitNames: Record<string, LengthUnit> = {
  IN: "inch",
  INCH: "inch",
  MM: "millimetre",
  FT: "foot",
  MI: "mile",
  M: "metre",
  KM: "kilometre",
  MIL: "mil",
  UM: "micrometre",
  CM: "centimetre",
  UIN: "microinch",
};

/**
 * The parameters of an IGES file's global section (the lines marked G in column 73): the first two
 * name the parameter and record delimiters; strings are Hollerith (`2HMM`).
 */
export function igesGlobalParameters(text: string): string[] {
  const global = text
    .split(/\r?\n/)
    .filter((line) => line[72] === "G")
    .map((line) => line.slice(0, 72))
    .join("");
  const parameters: string[] = [];
  let delimiter = ",";
  let end = ";";
  let at = 0;
  while (at < global.length) {
    const hollerith = /^\s*(\d+)H/.exec(global.slice(at, at + 12));
    let value: string;
    if (hollerith) {
      const start = at + hollerith[0].length;
      value = global.slice(start, start + Number(hollerith[1]));
      at = start + value.length;
    } else {
      const stop = [delimiter, end].map((mark) => global.indexOf(mark, at)).filter((index) => index >= 0);
      const next = stop.length ? Math.min(...stop) : global.length;
      value = global.slice(at, next).trim();
      at = next;
    }
    parameters.push(value);
    // The first two parameters may redefine the delimiters that separate the rest.
    if (parameters.length === 1 && value) delimiter = value;
    if (parameters.length === 2 && value) end = value;
    while (at < global.length && global[at] !== delimiter && global[at] !== end) at++;
    if (global[at] === end) break;
    at++;
  }
  return parameters;
}

export function igesLengthUnit(text: string): LengthUnit | "other" {
  const parameters = igesGlobalParameters(text);
  const flag = Number(parameters[13] || 1);
  const name = (parameters[14] ?? "").trim().toUpperCase();
  if (flag === 3) return lookUp(igesUnitNames, name) ?? "other";
  return lookUp(igesUnitFlags, String(flag)) ?? "other";
}

/** STEP may list its units anywhere, often last; IGES's global section follows a short start section. */
function declaredUnit(bytes: Uint8Array, format: "step" | "iges"): LengthUnit | "other" {
  if (format === "iges") return igesLengthUnit(new TextDecoder("latin1").decode(bytes.subarray(0, 65536)));
  return stepLengthUnit(new TextDecoder("latin1").decode(bytes));
}

export async function readCad(
  bytes: Uint8Array,
  format: CadFormat,
  loadOcct: () => Promise<Occt>,
): Promise<CadReading> {
  if (format === "stl") {
    const corners = parseStl(bytes);
    if (!corners) return { status: "unreadable", format };
    const mesh = weldMesh(corners);
    if (mesh.indices.length === 0) return { status: "no-geometry", format };
    return { status: "ok", format, units: { kind: "assumed", unit: "millimetre" }, mesh };
  }

  const occt = await loadOcct();
  const read = format === "step" ? occt.ReadStepFile : occt.ReadIgesFile;
  const result = read.call(occt, bytes, occtParams);
  if (!result.success) return { status: "unreadable", format };
  const positions: number[] = [];
  const triangles: number[] = [];
  for (const part of result.meshes) {
    const offset = positions.length / 3;
    for (const value of part.attributes.position.array) positions.push(value);
    for (const corner of part.index.array) triangles.push(corner + offset);
  }
  const mesh = weldMesh(positions, triangles);
  if (mesh.indices.length === 0) return { status: "no-geometry", format };
  return { status: "ok", format, units: { kind: "declared", unit: declaredUnit(bytes, format) }, mesh };
}

/**
 * Reads and measures a CAD file: the worker's whole job. A reader that does not load is `failed`;
 * an exception while reading (a file that crashes it) is `unreadable`, and `onReaderCrash` lets
 * the caller start a fresh reader next time, since an aborted WebAssembly module stays aborted.
 */
export async function readCadResult(
  bytes: Uint8Array,
  format: CadFormat,
  loadOcct: () => Promise<Occt>,
  onReaderCrash: () => void = () => {},
): Promise<CadResult> {
  let loadFailed = false;
  const load = () =>
    loadOcct().catch((error: unknown) => {
      loadFailed = true;
      throw error;
    });
  let reading: CadReading;
  try {
    reading = await readCad(bytes, format, load);
  } catch {
    if (loadFailed) return { status: "failed" };
    onReaderCrash();
    return { status: "unreadable", format };
  }
  if (reading.status !== "ok") return reading;
  const figures = analyzeMesh(reading.mesh);
  const centre = centreOf(figures.boundingBox);
  return {
    status: "ok",
    format,
    units: reading.units,
    mesh: previewMesh(reading.mesh, centre),
    figures,
  };
}
