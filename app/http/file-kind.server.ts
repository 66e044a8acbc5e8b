/**
 * What a file is, from its content, never its name: an executable called "drawing.pdf" is an
 * executable. file-type knows the binary signatures (PDF, PNG, JPEG, ZIP, DWG, ASCII STL and the
 * programs we refuse); the CAD exchange formats it does not know are text with a fixed opening,
 * read here: STEP (ISO 10303-21), IGES (80-column cards), DXF (group codes), binary STL (its
 * length follows from its triangle count).
 */
import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import type { FileKind } from "./files.ts";

const byFileType: Partial<Record<string, FileKind>> = {
  pdf: "pdf",
  png: "png",
  jpg: "jpeg",
  zip: "zip",
  dwg: "dwg",
  stl: "stl",
};

const ascii = (bytes: Uint8Array, length: number) =>
  new TextDecoder("latin1").decode(bytes.subarray(0, length));

/** ISO 10303-21: the first thing in the file, after blanks and an optional UTF-8 byte-order mark (read as latin1). */
function isStep(head: string): boolean {
  return /^(?:ï»¿)?\s*ISO-10303-21\s*;/.test(head);
}

/**
 * IGES: fixed 80-column records, the section letter in column 73 and a sequence number after it;
 * the file opens with its Start (S) or, rarely, flag (F) section.
 */
function isIges(head: string): boolean {
  const lines = head.split(/\r?\n/).slice(0, 2);
  return lines.length >= 2 && lines.every((line) => /^.{72}[SFG][ \d]{7}$/.test(line.trimEnd().padEnd(80)));
}

/** DXF: pairs of lines, a group code then a value; files begin with a comment (999) or section (0). */
function isDxf(bytes: Uint8Array, head: string): boolean {
  if (ascii(bytes, 22) === "AutoCAD Binary DXF\r\n\u001a\u0000") return true;
  return /^\s*(?:999\r?\n[^\n]*\r?\n\s*)?0\r?\nSECTION\r?\n\s*2\r?\n(?:HEADER|CLASSES|TABLES|BLOCKS|ENTITIES)\r?\n/.test(
    head,
  );
}

/** Binary STL: an 80-byte header, a triangle count, then 50 bytes per triangle, nothing more. */
function isBinaryStl(head: Uint8Array, size: number): boolean {
  if (size < 84 + 50 || head.length < 84) return false;
  const triangles = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  return triangles > 0 && size === 84 + 50 * triangles;
}

/** The first 4 KiB of a file and its size: all the text formats' checks need. */
async function headOf(path: string): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(Math.min(size, 4096));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size };
  } finally {
    await file.close();
  }
}

export interface FileKindVerdict {
  kind: FileKind | null;
  /** What file-type found when it is not a kind we take ("exe", "docx", …), for the message and the log. */
  detected?: string;
}

/** The kind of the file at `path` (read from disk as far as its kind needs, never whole). */
export async function fileKindOf(path: string): Promise<FileKindVerdict> {
  const { head: bytes, size } = await headOf(path);
  const head = ascii(bytes, 4096);
  // Text formats first: a STEP or IGES file's header could contain anything file-type matches on.
  if (isStep(head)) return { kind: "step" };
  if (isIges(head)) return { kind: "iges" };
  if (isDxf(bytes, head)) return { kind: "dxf" };
  const found = await fileTypeFromFile(path);
  if (found) {
    const kind = byFileType[found.ext];
    return kind ? { kind } : { kind: null, detected: found.ext };
  }
  if (isBinaryStl(bytes, size)) return { kind: "stl" };
  return { kind: null };
}
