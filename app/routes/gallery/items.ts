import { gallery } from "virtual:content/gallery";
import type { GalleryCategory } from "../../content/schemas/index.ts";

export interface GalleryItem {
  id: number;
  /** Spec §3 names the category field `name`. */
  name: GalleryCategory;
  alt: string;
}

/** Spec §3: the gallery's 41 photos, their category given by which id range they fall in. */
export const galleryItems: GalleryItem[] = gallery.categories.flatMap((category) =>
  Array.from({ length: category.lastId - category.firstId + 1 }, (_, offset) => {
    const id = category.firstId + offset;
    return { id, name: category.key, alt: `${category.itemLabel} ${id}` };
  }),
);

/** The filter a URL names in `?category=`; anything else shows all photos. */
export function categoryFromSearch(search: URLSearchParams): GalleryCategory | null {
  const key = search.get("category");
  return gallery.categories.find((category) => category.key === key)?.key ?? null;
}

export function itemsInCategory(category: GalleryCategory | null): GalleryItem[] {
  return category ? galleryItems.filter((item) => item.name === category) : galleryItems;
}
