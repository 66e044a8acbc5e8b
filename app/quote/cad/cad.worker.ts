/**
 * The CAD reader's thread: reads a file, measures it and sends back the result, so parsing a
 * large STEP file never freezes the page. Started by load-cad.ts; occt-import-js and its
 * WebAssembly (7.6 MB, fetched from our own /assets/ under a hashed name) load on the first STEP
 * or IGES file, then stay for the next. An STL file needs neither.
 */
import type { Occt } from "occt-import-js";
import occtWasmUrl from "occt-import-js/dist/occt-import-js.wasm?url";
import type { CadFormat } from "./formats.ts";
import { type CadResult, readCadResult } from "./read-cad.ts";

/** Main thread → worker. */
export interface CadRequest {
  id: number;
  file: Blob;
  format: CadFormat;
}

/** Worker → main thread: the mesh's arrays are transferred, not copied. */
export interface CadResponse {
  id: number;
  result: CadResult;
}

// The DOM's `self` type does not know workers; this is the part of the worker scope used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CadRequest>) => void) | null;
  postMessage(message: CadResponse, transfer: Transferable[]): void;
};

let occt: Promise<Occt> | undefined;

function loadOcct(): Promise<Occt> {
  // Its own chunk, as the library ships it (LGPL-2.1: a file a user can swap; ADR 0013).
  occt ??= import("occt-import-js")
    .then(({ default: occtimportjs }) =>
      occtimportjs({
        // Emscripten looks for the .wasm beside its script; Vite gave it a hashed name of its own.
        locateFile: () => occtWasmUrl,
        print: () => {},
        printErr: () => {},
      }),
    )
    .catch((error: unknown) => {
      occt = undefined;
      throw error;
    });
  return occt;
}

async function respond({ id, file, format }: CadRequest): Promise<void> {
  let result: CadResult;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    result = await readCadResult(bytes, format, loadOcct, () => {
      occt = undefined;
    });
  } catch {
    // The file could not be read from disk (moved, or access withdrawn since it was chosen).
    result = { status: "unreadable", format };
  }
  const transfer =
    result.status === "ok"
      ? [result.mesh.positions.buffer, result.mesh.normals.buffer, result.mesh.edges.buffer]
      : [];
  scope.postMessage({ id, result }, transfer);
}

scope.onmessage = (event) => void respond(event.data);
