import { describe, expect, it } from "vitest";
import type { TurningEnvelope } from "./analysis.ts";
import { type CapacityLimits, type CapacityQuestion, checkCapacity } from "./capacity.ts";

type Family = "wearResistant" | "otherAlloys" | "castIron";

// The spec's figures (footer capacities, machine shop), as the page will pass them from content.
const limits: CapacityLimits<Family> = {
  castingWeightKg: {
    wearResistant: { minKg: 1, maxKg: 5000 },
    otherAlloys: { maxKg: 27_000 },
    castIron: { maxKg: 27_000 },
  },
  machining: { swingDiameterMm: 3200, swingHeightMm: 2500, maxWeightKg: 30_000 },
};

/** A block's three ways onto the lathe: swing over the diagonal of what lies flat. */
function blockOnLathe(a: number, b: number, c: number): TurningEnvelope[] {
  return [
    { axis: "x", swingDiameterMm: Math.hypot(b, c), heightMm: a },
    { axis: "y", swingDiameterMm: Math.hypot(a, c), heightMm: b },
    { axis: "z", swingDiameterMm: Math.hypot(a, b), heightMm: c },
  ];
}

const steel = 7.87; // g/cm³, i.e. t/m³

/** The verdict under the spec's limits. */
const answer = (question: CapacityQuestion<Family>) => checkCapacity(question, limits);

describe("capacity", () => {
  it("the 120 × 80 × 40 mm manganese-steel box (3.022 kg), machined, is within capacity", () => {
    const weightKg = 0.12 * 0.08 * 0.04 * steel * 1000;
    expect(
      answer({ family: "wearResistant", weightKg, machined: true, turning: blockOnLathe(120, 80, 40) }),
    ).toEqual({ verdict: "within-capacity" });
  });

  it("wear parts from 1 to 5000 kg: lighter or heavier is named with the limit", () => {
    const question = { family: "wearResistant", machined: false, turning: [] } as const;
    expect(answer({ ...question, weightKg: 0.4 })).toEqual({
      verdict: "exceeds-capacity",
      findings: [
        { code: "casting-weight-below-minimum", family: "wearResistant", weightKg: 0.4, limitKg: 1 },
      ],
    });
    expect(answer({ ...question, weightKg: 6200 })).toEqual({
      verdict: "exceeds-capacity",
      findings: [
        { code: "casting-weight-above-maximum", family: "wearResistant", weightKg: 6200, limitKg: 5000 },
      ],
    });
    expect(answer({ ...question, weightKg: 5000 })).toEqual({ verdict: "within-capacity" });
  });

  it("a ring Ø 3000 mm × 500 mm turns upright on the 3200 mm swing, though its box's diagonal is 4243 mm", () => {
    const weightKg = Math.PI * (1.5 ** 2 - 1 ** 2) * 0.5 * steel * 1000;
    const turning: TurningEnvelope[] = [
      { axis: "x", swingDiameterMm: Math.hypot(3000, 500), heightMm: 3000 },
      { axis: "y", swingDiameterMm: Math.hypot(3000, 500), heightMm: 3000 },
      { axis: "z", swingDiameterMm: 3000, heightMm: 500 },
    ];
    expect(answer({ family: "otherAlloys", weightKg, machined: true, turning })).toEqual({
      verdict: "within-capacity",
    });
  });

  it("a 3000 × 3000 × 150 mm plate does not fit any way up; the closest way is reported", () => {
    const weightKg = 3 * 3 * 0.15 * steel * 1000;
    // Lying flat it needs a 4243 mm swing (33 % over); on its edge 3000 mm of height (20 % over).
    expect(
      answer({ family: "otherAlloys", weightKg, machined: true, turning: blockOnLathe(3000, 3000, 150) }),
    ).toEqual({
      verdict: "exceeds-capacity",
      findings: [{ code: "swing-height-above-maximum", axis: "x", heightMm: 3000, limitMm: 2500 }],
    });
    expect(
      answer({ family: "otherAlloys", weightKg, machined: false, turning: blockOnLathe(3000, 3000, 150) }),
    ).toEqual({ verdict: "within-capacity" });
  });

  it("every limit exceeded is listed: casting and machining weight, swing diameter and height", () => {
    const verdict = answer({
      family: "castIron",
      weightKg: 31_000,
      machined: true,
      turning: blockOnLathe(4000, 3600, 3000),
    });
    expect(verdict).toEqual({
      verdict: "exceeds-capacity",
      findings: [
        { code: "casting-weight-above-maximum", family: "castIron", weightKg: 31_000, limitKg: 27_000 },
        { code: "machining-weight-above-maximum", weightKg: 31_000, limitKg: 30_000 },
        // Best way up: y upright, 5000 mm swing (56 % over) and 3600 mm high (44 % over).
        {
          code: "swing-diameter-above-maximum",
          axis: "y",
          diameterMm: Math.hypot(4000, 3000),
          limitMm: 3200,
        },
        { code: "swing-height-above-maximum", axis: "y", heightMm: 3600, limitMm: 2500 },
      ],
    });
  });

  it("answers in codes and numbers only, for the page to word in four languages", () => {
    const verdict = answer({ family: "castIron", weightKg: 28_000, machined: false, turning: [] });
    const values = JSON.stringify(verdict).match(/"[^"]*"/g) ?? [];
    expect(values.every((value) => /^"[a-zA-Z-]+"$/.test(value))).toBe(true);
  });
});
