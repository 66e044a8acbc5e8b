import type { Measure } from "../content/schemas/index.ts";
import { formatNumber } from "./locale-format.ts";

/** How each unit the company states is shown, and its counterpart for international buyers. */
const units = {
  mm: { symbol: "mm", other: { symbol: "in", factor: 1 / 25.4, digits: 3 } },
  kg: { symbol: "kg", other: { symbol: "lb", factor: 2.204_622_62, digits: 3 } },
  // Test pressures are quoted in round tens of bar: 10,000 PSI is "690 bar", not "689 bar".
  psi: { symbol: "PSI", other: { symbol: "bar", factor: 0.068_947_57, digits: 2 } },
  t: { symbol: "t", other: null },
} as const;

/** Significant figures: enough for a buyer's comparison, honest that it is a conversion. */
export function roundSignificant(value: number, digits = 3): number {
  if (value === 0) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(value))) + 1;
  const factor = 10 ** (digits - magnitude);
  return Math.round(value * factor) / factor;
}

export interface FormattedMeasure {
  /** The figure as the company states it, e.g. "3,200", and its unit symbol, "mm". */
  value: string;
  symbol: string;
  /** The converted figure, e.g. "126 in", or null when the unit needs none. */
  converted: string | null;
}

export function formatMeasure({ value, unit }: Measure): FormattedMeasure {
  const { symbol, other } = units[unit];
  const formatted = formatNumber(value);
  return {
    value: formatted,
    symbol,
    converted: other
      ? `${formatNumber(roundSignificant(value * other.factor, other.digits))} ${other.symbol}`
      : null,
  };
}
