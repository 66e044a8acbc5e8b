import { images } from "../content/images.ts";
import type { ImageSlot } from "../content/schema.ts";

/**
 * Every file in app/images, by slot. A photo the company drops in (`<slot>.jpg` and the like) wins
 * over the generated drawing `<slot>.svg`, so replacing a placeholder never needs a code change.
 */
const files = import.meta.glob<string>("../images/*.{svg,jpg,jpeg,png,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const preference = ["avif", "webp", "jpg", "jpeg", "png", "svg"];

const urls = new Map<string, { url: string; rank: number }>();
for (const [path, url] of Object.entries(files)) {
  const match = /\/([^/]+)\.([a-z]+)$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const rank = preference.indexOf(match[2]);
  const current = urls.get(match[1]);
  if (!current || rank < current.rank) urls.set(match[1], { url, rank });
}

export function imageUrl(slot: string): string {
  const file = urls.get(slot);
  if (!file) {
    throw new Error(
      `No image for slot "${slot}": add app/images/${slot}.jpg or run \`npm run images\` to draw a placeholder.`,
    );
  }
  return file.url;
}

export function imageSlot(slot: string): ImageSlot {
  const entry = images[slot];
  if (!entry) throw new Error(`Unknown image slot "${slot}": list it in app/content/images.ts.`);
  return entry;
}
