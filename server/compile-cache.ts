/**
 * Node's compile cache for the site's processes (the server, the publish runner and the release,
 * build and check processes they start): a publish starts six Node processes one after another,
 * each stripping the types of the same few hundred files and compiling the same packages again,
 * ~0.3 s of each start on the 2-core machine. With the cache a second start reads what the first
 * compiled. Node checks each entry against its file's contents, so an entry never outlives a
 * change to its file.
 */
import { constants, enableCompileCache } from "node:module";
import { join } from "node:path";

/**
 * Turns the cache on for this process and the ones it starts (NODE_COMPILE_CACHE), in
 * DATA_DIR/compile-cache: the one folder both the site's service and the publish service may
 * write (deploy/systemd), and not one a backup takes (scripts/ops/backup.ts names what it takes).
 * Set by hand, NODE_COMPILE_CACHE wins. A folder that cannot be written only costs the speed-up.
 */
export function keepCompiledCode(dataDir: string): void {
  if (process.env.NODE_COMPILE_CACHE) return;
  const { status, directory } = enableCompileCache(join(dataDir, "compile-cache"));
  if (
    directory &&
    (status === constants.compileCacheStatus.ENABLED ||
      status === constants.compileCacheStatus.ALREADY_ENABLED)
  )
    process.env.NODE_COMPILE_CACHE = directory;
}
