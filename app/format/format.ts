/** "01", "02" … the way the site numbers slides, steps, cards and photos. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * A left-to-right run (a standard's designation, "675 °C", "5,000 kg") isolated inside a sentence of any
 * direction: U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, which work where an
 * element cannot (a CSS `attr()` label, a template filled into a heading).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
