import { z } from "zod";

/** Spec §9 constants for the carousels the moving-parts issue builds on this data. */
const breakpoint = z.strictObject({ minWidth: z.number().int().min(0), items: z.number().int().positive() });
const carousel = z.strictObject({
  loop: z.boolean(),
  autoplayMs: z.number().int().positive(),
  speedMs: z.number().int().positive().optional(),
  pauseOnHover: z.boolean(),
  breakpoints: z.array(breakpoint).min(1),
});
export const motionSchema = z.strictObject({
  carousels: z.strictObject({
    homeBanner: carousel,
    services: carousel,
    spiderRotor: carousel,
    products: carousel,
    values: carousel,
  }),
  methodsFadeMs: z.number().int().positive(),
  experienceStepMs: z.number().int().positive().describe("one year of experience, in ms"),
});

export type Motion = z.output<typeof motionSchema>;
