/**
 * The forms' multipart bodies as an attacker sends them, against the real server module over the
 * real build and a real outbox: a body that stops or breaks in a file part is one refused request
 * (the process goes on), nothing of a request refused from its headers reaches the disk, a file
 * over the limit is refused rather than cut, and a file keeps a name a mail program cannot misread.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseHtml } from "node-html-parser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentOf } from "../app/content/load-content.ts";
import { attachmentLimits, formatBytes } from "../app/enquiry/attachments.ts";
import { type Outbox, openOutbox } from "../app/enquiry/outbox.server.ts";
import { issueToken } from "../app/http/xsrf.server.ts";
import { fillTemplate } from "../app/format/template.ts";
import { createApp, enquiryLoadContext } from "./app.ts";
import { parseConfig } from "./config.ts";
import {
  englishBuild,
  listen,
  multipartBody,
  type Part,
  sendRaw,
  testBoundary,
  unfinishedFilePart,
} from "./testing.ts";
import { testSubmission } from "../app/enquiry/test-submission.ts";

const { build, clientDir } = await englishBuild();
const { enquiry: formWords } = contentOf("en");
const secret = "uploads-test-secret-0123456789abcdef";

const enquiry = testSubmission("contact", { subject: "Manganese hammers" });

let dataDir: string;
let outbox: Outbox;
let close: (() => Promise<void>) | undefined;
/** Requests that reached React Router (the route's action or a page render). */
let reachedReactRouter: string[];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "uploads-"));
  outbox = openOutbox({ dataDir });
  reachedReactRouter = [];
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  close = undefined;
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}): Promise<string> {
  const config = parseConfig({ DATA_DIR: dataDir, ENQUIRY_MIN_FILL_MS: "0", ...env });
  const provide = enquiryLoadContext({ store: outbox, secret, config, build });
  const served = await listen(
    createApp({
      build,
      clientDir,
      store: outbox,
      secret,
      config,
      getLoadContext: (req, res) => {
        reachedReactRouter.push(`${req.method} ${req.path}`);
        return provide(req, res);
      },
    }),
  );
  close = served.close;
  return served.origin;
}

/** A PDF of exactly `size` bytes: the kind is read from its first bytes. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

/** The headers our own page's form sends with a multipart body, with a valid token unless told. */
function formHeaders(origin: string, xsrf: string | null, body: Buffer): Record<string, string> {
  return {
    "Content-Type": `multipart/form-data; boundary=${testBoundary}`,
    "Content-Length": String(body.length),
    Origin: origin,
    ...(xsrf === null ? {} : { Cookie: `XSRF-TOKEN=${xsrf}` }),
  };
}

const textParts = (xsrf: string | null, fields: Record<string, string> = enquiry): Part[] => [
  ...(xsrf === null ? [] : [{ name: "xsrf", value: xsrf }]),
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
];

/** The status of a GET, its body read so the connection is free when the server closes. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

/** Files written under DATA_DIR/drawings while `work` runs (incoming or stored). */
async function filesWrittenDuring(work: () => Promise<unknown>): Promise<string[]> {
  const written: string[] = [];
  const watcher = watch(join(dataDir, "drawings"), { recursive: true }, (_event, name) => {
    if (name) written.push(name);
  });
  try {
    await work();
  } finally {
    watcher.close();
  }
  return written;
}

