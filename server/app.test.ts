/**
 * The real server module over the real build (npm test builds before the unit tests run): a fault
 * of our own must still leave the visitor a way to reach the company, and the prerendered pages
 * must be what the server sends.
 */
import { contentOf } from "../app/content/load-content.ts";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failingStore } from "../app/enquiry/testing.server.ts";
import { tokenPlaceholder } from "../app/enquiry/guards.server.ts";
import { type AppOptions, createApp } from "./app.ts";
import { parseConfig } from "./config.ts";

const { site } = contentOf("en");

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const serverEntry = new URL("../build/server/index.js", import.meta.url);

const build = (await import(
  /* @vite-ignore */ pathToFileURL(fileURLToPath(serverEntry)).href
)) as ServerBuild;

let server: Server | undefined;

/** Starts the app on a free port of 127.0.0.1 and returns its origin. */
async function serve(options: Partial<AppOptions> = {}): Promise<string> {
  // These tests never send an enquiry; server/enquiry.test.ts does.
  const app = createApp({
    build,
    clientDir,
    store: failingStore,
    secret: "app-test-secret-0123456789abcdefghij",
    config: parseConfig({}),
    ...options,
  });
  server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe("createApp", () => {
  it("answers a fault of ours with a 500 page that gives the phone number and email, not a stack trace", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const origin = await serve({
      getLoadContext: () => {
        throw new Error("injected fault");
      },
    });

    // A page rendered per request, so React Router asks for the (failing) context.
    const response = await fetch(`${origin}/foundry?panel=testingFacility`);
    const html = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(html).toContain(site.phone.display);
    expect(html).toContain(`tel:${site.phone.tel}`);
    const [firstEmail] = site.emails;
    expect(firstEmail).toBeDefined();
    expect(html).toContain(`mailto:${firstEmail?.address}`);
    expect(html).not.toContain("injected fault");
    expect(html).not.toMatch(/\bat \S+ \(|\.ts:\d+|\.js:\d+|node_modules/);
    // Logged for us, once.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain("injected fault");
  });

  it("sends a prerendered page in brotli whenever the browser reads it, whatever order it lists encodings in", async () => {
    const origin = await serve();
    const encodingFor = async (accept: string) =>
      (await fetch(`${origin}/`, { headers: { "accept-encoding": accept } })).headers.get("content-encoding");
    // What Chromium sends.
    expect(await encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("identity")).toBeNull();
  });

  it("sends / as the prerendered file, revalidated on every visit", async () => {
    const origin = await serve();

    const response = await fetch(`${origin}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(readFileSync(`${clientDir}/index.html`, "utf8"));
  });

  it("sends /contact from its prerendered file with each visitor's own token, in the form and the cookie", async () => {
    const origin = await serve();
    const visit = async (path: string, cookie?: string) => {
      const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
      const setCookie = response.headers.get("set-cookie") ?? "";
      return {
        response,
        body: await response.text(),
        cookie: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1] ?? ""),
      };
    };

    const first = await visit("/contact");
    const second = await visit("/contact");

    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toContain(site.phone.display);
    expect(first.body).not.toContain(tokenPlaceholder);
    expect(first.cookie.length).toBeGreaterThan(20);
    expect(first.body).toContain(`value="${first.cookie}"`);
    expect(second.cookie).not.toBe(first.cookie);
    // A returning visitor keeps their token, so its issue time stays their first visit.
    expect((await visit("/contact", `XSRF-TOKEN=${encodeURIComponent(first.cookie)}`)).cookie).toBe(
      first.cookie,
    );
    // The page's data for client-side navigation carries a token too, never the placeholder.
    const data = await visit("/contact.data");
    expect(data.body).toContain(data.cookie);
    for (const path of ["/contact.data?_routes=routes%2Fcontact", "/contact/index.html"]) {
      expect((await visit(path)).body, path).not.toContain(tokenPlaceholder);
    }
  });
});
