/**
 * A figure as people in the company type it, read the same way by every form of the editor and,
 * through the pattern on its field, by the check in the page (ui/FigureInput.tsx): "1.200" and
 * "1 200" are twelve hundred, as Italian and Portuguese offices write them, "1,200" too as English
 * ones do; "1,5" and "1.5" are one and a half, "0.500" a half; "1.200,5" and "1,200.5" both read.
 * Groups of three after a first digit other than 0, with nothing after them, are thousands:
 * nobody types a figure to three decimals with a thousands look, and the saved form shows the
 * figure as it was read.
 */

// A space between thousands, as typed or pasted from a document (no-break and thin spaces).
const space = "[ \u00a0\u202f\u2009]";
const lead = String.raw`[1-9]\d{0,2}`;

/** Each way of writing one, with how it becomes digits and a point. */
const forms = [
  { grouped: String.raw`${lead}(?:\.\d{3})+`, decimals: String.raw`,\d+`, thousands: /\./g },
  { grouped: String.raw`${lead}(?:,\d{3})+`, decimals: String.raw`\.\d+`, thousands: /,/g },
  { grouped: `${lead}(?:${space}\\d{3})+`, decimals: String.raw`[.,]\d+`, thousands: new RegExp(space, "g") },
  { grouped: String.raw`\d+`, decimals: String.raw`[.,]\d+`, thousands: /(?!)/g },
] as const;

const sign = "[+\\-\u2212]?";

/**
 * A pattern, as `<input pattern>` is written, that accepts what `readTypedNumber` reads (spaces
 * around allowed); for ui/FigureInput.tsx, which compiles it as browsers do, with the `v` flag.
 */
export const numberPattern = (integer: boolean): string => patterns[integer ? 1 : 0];

const patterns = [false, true].map((integer) => {
  const alternatives = forms.map((form) => (integer ? form.grouped : `${form.grouped}(?:${form.decimals})?`));
  return `\\s*${sign}(?:${alternatives.join("|")})\\s*`;
}) as [string, string];

// Compiled once: every number field of every form sent is read through them.
const readers = forms.map((form) => ({
  ...form,
  whole: new RegExp(`^(${form.grouped})(${form.decimals})?$`),
}));

/** The number typed, or undefined when it does not read as one (a whole one, if `integer`). */
export function readTypedNumber(value: string, integer = false): number | undefined {
  const typed = value.trim();
  const negative = /^[-\u2212]/.test(typed);
  const unsigned = typed.replace(/^[+\-\u2212]/, "");
  for (const form of readers) {
    const match = form.whole.exec(unsigned);
    if (!match) continue;
    if (integer && match[2]) return undefined;
    const digits = match[1]!.replace(form.thousands, "");
    const decimals = match[2] ? `.${match[2].slice(1)}` : "";
    const number = Number(`${digits}${decimals}`) * (negative ? -1 : 1);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}
