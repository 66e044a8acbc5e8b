/**
 * `npm run images`: draws a placeholder SVG for every image slot that has no file yet in
 * app/images. Never overwrites, so a photo named after its slot (e.g. gallery-07.jpg) stays.
 */
import { fileURLToPath } from "node:url";
import { images } from "../../app/content/images.ts";
import { generateImages } from "./image-drawings.ts";

const dir = fileURLToPath(new URL("../../app/images", import.meta.url));
const { written, skipped } = generateImages({ slots: images, dir });
for (const file of written) console.log(`+ wrote   app/images/${file}`);
for (const { file } of skipped) console.log(`= kept    app/images/${file}`);
console.log(`${written.length} drawing(s) written, ${skipped.length} slot(s) already had a file.`);
