/**
 * A phone's HEIC photo taken as it is (issue 31): decoded (libheif, compiled to WebAssembly, by
 * heic-decode), turned the way the phone says (HEIF's own `irot` and `imir`, which libheif
 * applies) and written over the upload as a JPEG, which the rest of the editor handles like any
 * other. Its EXIF (the place it was taken, among others) does not come along.
 *
 * On a thread of its own, one photo at a time: a 12-megapixel photo takes about half a second and
 * 200 MB, and the WebAssembly memory it grows is given back only when the thread ends, so each
 * photo has a thread that ends with it. Sizes are read before anything is decoded.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const require = createRequire(import.meta.url);
// Their paths, resolved here: the thread's code is evaluated, with no file to resolve them from.
const modules = { heic: require.resolve("heic-decode"), sharp: require.resolve("sharp") };

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const decode = require(workerData.modules.heic);
const sharp = require(workerData.modules.sharp);
(async () => {
  const images = await decode.all({ buffer: readFileSync(workerData.path) });
  try {
    const image = images[0];
    if (!image) throw new Error("no image");
    if (image.width * image.height > workerData.maxPixels) {
      parentPort.postMessage({ tooManyPixels: { width: image.width, height: image.height } });
      return;
    }
    const { width, height, data } = await image.decode();
    await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 92, mozjpeg: true })
      .toFile(workerData.output);
    parentPort.postMessage({ width, height });
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }));
`;

export type HeicOutcome =
  | { width: number; height: number }
  | { tooManyPixels: { width: number; height: number } }
  | { error: string };

let queue: Promise<unknown> = Promise.resolve();
const decodeTimeoutMs = 60_000;

/** Decodes the HEIC at `path` into a JPEG at `output`, one photo at a time across the process. */
export function heicToJpeg(path: string, output: string, maxPixels: number): Promise<HeicOutcome> {
  const run = () =>
    new Promise<HeicOutcome>((resolve) => {
      const thread = new Worker(workerSource, {
        eval: true,
        workerData: { path, output, maxPixels, modules },
      });
      let outcome: HeicOutcome | undefined;
      // A file made to keep the decoder busy is stopped: a phone's photo takes a second or two.
      const timer = setTimeout(() => {
        outcome ??= { error: "the decoder took too long" };
        void thread.terminate();
      }, decodeTimeoutMs);
      thread.once("message", (message: HeicOutcome) => {
        outcome ??= message;
        void thread.terminate();
      });
      thread.once("error", (error) => (outcome ??= { error: error.message }));
      thread.once("exit", (code) => {
        clearTimeout(timer);
        resolve(outcome ?? { error: `the decoder stopped (${code})` });
      });
    });
  const turn = queue.then(run, run);
  queue = turn.catch(() => undefined);
  return turn;
}
