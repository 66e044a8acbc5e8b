import { describe, expect, it } from "vitest";
import { parseBuildSettings, placeholderSiteUrl, placeholderWarning } from "./build-settings.ts";

describe("parseBuildSettings", () => {
  it("points at the placeholder origin, and warns, while SITE_URL is not set", () => {
    for (const env of [{}, { SITE_URL: "" }]) {
      const settings = parseBuildSettings(env);
      expect(settings.SITE_URL).toBe(placeholderSiteUrl);
      expect(placeholderWarning(settings)).toMatch(/^⚠ SITE_URL is not set: .*example-foundry\.invalid/);
    }
  });

  it("keeps the origin of the public address, without a trailing slash, and does not warn", () => {
    for (const value of [
      "https://www.example-foundry.it",
      "https://www.example-foundry.it/",
      "HTTPS://WWW.Example-Foundry.IT",
    ]) {
      const settings = parseBuildSettings({ SITE_URL: value });
      expect(settings.SITE_URL).toBe("https://www.example-foundry.it");
      expect(placeholderWarning(settings)).toBeUndefined();
    }
    expect(parseBuildSettings({ SITE_URL: "http://127.0.0.1:5370" }).SITE_URL).toBe("http://127.0.0.1:5370");
  });

  it.each([
    ["www.example-foundry.it", /http:\/\/ or https:\/\//],
    ["ftp://example-foundry.it", /http:\/\/ or https:\/\//],
    ["https://www.example-foundry.it/en", /origin only/],
    ["https://www.example-foundry.it/?utm=1", /origin only/],
  ])("stops the build on SITE_URL=%j, naming the variable", (value, message) => {
    expect(() => parseBuildSettings({ SITE_URL: value })).toThrow(/SITE_URL: /);
    expect(() => parseBuildSettings({ SITE_URL: value })).toThrow(message);
  });

  it("reads the build directory and a test build's content override", () => {
    expect(parseBuildSettings({}).BUILD_DIR).toBe("build");
    expect(parseBuildSettings({}).SITE_CONTENT_OVERRIDES).toBeUndefined();
    expect(
      parseBuildSettings({
        BUILD_DIR: "build-fixtures",
        SITE_CONTENT_OVERRIDES: "greetings-on,fixture-photos",
      }),
    ).toMatchObject({ BUILD_DIR: "build-fixtures", SITE_CONTENT_OVERRIDES: "greetings-on,fixture-photos" });
  });
});
