/**
 * Each photo place of the site in the company's words: the page it is on and what it shows
 * ("Home page · Banner, photo 1"), for the go-live checklist and the photo pages, instead of its
 * file name ("banner-01"). `photo-places.test.ts` fails on a place of app/content/images.ts that
 * no rule here names.
 */
import { contentOf } from "../../content/load-content.ts";
import type { ContentName } from "../../content/schemas/index.ts";
import { fillTemplate } from "../../format/template.ts";
import type { AdminLanguage } from "../editor-text.ts";
import { pageName } from "./index.ts";

export interface PhotoPlace {
  /** the content file of the page that shows it */
  page: ContentName;
  label: string;
}

type Rule = {
  pattern: RegExp;
  page: ContentName;
  /** {n}: the place's number; {name}: the name in its file name; {label}: what the slot draws */
  words: Record<AdminLanguage, string>;
};

const rules: Rule[] = [
  {
    pattern: /^banner-(?<n>\d+)$/,
    page: "home",
    words: { en: "Banner at the top, photo {n}", it: "Fascia in alto, foto {n}" },
  },
  {
    pattern: /^business-trip$/,
    page: "home",
    words: { en: "Visit to the US partner", it: "Visita al partner americano" },
  },
  {
    pattern: /^about-(?<n>\d+)$/,
    page: "home",
    words: { en: "About us section, photo {n}", it: "Sezione Chi siamo, foto {n}" },
  },
  {
    pattern: /^spider-rotor-(?<n>\d+)$/,
    page: "home",
    words: { en: "Spider rotor, photo {n}", it: "Rotore a ragno, foto {n}" },
  },
  {
    pattern: /^service-(?<n>\d+)$/,
    page: "home",
    words: { en: "Our services, photo {n}: {label}", it: "I nostri servizi, foto {n}: {label}" },
  },
  {
    pattern: /^video-(?<n>\d+)$/,
    page: "home",
    words: {
      en: "Film {n}, the picture shown before it plays",
      it: "Filmato {n}, l'immagine mostrata prima che parta",
    },
  },
  {
    pattern: /^founder$/,
    page: "about",
    words: { en: "Portrait of the founder", it: "Ritratto del fondatore" },
  },
  {
    pattern: /^certificate$/,
    page: "about",
    words: { en: "Picture of the certificate", it: "Immagine del certificato" },
  },
  {
    pattern: /^product-(?<n>\d+)$/,
    page: "metalRecycling",
    words: { en: "Products, photo {n}: {label}", it: "Prodotti, foto {n}: {label}" },
  },
  {
    pattern: /^head-office-map$/,
    page: "contact",
    words: {
      en: "Map, the picture shown before the map loads",
      it: "Mappa, l'immagine mostrata prima che la mappa si carichi",
    },
  },
  {
    pattern: /^gallery-(?<name>.+)$/,
    page: "gallery",
    words: { en: "Photo: {label}", it: "Foto: {label}" },
  },
  {
    pattern: /^article-(?<name>.+?)-photo-(?<n>\d+)$/,
    page: "articles",
    words: { en: "“{name}”, photo {n}", it: "“{name}”, foto {n}" },
  },
  {
    pattern: /^article-(?<name>.+)$/,
    page: "articles",
    words: { en: "“{name}”, its lead photo", it: "“{name}”, la foto principale" },
  },
];

/**
 * What a place shows in the editor's language, where the site's content says it: a service's or
 * a product's name, a gallery photo's description, an article's title (`name`); the slot's own
 * label (English, what its drawing says) otherwise.
 */
function ownWords(
  slot: string,
  language: AdminLanguage,
  groups: Record<string, string | undefined>,
): { label?: string; name?: string } {
  const content = contentOf(language);
  const index = Number(groups.n) - 1;
  if (slot.startsWith("service-")) return { label: content.home.services.items[index]?.title };
  if (slot.startsWith("product-")) return { label: content.metalRecycling.products.items[index] };
  if (slot.startsWith("gallery-"))
    return { label: content.gallery.photos.find((photo) => photo.name === groups.name)?.alt };
  if (slot.startsWith("article-"))
    return { name: content.articles.articles.find((article) => article.name === groups.name)?.title };
  return {};
}

/**
 * The page and words of a photo place; `label` is what the place draws until a photo is there,
 * used where the content has no words of the editor's language for it. Undefined for a name no
 * rule knows.
 */
export function photoPlace(slot: string, language: AdminLanguage, label = ""): PhotoPlace | undefined {
  for (const rule of rules) {
    const match = rule.pattern.exec(slot);
    if (!match) continue;
    const groups = match.groups ?? {};
    const own = ownWords(slot, language, groups);
    return {
      page: rule.page,
      label: fillTemplate(rule.words[language], {
        n: groups.n === undefined ? "" : Number(groups.n),
        name: own.name ?? groups.name ?? "",
        label: own.label ?? label,
      }).replace(/: $/, ""),
    };
  }
  return undefined;
}

/**
 * Photo places grouped by their page's name, in the order the places come; a place no rule names
 * is listed by its file name, under none.
 */
export function photoPlacesByPage(
  slots: readonly string[],
  sizes: Readonly<Record<string, { label: string }>>,
  language: AdminLanguage,
): [page: string, places: { slot: string; label: string }[]][] {
  const pages = new Map<string, { slot: string; label: string }[]>();
  for (const slot of slots) {
    const place = photoPlace(slot, language, sizes[slot]?.label);
    const page = place ? pageName(place.page, language) : "";
    pages.set(page, [...(pages.get(page) ?? []), { slot, label: place?.label ?? slot }]);
  }
  return [...pages];
}
