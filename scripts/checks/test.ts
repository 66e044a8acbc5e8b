/**
 * `npm test`: lint and typecheck, build the site, then run the unit tests (the long operations
 * scenarios beside them, a layer of their own) and the browser tests against that build. Every layer runs even when an earlier one failed (a lint error does not hide
 * a broken page); only what cannot run without a build waits for it. Ends with one line per layer
 * and one "N passed, M failed" line over both suites.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeFixturePhotos } from "../../tests/fixtures/photos.ts";
import { ensureNginx } from "../servers/start-nginx.ts";
import { chromiumPath } from "../servers/chromium.ts";
import { operationsTests } from "./operations-tests.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const vitestReport = join(root, "test-results/vitest.json");
const operationsReport = join(root, "test-results/vitest-operations.json");
const operationsLog = join(root, "test-results/operations.log");
const playwrightReport = join(root, "test-results/playwright.json");

// The project pins Node 24 as a dev dependency; children must use it too (the server and the
// Playwright config are .ts files run by type stripping), whatever `node` the shell finds first.
// The suite starts Node a few hundred times (servers, commands), each compiling the same files:
// one compile cache for all of them (server/compile-cache.ts), kept between runs.
const env = {
  ...process.env,
  PATH: [join(root, "node_modules/.bin"), process.env.PATH].join(delimiter),
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(root, ".cache/compile-cache"),
};

const totals = { passed: 0, failed: 0 };

function step(title: string) {
  console.log(`\n▶ ${title}`);
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

function finish(code: number): never {
  if (code !== 0 && totals.failed === 0)
    console.log("\nA step failed before reporting any failing test (see above).");
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** Adds a suite's counts from its JSON report; a missing report means the suite did not get to run. */
function count(
  report: string,
  read: (json: Record<string, unknown>) => { passed: number; failed: number },
): string {
  if (!existsSync(report)) return "no report: the suite did not get to run";
  const { passed, failed } = read(JSON.parse(readFileSync(report, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
  return `${passed} passed, ${failed} failed`;
}

function readReport(report: string): Record<string, unknown> | undefined {
  if (!existsSync(report)) return undefined;
  try {
    return JSON.parse(readFileSync(report, "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Starts a command without waiting for it, its output into `log`; resolves with whether it
 * passed. For a layer that runs beside another.
 */
function start(command: string, args: string[], log: string): Promise<boolean> {
  mkdirSync(join(root, "test-results"), { recursive: true });
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    // Resolved once the log is on disk: it is printed right after.
    child.on("error", (error) => out.end(`\n${error.message}\n`, () => resolve(false)));
    child.on("close", (code) => out.end(() => resolve(code === 0)));
  });
}

/** "file › test name: first line of its failure" for each failed vitest test. */
function failedUnitTests(report: string): string[] {
  type Assertion = { status?: string; fullName?: string; failureMessages?: string[] };
  type FileResult = { name?: string; assertionResults?: Assertion[]; status?: string; message?: string };
  const files = (readReport(report)?.testResults ?? []) as FileResult[];
  return files.flatMap((file) => {
    const where = (file.name ?? "").replace(root, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed to load has no failed assertions, only its own message.
    if (failed.length === 0 && file.status === "failed")
      return [`${where}: ${firstLine(file.message ?? "the file failed")}`];
    return failed.map(
      (test) => `${where} › ${test.fullName ?? "?"}: ${firstLine(test.failureMessages?.[0] ?? "")}`,
    );
  });
}

/** "file › test title" for each browser test that failed every try. */
function failedBrowserTests(report: string): string[] {
  type Spec = { title?: string; file?: string; tests?: { status?: string; projectName?: string }[] };
  type Suite = { suites?: Suite[]; specs?: Spec[] };
  const out: string[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected") out.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  walk({ suites: (readReport(report)?.suites ?? []) as Suite[] });
  return out;
}

function firstLine(text: string): string {
  return (text.split("\n").find((line) => line.trim() !== "") ?? "").trim().slice(0, 240);
}

step("Chromium for the browser tests");
if (existsSync(chromiumPath)) {
  console.log(`found ${chromiumPath}`);
} else if (process.getuid?.() === 0) {
  // Debian's package, never a browser download: see playwright.config.ts.
  console.log("not found: installing Debian's chromium (apt-get update && apt-get install -y chromium)");
  if (!run("apt-get", ["update"]) || !run("apt-get", ["install", "-y", "chromium"])) finish(1);
} else {
  console.error(
    `${chromiumPath} not found. Install it, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

step("nginx for the production front (the browser tests run through it too)");
try {
  ensureNginx();
  console.log("found nginx");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Each layer's outcome, reported together at the end. */
const layers: { name: string; outcome: string; ok: boolean }[] = [];
function layer(name: string, ok: boolean, outcome = ok ? "passed" : "FAILED"): boolean {
  layers.push({ name, ok, outcome });
  return ok;
}

step("Lint and format check (npm run lint)");
layer("lint and format", run("npm", ["run", "lint"]));
step("Typecheck (npm run typecheck)");
layer("typecheck", run("npm", ["run", "typecheck"]));

step("Build (npm run build, which checks the content of every language first)");
const built = layer("build, every language", run("npm", ["run", "build"]));

// The greetings overlay is off in the real content and the company's photos have not arrived, so
// their browser tests need a second build: the same site with one content module swapped and a
// few slots given camera-sized generated photos (vite.config.ts), in its own directory, in English
// only. The photos are the same bytes on every run, so only the first run spends time encoding them.
step("Fixture photos (tests/fixtures/photos.ts, into .cache/fixture-photos/)");
const fixtureStart = performance.now();
const fixtures = await writeFixturePhotos();
console.log(`${fixtures.length} photo(s) written in ${Math.round(performance.now() - fixtureStart)} ms`);

step(
  "Test build with the greetings overlay on and the fixture photos (SITE_CONTENT_OVERRIDES=greetings-on,fixture-photos, into build-fixtures/)",
);
const testBuild = {
  SITE_CONTENT_OVERRIDES: "greetings-on,fixture-photos",
  BUILD_DIR: "build-fixtures",
  BUILD_LOCALES: "en",
  // The compressed copies of the files both builds make byte for byte (the CAD reader's
  // WebAssembly, the framework) are taken from build/, as a release takes them from the live one:
  // 22 of this build's 47 s were brotli. Nothing else is reused: the overrides change its inputs.
  ...(built ? { BUILD_REUSE: "build" } : {}),
};
const testBuilt = layer("test build", run("npm", ["run", "build"], testBuild));

// Old reports would be counted as this run's results.
rmSync(vitestReport, { force: true });
rmSync(operationsReport, { force: true });
rmSync(playwrightReport, { force: true });

// The page-weight budgets measure build/: after a failed build it holds the last run's files,
// which must not pass for this run's.
const pageWeight = "scripts/checks/page-weight.test.ts";
step(`Unit tests (vitest${built ? "" : `, without ${pageWeight}: the build failed`})`);
// The operations scenarios start first, beside the unit tests (scripts/checks/operations-tests.ts):
// vitest gives the unit tests one worker on this two-core machine, and these mostly wait.
const operations = start(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.operations.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${operationsReport}`,
  ],
  operationsLog,
);
const unitOk = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
  ...(built ? [] : ["--exclude", pageWeight]),
  ...operationsTests.flatMap((file) => ["--exclude", file]),
]);
const vitestCounts = (json: Record<string, unknown>) => ({
  passed: Number(json.numPassedTests ?? 0),
  failed: Number(json.numFailedTests ?? 0),
});
const unitCounts = count(vitestReport, vitestCounts);
layer(
  "unit tests",
  unitOk,
  `${unitOk ? "passed" : "FAILED"} (${unitCounts})${built ? "" : `; ${pageWeight} NOT RUN: no build`}`,
);

step(`Operations scenarios (${operationsTests.join(", ")}), run beside the unit tests`);
const operationsOk = await operations;
// What they printed, after the unit tests' own report rather than through it.
console.log(readFileSync(operationsLog, "utf8"));
layer(
  "operations scenarios",
  operationsOk,
  `${operationsOk ? "passed" : "FAILED"} (${count(operationsReport, vitestCounts)})`,
);

if (built && testBuilt) {
  step("Browser tests (playwright, Chromium)");
  const browserOk = run("npx", ["playwright", "test"]);
  const browserCounts = count(playwrightReport, (json) => {
    const stats = (json.stats ?? {}) as Record<string, number | undefined>;
    // A test that passed on its CI retry counts as passed ("flaky"), as Playwright's own summary does.
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  });
  layer("browser tests", browserOk, `${browserOk ? "passed" : "FAILED"} (${browserCounts})`);
} else {
  layer("browser tests", false, "NOT RUN: they need every build");
}

// CI keeps only the end of what a run prints: the failing tests are named here, not only far above.
const failing = [
  ...failedUnitTests(vitestReport),
  ...failedUnitTests(operationsReport),
  ...failedBrowserTests(playwrightReport),
];
if (failing.length > 0) {
  console.log("\nFailing tests:");
  for (const line of failing.slice(0, 30)) console.log(`  ✗ ${line}`);
  if (failing.length > 30) console.log(`  … and ${failing.length - 30} more (see above)`);
}
console.log("");
for (const { name, outcome, ok } of layers) console.log(`${ok ? "✓" : "✗"} ${name}: ${outcome}`);
finish(layers.every((entry) => entry.ok) ? 0 : 1);
