/**
 * The pages made from lists in the content (app/pages.ts `collectionPages`): one per entry, with its
 * address, title and description and the field an editor changes them in. Client-safe: the
 * sitemap reads it from the built content, the build and the tests from the loaded files.
 */
import { collectionPages, type CollectionPage, type EntryPath, entryPath } from "../pages.ts";
import type { SiteContent } from "./schemas/index.ts";

export interface CollectionEntry {
  page: CollectionPage;
  name: string;
  path: EntryPath;
  meta: { title: string; description: string };
  /** the field of the content file that holds the entry's meta, e.g. "families[0].meta" */
  field: string;
}

export function collectionEntries(content: Pick<SiteContent, CollectionPage["content"]>): CollectionEntry[] {
  // Each page's list, by its `list`: the materials' families, the published articles.
  const lists: Record<CollectionPage["id"], readonly { name: string; meta: CollectionEntry["meta"] }[]> = {
    materialFamily: content.materials.families,
    article: content.articles.published,
  };
  return collectionPages.flatMap((page) =>
    lists[page.id].map((entry, index) => ({
      page,
      name: entry.name,
      path: entryPath(page, entry.name),
      meta: entry.meta,
      field: `${page.list}[${index}].meta`,
    })),
  );
}

/**
 * One page of each content list (the first family's datasheet, the newest article): the same page
 * as the others of its list with other words and figures, for the checks that open a browser and
 * take seconds a page (the browser tests, the benchmark).
 */
export function entrySamplesOf(content: Pick<SiteContent, CollectionPage["content"]>): EntryPath[] {
  const entries = collectionEntries(content);
  return collectionPages.flatMap((page) => {
    const first = entries.find((entry) => entry.page.id === page.id);
    return first ? [first.path] : [];
  });
}
