import type { Gallery } from "./schema.ts";

export const gallery: Gallery = {
  meta: {
    title: "Gallery",
    description:
      "Photos of our castings, metal-recycling wear parts and shredder hardware, from the foundry floor to finished parts.",
  },
  banner: {
    title: "Gallery",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Gallery", to: "/gallery" },
    ],
  },
  heading: { eyebrow: "Our Product", title: "Gallery" },
  filterLabel: "Show photos of",
  allLabel: "All",
  countLabel: "photos",
  categories: [
    { key: "product", label: "Products", itemLabel: "Cast product, photo", firstId: 1, lastId: 9 },
    {
      key: "metal",
      label: "Metal Recycling",
      itemLabel: "Metal-recycling wear part, photo",
      firstId: 10,
      lastId: 20,
    },
    { key: "hardwares", label: "Hardwares", itemLabel: "Shredder hardware, photo", firstId: 21, lastId: 41 },
  ],
};
