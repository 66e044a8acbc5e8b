import { z } from "zod";
import { paragraphs, text } from "./common.ts";

// ---------------------------------------------------------------- greetings overlay

export const greetingsSchema = z.strictObject({
  enabled: z.boolean().describe("spec: optional and off by default"),
  from: z.iso.date().describe("first day the overlay may show"),
  until: z.iso.date().describe("last day the overlay may show"),
  heading: text,
  body: paragraphs,
  closeLabel: text,
});

export type Greetings = z.output<typeof greetingsSchema>;
