/**
 * Which releases `npm run release` deletes when more than KEEP_RELEASES are kept: the oldest,
 * never one the server stands on.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { markServing, servingRelease } from "../../server/release-links.ts";
import { pruneReleases } from "./release.ts";

const work = mkdtempSync(join(tmpdir(), "release-prune-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A whole release folder: its record names it and the one live before it. */
function release(releasesDir: string, id: string, previous: string | null): string {
  const folder = join(releasesDir, id);
  mkdirSync(join(folder, "server"), { recursive: true });
  writeFileSync(
    join(folder, "release.json"),
    JSON.stringify({ id, createdAt: new Date().toISOString(), commit: null, previous }),
  );
  return folder;
}

it("keeps the live release, the one before it and the one the running server came from", () => {
  const releasesDir = join(work, "releases");
  const ids = Array.from({ length: 8 }, (_, index) => `20261206-00000${index}`);
  const folders = ids.map((id, index) => release(releasesDir, id, ids[index - 1] ?? null));
  symlinkSync(ids[7]!, join(releasesDir, "current"));
  // The service started from the first release, and has served every release since.
  expect(markServing(releasesDir, folders[0]!)).toBe(ids[0]);
  expect(servingRelease(releasesDir)).toBe(ids[0]);

  expect(pruneReleases(releasesDir, 5)).toBe(2);
  expect(readdirSync(releasesDir).filter((name) => ids.includes(name))).toEqual([ids[0], ...ids.slice(3)]);
  // The server restarted from the live release: the first goes at the next release.
  markServing(releasesDir, `${folders[7]}/`);
  expect(servingRelease(releasesDir)).toBe(ids[7]);
  expect(pruneReleases(releasesDir, 5)).toBe(1);
  expect(readdirSync(releasesDir).filter((name) => ids.includes(name))).toEqual(ids.slice(3));
});

it("knows its release through a link to the releases' folder", () => {
  const releasesDir = join(work, "linked", "releases");
  const folder = release(releasesDir, "20261207-000000", null);
  symlinkSync(join(work, "linked"), join(work, "link"));
  expect(markServing(join(work, "link", "releases"), folder)).toBe("20261207-000000");
  expect(servingRelease(releasesDir)).toBe("20261207-000000");
});

it("records nothing for a server that runs from a checkout", () => {
  const releasesDir = join(work, "elsewhere", "releases");
  mkdirSync(releasesDir, { recursive: true });
  expect(markServing(releasesDir, join(work, "checkout"))).toBeNull();
  expect(markServing(releasesDir, join(releasesDir, "20261206-000000", "server"))).toBeNull();
  expect(servingRelease(releasesDir)).toBeNull();
});
