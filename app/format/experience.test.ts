import { site } from "virtual:content/site";
import { describe, expect, it } from "vitest";
import { motion } from "../content/motion.ts";
import { experienceYears } from "./experience.ts";

const base = { years: 30, baseDate: "2025-01-01" };
const step = 31_536_000_000;
const start = Date.parse("2025-01-01T00:00:00Z");

describe("experienceYears", () => {
  it("is the base figure during the base year", () => {
    expect(experienceYears(base, step, start)).toBe(30);
    expect(experienceYears(base, step, start + step - 1)).toBe(30);
  });

  it("grows by one every 31,536,000,000 ms", () => {
    expect(experienceYears(base, step, start + step)).toBe(31);
    expect(experienceYears(base, step, start + 5 * step + 1)).toBe(35);
  });

  it("never drops below the base figure when the clock is behind", () => {
    expect(experienceYears(base, step, start - 10 * step)).toBe(30);
  });

  it("uses the content's spec constants: 30 years, one more each 31,536,000,000 ms", () => {
    expect(site.experience.years).toBe(30);
    expect(motion.experienceStepMs).toBe(31_536_000_000);
  });
});