describe("a body that stops or breaks inside a file part", () => {
  it("125 bytes without a token that never reach the closing boundary: 400, and the server goes on", async () => {
    const origin = await serve();
    const answer = await sendRaw(origin, unfinishedFilePart());
    expect(answer.status).toBe(400);
    expect(await statusOf(`${origin}/about`)).toBe(200);
  });

  it.each([
    ["cut inside the file", (body: Buffer) => body.subarray(0, body.length - 200)],
    [
      "a damaged closing boundary",
      (body: Buffer) => Buffer.from(body.toString("latin1").replace(/--\r\n$/, "XX\r\n"), "latin1"),
    ],
    ["no closing boundary", (body: Buffer) => body.subarray(0, body.indexOf(`--${testBoundary}--`))],
  ])("with a valid token, %s: 400, nothing queued, no file left behind", async (_what, damage) => {
    const origin = await serve();
    const xsrf = issueToken(secret);
    const body = damage(
      multipartBody([...textParts(xsrf), { name: "attachments", filename: "a.pdf", value: pdfOf(100_000) }]),
    );
    const answer = await sendRaw(origin, { path: "/quote", headers: formHeaders(origin, xsrf, body), body });
    expect(answer.status).toBe(400);
    expect(outbox.list()).toEqual([]);
    await expect.poll(() => readdirSync(outbox.uploadDir)).toEqual([]);
    expect(await statusOf(`${origin}/quote`)).toBe(200);
  });

  it("a visitor who leaves mid-upload costs nothing: no answer owed, no file left, the next visitor served", async () => {
    const origin = await serve();
    const xsrf = issueToken(secret);
    const body = multipartBody([
      ...textParts(xsrf),
      { name: "attachments", filename: "a.pdf", value: pdfOf(3_000_000) },
    ]);
    await sendRaw(origin, {
      path: "/contact",
      headers: formHeaders(origin, xsrf, body),
      body,
      hangUpAfter: 1_500_000,
    });
    await expect.poll(() => readdirSync(outbox.uploadDir)).toEqual([]);
    expect(outbox.list()).toEqual([]);
    expect(await statusOf(`${origin}/contact`)).toBe(200);
  });
});

describe("what is decided before the body is read", () => {
  it("a POST without our cookie has none of its files written: 403, the text given back", async () => {
    const origin = await serve();
    const body = multipartBody([
      ...textParts(null),
      { name: "attachments", filename: "a.pdf", value: pdfOf(5_000_000) },
    ]);
    let answer = { status: 0, text: "" };
    const written = await filesWrittenDuring(async () => {
      answer = await sendRaw(origin, { path: "/contact", headers: formHeaders(origin, null, body), body });
    });
    expect(answer.status).toBe(403);
    expect(
      parseHtml(answer.text.slice(answer.text.indexOf("<")))
        .querySelector("textarea")
        ?.text.trim(),
    ).toBe(enquiry.message);
    expect(written).toEqual([]);
  });

  it("over the rate limit, none of its files are written either", async () => {
    const origin = await serve({ ENQUIRY_RATE_LIMIT: "1" });
    const xsrf = issueToken(secret);
    const body = multipartBody([
      ...textParts(xsrf),
      { name: "attachments", filename: "a.pdf", value: pdfOf(2_000_000) },
    ]);
    const first = await sendRaw(origin, { path: "/contact", headers: formHeaders(origin, xsrf, body), body });
    expect(first.status).toBe(303);
    let second = { status: 0, text: "" };
    const written = await filesWrittenDuring(async () => {
      second = await sendRaw(origin, { path: "/contact", headers: formHeaders(origin, xsrf, body), body });
    });
    expect(second.status).toBe(429);
    expect(written).toEqual([]);
  });
});

/** An enquiry with one drawing, from our page's form with a valid token. */
function sendDrawing(origin: string, drawing: Uint8Array) {
  const xsrf = issueToken(secret);
  const body = multipartBody([
    ...textParts(xsrf),
    { name: "attachments", filename: "big.pdf", value: drawing },
  ]);
  return sendRaw(origin, {
    path: "/contact",
    headers: formHeaders(origin, xsrf, body),
    body,
    timeoutMs: 30_000,
  });
}

