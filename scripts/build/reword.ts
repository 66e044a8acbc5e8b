/**
 * A language's build made from an earlier one when only words or the slots' images changed (ADR
 * 0032, 0035): the earlier build copied, its words files (scripts/build/words-files.ts) and its
 * server build's `words.json` written with the new words and images, the images' files put into
 * assets/, and the pages that show what changed rendered again by its own server build, as React
 * Router's prerender does. Seconds instead of a Vite build.
 *
 * Only when nothing else would differ: the same code, packages, settings and day
 * (`codeInputsOf`), the same pages, link-preview pictures and photo slots (`derivedFrom`), and
 * no character the build's fonts lack.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { contentOf } from "../../app/content/load-content.ts";
import { images as slotSizes, imageSlots } from "../../app/content/images.ts";
import { collectionEntries } from "../../app/content/collection-pages.ts";
import { contentFiles, type SiteContent } from "../../app/content/schemas/index.ts";
import { defaultLocale, type Locale } from "../../app/locales.ts";
import { contentCharacters } from "./font-subsets.ts";
import { pageMetaOf } from "./page-meta.ts";
import { prerenderPaths } from "./prerender-paths.ts";
import { type WordsRecord, wordsModule, wordsRecordName } from "./words-files.ts";
import { placeSlotAssets, projectSlotImages, type SlotImages } from "../images/slot-images.ts";
import { readOutsideRenders, watchReads } from "../../app/content/render-content.server.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Derived {
  /** A hash of what the words decide besides the pages' text. */
  derived: string;
  /** Every character the language's pages show. */
  characters: string;
}

/**
 * What a language's words decide besides its pages' own text: the pages prerendered (a new
 * material or article is a new page), the link-preview pictures (a page's title, the company's
 * name and tagline), the web manifest, and the photo slots (named by the English content).
 */
export function derivedFrom(locale: Locale): Derived {
  const content = contentOf(locale.code);
  const english = contentOf(defaultLocale.code);
  const slots = imageSlots(english);
  const derived = {
    paths: prerenderPaths(locale, content),
    titles: Object.entries(pageMetaOf(locale.code)).map(([id, page]) => [id, page.meta.title]),
    entries: collectionEntries(content).map((entry) => [entry.path, entry.meta.title]),
    company: content.site.company,
    tagline: content.site.tagline,
    slots: Object.entries(slots).sort(([a], [b]) => (a < b ? -1 : 1)),
  };
  return {
    derived: createHash("sha256").update(JSON.stringify(derived)).digest("hex"),
    characters: [...contentCharacters(locale.code)].sort().join(""),
  };
}

/** True when every character of `now` is one of `before`'s (the fonts were cut for those). */
export function charactersCovered(now: string, before: string): boolean {
  const had = new Set(before);
  return [...now].every((character) => had.has(character));
}

/** The route tree of a server build, for matching a path to its routes as the prerender does. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject);
    children.set(route.parentId, list);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}

/** Where a language's build records which content modules each of its prerendered paths read. */
export const readsFileName = "content-reads.json";

/** Each prerendered path's content modules, and those read outside any page's render. */
export interface ContentReads {
  outside: string[];
  paths: Record<string, string[]>;
}

/**
 * What a server build reads at render time: each content module's words, and each image slots'
 * family (ADR 0035), by the names render-content.server.ts records.
 */
function renderValues(siteContent: SiteContent, images: SlotImages): Record<string, unknown> {
  const content = siteContent as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(Object.keys(contentFiles).map((name) => [name, content[name]])),
    ...images.families,
  };
}

/**
 * A hash of each content module's words and each image slots' family, to tell which changed
 * since a build (build-reuse.ts).
 */
export function wordsHashes(siteContent: SiteContent, images: SlotImages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(renderValues(siteContent, images)).map(([name, value]) => [
      name,
      createHash("sha256")
        .update(JSON.stringify(value) ?? "")
        .digest("base64url"),
    ]),
  );
}

