/**
 * The production front (deploy/nginx.conf): nginx over HTTPS in front of Node, as
 * `npm run start:nginx` runs it. The pages it sends itself and those Node sends through it carry
 * the same headers; the public scanner grades every page A+; an enquiry goes through and arrives.
 * (routes.spec.ts runs through it too: pages, redirects, the 404.)
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { localePath, locales } from "../../app/locales.ts";
import { pages, thirdPartyNoticesPath } from "../../app/pages.ts";
import { contentOf } from "../../app/content/load-content.ts";
import { cadWorkerPolicy, resourcePolicy, securityHeaders } from "../../app/security-headers.server.ts";
import { expect, openPage, test } from "./helpers.ts";
import { testCertificate } from "./certificate.ts";
import { observatoryScan } from "./observatory.ts";
import { editorAccountIn, editorPassword } from "./admin-accounts.ts";
import { editorText } from "../../app/admin/editor-text.ts";
import { testSubmission } from "../../app/enquiry/test-submission.ts";

const { contact, quote } = contentOf("en");

const httpPort = Number(process.env.E2E_FRONT_HTTP_PORT);
const frontDataDir = join(process.env.E2E_DATA_DIR ?? "", "front");
const noRedirects = { maxRedirects: 0 } as const;

const pageUrls = pages.map((page) =>
  page.path === "/contact/sent" ? "/contact/sent?ref=ENQ-7K3F9Q" : page.path,
);

function expectHardened(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, what).toMatch(/^default-src 'none'; /);
  expect(policy, what).toContain("frame-ancestors 'none'");
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts, what).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(headers["cache-control"], what).toBeTruthy();
  // One of each: nginx's own must not stand beside Node's.
  expect(
    response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy"),
    what,
  ).toHaveLength(1);
  expect(headers.server ?? "", what).not.toMatch(/\d/);
}

test.describe("the public scanner (MDN HTTP Observatory)", () => {
  for (const path of pageUrls) {
    test(`grades ${path} A+ with at least 120 points`, async ({ baseURL }) => {
      const { port, hostname } = new URL(baseURL ?? "");
      const scan = await observatoryScan(hostname, {
        httpPort,
        httpsPort: Number(port),
        path,
        authority: testCertificate().authority,
      });
      const failed = Object.entries(scan.tests).filter(([, test]) => !test.pass);
      expect(failed, "failed tests").toEqual([]);
      expect(scan.grade).toBe("A+");
      expect(scan.score).toBeGreaterThanOrEqual(120);
    });
  }
});

test.describe("headers through the front", () => {
  const cases: {
    status: number;
    what: string;
    path: string;
    method?: string;
    data?: string;
    headers?: Record<string, string>;
  }[] = [
    { status: 200, what: "a page nginx sends", path: "/about" },
    { status: 200, what: "the contact page (Node)", path: "/contact" },
    { status: 200, what: "a page Node renders", path: "/gallery?category=metal" },
    { status: 200, what: "a public file", path: "/robots.txt" },
    { status: 308, what: "a trailing slash", path: "/about/" },
    { status: 400, what: "a broken address", path: "/%E0%A4%A" },
    {
      status: 403,
      what: "an enquiry without a token",
      path: "/contact",
      method: "POST",
      data: "from_name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
    { status: 404, what: "an unknown page", path: "/no-such-page" },
    { status: 404, what: "an unknown asset", path: "/assets/none.js" },
    { status: 405, what: "another method", path: "/about", method: "PUT" },
    {
      status: 413,
      what: "a body larger than the front takes",
      path: "/contact",
      method: "POST",
      data: "x".repeat(200_000),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
  ];
  for (const { status, what, path, method = "GET", data, headers } of cases) {
    test(`${status}, ${what}`, async ({ request }) => {
      const response = await request.fetch(path, { method, data, headers, ...noRedirects });
      expect(response.status(), what).toBe(status);
      expectHardened(response, what);
    });
  }

  test("the third-party licences are a UTF-8 text file nginx sends itself", async ({ request }) => {
    const response = await request.get(thirdPartyNoticesPath, noRedirects);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expectHardened(response, "the third-party licences");
    expect(await response.text()).toContain("GNU LESSER GENERAL PUBLIC LICENSE");
  });

  test("each language's news feed goes as Atom, with the headers", async ({ request }) => {
    for (const locale of locales) {
      const path = localePath(locale, "/news/feed.xml");
      const response = await request.get(path, noRedirects);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("application/atom+xml; charset=utf-8");
      expectHardened(response, path);
      expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    }
  });

  test("plain HTTP answers 301 to the same address over HTTPS, with the same headers", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`http://localhost:${httpPort}/about?x=1`, noRedirects);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${baseURL}/about?x=1`);
    expect(response.headers()["strict-transport-security"]).toBe(
      securityHeaders["Strict-Transport-Security"],
    );
  });

  test("pages revalidate, hashed files are kept for a year, the contact page and errors never", async ({
    request,
  }) => {
    const cacheOf = async (path: string) => (await request.get(path, noRedirects)).headers()["cache-control"];
    expect(await cacheOf("/about")).toBe("no-cache");
    expect(await cacheOf("/")).toBe("no-cache");
    expect(await cacheOf("/contact")).toBe("no-store");
    expect(await cacheOf("/no-such-page")).toBe("no-store");
    expect(await cacheOf("/assets/none.js")).toBe("no-store");
    const html = await (await request.get("/about")).text();
    const asset = /\/assets\/[^"]+\.svg/.exec(html)?.[0] ?? "";
    expect(await cacheOf(asset)).toBe("public, max-age=31536000, immutable");
    expect((await request.get(asset)).headers()["content-security-policy"]).toBe(resourcePolicy);
    // The words' files keep their names across publishes (ADR 0032): revalidated, as pages are.
    const home = /from "(\/assets\/home-[^"]+\.js)"/.exec(await (await request.get("/")).text())?.[1] ?? "";
    const words = /"\.\.\/(words\/en\/[^"]+\.js)"/.exec(await (await request.get(home)).text())?.[1] ?? "";
    expect(words).not.toBe("");
    expect(await cacheOf(`/${words}`)).toBe("no-cache");
    expect((await request.get(`/${words}`)).headers()["content-security-policy"]).toBe(resourcePolicy);
    expect(await cacheOf("/words/en/none.js")).toBe("no-store");
  });

  test("the editor runs React through the front: its modules from Node, kept a year", async ({
    page,
    request,
  }) => {
    // The editor exists once an account does, made as on the server.
    editorAccountIn(frontDataDir, "front@foundry.example", "--role", "admin");
    const entry = readdirSync("build/admin/client/modules").find((name) =>
      /^entry\.client-.+\.js$/.test(name),
    );
    expect(entry).toBeDefined();
    const module = await request.get(`/admin/modules/${entry}`, noRedirects);
    expect(module.status()).toBe(200);
    expect(module.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(module.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await request.get("/admin/modules/entry.client-none.js", noRedirects);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    // A content file's form, signed in over HTTPS: React takes it over (its lists' drag handles).
    const words = editorText.en;
    await page.goto("/admin/login?language=en");
    await page.getByLabel(words.signIn.email).fill("front@foundry.example");
    await page.getByLabel(words.signIn.password).fill(editorPassword);
    await page.getByRole("button", { name: words.signIn.button }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/edit/en/foundry");
    await expect(page.locator(".drag").first()).toBeAttached({ timeout: 15_000 });
  });

  test("sends the precompressed copies: brotli when the browser reads it", async ({ request }) => {
    for (const path of ["/", "/about"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("br");
      expect(await response.text(), path).toContain("</html>");
    }
  });

  test("never sends the form pages' files with their placeholder token, in any language", async ({
    request,
  }) => {
    const forms = locales.flatMap((locale) => ["/contact", "/quote"].map((path) => localePath(locale, path)));
    for (const contact of forms) {
      const route = contact.endsWith("quote") ? "routes%2Fquote" : "routes%2Fcontact";
      for (const path of [
        contact,
        `${contact}.data`,
        `${contact}.data?_routes=${route}`,
        `${contact}/index.html`,
      ]) {
        const response = await request.get(path, noRedirects);
        expect(await response.text(), path).not.toMatch(/XSRFTOKENPLACEHOLDER/);
      }
      // The page itself comes from Node, with the visitor's own token.
      const page = await request.get(contact, noRedirects);
      expect(page.status(), contact).toBe(200);
      expect(page.headers()["set-cookie"], contact).toMatch(/XSRF-TOKEN=/);
    }
  });

  test("answers in the language of the address when the site's server is away", async ({ request }) => {
    // An address nginx cannot read (a broken %-escape) gets nginx's own 400 page.
    for (const locale of locales) {
      const response = await request.get(`${localePath(locale, "/about")}%E0%A4%A`, noRedirects);
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(`<html lang="${locale.code}" dir="${locale.dir}">`);
    }
  });
});

test.describe("an enquiry through the front", () => {
  const enquiry = testSubmission("contact", { subject: "Hammers through the front" });
  const sentUrl = /\/contact\/sent\?ref=(ENQ-[0-9A-Z]{6})$/;

  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? "with" : "without"} JavaScript, ends on its reference and arrives`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, ignoreHTTPSErrors: true, baseURL });
      const page = await context.newPage();
      if (javaScriptEnabled) await openPage(page, "/contact");
      else await page.goto("/contact");
      const form = page.getByRole("main").locator("form");
      const { fields } = contact.form;
      await form.getByRole("textbox", { name: fields.from_name.label, exact: true }).fill(enquiry.from_name);
      await form.getByRole("textbox", { name: fields.email.label, exact: true }).fill(enquiry.email);
      await form.getByRole("textbox", { name: fields.subject.label, exact: true }).fill(enquiry.subject);
      await form.getByRole("textbox", { name: fields.message.label, exact: true }).fill(enquiry.message);
      await form.getByRole("button", { name: contact.form.submit }).click();
      await expect(page).toHaveURL(sentUrl);
      const reference = sentUrl.exec(page.url())?.[1] ?? "";
      await expect(page.getByRole("main").getByText(reference, { exact: true })).toBeVisible();
      const delivered = () => {
        try {
          return readdirSync(join(frontDataDir, "mail"));
        } catch {
          return [];
        }
      };
      await expect.poll(delivered).toContain(`${reference}.eml`);
      await context.close();
    });
  }
});

test.describe("drawings through the front", () => {
  test("a quote with a 5 MB drawing passes nginx's body limit and arrives", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true, baseURL });
    const page = await context.newPage();
    await page.goto("/quote");
    const form = page.getByRole("main").locator("form");
    await form.getByRole("textbox", { name: quote.fields.from_name.label, exact: true }).fill("Giulia Rossi");
    await form
      .getByRole("textbox", { name: quote.fields.email.label, exact: true })
      .fill("giulia.rossi@acciaierie.example");
    const drawing = Buffer.alloc(5 * 1024 * 1024, 7);
    drawing.write("%PDF-1.7\n");
    await form.locator('input[type="file"]').setInputFiles({
      name: "casing.pdf",
      mimeType: "application/pdf",
      buffer: drawing,
    });
    await form.locator('button[type="submit"]').click();
    const sentUrl = /\/contact\/sent\?ref=(ENQ-[0-9A-Z]{6})$/;
    await expect(page).toHaveURL(sentUrl);
    const reference = sentUrl.exec(page.url())?.[1] ?? "";
    await expect
      .poll(() => {
        try {
          return readdirSync(join(frontDataDir, "mail"));
        } catch {
          return [];
        }
      })
      .toContain(`${reference}.eml`);
    await context.close();
  });

  test("only the CAD reader's worker may compile its WebAssembly with 'unsafe-eval'", async ({ request }) => {
    const assets = readdirSync(join(import.meta.dirname, "../../build/client/assets"));
    const worker = assets.find((name) => /^cad\.worker-[\w-]+\.js$/.test(name));
    const other = assets.find((name) => name.endsWith(".js") && name !== worker);
    expect(worker, "the CAD worker in the build").toBeDefined();
    const workerPolicy = (await request.get(`/assets/${worker}`)).headers()["content-security-policy"];
    expect(workerPolicy).toBe(cadWorkerPolicy);
    expect(workerPolicy).toContain("'unsafe-eval'");
    const otherPolicy = (await request.get(`/assets/${other}`)).headers()["content-security-policy"];
    expect(otherPolicy).toBe(resourcePolicy);
  });
});
