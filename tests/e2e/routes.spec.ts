/**
 * What the server answers over plain HTTP, before any JavaScript runs: what search engines,
 * link checkers, caches and visitors without a browser get.
 */
import { expect, test } from "@playwright/test";
import { pages } from "./helpers.ts";

// Prerendered by react-router.config.ts; /contact too, but sent with each visitor's own token.
const prerenderedPaths = ["/", "/about", "/offering", "/foundry", "/metal-recycling", "/gallery"];

const noRedirects = { maxRedirects: 0 } as const;

/** The href of every link inside <main>…</main>: the page's own content, not the shared layout. */
function linksInMain(html: string): string[] {
  const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? "";
  return [...main.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

test.describe("pages", () => {
  for (const { path } of pages) {
    test(`${path} answers 200 with HTML`, async ({ request }) => {
      const response = await request.get(path, noRedirects);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(await response.text()).toMatch(/<h1[\s>]/);
    });
  }

  for (const path of prerenderedPaths) {
    test(`${path} is served from its prerendered file and revalidated on each visit`, async ({ request }) => {
      const response = await request.get(path, noRedirects);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-cache");
    });
  }
});

test.describe("redirects", () => {
  test("/home is moved permanently to /", async ({ request }) => {
    const response = await request.get("/home", noRedirects);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/");
  });

  test("a trailing slash is dropped with a permanent redirect", async ({ request }) => {
    const response = await request.get("/about/", noRedirects);
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/about");
  });

  test("dropping the trailing slash keeps the query", async ({ request }) => {
    const response = await request.get("/foundry/?panel=testingFacility", noRedirects);
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/foundry?panel=testingFacility");
  });

  for (const path of ["//evil.example/", "///evil.example/", "//evil.example/about/"]) {
    test(`${path} never redirects to another site`, async ({ request, baseURL }) => {
      // An absolute URL: a bare "//evil.example/" would be read as protocol-relative and leave 127.0.0.1.
      const url = new URL(baseURL ?? "");
      const response = await request.get(`${url.origin}${path}`, noRedirects);
      const location = response.headers().location;
      if (response.status() >= 300 && response.status() < 400) {
        expect(location, "redirect target").toMatch(/^\/(?![/\\])/);
        expect(new URL(location ?? "", url).host).toBe(url.host);
      } else {
        expect(location).toBeUndefined();
      }
    });
  }
});

test.describe("unknown addresses", () => {
  for (const path of ["/no-such-page", "/contact/nope"]) {
    test(`${path} answers 404 with a way on to every page`, async ({ request }) => {
      const response = await request.get(path, noRedirects);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      const links = linksInMain(await response.text());
      for (const { path: pagePath } of pages) expect(links, `link to ${pagePath}`).toContain(pagePath);
    });
  }
});

test.describe("caching", () => {
  test("hashed assets are cached for good", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets.length, "assets referenced by the home page").toBeGreaterThan(0);
    for (const asset of [...new Set(assets)].slice(0, 5)) {
      const response = await request.get(asset, noRedirects);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toContain("immutable");
    }
  });

  test("the words' files are asked again on every visit: a publish changes them under the same name", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const route = /from "(\/assets\/home-[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const code = await (await request.get(route)).text();
    const words = [...code.matchAll(/"\.\.\/(words\/en\/[^"]+\.js)"/g)].map((match) => `/${match[1] ?? ""}`);
    expect(words.length, `the words ${route} imports`).toBeGreaterThan(0);
    for (const file of words) {
      const response = await request.get(file, noRedirects);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("no-cache");
      expect(response.headers()["content-type"], file).toContain("javascript");
      const etag = response.headers().etag ?? "";
      expect(etag, file).not.toBe("");
      expect(
        (await request.get(file, { ...noRedirects, headers: { "If-None-Match": etag } })).status(),
        file,
      ).toBe(304);
    }
    expect((await request.get("/words/en/no-such-words.js", noRedirects)).status()).toBe(404);
  });

  test("a missing asset is a 404, not a page", async ({ request }) => {
    const response = await request.get("/assets/no-such-file-abc123.js", noRedirects);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).not.toContain("text/html");
  });
});
