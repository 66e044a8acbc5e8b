/**
 * Every response of the real server, of every status a visitor or an attacker can cause, carries
 * the security headers and a Content-Security-Policy that lets no inline script run unless the
 * page's own HTML hashed it (issue "Hardened", ADR 0014).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import { failingStore } from "../app/enquiry/testing.server.ts";
import { createApp } from "./app.ts";
import { parseConfig } from "./config.ts";
import { listen, type RawResponse, rawRequest } from "./testing.ts";
import { testSubmission } from "../app/enquiry/test-submission.ts";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const build = (await import(
  /* @vite-ignore */ pathToFileURL(fileURLToPath(new URL("../build/server/index.js", import.meta.url))).href
)) as ServerBuild;

const secret = "headers-test-secret-0123456789abcdefgh";
const acceptingStore: EnquiryStore = { enqueue: () => ({ id: "id", reference: "ENQ-7K3F9Q" }) };
const enquiry = testSubmission("contact", { subject: "Hammers", message: "48 hammers" });

let dataDir: string;
const servers: { origin: string; close: () => Promise<void> }[] = [];

async function serve(store: EnquiryStore, env: Record<string, string> = {}) {
  const config = parseConfig({
    DATA_DIR: dataDir,
    ENQUIRY_MIN_FILL_MS: "0",
    ENQUIRY_RATE_LIMIT: "100",
    ...env,
  });
  const server = await listen(createApp({ build, clientDir, store, secret, config }));
  servers.push(server);
  return server.origin;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "headers-"));
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function token(origin: string): Promise<string> {
  const response = await rawRequest(origin, { path: "/contact" });
  const cookie = [response.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("XSRF-TOKEN="));
  return decodeURIComponent(cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "");
}

