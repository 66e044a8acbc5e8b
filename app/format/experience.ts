/**
 * The experience figure of spec §9: `years` on the base date, one more for every full
 * `stepMs` (31,536,000,000 ms, a 365-day year) since then. Never less than the base figure, so
 * a wrong clock cannot make the company younger.
 */
export function experienceYears(
  experience: { years: number; baseDate: string },
  stepMs: number,
  now: number,
): number {
  const elapsed = now - Date.parse(`${experience.baseDate}T00:00:00Z`);
  return experience.years + Math.max(0, Math.floor(elapsed / stepMs));
}
