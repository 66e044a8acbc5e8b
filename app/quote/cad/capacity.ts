/**
 * Whether the foundry can make a part, from its figures and limits that come from the content
 * (the footer's casting weights, the machine shop's swing): a verdict as codes and numbers, which
 * the page words in the visitor's language. Never a price.
 */
import type { TurningEnvelope } from "./analysis.ts";

export interface CapacityLimits<Family extends string = string> {
  /**
   * Casting weight per material family, in kg: the heaviest piece, and for some the lightest
   * (wear-resistant parts: 1 to 5000 kg).
   */
  castingWeightKg: Record<Family, { minKg?: number; maxKg: number }>;
  /** The machine shop: 3200 mm swing diameter, 2500 mm swing height, 30,000 kg. */
  machining: { swingDiameterMm: number; swingHeightMm: number; maxWeightKg: number };
}

export interface CapacityQuestion<Family extends string = string> {
  family: Family;
  /** The part's weight in the chosen material (analysis.ts's `weightKg`). */
  weightKg: number;
  /** Whether the buyer wants it machined; a rough casting is not held to the machine shop's limits. */
  machined: boolean;
  /** How the part could stand on the lathe (MeshFigures.turning); none skips the swing check. */
  turning: readonly TurningEnvelope[];
}

export type CapacityFinding<Family extends string = string> =
  | { code: "casting-weight-above-maximum"; family: Family; weightKg: number; limitKg: number }
  | { code: "casting-weight-below-minimum"; family: Family; weightKg: number; limitKg: number }
  | { code: "machining-weight-above-maximum"; weightKg: number; limitKg: number }
  /** In the orientation that comes closest to fitting (`axis` upright). */
  | {
      code: "swing-diameter-above-maximum";
      axis: TurningEnvelope["axis"];
      diameterMm: number;
      limitMm: number;
    }
  | { code: "swing-height-above-maximum"; axis: TurningEnvelope["axis"]; heightMm: number; limitMm: number };

export type CapacityVerdict<Family extends string = string> =
  | { verdict: "within-capacity" }
  | { verdict: "exceeds-capacity"; findings: [CapacityFinding<Family>, ...CapacityFinding<Family>[]] };

/**
 * The orientation on the lathe the part fits best: the smallest of each one's larger overshoot
 * (diameter over swing, height over swing height). At or below 1, it fits.
 */
function bestOrientation(turning: readonly TurningEnvelope[], limits: CapacityLimits["machining"]) {
  const overshoot = (envelope: TurningEnvelope) =>
    Math.max(envelope.swingDiameterMm / limits.swingDiameterMm, envelope.heightMm / limits.swingHeightMm);
  return turning.reduce<TurningEnvelope | undefined>(
    (best, envelope) => (best === undefined || overshoot(envelope) < overshoot(best) ? envelope : best),
    undefined,
  );
}

/** Every limit the part exceeds, with the numbers; `within-capacity` when none. */
export function checkCapacity<Family extends string>(
  question: CapacityQuestion<Family>,
  limits: CapacityLimits<Family>,
): CapacityVerdict<Family> {
  const findings: CapacityFinding<Family>[] = [];
  const { family, weightKg } = question;
  const casting = limits.castingWeightKg[family];
  if (weightKg > casting.maxKg)
    findings.push({ code: "casting-weight-above-maximum", family, weightKg, limitKg: casting.maxKg });
  if (casting.minKg !== undefined && weightKg < casting.minKg)
    findings.push({ code: "casting-weight-below-minimum", family, weightKg, limitKg: casting.minKg });

  if (question.machined) {
    const machining = limits.machining;
    if (weightKg > machining.maxWeightKg)
      findings.push({ code: "machining-weight-above-maximum", weightKg, limitKg: machining.maxWeightKg });
    const best = bestOrientation(question.turning, machining);
    if (best && best.swingDiameterMm > machining.swingDiameterMm)
      findings.push({
        code: "swing-diameter-above-maximum",
        axis: best.axis,
        diameterMm: best.swingDiameterMm,
        limitMm: machining.swingDiameterMm,
      });
    if (best && best.heightMm > machining.swingHeightMm)
      findings.push({
        code: "swing-height-above-maximum",
        axis: best.axis,
        heightMm: best.heightMm,
        limitMm: machining.swingHeightMm,
      });
  }

  const [first, ...rest] = findings;
  return first ? { verdict: "exceeds-capacity", findings: [first, ...rest] } : { verdict: "within-capacity" };
}
