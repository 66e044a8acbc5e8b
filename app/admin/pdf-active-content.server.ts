/**
 * What a PDF can do besides show pages (issue 49): run JavaScript, act when opened or on an event,
 * launch a program, carry files, submit or import data. A document a buyer downloads from the
 * site must do none of it; a certificate saved from Word or a scanner does none. Read from the
 * file's names, in its plain objects and in its compressed streams (object streams hide
 * dictionaries there), with `#xx` escapes decoded, as a reader would.
 */
import { promisify } from "node:util";
import { inflate } from "node:zlib";

// Off the thread that serves the site: a certificate's streams inflate on libuv's threads.
const inflated = promisify(inflate);

/** The PDF names that make a document active (ISO 32000-1 §12.6 actions, §7.11 embedded files, §12.7.8 XFA). */
const activeNames = new Set([
  "JavaScript",
  "JS",
  "OpenAction",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);

/** A name token: a slash and every character up to whitespace or a delimiter (§7.3.5). */
const nameToken = /\/([^\s()<>[\]{}/%]*)/g;

/** All compressed streams inflated, within a budget: a small file that inflates to gigabytes is refused as active. */
const inflateBudget = 100 * 1024 * 1024;

/** The active features a PDF's bytes name, e.g. ["JavaScript", "OpenAction"]; none for a plain document. */
export async function activeContentIn(bytes: Buffer): Promise<string[]> {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(nameToken)) {
      const name = match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      if (activeNames.has(name)) found.add(name);
    }
  };
  const text = bytes.toString("latin1");
  scan(text);
  let budget = inflateBudget;
  for (const start of text.matchAll(/stream\r?\n/g)) {
    const from = start.index + start[0].length;
    const to = text.indexOf("endstream", from);
    if (to < 0) break;
    // Its dictionary is just before it: only Flate is inflated (the others hold images).
    if (!text.slice(Math.max(0, start.index - 400), start.index).includes("FlateDecode")) continue;
    try {
      const stream = await inflated(bytes.subarray(from, to), { maxOutputLength: budget });
      budget -= stream.length;
      scan(stream.toString("latin1"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
        found.add("a compressed stream too large to read");
        break;
      }
      // A stream that is not whole zlib data (an image's, a damaged one): nothing to read in it.
    }
  }
  return [...found];
}
