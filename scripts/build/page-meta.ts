/**
 * Each page of app/pages.ts with the title and description its content file gives it in a
 * language, and the file and field an editor changes. Derived from app/pages.ts: a page whose id
 * names no content file with a `meta` fails the typecheck. Build-time only: the content check, the
 * link-preview images and the tests read it; each route reads its own content.
 */
import { collectionEntries } from "../../app/content/collection-pages.ts";
import { contentOf } from "../../app/content/load-content.ts";
import type { LocaleCode } from "../../app/locales.ts";
import { type ContentName, contentFiles } from "../../app/content/schemas/index.ts";
import { type PageId, pages } from "../../app/pages.ts";

export interface PageMetaSource {
  file: string;
  field: string;
  meta: { title: string; description: string };
}

/** The pages, and the 404 page: no entry of app/pages.ts, but its title and description must differ too. */
const withMeta = [...pages.map((page) => page.id), "notFound"] as const satisfies readonly ContentName[];

export function pageMetaOf(code: LocaleCode): Record<PageId | "notFound", PageMetaSource> {
  const content = contentOf(code);
  return Object.fromEntries(
    withMeta.map((id) => [
      id,
      { file: `content/${code}/${contentFiles[id].file}.yaml`, field: "meta", meta: content[id].meta },
    ]),
  ) as Record<PageId | "notFound", PageMetaSource>;
}

/** The pages made from content lists (a material family's datasheet), with their meta. */
export function entryMetaOf(code: LocaleCode): PageMetaSource[] {
  return collectionEntries(contentOf(code)).map((entry) => ({
    file: `content/${code}/${contentFiles[entry.page.content].file}.yaml`,
    field: entry.field,
    meta: entry.meta,
  }));
}
