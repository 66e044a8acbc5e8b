/** How a datasheet writes its figures and where its quote button leads. Client-safe. */
import { materials } from "virtual:content/materials";
import { formatFixed } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import { pageById } from "../../pages.ts";
import type { MaterialGrade } from "../../content/schemas/materials.ts";
import { gradeName } from "../../content/materials.ts";

/** "1.05–1.35"; a bound alone in the language's words, as standards print it ("1.00 max", "11.0 min"). */
function rangeText(range: { min?: number; max?: number }, figure: (value: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${figure(range.min)}–${figure(range.max)}`;
  if (range.max !== undefined) return fillTemplate(materials.labels.atMost, { value: figure(range.max) });
  return fillTemplate(materials.labels.atLeast, { value: figure(range.min ?? 0) });
}

/**
 * A composition range as standards print it: "1.05–1.35", "9.0–12.0", "1.00 max", "11.0 min";
 * two decimals for figures under 10 %, one when the range reaches 10 %, more when a figure has
 * them (0.045).
 */
export function percentRange(range: { min?: number; max?: number }): string {
  const decimals = Math.max(range.min ?? 0, range.max ?? 0) < 10 ? 2 : 1;
  return rangeText(range, (value) => formatFixed(value, decimals));
}

/** A typical property: "200–230", "250 min" (whole units). */
export function propertyRange(range: { min?: number; max?: number }): string {
  return rangeText(range, (value) => formatFixed(value, 0));
}

/**
 * The quote page with this grade chosen: its material in the list and its name in the grade field
 * (the quote page reads both from the address, with or without JavaScript).
 */
export function quoteLink(grade: Pick<MaterialGrade, "standard" | "grade" | "quoteMaterial">): string {
  const query = new URLSearchParams({ material: grade.quoteMaterial, grade: gradeName(grade) });
  return `${pageById("quote").path}?${query.toString()}`;
}
