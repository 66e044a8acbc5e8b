/**
 * The preview at /admin/preview, through the real server module: the pages of a release built but
 * not live, their addresses under /admin/preview, without their scripts, for signed-in editors only.
 * (A real preview, built and then published, is tests/e2e/publish.spec.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { addAccount, startAdminSite, visitor } from "./admin-testing.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { fillTemplate } from "../app/format/template.ts";
import { rawRequest } from "./testing.ts";

let dataDir: string;
let close: (() => Promise<void>) | undefined;
let origin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "admin-preview-"));
  const releasesDir = join(dataDir, "releases");
  const client = join(releasesDir, "preview/build/client");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "it/about"), { recursive: true });
  writeFileSync(
    join(releasesDir, "preview/release.json"),
    JSON.stringify({ id: "20261126-1", content: null }),
  );
  writeFileSync(
    join(client, "index.html"),
    `<!doctype html><html><head><link rel="stylesheet" href="/assets/site-1.css"><link rel="modulepreload" href="/assets/entry.js"><script type="module">import("/assets/entry.js")</script></head><body><a href="/">Home</a> <a href="/it/about">Chi siamo</a><img src="/assets/a-480.avif" srcset="/assets/a-480.avif 480w, /assets/a-960.avif 960w" alt=""><p>Open 24/7 / all year</p></body></html>`,
  );
  writeFileSync(
    join(client, "it/about/index.html"),
    "<!doctype html><html><head><title>Chi siamo | Fonderia</title></head><body><h1>Chi siamo</h1></body></html>",
  );
  writeFileSync(join(client, "assets/site-1.css"), "@font-face{src:url(/assets/inter.woff2)}");
  // What visitors are served now: the same home page from another build (other script and
  // stylesheet names), and an About page whose words the saved changes alter.
  const live = join(releasesDir, "current/build/client");
  mkdirSync(join(live, "it/about"), { recursive: true });
  writeFileSync(
    join(live, "index.html"),
    `<!doctype html><html><head><link rel="stylesheet" href="/assets/site-0.css"><link rel="modulepreload" href="/assets/entry-0.js"><script type="module">import("/assets/entry-0.js")</script></head><body><a href="/">Home</a> <a href="/it/about">Chi siamo</a><img src="/assets/a-480.avif" srcset="/assets/a-480.avif 480w, /assets/a-960.avif 960w" alt=""><p>Open 24/7 / all year</p></body></html>`,
  );
  writeFileSync(
    join(live, "it/about/index.html"),
    "<!doctype html><html><head><title>Chi siamo | Fonderia</title></head><body><h1>Chi eravamo</h1></body></html>",
  );
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const site = await startAdminSite(dataDir, { releasesDir });
  origin = site.origin;
  close = site.close;
  await addAccount(dataDir, "editor@foundry.example", "editor");
  await addAccount(dataDir, "arabic@foundry.example", "translator", ["ar"]);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await close?.();
  rmSync(dataDir, { recursive: true, force: true });
});

it("shows the preview's pages under /admin/preview, without their scripts, to editors only", async () => {
  const editor = visitor(() => origin);
  expect((await editor.signIn("editor@foundry.example")).status).toBe(303);
  const list = await editor.get("/admin/preview");
  expect(list.status).toBe(200);
  expect(list.text).toContain('href="/admin/preview/index"');
  expect(list.text).toContain('href="/admin/preview/it/about"');
  // Each page by its title; the one the saved changes alter marked, first in its language, and
  // counted: the home page differs only in the build's script names, so it is not.
  expect(list.text).toContain(
    '<li class="changed"><a href="/admin/preview/it/about"><bdi>Chi siamo | Fonderia</bdi></a>',
  );
  expect(list.text).not.toMatch(/<li class="changed"><a href="\/admin\/preview\/index"/);
  expect(list.text).toContain(
    fillTemplate(editorText.en.publish.previewChangedCount, { count: 1 }).split(";")[0]!,
  );

  const home = await editor.get("/admin/preview/index");
  expect(home.status).toBe(200);
  expect(home.headers["cache-control"]).toBe("no-store");
  expect(home.headers["content-security-policy"]).toContain("script-src 'none'");
  expect(home.text).not.toMatch(/<script|modulepreload/);
  expect(home.text).toContain('href="/admin/preview/assets/site-1.css"');
  expect(home.text).toContain('<a href="/admin/preview/index">Home</a>');
  expect(home.text).toContain('href="/admin/preview/it/about"');
  expect(home.text).toContain(
    'srcset="/admin/preview/assets/a-480.avif 480w, /admin/preview/assets/a-960.avif 960w"',
  );
  // Words are words: a slash in the text is left alone.
  expect(home.text).toContain("Open 24/7 / all year");
  expect(home.text).toContain("Preview: not on the site yet.");
  expect((await editor.get("/admin/preview/it/about")).text).toContain("Chi siamo");
  const css = await editor.get("/admin/preview/assets/site-1.css");
  expect(css.headers["content-type"]).toMatch(/^text\/css/);
  expect(css.text).toBe("@font-face{src:url(/admin/preview/assets/inter.woff2)}");

  for (const path of [
    "/admin/preview/../../secret",
    "/admin/preview/%2e%2e/%2e%2e/release.json",
    "/admin/preview/nothing",
  ])
    expect(
      (
        await rawRequest(origin, {
          path,
          headers: { Cookie: [...editor.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        })
      ).status,
      path,
    ).toBe(404);
  const translator = visitor(() => origin);
  await translator.signIn("arabic@foundry.example");
  expect((await translator.get("/admin/preview")).status).toBe(403);
  expect((await translator.get("/admin/preview/index")).status).toBe(404);
  expect((await visitor(() => origin).get("/admin/preview/index")).status).toBe(303);
});
