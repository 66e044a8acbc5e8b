/**
 * Byte budgets, from issue "Fast and findable": every page paints from its own HTML (no request
 * may block the first paint). A page that needs scripts starts with at most 130 KiB of gzipped
 * JavaScript; one that needs none (app/pages.ts) with none at all. Bytes are deterministic, so
 * these are tests; timings live in `npm run bench`.
 */
import { contentOf } from "../../app/content/load-content.ts";
import { existsSync, readFileSync } from "node:fs";
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "node-html-parser";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferredScriptId } from "../../app/hydration.ts";
import { failingStore } from "../../app/enquiry/testing.server.ts";
import { localePath, locales, pathWithoutLocale } from "../../app/locales.ts";
import { collectionEntries } from "../../app/content/collection-pages.ts";
import { pageNeedsScripts, pages } from "../../app/pages.ts";
import { pagePath } from "../../app/components/layout/page-path.ts";
import { createApp } from "../../server/app.ts";
import { loadLocaleBuilds } from "../../server/locale-builds.ts";
import { parseConfig } from "../../server/config.ts";
import { firstLoadScripts, hydrationModules, sum } from "./page-weight.ts";

const { about, contact, enquiry, foundry, gallery, home, metalRecycling, offering, quote } = contentOf("en");

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));
const build = (await import(
  /* @vite-ignore */ pathToFileURL(fileURLToPath(new URL("../../build/server/index.js", import.meta.url)))
    .href
)) as ServerBuild;

/** The other languages' builds (scripts/build/build.ts), served under their prefixes as in production. */
const localeBuilds = await loadLocaleBuilds(fileURLToPath(new URL("../../build", import.meta.url)));

const KiB = 1024;
/**
 * A new TCP connection sends 10 segments of 1,460 bytes before it waits for the browser's first
 * acknowledgement (RFC 6928; Lighthouse's simulation does the same). A page whose whole response,
 * headers included, fits in them arrives in one round trip; one byte more costs another.
 */
const firstRoundTrip = 10 * 1460;
// Issue 48: React DOM in the browser (ADR 0037), and at most 130 KiB for a page to start with.
const budgets = { firstLoadJs: 130 * KiB, firstResponse: firstRoundTrip };

/** A page's startup JavaScript budget: none at all for a page that needs no scripts (app/pages.ts). */
const scriptBudget = (path: string) =>
  pageNeedsScripts(pagePath(pathWithoutLocale(path))) ? budgets.firstLoadJs : 0;

/** Every JavaScript file the page's first load fetches, with its gzip size; none without scripts. */
const startupScripts = (html: string) =>
  html.includes(deferredScriptId) ? firstLoadScripts(html, clientDir) : new Map<string, number>();

