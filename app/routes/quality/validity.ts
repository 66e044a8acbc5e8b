/** Whether a certificate is valid on a day. Client-safe: the page checks again with the visitor's clock. */

/** How long before its last day the editor's dashboard warns about a certificate. */
export const warnDaysAhead = 60;

const day = 86_400_000;

/** "2026-11-26" in UTC for a time. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A certificate is valid through its `validUntil` day and expired from the next; `daysLeft` counts
 * the days from `now`'s day to that last day (0 on the last day, negative once expired).
 */
export function validity(validUntil: string, now: number): { expired: boolean; daysLeft: number } {
  const daysLeft = Math.round(
    (Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${isoDay(now)}T00:00:00Z`)) / day,
  );
  return { expired: daysLeft < 0, daysLeft };
}
