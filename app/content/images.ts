import { slotName } from "../image-slots/slots.ts";
import { articlePhotoSlot, furtherPhotoCount } from "./article-kinds.ts";
import { defaultLocale } from "../locales.ts";
import { contentOf } from "./load-content.ts";
import {
  castingDrawings,
  type DrawingKind,
  type Images,
  type SiteContent,
  wearPartDrawings,
} from "./schemas/index.ts";

/**
 * Every image slot of the site: its size (the aspect ratio every photo is cropped to, so nothing
 * shifts when it loads, and the largest width served), what the generated placeholder draws, and
 * the drawing's title-block label. A slot's file is `app/images/<slot>.<jpg|jpeg|png|webp|avif|svg>`:
 * drop a photo with the slot's name there and it replaces the drawing (README, "Photos").
 *
 * Read at build time only (the image-slots Vite plugin, the drawing generator, the content check):
 * it names slots after other pages' content, which no page should download to show a photo.
 */

const articleDrawings: DrawingKind[] = ["casting", "liner", "valve", "hammer"];
const serviceDrawings: DrawingKind[] = ["hammer", "valve", "pump", "casting", "valve"];
const galleryDrawings: Record<string, DrawingKind[]> = {
  product: [...castingDrawings],
  metal: ["hammer", "grate", "liner", "rotor", "cap", "anvil"],
  hardwares: ["bolt", "pin", "tooth", "bar", "plate", "wall"],
};

/**
 * The slots of a site's content (its English words name them): the fixed ones, and one per
 * carousel item, gallery photo and article. The editor's photo page asks with the company's
 * content, so an article added there has its place for a photo before it is published.
 */
export function imageSlots(
  content: Pick<SiteContent, "gallery" | "home" | "metalRecycling" | "articles">,
): Images {
  const { gallery, home, metalRecycling, articles } = content;
  const slots: Images = {
    "banner-01": {
      width: 1600,
      height: 900,
      drawing: "rotor",
      label: "Shredder rotor — general arrangement",
    },
    "banner-02": { width: 1600, height: 900, drawing: "valve", label: "Valve body casting — section A-A" },
    "business-trip": { width: 1200, height: 800, drawing: "team", label: "Visit to our US partner" },
    "about-01": { width: 900, height: 1200, drawing: "ladle", label: "Pouring — ladle and mould" },
    "about-02": { width: 900, height: 1200, drawing: "casting", label: "Finished casting — inspection" },
    founder: { width: 960, height: 1200, drawing: "portrait", label: "Founder & Managing Director" },
    certificate: { width: 990, height: 1400, drawing: "certificate", label: "ISO 9001:2008 certificate" },
    "video-01": { width: 1280, height: 720, drawing: "ladle", label: "Film 1 — in the foundry" },
    "video-02": { width: 1280, height: 720, drawing: "casting", label: "Film 2 — finishing and testing" },
    "head-office-map": { width: 1200, height: 750, drawing: "map", label: "Head office — site plan" },
  };

  for (const index of [1, 2, 3]) {
    slots[slotName("spider-rotor", index)] = {
      width: 1200,
      height: 900,
      drawing: "rotor",
      label: `Spider rotor — view ${index}`,
    };
  }

  home.services.items.forEach((service, index) => {
    slots[slotName("service", index + 1)] = {
      width: 1200,
      height: 900,
      drawing: serviceDrawings[index] ?? "casting",
      label: service.title,
    };
  });

  metalRecycling.products.items.forEach((product, index) => {
    slots[slotName("product", index + 1)] = {
      width: 1200,
      height: 900,
      drawing: wearPartDrawings[index] ?? "casting",
      label: product,
    };
  });

  gallery.photos.forEach((photo, index) => {
    const drawings = galleryDrawings[photo.category] ?? ["casting"];
    const inCategory = gallery.photos
      .slice(0, index)
      .filter((other) => other.category === photo.category).length;
    const label = gallery.categories.find((category) => category.key === photo.category)?.label ?? "";
    slots[`gallery-${photo.name}`] = {
      width: 1200,
      height: 1200,
      drawing: drawings[inCategory % drawings.length] ?? "casting",
      label: `${label} — photo ${index + 1}`,
    };
  });

  for (const entry of articles.entries) {
    const title = articles.articles.find((item) => item.name === entry.name)?.title ?? entry.name;
    slots[articlePhotoSlot(entry.name, 1)] = {
      width: 1200,
      height: 800,
      drawing: entry.kind === "news" ? "team" : "hammer",
      label: title,
    };
    for (let index = 2; index <= furtherPhotoCount(entry) + 1; index++)
      slots[articlePhotoSlot(entry.name, index)] = {
        width: 1200,
        height: 800,
        drawing: articleDrawings[(index - 2) % articleDrawings.length] ?? "casting",
        label: `${title} — photo ${index}`,
      };
  }
  return slots;
}

// Slots are named after the English content: one set of photos serves every language.
export const images: Images = imageSlots(contentOf(defaultLocale.code));
