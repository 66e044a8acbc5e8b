/**
 * `npm run check`, and the first step of every build: reads every language's content files with
 * their schemas (app/content/load-content.ts), checks that every image slot has its file and every
 * image file a slot, and that no two pages share a title or description. Prints one line per
 * problem, the placeholders and draft copy still waiting for the company, and ends with one line:
 * the verdict.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Metadata } from "sharp";
import { contentRoot, editDistance, loadContent } from "../../app/content/load-content.ts";
import { heicAdvice, isHeic } from "../../app/content/photo-files.ts";
import { outOfDate } from "../../app/content/translations.ts";
import { type ContentProblem, problemLine } from "../../app/content/problems.ts";
import type { Images } from "../../app/content/schemas/index.ts";
import { defaultLocale, type Locale, locales } from "../../app/locales.ts";
import { type Placeholder, placeholderList } from "../../app/content/checklist.ts";
import { checkContent, duplicateMeta } from "../../app/content/placeholders.ts";
import { writeContentSchemas } from "./content-schemas.ts";
import { entryMetaOf, pageMetaOf } from "./page-meta.ts";
import { findSlotFiles, imageFilesIn } from "../../app/content/slot-files.ts";

/** "content/site.yaml: phone.display = \"+39 000 000 0000\"": a value to give, as the check prints it. */
export const placeholderLine = (place: Pick<Placeholder, "file" | "path" | "value">) =>
  `content/${place.file}.yaml: ${place.path} = ${place.value}`;

export interface CheckReport {
  errors: string[];
  /** the content mistakes among the errors, as data: the editor words them at their fields */
  problems: ContentProblem[];
  /** worth a look, not a stop: a photo that will be cropped to a different shape */
  warnings: string[];
  /** What the company still has to give (app/content/checklist.ts), each at its file and field. */
  places: Placeholder[];
  /** The same, a line each, as `npm run check` prints them (`placeholderLine`). */
  placeholders: string[];
  drafts: string[];
  draftTranslations: string[];
  /** "content/it/home.yaml: hero.title": translations whose English changed since they were confirmed. */
  outdated: string[];
}

/**
 * Every photo decoded whole, as the build will (a cut-off download or a file that is not the image
 * its name says stops the build there, in the middle): each bad one named with what to do. And a
 * photo is cropped to its slot's shape (so nothing moves as it loads): say so when that would cut
 * off much of it, e.g. a landscape photo in a portrait slot.
 */
export async function checkPhotos(
  slotFiles: Map<string, string>,
  images: Images,
): Promise<{ errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [slot, file] of slotFiles) {
    if (file.toLowerCase().endsWith(".svg")) continue;
    const shown = `app/images/${basename(file)}`;
    const head = Buffer.alloc(12);
    const fd = openSync(file, "r");
    try {
      readSync(fd, head, 0, 12, 0);
    } finally {
      closeSync(fd);
    }
    if (isHeic(head)) {
      errors.push(`${shown}: ${heicAdvice} and put that file here`);
      continue;
    }
    let metadata: Metadata;
    try {
      metadata = await sharp(file).metadata();
      // Decoded to the end, small: a cut-off file fails here, not in the build.
      await sharp(file, { failOn: "truncated" }).resize(32).toBuffer();
    } catch (error) {
      const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
      errors.push(
        `${shown}: not a readable image (${why}); it may be cut off or not the kind of file its name says: save it again from the camera or phone as JPEG, PNG, WebP or AVIF`,
      );
      continue;
    }
    const size = images[slot];
    if (!size) continue;
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
        `${shown} is ${width} × ${height} (${shape(photo)}), but its slot shows ${size.width} × ${size.height} (${shape(wanted)}): only ${Math.round(kept * 100)}% of it will show. Crop it to the slot's shape yourself to choose what stays.`,
      );
    }
  }
  return { errors, warnings };
}

export async function checkSiteContent(checked: readonly Locale[] = locales): Promise<CheckReport> {
  const report: CheckReport = {
    errors: [],
    problems: [],
    warnings: [],
    places: [],
    placeholders: [],
    drafts: [],
    draftTranslations: [],
    outdated: [],
  };
  for (const locale of checked) {
    const loaded = loadContent(locale.code);
    // A mistake in a facts file (content/site.yaml) is found by every language: said once.
    report.errors.push(...loaded.errors.filter((error) => !report.errors.includes(error)));
    const known = new Set(report.problems.map(problemLine));
    report.problems.push(...loaded.problems.filter((problem) => !known.has(problemLine(problem))));
    report.draftTranslations.push(...loaded.draftFiles);
    if (!loaded.content) continue;
    const found = checkContent(
      Object.entries(loaded.content).map(([name, data]) => ({ file: `content/${locale.code}/${name}`, data })),
    );
    report.drafts.push(...found.drafts);
    report.errors.push(
      ...duplicateMeta([...Object.values(pageMetaOf(locale.code)), ...entryMetaOf(locale.code)]),
    );
    for (const text of outOfDate(contentRoot, locale.code))
      report.outdated.push(`content/${locale.code}/${text.file}.yaml: ${text.path}`);
  }
  // The same list as the editor's dashboard: a fact once, each language's words, each at its file.
  report.places.push(...placeholderList(checked.map((locale) => locale.code)));
  report.placeholders.push(...report.places.map(placeholderLine));
  // The slots are named after the English content: with mistakes in it there are none to check
  // (its lines above say what to mend), and loading them would only fail again.
  if (!loadContent(defaultLocale.code).content) return report;
  const { images } = await import("../../app/content/images.ts");
  const imagesDir = fileURLToPath(new URL("../../app/images/", import.meta.url));
  const slotFiles = findSlotFiles(Object.keys(images), [imagesDir]);
  const photos = await checkPhotos(slotFiles, images);
  report.errors.push(...photos.errors);
  report.warnings.push(...photos.warnings);
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
  if (report.outdated.length > 0) {
    console.warn(
      `⚠ ${report.outdated.length} translated text(s) out of date: the English changed since they were confirmed (the editor shows each at its field):`,
    );
    for (const text of report.outdated.slice(0, 20)) console.warn(`  ${text}`);
    if (report.outdated.length > 20) console.warn(`  … and ${report.outdated.length - 20} more`);
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
