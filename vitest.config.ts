import { defineConfig } from "vitest/config";
import { buildSettings } from "./scripts/build-settings.ts";

// Unit tests only: the React Router plugin is for app builds, not for testing modules in isolation.
// The same build-time constants as vite.config.ts.
export default defineConfig({
  define: { __BUILD_TIME__: String(Date.now()), __SITE_URL__: JSON.stringify(buildSettings.SITE_URL) },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