/** The content modules whose words differ between two records of `wordsHashes`. */
export function changedWords(before: Record<string, string>, now: Record<string, string>): Set<string> {
  return new Set(
    [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((name) => before[name] !== now[name]),
  );
}

function readReads(dir: string): ContentReads | undefined {
  try {
    const reads = JSON.parse(readFileSync(join(dir, readsFileName), "utf8")) as ContentReads;
    return Array.isArray(reads.outside) && typeof reads.paths === "object" ? reads : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes `locale`'s words (its content, or `siteContent`) and the slots' images (`images`, the
 * checkout's by default) into the copied build in `dir`: its words files, the server build's
 * words.json and the images' files; then renders its prerendered paths again with that build:
 * those that read a content module or image family in `changed`, when the build records what each
 * read (content-reads.json, written here), every one otherwise. Returns the number of HTML pages
 * and how many of them were rendered.
 */
export async function reword(
  locale: Locale,
  dir: string,
  siteContent: SiteContent = contentOf(locale.code),
  changed?: ReadonlySet<string>,
  images?: SlotImages,
): Promise<{ pages: number; rendered: number }> {
  const given = images ?? (await projectSlotImages(projectRoot, slotSizes));
  const content = renderValues(siteContent, given);
  const record = JSON.parse(readFileSync(join(dir, wordsRecordName), "utf8")) as WordsRecord;
  const clientDir = join(dir, "client");
  for (const { file, exports } of record) {
    for (const name of Object.values(exports))
      if (!Object.hasOwn(content, name)) throw new Error(`${wordsRecordName}: no content named ${name}`);
    writeFileSync(join(clientDir, file), wordsModule(exports, content));
  }
  writeFileSync(join(dir, "server", "words.json"), JSON.stringify(content));
  placeSlotAssets(clientDir, given, Object.keys(slotSizes));

  const build = (await import(pathToFileURL(join(dir, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const routes = routeTree(build);
  const basename = locale.prefix || "/";
  const at = (path: string) => `${basename}${path}`.replace(/\/\/+/g, "/");
  const fetchOk = async (url: URL | string, init?: RequestInit): Promise<Response> => {
    const response = await handle(new Request(url, init));
    if (response.status !== 200 && response.status !== 202)
      throw new Error(`${new URL(url).pathname} answered ${response.status} when rendered again`);
    return response;
  };
  const write = (pathname: string, contents: string | Uint8Array) => {
    const file = join(clientDir, pathname);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  };

  // A prerendered path's address in the build, and its page's file (none for a feed or the sitemap).
  const pathnameOf = (path: string) => at(path).replace(/\/$/, "") || "/";
  const htmlOf = (path: string) => join(clientDir, pathnameOf(path), "index.html");
  const before = changed && readReads(dir);
  const touches = (names: readonly string[] | undefined) =>
    names === undefined || names.some((name) => changed?.has(name));
  const everyPage = !before || touches(before.outside);
  const reads: ContentReads = { outside: [], paths: {} };
  let pages = 0;
  let rendered = 0;
  for (const path of prerenderPaths(locale, siteContent)) {
    const isPage = existsSync(htmlOf(path));
    if (!everyPage && before && !touches(before.paths[path])) {
      reads.paths[path] = before.paths[path]!;
      if (isPage) pages++;
      continue;
    }
    const names = new Set<string>();
    await watchReads(names, () => renderPath(path));
    reads.paths[path] = [...names].sort();
    if (isPage) {
      pages++;
      rendered++;
    }
  }
  reads.outside = [...readOutsideRenders()].sort();
  writeFileSync(join(dir, readsFileName), `${JSON.stringify(reads)}\n`);
  return { pages, rendered };

  async function renderPath(path: string): Promise<void> {
    const pathname = pathnameOf(path);
    const dataPath = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
    const dataPathname = at(dataPath);
    const html = htmlOf(path);
    const hasData = existsSync(join(clientDir, dataPathname));
    if (existsSync(html)) {
      let data: string | undefined;
      if (hasData) {
        data = await (await fetchOk(`http://localhost${dataPathname}`)).text();
        write(dataPathname, data);
      }
      const headers = new Headers();
      const encoded = data === undefined ? "" : encodeURI(data);
      if (encoded && encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
      const page = await fetchOk(`http://localhost${`${at(path)}/`.replace(/\/\/+/g, "/")}`, { headers });
      write(join(pathname, "index.html"), await page.text());
    } else if (existsSync(join(clientDir, pathname))) {
      if (hasData) {
        const leaf = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/"))?.at(-1)?.route.id;
        const url = new URL(`http://localhost${dataPathname}`);
        if (leaf) url.searchParams.set("_routes", leaf);
        write(dataPathname, await (await fetchOk(url)).text());
      }
      write(pathname, new Uint8Array(await (await fetchOk(`http://localhost${pathname}`)).arrayBuffer()));
    } else {
      throw new Error(`${path}: not in the earlier build, which a publish of words alone cannot add`);
    }
  }
}
