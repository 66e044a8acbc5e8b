import { defineConfig } from "vitest/config";
import { operationsTests } from "./scripts/checks/operations-tests.ts";

// The operations layer of `npm test` (scripts/checks/operations-tests.ts): scenarios that run the
// project's own commands in sandboxes of their own, so none of the site's build plugins is needed.
export default defineConfig({
  test: {
    include: operationsTests,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
