/**
 * The contact form's HTTP side over the real build and a real outbox file: what the browser tests
 * cannot arrange against the shared test server (a rate limit of 2, a store that cannot write, a
 * chunked body).
 */
import { contentOf } from "../app/content/load-content.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse as parseHtml } from "node-html-parser";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import { type Outbox, openOutbox } from "../app/enquiry/outbox.server.ts";
import { failingStore } from "../app/enquiry/testing.server.ts";
import { issueToken } from "../app/http/xsrf.server.ts";
import { createApp, enquiryLoadContext } from "./app.ts";
import { parseConfig } from "./config.ts";
import { rawRequest } from "./testing.ts";
import { testSubmission } from "../app/enquiry/test-submission.ts";

const { enquiry: formWords, serverAnswers, site } = contentOf("en");

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const build = (await import(
  /* @vite-ignore */ pathToFileURL(fileURLToPath(new URL("../build/server/index.js", import.meta.url))).href
)) as ServerBuild;

const enquiry = testSubmission("contact");

let server: Server | undefined;
let dataDir: string;
let outbox: Outbox;

beforeEach(() => {
  reachedReactRouter = [];
  dataDir = mkdtempSync(join(tmpdir(), "enquiry-http-"));
  outbox = openOutbox({ dataDir });
  // The action logs one JSON line per enquiry; keep the test output readable.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const secret = "enquiry-test-secret-0123456789abcdef";
/** Requests that reached React Router (the contact route's loader or action, or a page render). */
let reachedReactRouter: string[];

async function serve(store: EnquiryStore, env: Record<string, string> = {}): Promise<string> {
  const config = parseConfig({ DATA_DIR: dataDir, ENQUIRY_MIN_FILL_MS: "0", ...env });
  const provide = enquiryLoadContext({ store, secret, config, build });
  const app = createApp({
    build,
    clientDir,
    store,
    secret,
    config,
    getLoadContext: (req, res) => {
      reachedReactRouter.push(`${req.method} ${req.path}`);
      return provide(req, res);
    },
  });
  server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GET /contact as a visitor does: the cookie's token, which the form also carries. */
async function token(origin: string): Promise<string> {
  const response = await fetch(`${origin}/contact`);
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="));
  expect(cookie, "Set-Cookie XSRF-TOKEN").toBeDefined();
  return decodeURIComponent(cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "");
}

function post(
  origin: string,
  xsrf: string,
  fields: Record<string, string> = enquiry,
  path = "/contact",
  headers: Record<string, string> = {},
) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `XSRF-TOKEN=${xsrf}`,
      "X-XSRF-TOKEN": xsrf,
      Origin: origin,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

describe("the rate limit", () => {
  it("answers the third enquiry in ten minutes 429 with Retry-After when the limit is 2, and queues nothing", async () => {
    const origin = await serve(outbox, { ENQUIRY_RATE_LIMIT: "2" });
    const xsrf = await token(origin);

    const first = await post(origin, xsrf);
    const second = await post(origin, xsrf);
    const third = await post(origin, xsrf);

    expect([first.status, second.status]).toEqual([303, 303]);
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const html = await third.text();
    expect(html).toContain(formWords.outcomes.rateLimited);
    expect(html).toContain(enquiry.message);
    expect(outbox.list()).toHaveLength(2);
  });
});

describe("what the rate limit counts", () => {
  it("not a flood of POSTs without a valid token: a visitor from the same address can still send", async () => {
    const origin = await serve(outbox, { ENQUIRY_RATE_LIMIT: "2" });
    const xsrf = await token(origin);
    const forged = `${xsrf.slice(0, -2)}AA`;

    const refused: number[] = [];
    for (let i = 0; i < 5; i++) {
      refused.push((await post(origin, "", enquiry, "/contact", { Cookie: "", "X-XSRF-TOKEN": "" })).status);
      refused.push((await post(origin, forged)).status);
    }
    const first = await post(origin, xsrf);
    const second = await post(origin, xsrf);
    const third = await post(origin, xsrf);

    expect(new Set(refused)).toEqual(new Set([403]));
    expect([first.status, second.status, third.status]).toEqual([303, 303, 429]);
    expect(outbox.list()).toHaveLength(2);
  });
});

describe("the rate limit behind the proxy", () => {
  it("counts the address the proxy saw, whatever X-Forwarded-For the client wrote itself", async () => {
    const origin = await serve(outbox, { ENQUIRY_RATE_LIMIT: "2", TRUST_PROXY: "loopback" });
    const xsrf = await token(origin);

    // nginx appends the address it was reached from to the client's own header.
    const statuses: number[] = [];
    for (const spoofed of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const response = await post(origin, xsrf, enquiry, "/contact", {
        "X-Forwarded-For": `${spoofed}, 203.0.113.9`,
      });
      statuses.push(response.status);
    }

    expect(statuses).toEqual([303, 303, 429]);
    expect(outbox.list()).toHaveLength(2);
  });
});

describe("behind the HTTPS proxy: nginx on 443, this server on loopback over plain HTTP", () => {
  const publicOrigin = "https://www.example-foundry.it";
  // What nginx sends: the public Host, the client's address, and the scheme the visitor used.
  const fromProxy = {
    Host: "www.example-foundry.it",
    "X-Forwarded-For": "203.0.113.9",
    "X-Forwarded-Proto": "https",
  };

  it.each(["loopback", "1"])(
    "with SITE_URL=https://… and TRUST_PROXY=%s, a visitor's enquiry is received, with and without JavaScript",
    async (trust) => {
      const origin = await serve(outbox, { SITE_URL: publicOrigin, TRUST_PROXY: trust });

      const page = await rawRequest(origin, { path: "/contact", headers: fromProxy });
      const cookie = [page.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("XSRF-TOKEN="));
      expect(cookie, "the anti-forgery cookie, Secure on the https site").toMatch(
        /^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; Secure; SameSite=Strict$/,
      );
      const xsrf = cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "";
      const browser = {
        ...fromProxy,
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `XSRF-TOKEN=${xsrf}`,
        Origin: publicOrigin,
        "Sec-Fetch-Site": "same-origin",
      };

      const withoutJs = await rawRequest(origin, {
        method: "POST",
        path: "/contact",
        headers: browser,
        body: new URLSearchParams({ ...enquiry, xsrf, website: "" }).toString(),
      });
      expect(withoutJs.status).toBe(303);
      expect(withoutJs.headers.location).toMatch(/^\/contact\/sent\?ref=ENQ-[0-9A-Z]{6}$/);

      // React Router's fetch: the same form to /contact.data, answered with a redirect it follows.
      const withJs = await rawRequest(origin, {
        method: "POST",
        path: "/contact.data",
        headers: { ...browser, "X-XSRF-TOKEN": xsrf },
        body: new URLSearchParams({ ...enquiry, xsrf, website: "" }).toString(),
      });
      expect(withJs.status).toBe(202);
      expect(withJs.text).toContain("/contact/sent?ref=ENQ-");

      expect(outbox.list()).toHaveLength(2);
    },
  );
});

describe("a refused enquiry from the form without JavaScript", () => {
  // What a visitor may type, and what would break an echo that escaped it badly.
  const awkward = {
    from_name: `Giulia "G." O'Neil <script>alert(1)</script>`,
    email: "giulia.oneil@acciaierie.example",
    subject: "Hammers & grates: 48 pcs",
    message: "\nFirst line was empty.\n</textarea><img src=x onerror=alert(1)>\nSizes < 180 kg & > 90 kg.",
  };
  const noCookie = { Cookie: "", "X-XSRF-TOKEN": "" };
  const cookieOf = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN=")) ?? "";

  it("is answered by a small page of ours, not React Router: the reason, the text to send again or copy, the phone and emails", async () => {
    const origin = await serve(outbox);

    const response = await post(origin, "", awkward, "/contact", noCookie);
    const html = await response.text();
    const page = parseHtml(html);

    expect(response.status).toBe(403);
    expect(reachedReactRouter).toEqual([]);
    expect(html.length).toBeLessThan(6000);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(page.querySelector('[role="status"]')?.text).toBe(formWords.outcomes.forbidden);
    expect(page.querySelectorAll("script, img")).toHaveLength(0);
    for (const [name, value] of Object.entries(awkward)) {
      const control = page.querySelector(`form [name="${name}"]`);
      expect(
        control?.tagName === "TEXTAREA" ? control.text.slice(1) : control?.getAttribute("value"),
        name,
      ).toBe(value);
    }
    expect(page.querySelector("form button")?.text).toBe(serverAnswers.enquiryRefused.resend);
    expect(page.querySelector(`a[href="tel:${site.phone.tel}"]`)).not.toBeNull();
    for (const { address } of site.emails)
      expect(page.querySelector(`a[href="mailto:${address}"]`)).not.toBeNull();
    // The token in the form is the one its cookie now carries.
    const xsrf = page.querySelector('input[name="xsrf"]')?.getAttribute("value") ?? "";
    expect(cookieOf(response)).toMatch(new RegExp(`^XSRF-TOKEN=${xsrf.replace(/[.-]/g, "\\$&")};`));
  });

  it("sends again from that page, cookie and all, and the enquiry is received", async () => {
    const origin = await serve(outbox);
    const refused = await post(origin, "", awkward, "/contact", noCookie);
    const page = parseHtml(await refused.text());
    const form = Object.fromEntries(
      page.querySelectorAll("form input, form textarea").map((control) => {
        const value = control.tagName === "TEXTAREA" ? control.text.slice(1) : control.getAttribute("value");
        return [control.getAttribute("name") ?? "", value ?? ""];
      }),
    );

    // As the browser sends that form: the cookie, the fields, no header.
    const resent = await fetch(`${origin}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookieOf(refused).split(";")[0] ?? "", Origin: origin },
      body: new URLSearchParams(form),
    });

    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toMatch(/^\/contact\/sent\?ref=ENQ-/);
    expect(outbox.list()).toHaveLength(1);
  });

  it("over the rate limit and over 64 KiB, the page is ours too; only the accepted enquiry reached React Router", async () => {
    const origin = await serve(outbox, { ENQUIRY_RATE_LIMIT: "1" });
    const xsrf = issueToken(secret);

    const accepted = await post(origin, xsrf);
    const limited = await post(origin, xsrf);
    const tooLarge = await post(origin, xsrf, { ...enquiry, message: "x".repeat(70 * 1024) });

    expect([accepted.status, limited.status, tooLarge.status]).toEqual([303, 429, 413]);
    expect(reachedReactRouter).toEqual(["POST /contact"]);
    const limitedPage = parseHtml(await limited.text());
    expect(limitedPage.querySelector('[role="status"]')?.text).toBe(formWords.outcomes.rateLimited);
    expect(limitedPage.querySelector('textarea[name="message"]')?.text.slice(1)).toBe(enquiry.message);
    const tooLargePage = parseHtml(await tooLarge.text());
    expect(tooLargePage.querySelector('[role="status"]')?.text).toBe(formWords.outcomes.tooLarge);
    expect(tooLargePage.text).toContain(serverAnswers.enquiryRefused.withoutText);
  });

  it("from the JavaScript form (/contact.data), goes on to the action, which answers in the page's own data", async () => {
    const origin = await serve(outbox);

    const response = await post(origin, "", enquiry, "/contact.data", noCookie);

    expect(response.status).toBe(403);
    expect(reachedReactRouter).toEqual(["POST /contact.data"]);
    const body = await response.text();
    expect(body).toContain("forbidden");
    expect(body).toContain(enquiry.message);
  });
});

describe("the minimum fill time", () => {
  it("answers a form sent sooner than ENQUIRY_MIN_FILL_MS like a success, and queues nothing", async () => {
    const origin = await serve(outbox, { ENQUIRY_MIN_FILL_MS: "60000" });
    const xsrf = await token(origin);

    const response = await post(origin, xsrf);

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/contact\/sent\?ref=ENQ-[0-9A-Z]{6}$/);
    expect(outbox.list()).toHaveLength(0);
  });
});

describe("a store that cannot write", () => {
  it("answers 503: not received, with the phone and emails, and the visitor's text in the form", async () => {
    const origin = await serve(failingStore);
    const xsrf = await token(origin);

    const response = await post(origin, xsrf);
    const html = await response.text();

    expect(response.status).toBe(503);
    expect(html).toContain(formWords.outcomes.unavailable);
    expect(html).toContain(`href="tel:${site.phone.tel}"`);
    for (const { address } of site.emails) expect(html).toContain(`href="mailto:${address}"`);
    for (const value of Object.values(enquiry)) expect(html).toContain(value);
  });

  it("answers the JavaScript form's data request 503 too", async () => {
    const origin = await serve(failingStore);
    const xsrf = await token(origin);

    const response = await post(origin, xsrf, { ...enquiry, xsrf }, "/contact.data");

    expect(response.status).toBe(503);
    expect(await response.text()).toContain("unavailable");
  });
});

describe("the body limit", () => {
  it("answers a chunked body 413 as soon as it passes 64 KiB, and queues nothing", async () => {
    const origin = await serve(outbox);
    const xsrf = await token(origin);
    const { port } = new URL(origin);

    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/contact",
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Transfer-Encoding": "chunked",
            Cookie: `XSRF-TOKEN=${xsrf}`,
            "X-XSRF-TOKEN": xsrf,
            Origin: origin,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.write(`${new URLSearchParams(enquiry).toString()}&message=`);
      for (let i = 0; i < 80; i++) request.write("x".repeat(1024));
      request.end();
    });

    expect(status).toBe(413);
    expect(outbox.list()).toHaveLength(0);
  });
});

describe("other spellings of the contact path", () => {
  it.each(["/%63ontact", "/contact/_.data"])(
    "refuses a POST to %s with 403, never a 500, and queues nothing",
    async (path) => {
      const origin = await serve(outbox);
      const xsrf = await token(origin);

      const response = await post(origin, xsrf, enquiry, path);

      expect(response.status).toBe(403);
      expect(outbox.list()).toHaveLength(0);
    },
  );
});
