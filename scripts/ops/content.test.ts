/**
 * `npm run content -- pull`: the company's edits (DATA_DIR/content-history) brought into a
 * checkout's content/, exactly; refused, writing nothing, without the server's data folder.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { openContentRepo } from "../../app/admin/content-repo.server.ts";
import { copyCheckout } from "./release.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "content-pull-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pull = (checkout: string, dataDir: string) =>
  spawnSync(process.execPath, [join(checkout, "scripts/ops/content.ts"), "pull"], {
    cwd: checkout,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: "utf8",
  });

it(
  "copies the company's saved content over a checkout's, and refuses without it",
  { timeout: 60_000 },
  async () => {
    const checkout = join(work, "checkout");
    copyCheckout(root, checkout);
    const dataDir = join(work, "data");
    const refused = pull(checkout, dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("no content edited in the browser");

    const repo = await openContentRepo(dataDir, join(root, "content"));
    const { text, version } = repo.read("en/home");
    const edited = text.replace(/^(\s*title: ).*$/m, "$1The company's own words");
    expect(edited).not.toBe(text);
    expect((await repo.save("en/home", edited, version, "giulia@foundry.example", "a title")).saved).toBe(
      true,
    );
    const pulled = pull(checkout, dataDir);
    expect(pulled.status, pulled.stderr).toBe(0);
    expect(pulled.stdout).toMatch(/✓ \d+ content files and \d+ photos copied/);
    expect(readFileSync(join(checkout, "content/en/home.yaml"), "utf8")).toBe(edited);
    expect(readFileSync(join(checkout, "content/it/home.yaml"), "utf8")).toBe(
      readFileSync(join(root, "content/it/home.yaml"), "utf8"),
    );
  },
);