describe("the drawings' size limit", () => {
  const limit = attachmentLimits.maxTotalBytes;
  const tooLargeWords = fillTemplate(formWords.drawings.tooLarge, { total: formatBytes(limit) });

  it(`a drawing of ${limit + 1} bytes is refused with the field's message, never cut and kept`, async () => {
    const origin = await serve();
    const answer = await sendDrawing(origin, pdfOf(limit + 1));
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(tooLargeWords);
    expect(answer.text).toContain(enquiry.message);
    expect(outbox.list()).toEqual([]);
    await expect
      .poll(() => readdirSync(join(dataDir, "drawings")).filter((name) => name !== "incoming"))
      .toEqual([]);
  }, 30_000);

  it(`a drawing of exactly ${limit} bytes is received whole`, async () => {
    const origin = await serve();
    const answer = await sendDrawing(origin, pdfOf(limit));
    expect(answer.status).toBe(303);
    const [queued] = outbox.claimDue(1);
    expect(queued?.attachments.map((file) => file.size)).toEqual([limit]);
    expect(statSync(queued!.attachments[0]!.path).size).toBe(limit);
  }, 30_000);
});

describe("a drawing's name", () => {
  it("loses bidi and control characters and ends as its content's kind does", async () => {
    const origin = await serve();
    const xsrf = issueToken(secret);
    const body = multipartBody([
      ...textParts(xsrf),
      { name: "attachments", filename: "invoice\u202Efdp.exe", value: pdfOf(2000) },
      { name: "attachments", filename: "drawing.html", value: pdfOf(2000) },
      { name: "attachments", filename: "plan\u2066A\u2069\t.PDF", value: pdfOf(2000) },
    ]);
    const answer = await sendRaw(origin, {
      path: "/contact",
      headers: formHeaders(origin, xsrf, body),
      body,
    });
    expect(answer.status).toBe(303);
    const [queued] = outbox.claimDue(1);
    expect(queued?.attachments.map((file) => file.name)).toEqual([
      "invoice fdp.exe.pdf",
      "drawing.html.pdf",
      "plan A .PDF",
    ]);
  });

  it("with a line break that hides the part from the parser, is refused with the field's message, the text kept", async () => {
    const origin = await serve();
    const xsrf = issueToken(secret);
    const body = multipartBody([
      ...textParts(xsrf),
      {
        name: "attachments",
        disposition: 'form-data; name="attachments"; filename=a\r\n b.pdf',
        value: pdfOf(2000),
      },
    ]);
    const answer = await sendRaw(origin, {
      path: "/contact",
      headers: formHeaders(origin, xsrf, body),
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(formWords.drawings.unreadable);
    expect(answer.text).toContain(enquiry.message);
    expect(outbox.list()).toEqual([]);
  });
});

describe("other spellings of a form's data request", () => {
  it.each([
    "/contact.DATA",
    "/contact.Data",
    "/it/contact.DATA",
    "/quote.dAtA",
    "/ar/quote.DATA",
    "/CONTACT",
    "/pt/Quote",
  ])("a POST to %s is refused as another address, without a page render", async (path) => {
    const origin = await serve();
    const xsrf = issueToken(secret);
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `XSRF-TOKEN=${xsrf}`,
        Origin: origin,
      },
      body: new URLSearchParams({ ...enquiry, xsrf }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(reachedReactRouter).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(outbox.list()).toEqual([]);
  });
});

describe("an Origin that names the site on a request for another host", () => {
  it("is refused by the guards, before React Router would refuse it with a stack in the log", async () => {
    const origin = await serve({ SITE_URL: "https://www.example-foundry.it", TRUST_PROXY: "loopback" });
    const xsrf = issueToken(secret);
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const answer = await sendRaw(origin, {
      path: "/contact.data",
      headers: {
        // What a client sends that reaches the server by its bare address through the proxy.
        Host: "203.0.113.7",
        "X-Forwarded-Proto": "https",
        Origin: "https://www.example-foundry.it",
        Cookie: `XSRF-TOKEN=${xsrf}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(new URLSearchParams({ ...enquiry, xsrf }).toString().length),
      },
      body: Buffer.from(new URLSearchParams({ ...enquiry, xsrf }).toString()),
    });
    expect(answer.status).toBe(403);
    expect(reachedReactRouter).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
