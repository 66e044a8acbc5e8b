/**
 * The content the company edited in the browser, brought into a checkout (ADR 0020):
 *
 *   npm run content -- pull [--settings FILE]   copies DATA_DIR/content-history's content files
 *                                                and photos over this checkout's content/ and
 *                                                app/images/
 *
 * Then `git diff content/` shows the company's edits and a commit makes them the code's; the next
 * release merges cleanly. Nothing is written in DATA_DIR.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { committedSnapshot, contentHistoryDir } from "../../app/content/history.server.ts";
import { overlayContent, overlayImages } from "./release-content.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const usage = "usage: npm run content -- pull [--settings FILE]";

await runOperation(usage, async () => {
  const { config, args } = invocation();
  if (args.length !== 1 || args[0] !== "pull") throw new UsageError();
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(join(contentHistoryDir(dataDir), ".git")))
    throw new OperationError(
      `no content edited in the browser in ${dataDir} (DATA_DIR must be the server's data folder: --settings)`,
    );
  // The last saved change, not the files a save may be writing.
  const snapshot = mkdtempSync(join(tmpdir(), "content-pull-"));
  try {
    const commit = await committedSnapshot(dataDir, snapshot);
    const copied = overlayContent(snapshot, join(root, "content"));
    const photos = overlayImages(snapshot, join(root, "app/images"));
    return `✓ ${copied} content files and ${photos} photos copied from ${contentHistoryDir(dataDir)} (its last change, ${commit}) into content/ and app/images/: review them with git status and git diff, then commit.`;
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
  }
});
