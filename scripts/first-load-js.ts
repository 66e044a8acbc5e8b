/**
 * How much JavaScript each page makes a first-time visitor download, gzipped as the server sends
 * it: the route manifest, the client entry, the root route and the page's route module, with every
 * module they import statically. Lazy chunks (the image viewer) are not counted: they load on use.
 *
 * `node scripts/first-load-js.ts [buildDir]` prints one line per page against the budget;
 * first-load-js.test.ts checks that no page downloads another page's words or inline images.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pages } from "../app/pages.ts";

/** Spec "Fast and findable": every page stays under this much gzipped first-load JavaScript. */
export const firstLoadBudget = 130_000;

interface ManifestModule {
  module: string;
  imports?: string[];
}

interface RouteManifest {
  url: string;
  entry: ManifestModule;
  routes: Record<string, ManifestModule | undefined>;
}

function readRouteManifest(clientDir: string): RouteManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the site first (npm run build).`);
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as RouteManifest;
}

export interface FirstLoad {
  path: string;
  /** every module the page loads first, as URLs under the client build */
  urls: string[];
  /** bytes on the wire: each file gzipped on its own, as the server's compression sends it */
  gzip: number;
}

/** First-load JavaScript of every page in app/pages.ts, from a client build directory. */
export function measureFirstLoad(clientDir: string): FirstLoad[] {
  const manifest = readRouteManifest(clientDir);
  const root = manifest.routes.root;
  if (!root) throw new Error("The route manifest has no root route.");
  const gzipped = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, url))).length;
      gzipped.set(url, size);
    }
    return size;
  };
  return pages.map((page) => {
    const route = manifest.routes[page.module.replace(/\.tsx?$/, "")];
    if (!route) throw new Error(`The route manifest has no route for ${page.module}.`);
    const urls = new Set([manifest.url]);
    for (const part of [manifest.entry, root, route]) {
      urls.add(part.module);
      for (const url of part.imports ?? []) urls.add(url);
    }
    return { path: page.path, urls: [...urls], gzip: [...urls].reduce((sum, url) => sum + sizeOf(url), 0) };
  });
}

if (import.meta.main) {
  const buildDir = process.argv[2] ?? "build";
  for (const { path, urls, gzip } of measureFirstLoad(join(buildDir, "client"))) {
    const verdict = gzip < firstLoadBudget ? "" : `  over the ${firstLoadBudget / 1000} kB budget`;
    console.log(
      `${path.padEnd(16)} ${(gzip / 1000).toFixed(1).padStart(6)} kB gzip in ${urls.length} files${verdict}`,
    );
  }
}
