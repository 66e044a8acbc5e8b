import { gallery } from "virtual:content/gallery";
import type { GalleryCategory } from "../../content/schemas/index.ts";

export interface GalleryItem {
  id: number;
  /** Its image slot, after the photo's own name: "gallery-07", "gallery-spider-rotor". */
  slot: string;
  /** Spec §3 names the category field `name`. */
  name: GalleryCategory;
  alt: string;
}

/** Spec §3: the gallery's photos (41 at launch), numbered from 1 in the content's order. */
export function galleryItems(): GalleryItem[] {
  return gallery.photos.map((photo, index) => ({
    id: index + 1,
    slot: `gallery-${photo.name}`,
    name: photo.category,
    alt: photo.alt,
  }));
}

/** The filter a URL names in `?category=`; anything else shows all photos. */
export function categoryFromSearch(search: URLSearchParams): GalleryCategory | null {
  const key = search.get("category");
  return gallery.categories.find((category) => category.key === key)?.key ?? null;
}

export function itemsInCategory(category: GalleryCategory | null): GalleryItem[] {
  const items = galleryItems();
  return category ? items.filter((item) => item.name === category) : items;
}
