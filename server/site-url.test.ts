import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSettingsFile, readBuiltSiteUrl, siteUrlMismatch } from "./site-url.ts";

describe("readBuiltSiteUrl", () => {
  it("reads the SITE_URL the build recorded, and nothing from a build that recorded none", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-url-"));
    expect(readBuiltSiteUrl(buildDir)).toBeUndefined();
    mkdirSync(join(buildDir, "server"));
    writeFileSync(
      join(buildDir, "server", buildSettingsFile),
      '{"SITE_URL":"https://www.example-foundry.it"}',
    );
    expect(readBuiltSiteUrl(buildDir)).toBe("https://www.example-foundry.it");
  });
});

describe("siteUrlMismatch", () => {
  const built = "https://www.example-foundry.it";

  it("says nothing when the server and the build name the same origin", () => {
    expect(siteUrlMismatch("https://www.example-foundry.it/", built)).toBeUndefined();
    expect(siteUrlMismatch(undefined, undefined)).toBeUndefined();
  });

  it("warns in one line when they differ, or when the server has none", () => {
    const other = siteUrlMismatch("https://staging.example-foundry.it", built);
    expect(other).toMatch(
      /^⚠ SITE_URL is https:\/\/staging\.example-foundry\.it, but the build was made with SITE_URL=https:\/\/www\.example-foundry\.it/,
    );
    expect(other).not.toContain("\n");
    expect(siteUrlMismatch(undefined, built)).toMatch(/^⚠ SITE_URL is not set, but the build/);
  });
});
