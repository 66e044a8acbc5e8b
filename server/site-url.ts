import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Written by the build into <BUILD_DIR>/server (scripts/build/search-assets.ts): the SITE_URL its
 * canonical URLs, sitemap and link previews were made with.
 */
export const buildSettingsFile = "build-settings.json";

/** The build's SITE_URL; undefined for a build made before it was recorded. */
export function readBuiltSiteUrl(buildDir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(buildDir, "server", buildSettingsFile), "utf8");
  } catch {
    return undefined;
  }
  const value: unknown = JSON.parse(text);
  const siteUrl = value && typeof value === "object" && "SITE_URL" in value ? value.SITE_URL : undefined;
  return typeof siteUrl === "string" ? siteUrl : undefined;
}

/**
 * One line for the log when the server's SITE_URL (origin checks, secure cookie) is not the one
 * the build wrote into its pages; undefined when they agree. Both must name the public address.
 */
export function siteUrlMismatch(runtime: string | undefined, built: string | undefined): string | undefined {
  if (built === undefined) return undefined;
  const runtimeOrigin = runtime ? new URL(runtime).origin : undefined;
  if (runtimeOrigin === new URL(built).origin) return undefined;
  const here = runtimeOrigin ? `SITE_URL is ${runtimeOrigin}` : "SITE_URL is not set";
  return `⚠ ${here}, but the build was made with SITE_URL=${built} (its canonical URLs, sitemap and link previews): build and run with the same public address.`;
}
