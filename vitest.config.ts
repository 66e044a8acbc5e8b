import { defineConfig } from "vitest/config";

// Unit tests only: the React Router plugin is for app builds, not for testing modules in isolation.
export default defineConfig({
  define: { __BUILD_TIME__: String(Date.now()) },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
