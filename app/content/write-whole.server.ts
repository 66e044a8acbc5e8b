/**
 * Files written whole or not at all (issue 49): the new bytes go to a temporary file beside the
 * target, are flushed to disk, and are renamed over it, so a crash or a full disk leaves the old
 * file or the new one, never half of either. What a crash leaves is the temporary file, which
 * the content's recovery (`git clean`) and the save's check (`isPartial`) pass over.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const partialMark = ".partial-";

/** A temporary file's name, beside `target`: hidden, and marked as partial. */
const partialOf = (target: string) =>
  join(dirname(target), `.${basename(target)}${partialMark}${randomBytes(6).toString("hex")}`);

/** Whether a file name is a write in progress (or one a crash cut short). */
export const isPartial = (name: string) => basename(name).includes(partialMark);

/** Writes `data` to `target` whole: a temporary file flushed, then renamed over it. */
export function writeWhole(target: string, data: string | Uint8Array, mode = 0o644): void {
  const temporary = partialOf(target);
  const fd = openSync(temporary, "wx", mode);
  try {
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    for (let written = 0; written < bytes.length;)
      written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Copies `source` to `target` whole (an upload kept, a PDF): see writeWhole. */
export function copyWhole(source: string, target: string, mode = 0o644): void {
  writeWhole(target, readFileSync(source), mode);
}
