/**
 * `npm run bench:enquiry`: load on loopback against valid enquiry submissions. Starts the real
 * server (`node server/start.ts` on the existing build) with a temporary DATA_DIR, limits raised,
 * and an SMTP sink (smtp-server) on 127.0.0.1; autocannon posts valid enquiries with the
 * anti-forgery cookie, header and same-origin Origin for a bounded time; then we wait for the
 * outbox to drain into the sink. Reports requests/s, p50/p99 latency, non-2xx/3xx responses and
 * the drain rate. Not a test: numbers vary with the machine; quote them side by side.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { contactToken, startSiteProcess, waitUntilUp } from "../servers/site-process.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-enquiry-"));

let received = 0;
const messageIds = new Set<string>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("utf8");
    });
    stream.on("end", () => {
      received += 1;
      const id = head.match(/^Message-ID: *(\S+)/im)?.[1];
      if (id) messageIds.add(id);
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
const sinkAddress = sink.server.address();
const sinkPort = typeof sinkAddress === "object" && sinkAddress ? sinkAddress.port : 0;

const server = startSiteProcess(port, {
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
  MAIL_TO: "sales@example.com",
  MAIL_FROM: "website@example.com",
  ENQUIRY_RATE_LIMIT: "1000000",
  ENQUIRY_MIN_FILL_MS: "0",
});

try {
  await waitUntilUp(base);
  const token = await contactToken(base);
  const body = new URLSearchParams({
    from_name: "Load Test",
    email: "buyer@example.com",
    subject: "Manganese hammers, 48 pieces",
    message: "Please quote 48 hammers for a 6000 HP shredder.",
  }).toString();

  const result = await autocannon({
    url: `${base}/contact`,
    method: "POST",
    connections,
    duration: seconds,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      "x-xsrf-token": token,
      origin: base,
    },
    body,
  });
  const accepted = result["3xx"];
  const started = Date.now();
  const deadline = started + 120_000;
  while (messageIds.size < accepted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const drainSeconds = (Date.now() - started) / 1000;

  console.log(`\nEnquiry benchmark: ${connections} connections for ${seconds} s on loopback`);
  console.log(`  requests/s (mean)      ${result.requests.average.toFixed(0)}`);
  console.log(`  latency p50 / p99      ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.log(`  303 answers            ${accepted}`);
  console.log(`  non-2xx/3xx answers    ${result.non2xx - result["3xx"]} (errors ${result.errors})`);
  console.log(
    `  delivered to the sink  ${received} of ${accepted} (${messageIds.size} distinct Message-IDs)`,
  );
  console.log(
    `  outbox drain           ${drainSeconds.toFixed(1)} s after the load ended` +
      ` (${(received / Math.max(seconds + drainSeconds, 0.001)).toFixed(0)} mails/s over the run)`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
