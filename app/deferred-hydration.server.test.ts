import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.server.ts";
import { deferredScriptId } from "./hydration.ts";

const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.svg"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  "</head><body><main>Hello</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("drops the module preloads and keeps every other preload", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg"/>');
  });

  it("keeps the module script, inert, with its text unchanged", () => {
    expect(html).toContain(
      `<script type="text/plain" id="${deferredScriptId}">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>`,
    );
    expect(html).not.toContain('<script type="module"');
  });

  it("adds the starter right after it, and leaves the context script and the content alone", () => {
    expect(html).toMatch(new RegExp(`id="${deferredScriptId}">[\\s\\S]*?</script><script>\\(function\\(\\)`));
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain("<main>Hello</main>");
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>500</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
