/**
 * Each page of app/pages.ts with the title and description its content module gives it, and the
 * file and field an editor changes. Typed by page id, so a page added to app/pages.ts without an
 * entry here fails the typecheck. Build-time only: the content check, the link-preview images and
 * the tests read it; each route reads its own content module.
 */
import { about } from "../app/content/about.ts";
import { contact } from "../app/content/contact.ts";
import { cookies } from "../app/content/cookies.ts";
import { foundry } from "../app/content/foundry.ts";
import { gallery } from "../app/content/gallery.ts";
import { home } from "../app/content/home.ts";
import { metalRecycling } from "../app/content/metal-recycling.ts";
import { notFound } from "../app/content/not-found.ts";
import { offering } from "../app/content/offering.ts";
import { privacy } from "../app/content/privacy.ts";
import type { PageId } from "../app/pages.ts";

export interface PageMetaSource {
  file: string;
  field: string;
  meta: { title: string; description: string };
}

export const metaByPage: Record<PageId, PageMetaSource> = {
  home: { file: "app/content/home.ts", field: "meta", meta: home.meta },
  about: { file: "app/content/about.ts", field: "meta", meta: about.meta },
  offering: { file: "app/content/offering.ts", field: "meta", meta: offering.meta },
  foundry: { file: "app/content/foundry.ts", field: "meta", meta: foundry.meta },
  metalRecycling: { file: "app/content/metal-recycling.ts", field: "meta", meta: metalRecycling.meta },
  gallery: { file: "app/content/gallery.ts", field: "meta", meta: gallery.meta },
  contact: { file: "app/content/contact.ts", field: "meta", meta: contact.meta },
  contactSent: { file: "app/content/contact.ts", field: "sent.meta", meta: contact.sent.meta },
  privacy: { file: "app/content/privacy.ts", field: "meta", meta: privacy.meta },
  cookies: { file: "app/content/cookies.ts", field: "meta", meta: cookies.meta },
};

/** The 404 page is no entry of app/pages.ts, but its title and description must differ too. */
export const notFoundMeta: PageMetaSource = {
  file: "app/content/not-found.ts",
  field: "meta",
  meta: notFound.meta,
};
