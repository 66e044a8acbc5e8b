/**
 * `npm run bench:flood`: what a flood of refused enquiries costs everyone else. Starts the real
 * server (`node server/start.ts` on the existing build, default settings, a temporary DATA_DIR);
 * autocannon posts token-less enquiries (what a bot without our cookie sends) from a worker thread
 * while, from this thread, one visitor asks for a prerendered page 20 times a second. Reports, per
 * run and as medians over the runs: refused POSTs answered per second, and that page's latency.
 * Not a test: numbers vary with the machine; quote them side by side.
 *
 *   BENCH_RUNS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_PORT (4392),
 *   BENCH_PATH (/contact; /contact.data is the JavaScript form's),
 *   BENCH_RATE (unset: as fast as the server answers; e.g. 100: that many POSTs per second)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startSiteProcess, waitUntilUp } from "../servers/site-process.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4392);
const path = process.env.BENCH_PATH ?? "/contact";
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-flood-"));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = startSiteProcess(port, { DATA_DIR: dataDir });

interface Run {
  postsPerSecond: number;
  statuses: string;
  pageP50: number;
  pageP99: number;
}

try {
  await waitUntilUp(base);
  const results: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    const flood = autocannon({
      url: `${base}${path}`,
      method: "POST",
      connections,
      duration: seconds,
      workers: 1,
      ...(rate ? { overallRate: rate } : {}),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({
        from_name: "Flood",
        email: "flood@example.com",
        subject: "No token",
        message: "Sent without the anti-forgery cookie.",
      }).toString(),
    });
    // The visitor starts a moment later, so every one of its requests meets the flood.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const page = autocannon({ url: `${base}/about`, connections: 1, overallRate: 20, duration: seconds - 1 });
    const [posts, pages] = await Promise.all([flood, page]);
    const statuses = Object.entries(posts.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" ");
    const result = {
      postsPerSecond: posts.requests.average,
      statuses,
      pageP50: pages.latency.p50,
      pageP99: pages.latency.p99,
    };
    results.push(result);
    console.log(
      `run ${run}: ${result.postsPerSecond.toFixed(0)} POST/s (${statuses}, errors ${posts.errors}); ` +
        `GET /about p50 ${result.pageP50} ms, p99 ${result.pageP99} ms (${pages.requests.total} requests, errors ${pages.errors})`,
    );
  }
  console.log(
    `\nFlood of token-less POST ${path}, ${connections} connections${rate ? ` at ${rate}/s` : ""}, ${runs} × ${seconds} s on loopback (medians):`,
  );
  console.log(`  refused POSTs answered/s   ${median(results.map((r) => r.postsPerSecond)).toFixed(0)}`);
  console.log(`  GET /about latency p50     ${median(results.map((r) => r.pageP50))} ms`);
  console.log(`  GET /about latency p99     ${median(results.map((r) => r.pageP99))} ms`);
} finally {
  // Wait for it to let go of the port: a run started straight after would otherwise meet it.
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
