/**
 * Numbers and month names as Intl would write them in the site's locale, without creating Intl
 * objects in the browser (scripts/build/locale-data.ts says why and computes the data at build time).
 */
import type { LocaleData } from "../../scripts/build/locale-data.ts";

declare const __LOCALE_DATA__: LocaleData;

/**
 * `Intl.NumberFormat(locale, { maximumFractionDigits })` for `data`'s locale, for the figures
 * content holds: zero or positive (the schema's measures are positive).
 */
export function formatNumberWith(data: LocaleData, value: number, maximumFractionDigits = 1): string {
  const factor = 10 ** maximumFractionDigits;
  const rounded = Math.round(value * factor) / factor;
  const [whole = "0", fraction] = String(rounded).split(".");
  const grouped =
    whole.length < 3 + data.minimumGroupingDigits
      ? whole
      : whole.replace(/\B(?=(\d{3})+(?!\d))/g, data.group);
  return `${grouped}${fraction ? `${data.decimal}${fraction}` : ""}`;
}

/** A figure from the content, in the site's locale ("3,200" in en-GB). */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return formatNumberWith(__LOCALE_DATA__, value, maximumFractionDigits);
}

/** "a, b and c" as Intl.ListFormat writes a list in the site's locale ("أ، ب و ج" in Arabic). */
export function formatList(items: readonly string[]): string {
  const { list } = __LOCALE_DATA__;
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]}${list.two}${items[1]}`;
  return `${items.slice(0, -1).join(list.middle)}${list.last}${items.at(-1)}`;
}

/** What separates the items of a list in the site's locale: ", " in English, "، " in Arabic. */
export function listSeparator(): string {
  return __LOCALE_DATA__.list.middle;
}

/** "Nov" or "November": month 0–11 as Intl's `{ month: "short" | "long" }` writes it. */
export function monthName(month: number, style: "short" | "long"): string {
  return __LOCALE_DATA__.months[style][month] ?? "";
}

/** "2026-11-24" → "24 November 2026", without Intl in the browser. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${monthName((month ?? 1) - 1, "long")} ${year}`;
}

/**
 * A figure with at least `decimals` decimals, as a standard's table prints it ("0.30", "11.5"),
 * in the site's locale; more when the figure has them (0.045).
 */
export function formatFixed(value: number, decimals: number): string {
  const written = String(value).split(".")[1]?.length ?? 0;
  const [whole = "0", fraction] = value.toFixed(Math.max(decimals, written)).split(".");
  return fraction ? `${whole}${__LOCALE_DATA__.decimal}${fraction}` : whole;
}
