/**
 * Which releases the server stands on, read and written without loading any of the site's code:
 * `current`, the link to the live release, and `.serving`, the release whose code the socket
 * holder (server/start.ts) runs. That process lives through many releases; it starts each fresh
 * serving process from its own folder, so `npm run release` never prunes that folder.
 */
import { readFileSync, readlinkSync, realpathSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { writeWhole } from "../app/content/write-whole.server.ts";

/** The live release's id (RELEASES_DIR/current points at its folder), or null when there is none. */
export function liveRelease(releasesDir: string): string | null {
  try {
    return basename(readlinkSync(join(releasesDir, "current")));
  } catch {
    return null;
  }
}

const servingFile = ".serving";

/** The release the running server's socket holder came from, or null (none, or a checkout). */
export function servingRelease(releasesDir: string): string | null {
  try {
    return readFileSync(join(releasesDir, servingFile), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * Records that the server runs from `codeRoot`, when that is a release of `releasesDir`; returns
 * its id. A server started from a checkout records nothing.
 */
export function markServing(releasesDir: string, codeRoot: string): string | null {
  // Compared as the files are: the code runs from the release's real folder, and RELEASES_DIR
  // may be named through a link (/srv a link to another disk).
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  };
  const inside = relative(real(releasesDir), real(codeRoot));
  if (!inside || inside.startsWith("..") || inside.includes(sep)) return null;
  writeWhole(join(releasesDir, servingFile), `${inside}\n`);
  return inside;
}