function postForm(
  origin: string,
  xsrf: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return rawRequest(origin, {
    method: "POST",
    path: "/contact",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
      Origin: origin,
      ...headers,
    },
    body: new URLSearchParams({ ...fields, xsrf }).toString(),
  });
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectHardened(response: RawResponse, what: string) {
  const header = (name: string) => String(response.headers[name] ?? "");
  expect(header("strict-transport-security"), what).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(header("strict-transport-security"))?.[1])).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(header("x-content-type-options"), what).toBe("nosniff");
  expect(header("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(header("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(header("cross-origin-resource-policy"), what).toBe("same-origin");
  expect(header("permissions-policy"), what).toContain("camera=()");
  expect(header("cache-control"), what).not.toBe("");
  expect(response.headers["x-powered-by"], what).toBeUndefined();
  expect(response.headers.server, what).toBeUndefined();

  const policy = directives(header("content-security-policy"));
  expect(policy.get("default-src"), what).toEqual(["'none'"]);
  expect(policy.get("object-src"), what).toEqual(["'none'"]);
  expect(policy.get("base-uri"), what).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(["'self'", "'none'"], what).toContain(policy.get("form-action")?.join(" "));
  const scripts = policy.get("script-src") ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(policy.get("style-src") ?? [], what).not.toContain("'unsafe-inline'");
  return policy;
}

describe("every status", () => {
  const statuses: { status: number; what: string; ask: () => Promise<RawResponse> }[] = [];
  let origin: string;
  let broken: string;
  let limited: string;

  beforeAll(async () => {
    origin = await serve(acceptingStore);
    broken = await serve(failingStore);
    limited = await serve(acceptingStore, { ENQUIRY_RATE_LIMIT: "1" });
  });

  statuses.push(
    { status: 200, what: "a prerendered page", ask: () => rawRequest(origin, { path: "/about" }) },
    { status: 200, what: "the contact page", ask: () => rawRequest(origin, { path: "/contact" }) },
    {
      status: 200,
      what: "a page rendered per request",
      ask: () => rawRequest(origin, { path: "/gallery?category=metal" }),
    },
    { status: 200, what: "the sitemap", ask: () => rawRequest(origin, { path: "/sitemap.xml" }) },
    {
      status: 303,
      what: "a received enquiry",
      ask: async () => postForm(origin, await token(origin), enquiry),
    },
    {
      status: 400,
      what: "an invalid enquiry",
      ask: async () => postForm(origin, await token(origin), { ...enquiry, email: "x" }),
    },
    { status: 400, what: "a broken address", ask: () => rawRequest(origin, { path: "/%E0%A4%A" }) },
    { status: 403, what: "an enquiry without a token", ask: () => postForm(origin, "", enquiry) },
    { status: 404, what: "an unknown page", ask: () => rawRequest(origin, { path: "/no-such-page" }) },
    { status: 404, what: "an unknown asset", ask: () => rawRequest(origin, { path: "/assets/none.js" }) },
    { status: 405, what: "another method", ask: () => rawRequest(origin, { method: "PUT", path: "/about" }) },
    {
      status: 413,
      what: "an oversized enquiry",
      ask: async () => postForm(origin, await token(origin), { ...enquiry, message: "x".repeat(70_000) }),
    },
    {
      status: 415,
      what: "an enquiry in another format",
      ask: async () => postForm(origin, await token(origin), enquiry, { "Content-Type": "text/plain" }),
    },
    {
      status: 429,
      what: "one enquiry too many",
      ask: async () => {
        const xsrf = await token(limited);
        await postForm(limited, xsrf, enquiry);
        return postForm(limited, xsrf, enquiry);
      },
    },
    {
      status: 503,
      what: "an enquiry the outbox cannot keep",
      ask: async () => postForm(broken, await token(broken), enquiry),
    },
  );

  for (const { status, what, ask } of statuses) {
    it(`${status}, ${what}`, async () => {
      const response = await ask();
      expect(response.status, what).toBe(status);
      expectHardened(response, what);
    });
  }

  it("500, a fault of ours", async () => {
    const config = parseConfig({ DATA_DIR: dataDir });
    const server = await listen(
      createApp({
        build,
        clientDir,
        store: acceptingStore,
        secret,
        config,
        getLoadContext: () => {
          throw new Error("injected fault");
        },
      }),
    );
    servers.push(server);
    const response = await rawRequest(server.origin, { path: "/foundry?panel=testingFacility" });
    expect(response.status).toBe(500);
    expectHardened(response, "a fault of ours");
  });
});

describe("the Content-Security-Policy of a page", () => {
  const sha256Of = async (text: string) =>
    `'sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}'`;

  it("hashes exactly the inline scripts the parser runs, and its inline stylesheet", async () => {
    const origin = await serve(acceptingStore);
    for (const path of ["/", "/about", "/gallery?category=metal", "/no-such-page"]) {
      const response = await rawRequest(origin, { path });
      const policy = expectHardened(response, path);
      const scripts = [
        ...response.text.matchAll(
          /<script(?![^>]*\stype="(?:text\/plain|application\/ld\+json)")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const [, body = ""] of scripts)
        expect(policy.get("script-src"), path).toContain(await sha256Of(body));
      // Only the parser's scripts, and 'strict-dynamic' for what they create.
      expect(policy.get("script-src")?.length, path).toBe(new Set(scripts.map((match) => match[1])).size + 1);
      const [, style = ""] = /<style>([\s\S]*?)<\/style>/.exec(response.text) ?? [];
      expect(policy.get("style-src"), path).toContain(await sha256Of(style));
    }
  });

  it("allows no script at all on a page sent without scripts (ADR 0026)", async () => {
    const origin = await serve(acceptingStore);
    for (const path of ["/quality", "/news?kind=caseStudy"]) {
      const response = await rawRequest(origin, { path });
      const policy = expectHardened(response, path);
      expect(response.text, path).not.toMatch(/<script(?![^>]*\stype="application\/ld\+json")/);
      expect(policy.get("script-src"), path).toEqual(["'none'"]);
    }
  });

  it("allows frames only from the providers of the page's own facades", async () => {
    const origin = await serve(acceptingStore);
    const framesOf = async (path: string) =>
      directives(String((await rawRequest(origin, { path })).headers["content-security-policy"])).get(
        "frame-src",
      );
    expect(await framesOf("/")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(await framesOf("/contact")).toEqual(["https://www.openstreetmap.org"]);
    expect(await framesOf("/contact?map=show")).toEqual(["https://www.openstreetmap.org"]);
    for (const path of ["/about", "/gallery", "/privacy"]) expect(await framesOf(path), path).toBeUndefined();
  });

  it("keeps caches off what carries a visitor's token or words, and lets them revalidate pages", async () => {
    const origin = await serve(acceptingStore);
    const cacheOf = async (path: string) => (await rawRequest(origin, { path })).headers["cache-control"];
    expect(await cacheOf("/contact")).toBe("no-store");
    expect(await cacheOf("/contact/sent?ref=ENQ-7K3F9Q")).toBe("no-store");
    expect(await cacheOf("/no-such-page")).toBe("no-store");
    expect(await cacheOf("/about")).toBe("no-cache");
    expect(await cacheOf("/foundry?panel=steelCasting")).toBe("no-cache");
  });
});
