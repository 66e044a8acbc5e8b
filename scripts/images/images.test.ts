import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../app/content/images.ts";
import { generateImages } from "./image-drawings.ts";
import { imageExtensions } from "../../app/content/slot-files.ts";
import { chromiumFlags, chromiumPath } from "../servers/chromium.ts";

const appImages = fileURLToPath(new URL("../../app/images", import.meta.url));
const slots = Object.keys(images);
const temporary: string[] = [];

function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "images-"));
  temporary.push(dir);
  return dir;
}

function readAll(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), "utf8")]));
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("generateImages", () => {
  it("writes one drawing for every slot", () => {
    const dir = emptyDir();
    const result = generateImages({ slots: images, dir });
    expect(result.written).toHaveLength(slots.length);
    for (const slot of slots) expect(existsSync(join(dir, `${slot}.svg`))).toBe(true);
  });

  it("draws the same bytes on every run", () => {
    const first = emptyDir();
    const second = emptyDir();
    generateImages({ slots: images, dir: first });
    generateImages({ slots: images, dir: second });
    expect(readAll(second)).toEqual(readAll(first));
  });

  it("never overwrites a file the slot already has, whatever its extension", () => {
    const dir = emptyDir();
    writeFileSync(join(dir, "gallery-07.jpg"), "a real photo");
    writeFileSync(join(dir, "founder.svg"), "<svg/>");
    const result = generateImages({ slots: images, dir });
    expect(result.skipped).toEqual([
      { slot: "founder", file: "founder.svg" },
      { slot: "gallery-07", file: "gallery-07.jpg" },
    ]);
    expect(existsSync(join(dir, "gallery-07.svg"))).toBe(false);
    expect(readFileSync(join(dir, "founder.svg"), "utf8")).toBe("<svg/>");
    expect(readFileSync(join(dir, "gallery-07.jpg"), "utf8")).toBe("a real photo");
  });

  it("keeps every drawing under 12 KB", () => {
    const dir = emptyDir();
    generateImages({ slots: images, dir });
    for (const [file, svg] of Object.entries(readAll(dir))) expect(svg.length, file).toBeLessThan(12 * 1024);
  });
});

describe("the drawings as a browser reads them", () => {
  let browser: Browser;
  // A readiness wait, not a timing goal: beside the other test files' builds, Chromium once took
  // more than the default 10 s to start.
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("parses each as SVG with the slot's viewBox, its label as title and no external reference", async () => {
    const dir = emptyDir();
    generateImages({ slots: images, dir });
    const page = await browser.newPage();
    const files = readAll(dir);
    const parsed = await page.evaluate((sources) => {
      return Object.entries(sources).map(([file, source]) => {
        const doc = new DOMParser().parseFromString(source, "image/svg+xml");
        const root = doc.documentElement;
        const hrefs = [...doc.querySelectorAll("[href], [*|href]")].map(
          (element) =>
            element.getAttribute("href") ?? element.getAttributeNS("http://www.w3.org/1999/xlink", "href"),
        );
        return {
          file,
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: root.localName,
          namespace: root.namespaceURI,
          viewBox: root.getAttribute("viewBox"),
          role: root.getAttribute("role"),
          title: root.querySelector(":scope > title")?.textContent ?? null,
          hrefs,
          urls: [...source.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]),
        };
      });
    }, files);
    await page.close();
    expect(parsed).toHaveLength(slots.length);
    for (const svg of parsed) {
      const slot = images[svg.file.replace(/\.svg$/, "")];
      expect(slot, svg.file).toBeDefined();
      expect(svg.error, svg.file).toBeNull();
      expect(svg.root).toBe("svg");
      expect(svg.namespace).toBe("http://www.w3.org/2000/svg");
      expect(svg.viewBox).toBe(`0 0 ${slot?.width} ${slot?.height}`);
      expect(svg.role).toBe("img");
      expect(svg.title).toBe(slot?.label);
      expect(svg.hrefs).toEqual([]);
      for (const url of svg.urls) expect(url, svg.file).toMatch(/^#[a-z]+$/);
    }
  });
});

describe("app/images", () => {
  it("has a file for every slot of the manifest", () => {
    const missing = slots.filter(
      (slot) => !imageExtensions.some((ext) => existsSync(join(appImages, `${slot}.${ext}`))),
    );
    expect(missing).toEqual([]);
  });
});
