/**
 * What the browser needs to write numbers and month names the way Intl would, worked out with
 * Intl at build time (vite.config.ts defines it as __LOCALE_DATA__). Creating the first
 * Intl.NumberFormat or DateTimeFormat in a page costs the browser tens of milliseconds of ICU
 * set-up (measured: 27–55 ms on our test machines, before a phone's slowdown), in the middle of
 * hydration; every page shows numbers in its footer. The figures come from the content, so this
 * is all the browser needs (app/format/locale-format.ts).
 */
export interface LocaleData {
  locale: string;
  /** "," in en-GB: the thousands separator */
  group: string;
  /** "." in en-GB */
  decimal: string;
  /** 1 for most locales; 2 where 1000 is written without a separator (pt-PT, es) */
  minimumGroupingDigits: number;
  months: { short: string[]; long: string[] };
  /** How Intl.ListFormat joins a list ("a and b"; "a, b and c"): what goes between two, between the first of three, and before the last. */
  list: { two: string; middle: string; last: string };
}

export function localeData(locale: string): LocaleData {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const part = (value: number, type: Intl.NumberFormatPartTypes) =>
    numbers.formatToParts(value).find((entry) => entry.type === type)?.value;
  const month = (style: "short" | "long") =>
    Array.from({ length: 12 }, (_, index) =>
      new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }).format(Date.UTC(2024, index, 15)),
    );
  const lists = new Intl.ListFormat(locale, { type: "conjunction" });
  const between = (text: string, from: string, to: string) => text.slice(text.indexOf(from) + from.length, text.indexOf(to));
  const three = lists.format(["\u0000", "\u0001", "\u0002"]);
  return {
    locale,
    group: part(1_000_000, "group") ?? "",
    decimal: part(1.5, "decimal") ?? ".",
    minimumGroupingDigits: part(1000, "group") === undefined ? 2 : 1,
    months: { short: month("short"), long: month("long") },
    list: {
      two: between(lists.format(["\u0000", "\u0001"]), "\u0000", "\u0001"),
      middle: between(three, "\u0000", "\u0001"),
      last: between(three, "\u0001", "\u0002"),
    },
  };
}
