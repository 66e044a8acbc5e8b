/**
 * Every page of the site, one line each. The routes (routes.ts), the prerender list
 * (react-router.config.ts), the sitemap, the links content may name (app/content/schemas/), the
 * link-preview pictures, the benchmark and the tests' page lists all derive from this list.
 *
 * - `prerender`: built to a static HTML file; the receipt is rendered per request (it echoes its
 *   reference). The contact page is prerendered with a placeholder that the server replaces with
 *   each visitor's anti-forgery token (server/app.ts).
 * - `scripts`: whether the page needs JavaScript. A page that needs none is sent without a single
 *   script or module preload, in every language (docs/decisions/0026-pages-without-scripts.md):
 *   its menu, language switch, filters and links work as HTML, and a visitor downloads and runs
 *   nothing for it. A page with a carousel, a form that checks as it is typed, the gallery's
 *   viewer or anything else a script does says true.
 * - `indexable`: listed in sitemap.xml and open to search engines; the receipt after an enquiry
 *   is not. An indexable page names the part drawn on its link-preview `picture`.
 * - A page's `id` is also its content file's name (app/content/schemas/index.ts): its words, title
 *   and description. `npm run new-page <name>` writes a new page's line here and every file it
 *   needs (scripts/build/new-page.ts).
 */
export const pages = [
  {
    id: "home",
    path: "/",
    module: "routes/home.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "about",
    path: "/about",
    module: "routes/about.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "offering",
    path: "/offering",
    module: "routes/offering.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "foundry",
    path: "/foundry",
    module: "routes/foundry.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "metalRecycling",
    path: "/metal-recycling",
    module: "routes/metal-recycling.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "gallery",
    path: "/gallery",
    module: "routes/gallery.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "contact",
    path: "/contact",
    module: "routes/contact.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "quote",
    path: "/quote",
    module: "routes/quote.tsx",
    prerender: true,
    scripts: true,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "materials",
    path: "/materials",
    module: "routes/materials.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "quality",
    path: "/quality",
    module: "routes/quality.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "articles",
    path: "/news",
    module: "routes/news.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "privacy",
    path: "/privacy",
    module: "routes/privacy.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "hammer",
  },
  {
    id: "cookies",
    path: "/cookies",
    module: "routes/cookies.tsx",
    prerender: true,
    scripts: false,
    indexable: true,
    picture: "rotor",
  },
  {
    id: "contactSent",
    path: "/contact/sent",
    module: "routes/contact-sent.tsx",
    prerender: false,
    scripts: true,
    indexable: false,
  },
] as const;

/**
 * Pages made from a list in the content, one per entry: `/materials/<name>` for each family of
 * content/materials.yaml, `/news/<name>` for each published article of content/articles.yaml. Prerendered and indexable like the pages above; which entries exist is
 * content (app/content/collection-pages.ts lists them for the build, the sitemap and the tests).
 */
export const collectionPages = [
  {
    id: "materialFamily",
    path: "/materials/:name",
    module: "routes/material-family.tsx",
    content: "materials",
    list: "families",
    scripts: false,
    picture: "hammer",
  },
  {
    id: "article",
    path: "/news/:name",
    module: "routes/article.tsx",
    content: "articles",
    list: "published",
    scripts: false,
    picture: "rotor",
  },
] as const;

export type CollectionPage = (typeof collectionPages)[number];
/** The address of one entry's page, e.g. "/materials/manganese-steel", "/news/us-joint-venture". */
export type EntryPath = `/materials/${string}` | `/news/${string}`;

export function entryPath(page: CollectionPage, name: string): EntryPath {
  return page.path.replace(":name", name) as EntryPath;
}

/** The address of an entry of the collection page `id`: entryPathOf("article", "x") → "/news/x". */
export function entryPathOf(id: CollectionPage["id"], name: string): EntryPath {
  const page = collectionPages.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown collection page "${id}"`);
  return entryPath(page, name);
}

/**
 * The files for search engines, made by resource routes from the list above and prerendered to
 * static files that the server sends with the type their extension names.
 */
export const searchFiles = [
  { path: "/sitemap.xml", module: "routes/sitemap.xml.ts" },
  { path: "/robots.txt", module: "routes/robots.txt.ts" },
] as const;

/**
 * The news feed (Atom), one per language: /news/feed.xml, /it/news/feed.xml… prerendered by each
 * build. Its type is its own, which the extension does not say: the route, the server's static
 * files and nginx (scripts/servers/nginx-config.ts) all send it.
 */
export const feedFiles = [
  { path: "/news/feed.xml", module: "routes/news-feed.ts", type: "application/atom+xml; charset=utf-8" },
] as const;

/**
 * The licences of the software and fonts browsers get (scripts/build/third-party-notices.ts),
 * written by the English build only and linked from every language's footer.
 */
export const thirdPartyNoticesPath = "/third-party-notices.txt";

export type Page = (typeof pages)[number];
export type PageId = Page["id"];
export type PagePath = Page["path"];

type IndexablePage = Extract<Page, { indexable: true }>;
export type IndexablePath = IndexablePage["path"];

/** The pages a visitor reaches by the site's own links and search engines list. */
// Pure: a call at the top of a module would otherwise keep the whole list in every browser bundle
// that imports anything from here, such as the footer's notices path.
export const indexablePages = /* @__PURE__ */ pages.filter((page): page is IndexablePage => page.indexable);

export function pageById(id: PageId): Page {
  const page = pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown page "${id}"`);
  return page;
}

/**
 * Whether the page at `path` (without its language prefix, e.g. "/news/us-joint-venture") needs
 * scripts: its page's or its list page's `scripts`. An address that is no page of the list (the
 * 404 page) keeps them.
 */
export function pageNeedsScripts(path: string): boolean {
  const page = pages.find((entry) => entry.path === path);
  if (page) return page.scripts;
  const entry = collectionPages.find((list) => path.startsWith(list.path.replace(":name", "")));
  return entry && !path.slice(entry.path.indexOf(":")).includes("/") ? entry.scripts : true;
}
