/**
 * Fills "{n} of {total}"-style templates from the content, so word order stays with the words and a
 * translation can move the numbers.
 */

/** Every name a content template may use; the content check does not take these for placeholders. */
export const templateTokens = [
  ...["n", "total", "alt", "shown", "limit", "count", "title", "company"],
  // the quote page and its drawings
  ...["min", "max", "files", "kinds", "name", "reason", "detected", "unit", "material", "weight", "sent"],
  // the thank-you page's delayed-mail line
  ...["phone"],
  ...["diameter", "height", "percent"],
  // the capacity beside the quote page's check
  ...["wearMin", "wearMax", "alloysMax", "ironMax", "machiningMax", "swingDiameter", "swingHeight"],
  // the materials' datasheets
  ...["value", "grade", "date", "standard", "temperature"],
  ...["carbonStep", "carbonMax", "manganeseStep", "manganeseMax", "manganeseTop", "elements"],
  // the privacy notice's facts, from content/site.yaml
  ...["legalName", "registeredOffice", "vatNumber", "privacyEmail", "retentionDays"],
] as const;

/**
 * `{count}` is the value; `{count|thing|things}` the word for it, the first for one (English,
 * Italian and Portuguese say one thing, 0 things), so a count is never "thing(s)".
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (match, key: string, one: string, other: string) =>
      key in values ? (Number(values[key]) === 1 ? one : other) : match,
    )
    .replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
