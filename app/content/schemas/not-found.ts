import { z } from "zod";
import { pageLink, pageMeta, text } from "./common.ts";

export const notFoundSchema = z.strictObject({
  meta: pageMeta,
  heading: text,
  body: text,
  homeLink: pageLink,
  pagesHeading: text,
  pages: z.array(pageLink).min(7),
});

export type NotFound = z.output<typeof notFoundSchema>;
