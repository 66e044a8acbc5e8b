/**
 * Every page that names a certificate says what content/quality.yaml makes of it: with its dates
 * moved into the past, no page may name it outside an element whose standing is "expired"; moved
 * into the future, "valid". Pages are server-rendered as the build prerenders them.
 */
import { parse, type HTMLElement, type Node } from "node-html-parser";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Quality } from "../../content/schemas/quality.ts";
import { collectionPages, pages } from "../../pages.ts";

// The forms' pages get the token their loader hands out; no other page reads loader data.
const loaderData = { xsrf: "token" };

const routeModules = import.meta.glob<{
  default: ComponentType<{ params: Record<string, string>; loaderData: typeof loaderData }>;
}>("../*.tsx");

/** The site's pages and one of each collection's, rendered with the certificates' last day moved. */
async function renderAll(validUntil: string): Promise<{ path: string; html: string; standards: string[] }[]> {
  vi.resetModules();
  vi.doMock("virtual:content/quality", async (importOriginal) => {
    const original = (await importOriginal()) as { quality: Quality };
    return {
      quality: {
        ...original.quality,
        certificates: original.quality.certificates.map((certificate) => ({
          ...certificate,
          validFrom: "1990-01-01",
          validUntil,
        })),
      },
    };
  });
  const { quality } = (await import("virtual:content/quality")) as { quality: Quality };
  const { materials } = await import("virtual:content/materials");
  const { articles } = await import("virtual:content/articles");
  const params: Record<string, Record<string, string>> = {
    materialFamily: { name: materials.families[0]!.name },
    article: { name: articles.published[0]!.name },
  };
  const rendered = [];
  for (const page of [...pages, ...collectionPages]) {
    const load = routeModules[`../${page.module.replace(/^routes\//, "")}`];
    if (!load) throw new Error(`no route module ${page.module}`);
    const Page = (await load()).default;
    const path = page.path.replace(/:(\w+)/g, (_, key: string) => params[page.id]?.[key] ?? key);
    // As the server renders it: a data router (the forms read its navigation state).
    const handler = createStaticHandler([
      { path: "*", Component: () => <Page params={params[page.id] ?? {}} loaderData={loaderData} /> },
    ]);
    const context = await handler.query(new Request(`http://127.0.0.1${path}`));
    if (context instanceof Response) throw new Error(`${path}: answered ${context.status}`);
    const html = renderToStaticMarkup(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    rendered.push({ path, html, standards: quality.certificates.map((certificate) => certificate.standard) });
  }
  return rendered;
}

/** Each text naming a certificate, with the standing of the nearest element that gives one. */
function mentions(html: string, standards: string[]): { text: string; status: string | undefined }[] {
  const found: { text: string; status: string | undefined }[] = [];
  const names = standards.map((standard) => standard.split(":")[0]!);
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      const text = node.rawText;
      if (names.some((name) => text.includes(name))) {
        let element = node.parentNode as HTMLElement | null;
        while (element && !element.getAttribute?.("data-status"))
          element = element.parentNode as HTMLElement | null;
        found.push({ text: text.trim(), status: element?.getAttribute("data-status") });
      }
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
}

afterEach(() => {
  vi.doUnmock("virtual:content/quality");
  vi.resetModules();
});

describe("a certificate's standing on every page that names it", () => {
  it.each([
    ["expired", "2001-01-31"],
    ["valid", "2999-12-31"],
  ] as const)("is %s on every page when its last day is %s", async (status, validUntil) => {
    const rendered = await renderAll(validUntil);
    const named = rendered.flatMap((page) =>
      mentions(page.html, page.standards).map((mention) => ({ path: page.path, ...mention })),
    );
    // The home page's Accreditations, About's certification and the quality page name it.
    expect(new Set(named.map((mention) => mention.path))).toEqual(new Set(["/", "/about", "/quality"]));
    expect(named.filter((mention) => mention.status !== status)).toEqual([]);
  });
});
