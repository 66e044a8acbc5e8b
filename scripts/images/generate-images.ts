/**
 * `npm run images`: draws a placeholder SVG for every image slot that has no file yet in
 * app/images. Never overwrites, so a photo named after its slot (e.g. gallery-07.jpg) stays.
 * A release runs `drawPlaceholders` of its own copy in its own process (scripts/ops/release.ts).
 */
import { fileURLToPath } from "node:url";
import { images } from "../../app/content/images.ts";
import { generateImages } from "./image-drawings.ts";

/** Draws the missing slots of this checkout's content into its app/images. */
export function drawPlaceholders(): ReturnType<typeof generateImages> {
  return generateImages({ slots: images, dir: fileURLToPath(new URL("../../app/images", import.meta.url)) });
}

if (import.meta.main) {
  const { written, skipped } = drawPlaceholders();
  for (const file of written) console.log(`+ wrote   app/images/${file}`);
  for (const { file } of skipped) console.log(`= kept    app/images/${file}`);
  console.log(`${written.length} drawing(s) written, ${skipped.length} slot(s) already had a file.`);
}
