/** How a datasheet writes its figures and where its quote button leads. Client-safe. */
import { formatFixed } from "../../components/locale-format.ts";
import { pageById } from "../../pages.ts";
import type { MaterialGrade } from "../../content/schemas/materials.ts";

/**
 * A composition range as standards print it: "1.05–1.35", "9.0–12.0", "≤ 1.00" for a maximum
 * alone, "≥ 11.0" for a minimum alone; two decimals for figures under 10 %, one when the range
 * reaches 10 %, more when a figure has them (0.045).
 */
export function percentRange(range: { min?: number; max?: number }): string {
  const decimals = Math.max(range.min ?? 0, range.max ?? 0) < 10 ? 2 : 1;
  const figure = (value: number) => formatFixed(value, decimals);
  if (range.min !== undefined && range.max !== undefined) return `${figure(range.min)}–${figure(range.max)}`;
  if (range.max !== undefined) return `≤ ${figure(range.max)}`;
  return `≥ ${figure(range.min ?? 0)}`;
}

/** A typical property: "200–230", "≥ 250", "≤ 30" (whole units). */
export function propertyRange(range: { min?: number; max?: number }): string {
  const figure = (value: number) => formatFixed(value, 0);
  if (range.min !== undefined && range.max !== undefined) return `${figure(range.min)}–${figure(range.max)}`;
  if (range.max !== undefined) return `≤ ${figure(range.max)}`;
  return `≥ ${figure(range.min ?? 0)}`;
}

/** "ASTM A128/A128M B-2": what the quote form's grade field is filled with. */
export function gradeName(grade: Pick<MaterialGrade, "standard" | "grade">): string {
  return `${grade.standard} ${grade.grade}`;
}

/**
 * The quote page with this grade chosen: its material in the list and its name in the grade field
 * (the quote page reads both from the address, with or without JavaScript).
 */
export function quoteLink(grade: Pick<MaterialGrade, "standard" | "grade" | "quoteMaterial">): string {
  const query = new URLSearchParams({ material: grade.quoteMaterial, grade: gradeName(grade) });
  return `${pageById("quote").path}?${query.toString()}`;
}
