/**
 * `npm run bench`: how fast every page paints, next to the fastest it could paint.
 *
 * Builds the site (unless BENCH_BUILD=0), starts the production server on loopback and, in front
 * of it, two identical proxies: one passes every request through, the other answers each page's
 * URL with its *limit rendition* — the same HTML with every script and script preload removed and
 * its stylesheets inlined, with the page's own headers and compression — and passes everything
 * else through. Lighthouse 13 (Debian's Chromium)
 * then measures each page and its limit rendition in alternation, in every mode, BENCH_RUNS times.
 * Prints medians per page and mode, the ratio to the limit rendition, Lighthouse's benchmark index
 * (a run disturbed by other load stands out), and writes a JSON summary.
 *
 * Not a test: timings vary with the machine and its load. Compare ratios measured side by side.
 *
 * Settings: BENCH_RUNS (3), BENCH_PAGES (comma-separated paths; default every page but the
 * receipt, with the first datasheet and the newest article), BENCH_MODES (comma-separated, default all four: mobile, desktop, mobile-devtools,
 * desktop-devtools), BENCH_PORT (4470), BENCH_OUT (bench-results/lighthouse-<date>.json).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import compression from "compression";
import type { Request, Response } from "express";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { parse } from "node-html-parser";
import { entrySamplesOf } from "../../app/content/collection-pages.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { pages } from "../../app/pages.ts";
import { chromiumFlags, chromiumPath } from "../servers/chromium.ts";
import { startSiteProcess, waitUntilUp } from "../servers/site-process.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4470);
const sitePort = port;
const realPort = port + 1;
const limitPort = port + 2;
const site = `http://127.0.0.1:${sitePort}`;

const modes = {
  mobile: { formFactor: "mobile", throttling: "simulate" },
  desktop: { formFactor: "desktop", throttling: "simulate" },
  "mobile-devtools": { formFactor: "mobile", throttling: "devtools" },
  "desktop-devtools": { formFactor: "desktop", throttling: "devtools" },
} as const;
type ModeName = keyof typeof modes;

const selectedModes = (process.env.BENCH_MODES?.split(",") ?? Object.keys(modes)) as ModeName[];
for (const mode of selectedModes)
  if (!(mode in modes)) throw new Error(`BENCH_MODES: unknown mode "${mode}"`);
// Every indexable page, and one datasheet and one article (the pages made from content lists).
const selectedPaths = process.env.BENCH_PAGES?.split(",") ?? [
  ...pages.filter((page) => page.indexable).map((page) => page.path),
  ...entrySamplesOf(contentOf("en")),
];

const chromeFlags = ["--headless=new", ...chromiumFlags];

interface Rendition {
  html: string;
  /** The site's own response headers for the page, so both versions spend the same bytes on them. */
  headers: Record<string, string>;
}

/** The page as the server sends it, minus scripts and script preloads, with its CSS inlined. */
async function limitRendition(path: string): Promise<Rendition> {
  const response = await fetch(`${site}${path}`);
  const html = await response.text();
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (!/^(content-length|content-encoding|transfer-encoding|connection|keep-alive|date)$/i.test(name))
      headers[name] = value;
  const document = parse(html, { comment: true });
  for (const element of document.querySelectorAll("script")) element.remove();
  for (const element of document.querySelectorAll(
    'link[rel="modulepreload"], link[rel="preload"][as="script"]',
  ))
    element.remove();
  for (const element of document.querySelectorAll('link[rel="stylesheet"]')) {
    const href = element.getAttribute("href");
    const css = href ? await (await fetch(new URL(href, site))).text() : "";
    element.replaceWith(`<style>${css}</style>`);
  }
  return { html: document.toString(), headers };
}

// The site's own compression middleware, so a limit rendition is encoded exactly as its page is.
const compress = compression();

/** A pass-through proxy to the site; `renditions` answers those paths itself, as the site would. */
function startProxy(listenPort: number, renditions: Map<string, Rendition>) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const own = req.method === "GET" && !req.url?.includes("?") ? renditions.get(path) : undefined;
    if (own !== undefined) {
      compress(req as Request, res as unknown as Response, () => {
        res.writeHead(200, own.headers);
        res.end(own.html);
      });
      return;
    }
    const upstream = httpRequest(
      { host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(listenPort, "127.0.0.1", () => resolve(server)),
  );
}

interface Sample {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  transfer: number;
  script: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  benchmarkIndex: number;
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a
// run measured nothing, so it is repeated rather than counted or allowed to end the benchmark.
async function measure(url: string, mode: ModeName, attempts = 3): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, mode);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRuntimeError)) throw error;
      console.warn(`${error.message}; measuring again (${attempt + 1}/${attempts})`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function measureOnce(url: string, mode: ModeName): Promise<Sample> {
  const { formFactor, throttling } = modes[mode];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    userDataDir: mkdtempSync(join(tmpdir(), "bench-chrome-")),
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod: throttling,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    };
    const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    return {
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      transfer: audit("total-byte-weight"),
      script: requests
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medians(samples: Sample[]): Sample {
  const result = { ...samples[0] } as Sample;
  for (const key of Object.keys(result) as (keyof Sample)[])
    result[key] = median(samples.map((sample) => sample[key]));
  return result;
}

if (process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-site-"));
const server = startSiteProcess(sitePort, { DATA_DIR: dataDir });
const proxies: Awaited<ReturnType<typeof startProxy>>[] = [];
const results: Record<string, Record<string, { page: Sample; limit: Sample; runs: number }>> = {};
try {
  await waitUntilUp(site);
  const limits = new Map<string, Rendition>();
  for (const path of selectedPaths) limits.set(path, await limitRendition(path));
  proxies.push(await startProxy(realPort, new Map()), await startProxy(limitPort, limits));

  for (const mode of selectedModes) {
    for (const path of selectedPaths) {
      const pageSamples: Sample[] = [];
      const limitSamples: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        // Alternate which goes first, so neither always gets the warmer machine.
        const order = run % 2 === 0 ? (["page", "limit"] as const) : (["limit", "page"] as const);
        for (const which of order) {
          const url = `http://127.0.0.1:${which === "page" ? realPort : limitPort}${path}`;
          (which === "page" ? pageSamples : limitSamples).push(await measure(url, mode));
        }
      }
      const page = medians(pageSamples);
      const limit = medians(limitSamples);
      (results[mode] ??= {})[path] = { page, limit, runs };
      console.log(
        `${mode.padEnd(16)} ${path.padEnd(16)} LCP ${page.lcp.toFixed(0)} ms (limit ${limit.lcp.toFixed(0)}, ×${(page.lcp / limit.lcp).toFixed(3)})` +
          `  FCP ${page.fcp.toFixed(0)} ms (limit ${limit.fcp.toFixed(0)}, ×${(page.fcp / limit.fcp).toFixed(3)})` +
          `  TBT ${page.tbt.toFixed(0)}  CLS ${page.cls.toFixed(3)}` +
          `  ${(page.transfer / 1024).toFixed(0)} KB (JS ${(page.script / 1024).toFixed(0)} KB)` +
          `  scores ${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}` +
          `  BI ${page.benchmarkIndex.toFixed(0)}`,
      );
    }
  }
} finally {
  for (const proxy of proxies) proxy.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const out =
  process.env.BENCH_OUT ??
  join(root, "bench-results", `lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`);
console.log(`\nSummary written to ${out}`);
