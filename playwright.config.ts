import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testCertificate } from "./tests/e2e/certificate.ts";
import { chromiumFlags, chromiumPath } from "./scripts/servers/chromium.ts";

// A fresh data directory (outbox, secret, delivered .eml files) per run. The workers load this
// file again; they inherit the variable, so they read the directory the servers write to.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "foundry-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

// A fixed port keeps failures reproducible by hand (`npm start` with PORT=4173); E2E_PORT moves it
// when 4173 is taken. The test build (see below) listens on the next port.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const fixturesPort = port + 1;
const fixturesURL = `http://127.0.0.1:${fixturesPort}`;
const fixturesSpecs = ["**/greetings.spec.ts", "**/photos.spec.ts"];
// The production front (deploy/nginx.conf, scripts/servers/start-nginx.ts) over HTTPS with a certificate
// of the tests' own; Node behind it on an internal port. Its HTTP port redirects to HTTPS.
const frontPort = port + 2;
const frontHttpPort = port + 3;
const frontURL = `https://localhost:${frontPort}`;
const frontSpecs = ["**/front.spec.ts", "**/routes.spec.ts"];
const certificate = testCertificate();
process.env.E2E_FRONT_HTTP_PORT = String(frontHttpPort);

const chromium = {
  ...devices["Desktop Chrome"],
  // Debian's Chromium (scripts/servers/chromium.ts).
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      // WebGL without a GPU (the quote page's 3-D view): Chromium's software renderer, which it
      // only enables when asked.
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      // The tests talk to this machine only: any other host (a future embed, a font CDN, the map
      // once shown) fails to resolve, so a run never depends on the network. A route in every
      // page did this before, but a route matched by a function makes Playwright stop every
      // request on its way to be checked in the test's process, and turns the browser's cache
      // off: 6 % of four files' time and CPU (342 → 322 s, idle, 2026-12-07).
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    ],
  },
};

/**
 * The real production server over a real build (scripts/checks/test.ts builds both first). Enquiries go
 * to .eml files in its data directory (no SMTP_URL); no minimum fill time, as the programmatic
 * contract says, and a rate limit no test run reaches (server/enquiry.test.ts tests both).
 */
function server(url: string, env: Record<string, string>) {
  return {
    command: "node server/start.ts",
    env: {
      HOST: "127.0.0.1",
      ENQUIRY_MIN_FILL_MS: "0",
      ENQUIRY_RATE_LIMIT: "100000",
      // The build under test, never a release a developer may have made in this checkout.
      RELEASES_DIR: join(tmpdir(), "foundry-tests-serve-no-release"),
      ...env,
    },
    url,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // scripts/checks/test.ts reads the JSON file for the final "N passed, M failed" line.
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
      testIgnore: [...fixturesSpecs, "**/front.spec.ts"],
      use: chromium,
    },
    // The same site built with the greetings overlay on and fixture photos (vite.config.ts,
    // SITE_CONTENT_OVERRIDES; scripts/checks/test.ts builds it).
    { name: "fixtures", testMatch: fixturesSpecs, use: { ...chromium, baseURL: fixturesURL } },
    {
      name: "front",
      testMatch: frontSpecs,
      use: { ...chromium, baseURL: frontURL, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    server(baseURL, { PORT: String(port), BUILD_DIR: "build", DATA_DIR: join(dataDir, "site") }),
    // SITE_CONTENT_OVERRIDES only matters when the build is missing and the server builds it itself
    // (the fixture photos must exist then: scripts/checks/test.ts writes them).
    server(fixturesURL, {
      PORT: String(fixturesPort),
      BUILD_DIR: "build-fixtures",
      DATA_DIR: join(dataDir, "fixtures"),
      SITE_CONTENT_OVERRIDES: "greetings-on,fixture-photos",
    }),
    {
      ...server(`${frontURL}/contact`, {
        PORT: String(frontPort),
        HTTP_PORT: String(frontHttpPort),
        NODE_PORT: String(port + 4),
        BUILD_DIR: "build",
        DATA_DIR: join(dataDir, "front"),
        TLS_CERTIFICATE: certificate.certificate,
        TLS_CERTIFICATE_KEY: certificate.key,
      }),
      command: "node scripts/servers/start-nginx.ts",
      ignoreHTTPSErrors: true,
    },
  ],
});
