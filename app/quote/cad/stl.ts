/**
 * STL, binary or ASCII, to a list of triangle corners. Our own few lines rather than three's
 * STLLoader: the worker then needs no three.js at all (the loader pulls in BufferGeometry and
 * more), the same code runs in Node for the tests, and a truncated or foreign file is an
 * `undefined` we turn into a result code instead of a console warning or a half-read mesh.
 */

const headerBytes = 84;
const triangleBytes = 50;

/** Nine numbers per triangle, or undefined when the bytes are not an STL file. */
export function parseStl(bytes: Uint8Array): Float32Array | Float64Array | undefined {
  if (bytes.length >= headerBytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = view.getUint32(80, true);
    const expected = headerBytes + count * triangleBytes;
    // Many binary files start their header with "solid" too; a length that matches the triangle
    // count exactly is the reliable sign.
    if (expected === bytes.length || (expected < bytes.length && !startsWithSolid(bytes))) {
      const corners = new Float32Array(count * 9);
      for (let t = 0; t < count; t++) {
        const at = headerBytes + t * triangleBytes + 12;
        for (let k = 0; k < 9; k++) corners[t * 9 + k] = view.getFloat32(at + k * 4, true);
      }
      return corners.every(Number.isFinite) ? corners : undefined;
    }
  }
  if (!startsWithSolid(bytes)) return undefined;
  return parseAsciiStl(new TextDecoder().decode(bytes));
}

function startsWithSolid(bytes: Uint8Array): boolean {
  const start = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  return start.toLowerCase().startsWith("solid");
}

function parseAsciiStl(text: string): Float64Array | undefined {
  const numbers: number[] = [];
  for (const match of text.matchAll(/\bvertex\s+(\S+)\s+(\S+)\s+(\S+)/gi)) {
    numbers.push(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  if (numbers.length % 9 !== 0 || !numbers.every(Number.isFinite)) return undefined;
  return Float64Array.from(numbers);
}
