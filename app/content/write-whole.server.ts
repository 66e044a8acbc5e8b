/**
 * Files written whole or not at all (issue 49): the new bytes go to a temporary file beside the
 * target, are flushed to disk, and are renamed over it, so a crash or a full disk leaves the old
 * file or the new one, never half of either. What a crash leaves is the temporary file, which
 * the content's recovery (`git clean`) and the save's check (`isPartial`) pass over.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const partialMark = ".partial-";

/** A temporary file's name, beside `target`: hidden, and marked as partial. */
const partialOf = (target: string) =>
  join(dirname(target), `.${basename(target)}${partialMark}${randomBytes(6).toString("hex")}`);

/** Whether a file name is a write in progress (or one a crash cut short). */
export const isPartial = (name: string) => basename(name).includes(partialMark);

/** `data` in a temporary file beside `target`, flushed to disk: its name. */
function writeTemporary(target: string, data: string | Uint8Array, mode: number): string {
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
  return temporary;
}

/** Writes `data` to `target` whole: a temporary file flushed, then renamed over it. */
export function writeWhole(target: string, data: string | Uint8Array, mode = 0o644): void {
  const temporary = writeTemporary(target, data, mode);
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes `data` to `target` whole only if there is no `target`: false when there is (of two
 * writers at once, one writes). Linked into place, so a reader never finds it half written.
 */
export function createWhole(target: string, data: string | Uint8Array, mode = 0o644): boolean {
  const temporary = writeTemporary(target, data, mode);
  try {
    linkSync(temporary, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** writeWhole without holding the thread: for a server's own writes (a mail kept, an upload). */
export async function writeWholeAsync(
  target: string,
  data: string | Uint8Array,
  mode = 0o644,
): Promise<void> {
  const temporary = partialOf(target);
  try {
    const file = await open(temporary, "wx", mode);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Copies `source` to `target` whole (an upload kept, a PDF): see writeWhole. */
export function copyWhole(source: string, target: string, mode = 0o644): void {
  writeWhole(target, readFileSync(source), mode);
}
