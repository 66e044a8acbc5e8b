/**
 * Each page of app/pages.ts with the title and description its content file gives it in a
 * language, and the file and field an editor changes. Typed by page id, so a page added to
 * app/pages.ts without an entry here fails the typecheck. Build-time only: the content check, the
 * link-preview images and the tests read it; each route reads its own content.
 */
import { contentOf } from "../app/content/load-content.ts";
import { defaultLocale, type LocaleCode } from "../app/locales.ts";
import type { PageId } from "../app/pages.ts";

export interface PageMetaSource {
  file: string;
  field: string;
  meta: { title: string; description: string };
}

export function pageMetaOf(code: LocaleCode): Record<PageId | "notFound", PageMetaSource> {
  const {
    about,
    contact,
    contactSent,
    cookies,
    foundry,
    gallery,
    home,
    metalRecycling,
    notFound,
    offering,
    privacy,
    quote,
  } = contentOf(code);
  const file = (name: string) => `content/${code}/${name}.yaml`;
  return {
    home: { file: file("home"), field: "meta", meta: home.meta },
    about: { file: file("about"), field: "meta", meta: about.meta },
    offering: { file: file("offering"), field: "meta", meta: offering.meta },
    foundry: { file: file("foundry"), field: "meta", meta: foundry.meta },
    metalRecycling: { file: file("metal-recycling"), field: "meta", meta: metalRecycling.meta },
    gallery: { file: file("gallery"), field: "meta", meta: gallery.meta },
    contact: { file: file("contact"), field: "meta", meta: contact.meta },
    quote: { file: file("quote"), field: "meta", meta: quote.meta },
    contactSent: { file: file("contact-sent"), field: "meta", meta: contactSent.meta },
    privacy: { file: file("privacy"), field: "meta", meta: privacy.meta },
    cookies: { file: file("cookies"), field: "meta", meta: cookies.meta },
    // The 404 page is no entry of app/pages.ts, but its title and description must differ too.
    notFound: { file: file("not-found"), field: "meta", meta: notFound.meta },
  };
}

/** The English titles and descriptions (the tests' and the default build's). */
export const metaByPage = pageMetaOf(defaultLocale.code);