/** Each page's startup JavaScript, for the table the run prints (the README's Speed section). */
const measured = new Map<string, number>();

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = createApp({
    build,
    localeBuilds,
    clientDir,
    store: failingStore,
    secret: "budget-test-secret-0123456789abcdefghij",
    config: parseConfig({}),
  });
  server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Every page of the site, as the server sends it (the materials' datasheets too), and the 404 page.
const paths = [
  ...pages.map((page) => page.path),
  ...collectionEntries(contentOf("en")).map((entry) => entry.path),
  "/no-such-page",
];

/** A sentence only each page's content module holds, and the pages that module is for. */
const ownWords = [
  { paths: ["/"], words: home.meta.description },
  { paths: ["/about"], words: about.meta.description },
  { paths: ["/offering"], words: offering.meta.description },
  { paths: ["/foundry"], words: foundry.meta.description },
  { paths: ["/metal-recycling"], words: metalRecycling.meta.description },
  { paths: ["/gallery"], words: gallery.meta.description },
  { paths: ["/contact", "/contact/sent"], words: contact.meta.description },
  { paths: ["/quote"], words: quote.meta.description },
  // The datasheets' words are on the materials pages only.
  {
    paths: [
      "/materials",
      ...collectionEntries(contentOf("en"))
        .filter((entry) => entry.page.id === "materialFamily")
        .map((entry) => entry.path),
    ],
    words: contentOf("en").materials.labels.propertiesNote,
  },
  // News and case studies' words are on their pages only (the home page has its press release's).
  {
    paths: [
      "/news",
      ...collectionEntries(contentOf("en"))
        .filter((entry) => entry.page.id === "article")
        .map((entry) => entry.path),
    ],
    words: contentOf("en").articles.labels.backToList,
  },
  // The words both forms share are on both forms' pages only.
  { paths: ["/contact", "/quote"], words: enquiry.drawings.confidentiality[0] ?? "" },
];

/** The full stylesheet the page's starter fetches after the first paint. */
function stylesheetHref(html: string): string {
  const href = /link\.href="([^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("the starter names no stylesheet");
  return href;
}

/**
 * Status line, headers and compressed body of a GET, as they cross the wire, asked for as Chromium
 * asks (it lists gzip first; the server sends brotli to every browser that reads it).
 */
function responseBytes(url: string, encoding = "gzip, deflate, br, zstd"): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const headers = response.rawHeaders.reduce(
        // "name: value\r\n": two bytes after the name, two after the value.
        (sum, value) => sum + Buffer.byteLength(value) + 2,
        `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length,
      );
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => resolve(headers + body));
      response.on("error", reject);
    }).on("error", reject);
  });
}

describe.each(paths)("%s", (path) => {
  let html: string;
  beforeAll(async () => {
    html = await (await fetch(`${origin}${path}`)).text();
  });

  it(`starts with at most ${scriptBudget(path) / KiB} KB of gzipped JavaScript`, () => {
    const scripts = startupScripts(html);
    measured.set(path, sum(scripts));
    const list = [...scripts].map(([url, size]) => `${url} ${size}`).join("\n");
    expect(sum(scripts), `first-load JavaScript:\n${list}`).toBeLessThanOrEqual(scriptBudget(path));
  });

  // Image slots once named themselves after other pages' content, so a page showing any photo
  // downloaded the words of Home, Gallery and Metal recycling as well. Placeholders are a colour
  // per photo (docs/decisions/0010), never an image inlined into the JavaScript.
  it("downloads its own words and no other page's, and no inline image data", () => {
    const code = [...startupScripts(html).keys()]
      .map((url) => readFileSync(`${clientDir}${url}`, "utf8"))
      .join("\n");
    for (const { paths: owners, words } of ownWords) {
      // A page without scripts downloads no words at all: they are in its HTML.
      expect(code.includes(words), `${path} carries the words of ${owners.join(", ")}`).toBe(
        owners.includes(path) && scriptBudget(path) > 0,
      );
    }
    expect(code).not.toMatch(/data:image\//);
  });

  it("carries its own CSS rules inside, and nothing in <head> that holds back the first paint", async () => {
    const document = parse(html);
    const head = document.querySelector("head");
    expect(head?.querySelectorAll('link[rel="stylesheet"]') ?? []).toHaveLength(0);
    // Scripts in <head> are inline and tiny (the js flag), never fetched.
    expect(head?.querySelectorAll("script[src]") ?? []).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const css =
      head
        ?.querySelectorAll("style")
        .map((style) => style.textContent)
        .join("") ?? "";
    // The header's and footer's rules are there for the first paint; the gallery's only on its page.
    // A page without scripts fetches no stylesheet at all: its own rules, hover states too, are inline.
    const scripted = scriptBudget(path) > 0;
    if (!scripted) {
      expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
      expect(css).toMatch(/:hover/);
    }
    const home = scripted ? html : await (await fetch(`${origin}/`)).text();
    const rest = readFileSync(`${clientDir}${stylesheetHref(home)}`, "utf8");
    for (const rule of ["@font-face", ":root{"]) expect(css).toContain(rule);
    expect(css.length).toBeLessThan(rest.length * 0.6);
    // The fonts are declared once, by the page: declared again by the late file, a font that
    // missed the first paint would swap in and move the text.
    expect(rest).not.toContain("@font-face");
  });

  it(`arrives whole in the first round trip: at most ${budgets.firstResponse} bytes with its headers, brotli`, async () => {
    expect(await responseBytes(`${origin}${path}`)).toBeLessThanOrEqual(budgets.firstResponse);
  });

  it.runIf(scriptBudget(path) === 0)("runs no script and preloads no module: its behaviours are HTML", () => {
    const document = parse(html);
    // Structured data for search engines is a <script> element that runs nothing.
    const scripts = document.querySelectorAll("script").map((script) => script.getAttribute("type"));
    expect(scripts.filter((type) => type !== "application/ld+json")).toEqual([]);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it.runIf(scriptBudget(path) > 0)(
    "holds its scripts until the page has painted, then hydrates from the same modules",
    () => {
      const document = parse(html);
      const held = document.getElementById(deferredScriptId);
      expect(held?.getAttribute("type")).toBe("text/plain");
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
      const modules = hydrationModules(html);
      expect(modules.some((url) => /\/entry\.client-[^/]+\.js$/.test(url))).toBe(true);
    },
  );
});

// Every language's pages keep the same budgets: its words, and for Arabic its font, must fit too.
// In gzip the longer Italian and Portuguese home pages, the Arabic ones (two bytes a letter) and,
// by a few bytes, the English home would not: every current browser reads brotli, and the server
// sends it whatever order the browser lists encodings in (server/app.test.ts).
const otherLanguages = locales.filter((locale) => locale.prefix);
it("has every other language built, so their pages below are measured in their own build", () => {
  expect(Object.keys(localeBuilds).sort()).toEqual(otherLanguages.map((locale) => locale.code).sort());
});
describe.each(otherLanguages.flatMap((locale) => paths.map((path) => localePath(locale, path))))(
  "%s",
  (path) => {
    it(`starts with at most ${scriptBudget(path) / KiB} KB of gzipped JavaScript`, async () => {
      const html = await (await fetch(`${origin}${path}`)).text();
      measured.set(path, sum(startupScripts(html)));
      expect(sum(startupScripts(html))).toBeLessThanOrEqual(scriptBudget(path));
    });

    it(`arrives whole in the first round trip: at most ${budgets.firstResponse} bytes with its headers, brotli`, async () => {
      expect(await responseBytes(`${origin}${path}`)).toBeLessThanOrEqual(budgets.firstResponse);
    });
  },
);

// The company asked for React (issue 48, ADR 0037): the browser runs React DOM, never a stand-in
// such as Preact's compatibility layer (ADR 0036, superseded), in every language's build.
it("hydrates every page with React DOM in every language, and no other renderer is installed", async () => {
  for (const path of ["/", ...otherLanguages.map((locale) => localePath(locale, "/about"))]) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const code = [...startupScripts(html).keys()]
      .map((url) => readFileSync(`${clientDir}${url}`, "utf8"))
      .join("\n");
    expect(code, path).toMatch(/rendererPackageName:\s*["'`]react-dom["'`]/);
    expect(code, path).toMatch(/\bhydrateRoot\b/);
  }
  // What is not installed cannot be resolved into a bundle.
  expect(existsSync(fileURLToPath(new URL("../../node_modules/preact/package.json", import.meta.url)))).toBe(
    false,
  );
});

// The table of the README's Speed section: each page's startup JavaScript in every language.
afterAll(() => {
  const kib = (bytes: number | undefined) => (bytes === undefined ? "" : (bytes / KiB).toFixed(1));
  const rows = paths.map(
    (path) =>
      `| ${path} | ${[path, ...otherLanguages.map((locale) => localePath(locale, path))].map((each) => kib(measured.get(each))).join(" | ")} |`,
  );
  console.log(
    [`| page | en | ${otherLanguages.map((locale) => locale.code).join(" | ")} |`, ...rows].join("\n"),
  );
});
