/**
 * `npm run check`, and the first step of every build: reads every language's content files with
 * their schemas (app/content/load-content.ts), checks that every image slot has its file and every
 * image file a slot, and that no two pages share a title or description. Prints one line per
 * problem, the placeholders and draft copy still waiting for the company, and ends with one line:
 * the verdict.
 */
import { fileURLToPath } from "node:url";
import { images } from "../app/content/images.ts";
import { loadContent } from "../app/content/load-content.ts";
import { type Locale, locales } from "../app/locales.ts";
import { checkContent, duplicateMeta } from "./content-check.ts";
import { writeContentSchemas } from "./content-schemas.ts";
import { pageMetaOf } from "./page-meta.ts";
import { findSlotFiles, imageFilesIn } from "./slot-files.ts";

export interface CheckReport {
  errors: string[];
  placeholders: string[];
  drafts: string[];
  draftTranslations: string[];
}

export function checkSiteContent(checked: readonly Locale[] = locales): CheckReport {
  const report: CheckReport = { errors: [], placeholders: [], drafts: [], draftTranslations: [] };
  for (const locale of checked) {
    const loaded = loadContent(locale.code);
    report.errors.push(...loaded.errors);
    report.draftTranslations.push(...loaded.draftFiles);
    if (!loaded.content) continue;
    // Facts are shared: their placeholders are listed once, with the English words.
    const found = checkContent(
      Object.entries(loaded.content)
        .filter(([name]) => locale.code === "en" || name !== "site")
        .map(([name, data]) => ({ file: `content/${locale.code}/${name}`, data })),
    );
    report.placeholders.push(...found.placeholders);
    report.drafts.push(...found.drafts);
    report.errors.push(...duplicateMeta(Object.values(pageMetaOf(locale.code))));
  }
  const imagesDir = fileURLToPath(new URL("../app/images/", import.meta.url));
  const slotFiles = findSlotFiles(Object.keys(images), [imagesDir]);
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
      report.errors.push(
        `app/images/${file}: no image slot is called "${name}". Rename it after its slot (app/content/images.ts lists them), e.g. gallery-07.jpg.`,
      );
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
  if (!printCheck(checkSiteContent())) process.exit(1);
}
