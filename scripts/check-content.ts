/**
 * `npm run check`, and the first step of every build: reads every language's content files with
 * their schemas (app/content/load-content.ts), checks that every image slot has its file and every
 * image file a slot, and that no two pages share a title or description. Prints one line per
 * problem, the placeholders and draft copy still waiting for the company, and ends with one line:
 * the verdict.
 */
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { images } from "../app/content/images.ts";
import { editDistance, loadContent } from "../app/content/load-content.ts";
import { defaultLocale, type Locale, locales } from "../app/locales.ts";
import { checkContent, duplicateMeta } from "./content-check.ts";
import { writeContentSchemas } from "./content-schemas.ts";
import { pageMetaOf } from "./page-meta.ts";
import { findSlotFiles, imageFilesIn } from "./slot-files.ts";

export interface CheckReport {
  errors: string[];
  /** worth a look, not a stop: a photo that will be cropped to a different shape */
  warnings: string[];
  placeholders: string[];
  drafts: string[];
  draftTranslations: string[];
}

/**
 * A photo is cropped to its slot's shape (so nothing moves as it loads): say so when that would
 * cut off much of it, e.g. a landscape photo in a portrait slot.
 */
export async function photoShapeWarnings(slotFiles: Map<string, string>): Promise<string[]> {
  const warnings: string[] = [];
  for (const [slot, file] of slotFiles) {
    if (file.toLowerCase().endsWith(".svg")) continue;
    const size = images[slot];
    if (!size) continue;
    const metadata = await sharp(file).metadata();
    // EXIF orientations 5–8 are photos taken with the camera turned: width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    if (!width || !height) continue;
    const photo = width / height;
    const wanted = size.width / size.height;
    const kept = Math.min(photo, wanted) / Math.max(photo, wanted);
    if (kept < 0.85) {
      const shape = (ratio: number) => (ratio > 1.05 ? "landscape" : ratio < 0.95 ? "portrait" : "square");
      warnings.push(
        `app/images/${basename(file)} is ${width} × ${height} (${shape(photo)}), but its slot shows ${size.width} × ${size.height} (${shape(wanted)}): only ${Math.round(kept * 100)}% of it will show. Crop it to the slot's shape yourself to choose what stays.`,
      );
    }
  }
  return warnings;
}

export async function checkSiteContent(checked: readonly Locale[] = locales): Promise<CheckReport> {
  const report: CheckReport = {
    errors: [],
    warnings: [],
    placeholders: [],
    drafts: [],
    draftTranslations: [],
  };
  for (const locale of checked) {
    const loaded = loadContent(locale.code);
    report.errors.push(...loaded.errors);
    report.draftTranslations.push(...loaded.draftFiles);
    if (!loaded.content) continue;
    // Facts are shared: their placeholders are listed once, with the English words.
    const found = checkContent(
      Object.entries(loaded.content)
        .filter(([name]) => locale === defaultLocale || name !== "site")
        .map(([name, data]) => ({ file: `content/${locale.code}/${name}`, data })),
    );
    report.placeholders.push(...found.placeholders);
    report.drafts.push(...found.drafts);
    report.errors.push(...duplicateMeta(Object.values(pageMetaOf(locale.code))));
  }
  const imagesDir = fileURLToPath(new URL("../app/images/", import.meta.url));
  const slotFiles = findSlotFiles(Object.keys(images), [imagesDir]);
  report.warnings.push(...(await photoShapeWarnings(slotFiles)));
  for (const slot of Object.keys(images)) {
    if (!slotFiles.has(slot)) {
      report.errors.push(
        `app/images: no file for image slot "${slot}". Run \`npm run images\` or drop a photo named ${slot}.jpg there.`,
      );
    }
  }
  // A photo under a name no slot has would never be shown: say so instead of ignoring it.
  for (const { name, file } of imageFilesIn(imagesDir)) {
    if (!Object.hasOwn(images, name)) {
      const nearest = Object.keys(images)
        .map((slot) => ({ slot, distance: editDistance(slot, name) }))
        .sort((a, b) => a.distance - b.distance)[0];
      const extension = file.slice(file.lastIndexOf(".")).toLowerCase();
      const galleryPhotos = Object.keys(images).filter((slot) => slot.startsWith("gallery-")).length;
      const hint = /^gallery-\d+$/.test(name)
        ? `the gallery shows ${galleryPhotos} photos; to add one, add its entry to the gallery in content/en/gallery.yaml and the other languages`
        : nearest && nearest.distance <= 3
          ? `did you mean ${nearest.slot}${extension}?`
          : `rename it after its slot (app/content/images.ts lists them), e.g. gallery-07${extension}`;
      report.errors.push(`app/images/${file}: no image slot is called "${name}"; ${hint}`);
    }
  }
  return report;
}

/** Prints the report; true when the content may be built. */
export function printCheck(
  report: CheckReport,
  checked: readonly Locale[] = locales,
  { listPlaceholders = true } = {},
): boolean {
  for (const error of report.errors) console.error(`✗ ${error}`);
  for (const warning of report.warnings) console.warn(`⚠ ${warning}`);
  if (report.placeholders.length > 0 && listPlaceholders) {
    console.warn(`⚠ ${report.placeholders.length} placeholder value(s) still to replace:`);
    for (const placeholder of report.placeholders) console.warn(`  ${placeholder}`);
  } else if (report.placeholders.length > 0) {
    console.warn(
      `⚠ ${report.placeholders.length} placeholder value(s) still to replace (npm run check lists them).`,
    );
  }
  if (report.errors.length > 0) {
    console.error(
      `✗ Content: ${report.errors.length} problem(s), listed above (file:line: field: what is wrong).`,
    );
    return false;
  }
  console.log(
    `✓ Content valid: ${checked.map((locale) => locale.code).join(", ")}; ${report.drafts.length} draft entries and ${report.draftTranslations.length} draft translation files awaiting the company's confirmation.`,
  );
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of writeContentSchemas()) console.log(`✓ wrote ${file} (the schema editors check against)`);
  if (!printCheck(await checkSiteContent())) process.exit(1);
}
