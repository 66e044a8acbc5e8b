/**
 * The editor's Publish, run (ADR 0020): takes the request the editor left in DATA_DIR/publish/ and
 * runs `npm run release` (or `rollback`) of the live release's own code, writing the progress and
 * the outcome the editor's page shows. Started by the site's server (PUBLISH_RUNNER=server, the
 * default) or, in production, by systemd (deploy/systemd/foundry-publish.path), because the
 * site's own process may not write the releases. Nothing asked: nothing done.
 *
 *   node scripts/ops/publish.ts [--settings FILE]
 */
import { existsSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runPublish } from "../../app/admin/publish.server.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const usage = "usage: node scripts/ops/publish.ts [--settings FILE]";

await runOperation(usage, async () => {
  const { config, args } = invocation();
  if (args.length > 0) throw new UsageError();
  const releasesDir = resolve(root, config.RELEASES_DIR);
  // The live code publishes: a checkout pulled but not released is not what visitors run.
  const live = join(releasesDir, "current");
  const code = existsSync(live) ? realpathSync(live) : root;
  const outcome = await runPublish(resolve(config.DATA_DIR), code);
  if (!outcome) return "Nothing asked to publish.";
  if (outcome.status !== "done") throw new OperationError(`${outcome.kind} failed: ${outcome.message ?? ""}`);
  return `✓ ${outcome.kind} done by ${outcome.by} in ${outcome.seconds ?? 0} s: ${outcome.message ?? ""}`;
});
