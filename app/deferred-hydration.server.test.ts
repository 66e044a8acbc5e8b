import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.server.ts";
import { deferredScriptId } from "./hydration.ts";

const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.svg"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  "<script>document.documentElement.dataset.js=''</script>",
  "</head><body><main>Hello</main>",
  '<script>console.log("restore scroll")</script>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[{}]");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page, { stylesheet: "/assets/style-3.css" });

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

  it("adds the starter right after it, and leaves the content and the scripts the paint needs alone", () => {
    expect(html).toMatch(new RegExp(`id="${deferredScriptId}">[\\s\\S]*?</script><script>\\(function\\(\\)`));
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain("<script>document.documentElement.dataset.js=''</script>");
    expect(html).toContain('<script>console.log("restore scroll")</script>');
  });

  it("holds React Router's context and data scripts too, in their order, for the starter to run", () => {
    expect(html).toContain(
      '<script type="text/plain" data-hydration>window.__reactRouterContext = {};</script>',
    );
    expect(html).toContain(
      '<script type="text/plain" data-hydration>window.__reactRouterContext.streamController.enqueue("[{}]");</script>',
    );
    expect(html).not.toMatch(/<script>window\.__reactRouterContext/);
  });

  it("has the starter fetch the rest of the stylesheet, and a browser without scripts take it at once", () => {
    expect(html).toContain('link.href="/assets/style-3.css"');
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/style-3.css"></noscript></head>');
  });

  it("leaves a page sent without scripts as it is: nothing to hold, nothing to fetch", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><main>Datasheet</main></body></html>";
    expect(deferHydration(plain, { stylesheet: "/assets/style-3.css" })).toBe(plain);
  });

  it("leaves a document it has rewritten as it is", () => {
    expect(deferHydration(html, { stylesheet: "/assets/style-3.css" })).toBe(html);
  });
});
