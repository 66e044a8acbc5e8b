import { z } from "zod";
import { text } from "./common.ts";
import { documentPage } from "./document.ts";

/** The cookie statement: every cookie and browser storage the site uses, in a table. */
export const cookiesSchema = documentPage.extend({
  table: z.strictObject({
    caption: text,
    headings: z.strictObject({ name: text, purpose: text, duration: text, kind: text }),
    rows: z
      .array(z.strictObject({ name: text, purpose: text, duration: text, kind: text }))
      .min(1)
      .describe("one row per cookie or browser storage key; a browser test checks every cookie is listed"),
  }),
});

export type Cookies = z.output<typeof cookiesSchema>;
