/**
 * What the real server module, over the real build, answers to requests no page of ours sends:
 * other methods, broken %-escapes, and every spelling of a path that makes it redirect. Requests go
 * out exactly as written (server/testing.ts): fetch() would tidy the very paths under test.
 */
import { contentOf } from "../app/content/load-content.ts";
import fc from "fast-check";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { failingStore } from "../app/enquiry/testing.server.ts";
import { createApp } from "./app.ts";
import { parseConfig } from "./config.ts";
import { listen, rawRequest } from "./testing.ts";

const { serverAnswers } = contentOf("en");

const build = (await import(
  /* @vite-ignore */ pathToFileURL(fileURLToPath(new URL("../build/server/index.js", import.meta.url))).href
)) as ServerBuild;

let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // The refusals log one line each; keep the test output readable.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  ({ origin, close } = await listen(
    createApp({
      build,
      clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
      store: failingStore,
      secret: "requests-test-secret-0123456789abcdef",
      config: parseConfig({}),
    }),
  ));
});

afterAll(async () => {
  await close();
  vi.restoreAllMocks();
});

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("methods no page of ours uses", () => {
  it.each([
    ["TRACE", "/"],
    ["TRACE", "/about"],
    ["TRACE", "/assets/no-such-file.js"],
    ["OPTIONS", "/about"],
    ["PUT", "/"],
    ["DELETE", "/gallery"],
    ["POST", "/about"],
    ["POST", "/about.data"],
    ["POST", "/no-such-page"],
    ["POST", "/contact/sent"],
    ["PATCH", "/sitemap.xml"],
  ])("%s %s is 405 with Allow: GET, HEAD, in plain words that name no module", async (method, path) => {
    const response = await rawRequest(origin, { method, path, headers: form, body: "a=b" });

    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.text.trim()).toBe(serverAnswers.plain.methodNotAllowed);
    expect(response.text).not.toMatch(/routes\/|\.tsx?\b|action/);
  });

  it.each(["/%63ontact", "/CONTACT/_.data", "/contact/_.data"])(
    "a POST to %s, a spelling of the contact form's address the guards do not see, is 403 in plain words",
    async (path) => {
      const response = await rawRequest(origin, { method: "POST", path, headers: form, body: "a=b" });

      expect(response.status).toBe(403);
      expect(response.text.trim()).toBe(serverAnswers.plain.otherAddress);
    },
  );
});

describe("addresses that do not decode, or decode to control characters", () => {
  it.each([
    "/%E0%A4%A",
    "/%",
    "/about%ZZ",
    "/assets/%E0%A4%A.js",
    "/contact/%C0%AF",
    "/%09/%2f",
    "/about%0A",
    "/%00",
  ])("%s is 400, not a 500", async (path) => {
    const response = await rawRequest(origin, { path });

    expect(response.status).toBe(400);
    expect(response.text.trim()).toBe(serverAnswers.plain.badAddress);
  });
});

/** Follows redirects as a browser would resolve them, and fails on one that leaves the site. */
async function finalAnswer(path: string): Promise<{ status: number; hops: string[] }> {
  const hops: string[] = [];
  let next = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await rawRequest(origin, { path: next });
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== "string") {
      return { status: response.status, hops };
    }
    const target = new URL(location, `${origin}${next.startsWith("/") ? next : "/"}`);
    expect(target.origin, `${path}: redirect ${hops.length + 1} to ${location}`).toBe(origin);
    hops.push(location);
    next = `${target.pathname}${target.search}`;
  }
  throw new Error(`${path} redirects more than 5 times: ${hops.join(" → ")}`);
}

describe("redirects", () => {
  it("/home is 301 to /, and a trailing slash 308 to the address without it", async () => {
    expect(await finalAnswer("/home")).toEqual({ status: 200, hops: ["/"] });
    expect(await finalAnswer("/about/")).toEqual({ status: 200, hops: ["/about"] });
    expect(await finalAnswer("/foundry/?panel=testingFacility")).toEqual({
      status: 200,
      hops: ["/foundry?panel=testingFacility"],
    });
  });

  it("/assets, with or without its slash, is a 404 after at most one redirect, never a loop", async () => {
    expect(await finalAnswer("/assets")).toEqual({ status: 404, hops: [] });
    expect(await finalAnswer("/assets/")).toEqual({ status: 404, hops: ["/assets"] });
  });

  it.each([
    "//evil.example/",
    "///evil.example/",
    "//evil.example/about/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/\\\\evil.example/",
    "\\/evil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "/%2fevil.example/",
    "/.%2F/evil.example/",
    "/./\\evil.example/",
    "/%09/evil.example/",
    "/home/",
    "//home",
    "/\\home",
  ])("%s never redirects off the site", async (path) => {
    const { status } = await finalAnswer(path);
    expect(status).toBeLessThan(500);
  });

  it("no path made of slashes, backslashes, dots, escapes and a host name redirects off the site or fails", async () => {
    const pieces = ["/", "\\", "%5C", "%5c", "%2F", "%2f", ".", "..", "%2E", "evil.example", "@", ":"];
    const piece = fc.constantFrom(...pieces, "%09", "%0A", "%0d", "%00", "%E0%A4%A");
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (path) => {
        const { status } = await finalAnswer(`/${path.join("")}/`);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
