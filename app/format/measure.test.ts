import { describe, expect, it } from "vitest";
import { formatMeasure, roundSignificant } from "./measure.ts";

describe("formatMeasure", () => {
  it("shows the hydro test rig pressure in bar as well", () => {
    expect(formatMeasure({ value: 10_000, unit: "psi" })).toMatchObject({
      value: "10,000",
      symbol: "PSI",
      converted: "690 bar",
    });
  });

  it("converts the machine shop's millimetres to inches", () => {
    expect(formatMeasure({ value: 3200, unit: "mm" }).converted).toBe("126 in");
    expect(formatMeasure({ value: 2500, unit: "mm" }).converted).toBe("98.4 in");
  });

  it("converts casting weights to pounds", () => {
    expect(formatMeasure({ value: 30_000, unit: "kg" })).toMatchObject({
      value: "30,000",
      symbol: "kg",
      converted: "66,100 lb",
    });
    expect(formatMeasure({ value: 1, unit: "kg" }).converted).toBe("2.2 lb");
  });

  it("leaves tonnes alone", () => {
    expect(formatMeasure({ value: 3600, unit: "t" })).toMatchObject({
      value: "3,600",
      symbol: "t",
      converted: null,
    });
  });
});

describe("roundSignificant", () => {
  it("keeps three significant figures", () => {
    expect(roundSignificant(59_524.8)).toBe(59_500);
    expect(roundSignificant(0.123_45)).toBe(0.123);
    expect(roundSignificant(0)).toBe(0);
  });
});
