/**
 * The real server module over the real build (npm test builds before the unit tests run): a fault
 * of our own must still leave the visitor a way to reach the company, and the prerendered pages
 * must be what the server sends.
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../app/content/site.ts";
import { failingStore } from "../app/enquiry/testing.server.ts";
import { type AppOptions, createApp } from "./app.ts";
import { parseConfig } from "./config.ts";

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

    const response = await fetch(`${origin}/contact`);
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

  it("sends / as the prerendered file, revalidated on every visit", async () => {
    const origin = await serve();

    const response = await fetch(`${origin}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(readFileSync(`${clientDir}/index.html`, "utf8"));
  });

  it("renders /contact per request, since it is not prerendered", async () => {
    const origin = await serve();

    const response = await fetch(`${origin}/contact`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain(site.phone.display);
  });
});
