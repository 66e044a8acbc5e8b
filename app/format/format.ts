/** "01", "02" … the way the site numbers slides, steps, cards and photos. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}
