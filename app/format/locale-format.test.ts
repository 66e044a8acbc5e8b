import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeData } from "../../scripts/build/locale-data.ts";
import { formatNumber, formatNumberWith, monthName } from "./locale-format.ts";

describe("formatNumberWith", () => {
  // The site's locale and those a later issue adds, with Western digits (as Arabic technical data
  // may use): the browser's figures must be exactly what Intl would write.
  it.each(["en-GB", "it-IT", "pt-PT", "ar-u-nu-latn"])("writes what Intl writes in %s", (locale) => {
    const data = localeData(locale);
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        expect(formatNumberWith(data, value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
    for (const value of [0, 1, 999, 1000, 9999, 10_000, 27_000, 3200.55, 126.0, 689.5])
      expect(formatNumberWith(data, value), String(value)).toBe(intl.format(value));
  });
});

describe("the site's locale", () => {
  it("writes the footer's figures as the company states them", () => {
    expect(formatNumber(27_000)).toBe("27,000");
    expect(formatNumber(3_600)).toBe("3,600");
    expect(formatNumber(1.5)).toBe("1.5");
  });

  it("names the months", () => {
    expect(monthName(10, "short")).toBe("Nov");
    expect(monthName(10, "long")).toBe("November");
  });
});
