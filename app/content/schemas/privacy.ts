import { documentPage } from "./document.ts";
import { text } from "./common.ts";
import type { z } from "zod";

/**
 * The privacy notice (GDPR art. 13). Paragraphs may use {legalName}, {registeredOffice},
 * {vatNumber}, {privacyEmail} and {retentionDays}, filled from content/site.yaml.
 */
export const privacySchema = documentPage.extend({
  contents: text.describe("the heading of the list of sections at the top"),
});

export type Privacy = z.output<typeof privacySchema>;
