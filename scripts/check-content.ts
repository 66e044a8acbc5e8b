/**
 * Runs before every build: parses each content module with its schema, so a wrong edit stops the
 * build with the file and field named, then lists the placeholders still waiting for real values
 * and how much draft copy awaits the company's confirmation.
 */
import { fileURLToPath } from "node:url";
import type { ZodType } from "zod";
import { about } from "../app/content/about.ts";
import { contact } from "../app/content/contact.ts";
import { cookies } from "../app/content/cookies.ts";
import { foundry } from "../app/content/foundry.ts";
import { gallery } from "../app/content/gallery.ts";
import { greetings } from "../app/content/greetings.ts";
import { home } from "../app/content/home.ts";
import { images } from "../app/content/images.ts";
import { layout } from "../app/content/layout.ts";
import { metalRecycling } from "../app/content/metal-recycling.ts";
import { motion } from "../app/content/motion.ts";
import { notFound } from "../app/content/not-found.ts";
import { offering } from "../app/content/offering.ts";
import { privacy } from "../app/content/privacy.ts";
import * as schemas from "../app/content/schema.ts";
import { serverAnswers } from "../app/content/server-answers.ts";
import { serverError } from "../app/content/server-error.ts";
import { site } from "../app/content/site.ts";
import { checkContent, duplicateMeta } from "./content-check.ts";
import { metaByPage, notFoundMeta } from "./page-meta.ts";
import { findSlotFiles, imageFilesIn } from "./slot-files.ts";

const modules: { file: string; schema: ZodType; data: unknown }[] = [
  { file: "app/content/site.ts", schema: schemas.siteSchema, data: site },
  { file: "app/content/layout.ts", schema: schemas.layoutSchema, data: layout },
  { file: "app/content/home.ts", schema: schemas.homeSchema, data: home },
  { file: "app/content/about.ts", schema: schemas.aboutSchema, data: about },
  { file: "app/content/foundry.ts", schema: schemas.foundrySchema, data: foundry },
  { file: "app/content/gallery.ts", schema: schemas.gallerySchema, data: gallery },
  { file: "app/content/metal-recycling.ts", schema: schemas.metalRecyclingSchema, data: metalRecycling },
  { file: "app/content/offering.ts", schema: schemas.offeringSchema, data: offering },
  { file: "app/content/contact.ts", schema: schemas.contactSchema, data: contact },
  { file: "app/content/privacy.ts", schema: schemas.privacySchema, data: privacy },
  { file: "app/content/cookies.ts", schema: schemas.cookiesSchema, data: cookies },
  { file: "app/content/not-found.ts", schema: schemas.notFoundSchema, data: notFound },
  { file: "app/content/server-error.ts", schema: schemas.serverErrorSchema, data: serverError },
  { file: "app/content/server-answers.ts", schema: schemas.serverAnswersSchema, data: serverAnswers },
  { file: "app/content/motion.ts", schema: schemas.motionSchema, data: motion },
  { file: "app/content/images.ts", schema: schemas.imagesSchema, data: images },
  { file: "app/content/greetings.ts", schema: schemas.greetingsSchema, data: greetings },
];

const report = checkContent(modules);
report.errors.push(...duplicateMeta([...Object.values(metaByPage), notFoundMeta]));
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
for (const error of report.errors) console.error(`✗ ${error}`);
if (report.errors.length > 0) {
  console.error(`\nContent check failed: ${report.errors.length} problem(s). Fix the fields above.`);
  process.exit(1);
}
if (report.placeholders.length > 0) {
  console.warn(`⚠ ${report.placeholders.length} placeholder value(s) still to replace:`);
  for (const placeholder of report.placeholders) console.warn(`  ${placeholder}`);
}
console.log(
  `✓ Content valid (${modules.length} modules; ${report.drafts.length} draft entries awaiting confirmation).`,
);
