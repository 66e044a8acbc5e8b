/**
 * A form's multipart body (the enquiry forms with their drawings, with and without JavaScript, and
 * the editor's photo and document forms), read as it arrives: the text fields kept up to their
 * limit, the files streamed to disk, never held whole in memory. Every stream and emitter on the
 * way has its error handled: a cut, damaged or abandoned body ends its request, never the process
 * (an error event without a listener would). Written files belong to the caller once this
 * resolves; on any failure they are deleted here.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, rm } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import busboy from "busboy";
import StreamSearch from "streamsearch";
import type { FilesRefusal, ReceivedFile } from "./files.ts";

export interface MultipartLimits {
  /** The text fields together, in bytes. */
  textBytes: number;
  /** Text fields. */
  fields: number;
  /** Parts of any kind. */
  parts: number;
  /** Files in the file field. */
  files: number;
  /** The files together, in bytes. */
  fileBytes: number;
  /** The whole body: past this nothing more is parsed, and the request is refused. */
  bodyBytes: number;
}

export interface MultipartForm {
  /** Text fields by name; a name sent twice has an array. */
  fields: Record<string, string | string[]>;
  /** The files kept, on disk, in the order they came. Empty when `filesRefused` is set. */
  files: ReceivedFile[];
  /** Why none of the files were kept. */
  filesRefused?: FilesRefusal;
  /** A file came that could not be written (no folder to keep it in, a full disk). */
  filesNotStored: boolean;
  /** Fields that came as files though they are text in our forms: no page of ours sends that. */
  filesInTextFields: string[];
  /** The name of every file sent in the file field, kept or not (to name one that was refused). */
  fileNames: string[];
}

/** Why a body could not be read at all: the request is refused without its text. */
export type MultipartFailure = "too-large" | "too-many-fields" | "unreadable" | "aborted";

export class MultipartError extends Error {
  readonly reason: MultipartFailure;
  constructor(reason: MultipartFailure) {
    super(`multipart body refused: ${reason}`);
    this.reason = reason;
  }
}

/** A file name as one safe line: no path, no control or bidi-control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Bidi controls would show "invoice\u202Efdp.exe" as "invoiceexe.pdf" in a mail program.
  const clean = base
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C"]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return [...(clean || "file")].slice(0, 200).join("");
}

const deleteFile = (path: string) => rm(path, { force: true }, () => {});

/** Deletes files this module wrote, once the request that brought them is done with them. */
export function discardFiles(files: readonly ReceivedFile[]): void {
  for (const file of files) deleteFile(file.path);
}

/**
 * Reads `req`'s multipart body. With `storeFilesIn`, files are written there as they arrive (a
 * folder on the same disk as the outbox, which takes them from there); without it, or with
 * `keepFiles` false (a request already refused), they are read off the connection and dropped,
 * so the text still arrives and can be given back to the visitor.
 */
