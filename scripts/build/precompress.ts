/**
 * Runs after `react-router build`: writes a gzip (level 9) and a brotli (quality 11) copy beside
 * every text file of the client build, so neither the Node server nor the nginx front spends a
 * request's CPU compressing what never changes, and each sends the smallest it can: brotli to
 * browsers over HTTPS, gzip to the rest. Given an earlier build's client folder, a file that is
 * there byte for byte takes its compressed copies from it: brotli at 11 is most of a build's
 * last step (the CAD reader's wasm alone takes seconds), and a publish changes a few pages.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What compresses: markup, styles, scripts, data, drawings, the wasm of the CAD reader. */
const compressible = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
  ".wasm",
]);

export function precompress(
  dir: string,
  earlier?: string,
): { files: number; bytes: number; gzip: number; brotli: number; reused: number } {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0, reused: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    const before = earlier && join(earlier, relative(dir, file));
    if (before && sameFile(before, content) && existsSync(`${before}.gz`) && existsSync(`${before}.br`)) {
      copyFileSync(`${before}.gz`, `${file}.gz`);
      copyFileSync(`${before}.br`, `${file}.br`);
      totals.files++;
      totals.reused++;
      totals.bytes += content.length;
      totals.gzip += statSync(`${file}.gz`).size;
      totals.brotli += statSync(`${file}.br`).size;
      continue;
    }
    const gzip = gzipSync(content, { level: 9 });
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]:
          extname(file) === ".wasm" ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    });
    writeFileSync(`${file}.gz`, gzip);
    writeFileSync(`${file}.br`, brotli);
    totals.files++;
    totals.bytes += statSync(file).size;
    totals.gzip += gzip.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

function sameFile(path: string, content: Buffer): boolean {
  try {
    return statSync(path).size === content.length && readFileSync(path).equals(content);
  } catch {
    return false;
  }
}
