import { defineConfig, devices } from "@playwright/test";

// A fixed port keeps failures reproducible by hand (`npm start` with PORT=4173); E2E_PORT moves it
// when 4173 is taken.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // scripts/test.ts reads the JSON file for the final "N passed, M failed" line.
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium: this machine has no downloaded Playwright browsers, and must not fetch any.
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  // The real production server over the real build (scripts/test.ts builds first).
  webServer: {
    command: "node server/start.ts",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
