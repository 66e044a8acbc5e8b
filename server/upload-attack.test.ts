/**
 * The upload path of the real server process under attack: hundreds of multipart bodies cut,
 * damaged or abandoned at random among valid enquiries with drawings, then a dozen 40 MB uploads
 * at once. The process must keep answering, lose no enquiry it acknowledged, keep no file of a
 * failed one, and hold uploads on disk, not in memory (its resident memory is read from /proc).
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactToken,
  freePort,
  outputLines,
  startSiteProcess,
  waitUntilUp,
} from "../scripts/servers/site-process.ts";
import { multipartBody, type Part, sendRaw, testBoundary, unfinishedFilePart } from "./testing.ts";

const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let dataDir: string;
let server: ChildProcess;
/** What the server logged, one line each. */
let logged: string[];
let xsrf: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "upload-attack-"));
  server = startSiteProcess(
    port,
    { DATA_DIR: dataDir, SITE_URL: base, ENQUIRY_RATE_LIMIT: "100000", ENQUIRY_MIN_FILL_MS: "0" },
    { output: "pipe" },
  );
  logged = outputLines(server);
  await waitUntilUp(base);
  xsrf = await contactToken(base);
}, 60_000);

afterAll(() => {
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server's resident memory in bytes, as the kernel counts it. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

function headers(body: Buffer, token: string | null, length = body.length): Record<string, string> {
  return {
    "Content-Type": `multipart/form-data; boundary=${testBoundary}`,
    "Content-Length": String(length),
    Origin: base,
    ...(token ? { Cookie: `XSRF-TOKEN=${token}` } : {}),
  };
}

/** A valid enquiry with a drawing; the quote form has no subject field. */
function enquiryParts(
  token: string | null,
  index: number,
  drawing: Uint8Array,
  form: "contact" | "quote",
): Part[] {
  return [
    ...(token ? [{ name: "xsrf", value: token }] : []),
    { name: "from_name", value: `Buyer ${index}` },
    { name: "email", value: `buyer${index}@example.com` },
    ...(form === "contact" ? [{ name: "subject", value: `Grates, lot ${index}` }] : []),
    { name: "message", value: `Please quote lot ${index}.` },
    { name: "attachments", filename: `lot-${index}.pdf`, value: drawing },
  ];
}

function pdf(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

const upAndServing = async () => {
  const response = await fetch(`${base}/about`);
  await response.arrayBuffer();
  return response.status;
};

/** What an attacker does to a good body. */
const attack = fc.record({
  kind: fc.constantFrom(
    "valid",
    "cut-and-hang-up",
    "cut-declared",
    "boundary-damage",
    "header-damage",
    "reset",
  ),
  size: fc.integer({ min: 1_000, max: 300_000 }),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  flips: fc.integer({ min: 1, max: 6 }),
  token: fc.boolean(),
});

describe("the upload path under attack", () => {
  it("a 125-byte body whose file part never ends (no token, no Origin) is one refused request: the process goes on", async () => {
    const answer = await sendRaw(base, unfinishedFilePart());
    expect(answer.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.exitCode).toBeNull();
    expect(await upAndServing()).toBe(200);
  });

  it(
    "300 cut, damaged and abandoned bodies among valid ones: the server answers throughout, every acknowledged enquiry is delivered, no stray file stays",
    { timeout: 120_000 },
    async () => {
      const seed = Date.now() % 2 ** 31;
      const cases = fc.sample(attack, { seed, numRuns: 300 });
      const acknowledged: string[] = [];
      const deadline = Date.now() + 90_000;
      let index = 0;
      const runOne = async (plan: (typeof cases)[number]) => {
        const n = index++;
        const token = plan.kind === "valid" || plan.token ? xsrf : null;
        const form = n % 2 === 0 ? "contact" : "quote";
        const body = multipartBody(enquiryParts(token, n, pdf(plan.size), form));
        const cut = Math.max(1, Math.floor(body.length * plan.at));
        const text = body.toString("latin1");
        let sent = body;
        let length = body.length;
        let hangUpAfter: number | undefined;
        if (plan.kind === "cut-and-hang-up") hangUpAfter = cut;
        if (plan.kind === "cut-declared") {
          sent = body.subarray(0, cut);
          length = cut;
        }
        if (plan.kind === "boundary-damage" || plan.kind === "header-damage") {
          // Bytes changed inside the delimiters or the parts' header lines.
          const targets = [
            ...text.matchAll(plan.kind === "boundary-damage" ? /--[-\w]+/g : /Content-[^\r]+/g),
          ];
          const damaged = Buffer.from(body);
          for (let flip = 0; flip < plan.flips; flip++) {
            const target = targets[(n + flip * 7) % targets.length]!;
            damaged[target.index + ((n * 13 + flip) % target[0].length)] = [0x0d, 0x0a, 0x22, 0x2d, 0x00][
              flip % 5
            ]!;
          }
          sent = damaged;
        }
        if (plan.kind === "reset") hangUpAfter = cut;
        const answer = await sendRaw(base, {
          path: `/${form}`,
          headers: headers(sent, token, length),
          body: sent,
          hangUpAfter,
          reset: plan.kind === "reset",
          timeoutMs: 15_000,
        });
        if (answer.status === 303) {
          const reference = /\r\nlocation: [^\r]*ref=(ENQ-\w{6})/i.exec(answer.text)?.[1];
          if (reference) acknowledged.push(reference);
        }
        // Nothing but an answer of ours, or silence to a client that left: never a 5xx.
        expect(answer.status === 0 || answer.status < 500, `${plan.kind} (seed ${seed})`).toBe(true);
      };
      for (let start = 0; start < cases.length && Date.now() < deadline; start += 10) {
        await Promise.all(cases.slice(start, start + 10).map(runOne));
        expect(server.exitCode, `the server stopped (seed ${seed})`).toBeNull();
      }
      expect(await upAndServing()).toBe(200);
      expect(acknowledged.length, "valid enquiries acknowledged").toBeGreaterThan(20);
      // A broken request is the visitor's problem, never a fault of ours with a stack in the log.
      expect(logged.filter((line) => /"level":"(error|alert)"/.test(line))).toEqual([]);

      // Every acknowledged enquiry leaves as mail (.eml files here), with its drawing's name.
      const mailDir = join(dataDir, "mail");
      await expect
        .poll(() => acknowledged.filter((reference) => !existsSync(join(mailDir, `${reference}.eml`))), {
          timeout: 30_000,
        })
        .toEqual([]);
      // Nothing of the refused, cut or abandoned ones is left on disk.
      await expect
        .poll(() => readdirSync(join(dataDir, "drawings", "incoming")), { timeout: 5_000 })
        .toEqual([]);
    },
  );

  it(
    "12 concurrent 40 MB uploads, without a token and then with one: resident memory grows by less than 200 MB",
    { timeout: 120_000 },
    async () => {
      const pid = server.pid!;
      const drawing = pdf(40_000_000);
      const bodies = {
        tokenless: multipartBody(enquiryParts(null, 1, drawing, "quote")),
        valid: multipartBody(enquiryParts(xsrf, 2, drawing, "quote")),
      };
      // One small valid upload first, so everything a first upload loads is in the baseline.
      const warm = multipartBody(enquiryParts(xsrf, 0, pdf(10_000), "quote"));
      expect((await sendRaw(base, { path: "/quote", headers: headers(warm, xsrf), body: warm })).status).toBe(
        303,
      );
      const baseline = residentBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(pid));
      }, 20);
      try {
        for (const [kind, body] of Object.entries(bodies)) {
          const token = kind === "valid" ? xsrf : null;
          const answers = await Promise.all(
            Array.from({ length: 12 }, (_, n) =>
              sendRaw(base, {
                path: n % 2 === 0 ? "/quote" : "/it/quote",
                headers: headers(body, token),
                body,
                timeoutMs: 90_000,
              }),
            ),
          );
          expect(
            answers.map((answer) => answer.status),
            kind,
          ).toEqual(Array.from({ length: 12 }, () => (token ? 303 : 403)));
        }
      } finally {
        clearInterval(sampler);
      }
      const grewMb = (peak - baseline) / 1_000_000;
      console.log(
        `resident memory: ${(baseline / 1e6).toFixed(0)} MB before, ${(peak / 1e6).toFixed(0)} MB at peak (+${grewMb.toFixed(0)} MB)`,
      );
      expect(grewMb).toBeLessThan(200);
    },
  );
});
