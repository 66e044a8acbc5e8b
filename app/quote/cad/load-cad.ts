/**
 * The page's door to the CAD reader. Import it dynamically when a buyer picks a CAD file
 * (`const { readCadFile } = await import("…/load-cad.ts")`); it starts the worker
 * (cad.worker.ts) on first use and keeps it for the next file. Files are read one at a time.
 */
import type { CadRequest, CadResponse } from "./cad.worker.ts";
import { type CadFormat, cadFormatOf } from "./formats.ts";
import type { CadResult } from "./read-cad.ts";

export const previewLimits = {
  /**
   * Larger files are not previewed (`too-large`): a 50 MB STL is a million triangles, about 2 s
   * to read and measure on a laptop and some 200 MB of memory in the worker; the file can still be
   * sent with the quote request.
   */
  maxBytes: 50 * 1024 * 1024,
  /**
   * A read that takes longer is stopped (`timeout`). Generous: the first STEP or IGES file also
   * waits for 3.1 MB of compressed WebAssembly on the buyer's connection.
   */
  timeoutMs: 120_000,
};

let worker: Worker | undefined;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

/** Ends the worker and frees its memory (the page may call it when it unmounts). */
export function stopCadReader(): void {
  worker?.terminate();
  worker = undefined;
}

function ask(file: File, format: CadFormat, timeoutMs: number): Promise<CadResult> {
  return new Promise<CadResult>((resolve) => {
    // Vite bundles the worker and everything it imports into a hashed file of our own origin.
    worker ??= new Worker(new URL("./cad.worker.ts", import.meta.url), {
      type: "module",
      name: "cad-reader",
    });
    const current = worker;
    const id = nextId++;
    const finish = (result: CadResult, stopWorker: boolean) => {
      clearTimeout(timer);
      current.removeEventListener("message", onMessage);
      current.removeEventListener("error", onError);
      current.removeEventListener("messageerror", onError);
      // A stuck or broken worker is replaced by a fresh one for the next file.
      if (stopWorker && worker === current) stopCadReader();
      resolve(result);
    };
    const onMessage = (event: MessageEvent<CadResponse>) => {
      if (event.data.id === id) finish(event.data.result, false);
    };
    const onError = (event: Event) => {
      event.preventDefault();
      finish({ status: "failed" }, true);
    };
    const timer = setTimeout(() => finish({ status: "timeout", limitMs: timeoutMs }, true), timeoutMs);
    current.addEventListener("message", onMessage);
    current.addEventListener("error", onError);
    current.addEventListener("messageerror", onError);
    current.postMessage({ id, file, format } satisfies CadRequest);
  }).catch((): CadResult => ({ status: "failed" }));
}

/**
 * Reads a CAD file in the worker: its mesh, figures and units, or the reason there is no preview
 * (`unsupported`, `too-large`, `unreadable`, `no-geometry`, `timeout`, `failed`). Never rejects.
 */
export function readCadFile(
  file: File,
  options: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<CadResult> {
  const { maxBytes = previewLimits.maxBytes, timeoutMs = previewLimits.timeoutMs } = options;
  const format = cadFormatOf(file.name);
  if (!format) return Promise.resolve({ status: "unsupported" });
  if (file.size > maxBytes)
    return Promise.resolve({ status: "too-large", sizeBytes: file.size, limitBytes: maxBytes });
  const turn = queue.then(() => ask(file, format, timeoutMs));
  queue = turn;
  return turn;
}