export function readMultipart(
  req: IncomingMessage,
  {
    limits,
    keepFiles,
    storeFilesIn,
    fileField,
  }: {
    limits: MultipartLimits;
    keepFiles: boolean;
    storeFilesIn: string | undefined;
    /** The one field files come in (the enquiry's drawings, the editor's photo); a file in any other is noted. */
    fileField: string;
  },
): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 ("Ø 48 pin.step"); busboy reads latin1 by default.
        defParamCharset: "utf8",
        // One more than allowed, so reaching the limit means passing it (busboy flags a value that
        // merely reaches its limit as cut).
        limits: {
          fieldSize: limits.textBytes + 1,
          fields: limits.fields,
          files: limits.files,
          fileSize: limits.fileBytes + 1,
          parts: limits.parts,
        },
      });
    } catch {
      req.resume();
      return reject(new MultipartError("unreadable"));
    }
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers["content-type"] ?? "");
    // busboy skips a part whose headers it cannot read (an unquoted file name with a line break in
    // it) without a word; counting the delimiters ourselves tells that one went missing.
    const delimiters = new StreamSearch(`\r\n--${boundary?.[1] ?? boundary?.[2] ?? ""}`, () => {});
    delimiters.push(Buffer.from("\r\n"));

    const form: MultipartForm = {
      fields: {},
      files: [],
      filesNotStored: false,
      filesInTextFields: [],
      fileNames: [],
    };
    /** Each file being written: how to stop writing it and forget it. */
    const dropWriters = new Set<() => void>();
    let openOutputs = 0;
    let received = 0;
    let textBytes = 0;
    let fileBytes = 0;
    let partsSeen = 0;
    let filesLimitHit = false;
    let parsed = false;
    let settled = false;

    /** Every file stops being written and is deleted once closed (finished ones at once). */
    const dropAll = () => {
      for (const drop of dropWriters) drop();
      form.files = [];
    };
    const detach = () => {
      req.off("data", count);
      req.off("error", onRequestError);
      req.off("close", onRequestClose);
    };
    const fail = (reason: MultipartFailure) => {
      if (settled) return;
      settled = true;
      detach();
      req.unpipe(parser);
      dropAll();
      // The rest is read and dropped, so the client can still be answered.
      if (!req.destroyed) req.resume();
      reject(new MultipartError(reason));
    };
    const finishIfDone = () => {
      if (settled || !parsed || openOutputs > 0) return;
      settled = true;
      detach();
      if (!form.filesRefused && !filesLimitHit && delimiters.matches - 1 > partsSeen) {
        refuseFiles("unreadable");
      }
      resolve(form);
    };
    /** None of the files is kept, the text still is. */
    const refuseFiles = (why: FilesRefusal) => {
      form.filesRefused ??= why;
      dropAll();
    };

    function count(chunk: Buffer) {
      received += chunk.length;
      if (received > limits.bodyBytes) return fail("too-large");
      delimiters.push(chunk);
    }
    function onRequestError() {
      fail("aborted");
    }
    function onRequestClose() {
      if (!req.complete) fail("aborted");
    }
    req.on("data", count);
    req.on("error", onRequestError);
    req.on("close", onRequestClose);

    parser.on("field", (name, value, info) => {
      partsSeen++;
      textBytes += Buffer.byteLength(value);
      if (info.valueTruncated || textBytes > limits.textBytes) return fail("too-large");
      const current = form.fields[name];
      form.fields[name] =
        current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
    });

    parser.on("file", (name, stream, info) => {
      partsSeen++;
      // busboy ends a file's stream with an error when the body stops inside it.
      stream.on("error", () => fail("unreadable"));
      if (name !== fileField) {
        form.filesInTextFields.push(name);
        stream.resume();
        return;
      }
      if (info.filename) form.fileNames.push(safeFileName(info.filename));
      // An empty file field still sends a part, with no name and no bytes. After a failure, busboy
      // may still hand over parts it had already read.
      if (settled || !info.filename || !keepFiles || form.filesRefused || form.filesNotStored) {
        stream.resume();
        return;
      }
      if (!storeFilesIn) {
        form.filesNotStored = true;
        stream.resume();
        return;
      }
      const file: ReceivedFile = {
        name: safeFileName(info.filename),
        size: 0,
        path: join(storeFilesIn, randomUUID()),
      };
      // flush: on disk before 'close', so the enquiry committed with it survives a power cut.
      const output = createWriteStream(file.path, { flags: "wx", mode: 0o600, flush: true });
      openOutputs++;
      let dropped = false;
      let closed = false;
      const drop = () => {
        if (dropped) return;
        dropped = true;
        dropWriters.delete(drop);
        // Deleted once closed: before that its open may still be under way and create it again.
        if (closed) deleteFile(file.path);
        else output.destroy();
        // It may be waiting for the disk: the rest of the body must keep coming.
        stream.resume();
      };
      dropWriters.add(drop);
      output.on("error", () => {
        if (dropped) return;
        form.filesNotStored = true;
        drop();
      });
      output.on("close", () => {
        closed = true;
        if (dropped) deleteFile(file.path);
        openOutputs--;
        finishIfDone();
      });
      stream.on("limit", () => refuseFiles("too-large"));
      stream.on("data", (chunk: Buffer) => {
        fileBytes += chunk.length;
        if (fileBytes > limits.fileBytes) return refuseFiles("too-large");
        if (dropped) return;
        file.size += chunk.length;
        if (!output.write(chunk)) {
          stream.pause();
          output.once("drain", () => stream.resume());
        }
      });
      stream.on("end", () => {
        if (dropped) return;
        output.end();
        form.files.push(file);
      });
    });

    parser.on("filesLimit", () => {
      filesLimitHit = true;
      refuseFiles("too-many");
    });
    parser.on("fieldsLimit", () => fail("too-many-fields"));
    parser.on("partsLimit", () => fail("too-many-fields"));
    parser.on("error", () => fail("unreadable"));
    parser.on("close", () => {
      parsed = true;
      finishIfDone();
    });
    req.pipe(parser);
  });
}
