/**
 * The go-live gate (issue 51): a build for the public site refuses while a value of the content is
 * still a placeholder, naming each; with every one filled in it builds, and none of its pages shows
 * "{…}", example.com, "000 0000" or a figure still to confirm. Built in English only, in a copy of
 * this checkout (its content changed as the company will change it).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { contentOf } from "../../app/content/load-content.ts";
import { fillPlaceholders } from "../../tests/fixtures/filled-content.ts";
import { copyCheckout } from "../ops/release.ts";
import { isProductionSite, placeholderSiteUrl } from "./build-settings.ts";
import { finishedBuild } from "./build-reuse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "go-live-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const publicSite = "https://www.fonderia-prova.it";

describe("which build is the public site's", () => {
  it.each([
    [publicSite, false, true],
    ["https://fonderia-prova.it", false, true],
    [publicSite, true, false],
    ["http://www.fonderia-prova.it", false, false],
    [placeholderSiteUrl, false, false],
    ["https://localhost:8443", false, false],
    ["https://127.0.0.1", false, false],
    ["https://staging.fonderia.test", false, false],
    ["https://www.example.com", false, false],
    ["https://intranet.local", false, false],
  ])("%s (staging %s): %s", (url, staging, production) => {
    expect(isProductionSite({ SITE_URL: url, SITE_STAGING: staging })).toBe(production);
  });
});

/**
 * `npm run build` of a checkout, for the public site, in English. What this checkout's own build
 * made from the same inputs (the editor, byte-identical compressed files) is copied from it, as a
 * release copies from the live one: the test is about the pages, which the new content makes anew.
 */
function build(checkout: string, env: Record<string, string> = {}) {
  const earlier = finishedBuild(join(root, "build"));
  const reuse = earlier ? { BUILD_REUSE: earlier } : {};
  const result = spawnSync(process.execPath, ["scripts/build/build.ts"], {
    cwd: checkout,
    env: { PATH: process.env.PATH ?? "", SITE_URL: publicSite, BUILD_LOCALES: "en", ...reuse, ...env },
    encoding: "utf8",
    timeout: 600_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Every prerendered page of a build: its path and its HTML. */
function pagesOf(clientDir: string): { path: string; html: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => ({ path: `/${file.replace(/\/?index\.html$/, "")}`, html: readFileSync(join(clientDir, file), "utf8") }));
}

describe("a build for the public site", () => {
  const checkout = join(work, "checkout");
  copyCheckout(root, checkout);

  it("with today's placeholders, stops before building, naming each value to give", () => {
    const { status, output } = build(checkout);
    expect(status).not.toBe(0);
    expect(output).toMatch(/✗ \d+ value\(s\) still to give before https:\/\/www\.fonderia-prova\.it goes live/);
    for (const place of [
      'content/site.yaml: company.name = "{Company}"',
      'content/site.yaml: phone.display = "+39 000 000 0000"',
      'content/site.yaml: emails[0].address = "info@example.com"',
      'content/site.yaml: social.facebook.href = "https://www.facebook.com/{company}"',
      "content/site.yaml: offices.italy.geo = 0, 0 (not set)",
    ])
      expect(output).toContain(place);
    // Nothing was built: the gate comes before the first language.
    expect(existsSync(join(checkout, "build", "client"))).toBe(false);
    // A staging site at the same address may go on (its build is the same as every test build's).
    expect(output).toContain("SITE_STAGING=true");
  }, 120_000);

  it("with every value filled in, builds; no page shows a placeholder or a figure still to confirm", () => {
    fillPlaceholders(join(checkout, "content"));
    const { status, output } = build(checkout);
    expect(status, output).toBe(0);
    const pages = pagesOf(join(checkout, "build", "client"));
    expect(pages.length).toBeGreaterThan(15);
    const { materials, articles } = contentOf("en");
    for (const { path, html } of pages) {
      // What a visitor or a search engine reads: the text, the attributes, the structured data.
      expect(html, path).not.toMatch(/example\.com|000 0000|\+39 ?000/);
      expect(html.toLowerCase(), path).not.toContain(materials.labels.toConfirm.toLowerCase());
      expect(html.toLowerCase(), path).not.toContain(articles.labels.toConfirm.toLowerCase());
      const shown = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "");
      expect(shown, path).not.toMatch(/\{[^}]*\}/);
    }
    // A case study whose figures wait is not published, nor listed.
    const waiting = articles.published.filter((article) => article.toConfirm);
    expect(waiting.length).toBeGreaterThan(0);
    for (const article of waiting) {
      expect(pages.map((page) => page.path)).not.toContain(`/news/${article.name}`);
      expect(pages.find((page) => page.path === "/news")?.html).not.toContain(`/news/${article.name}"`);
    }
    // A datasheet whose typical results wait shows the standard's column alone.
    const family = materials.families.find((entry) => entry.grades.every((grade) => grade.typical.toConfirm));
    const sheet = pages.find((page) => page.path === `/materials/${family?.name}`)?.html ?? "";
    expect(sheet).toContain(materials.labels.property);
    expect(sheet).not.toContain(`>${materials.labels.typicalOurs}<`);
  }, 600_000);
});
