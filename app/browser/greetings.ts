import type { Greetings } from "../content/schemas/index.ts";

/** The visitor's calendar day as YYYY-MM-DD, which orders like the content's ISO dates. */
function localDay(now: Date): string {
  const year = String(now.getFullYear()).padStart(4, "0");
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * Spec §2: the greetings overlay is optional and off by default. It is due when the content switches
 * it on and the visitor's own calendar day lies between `from` and `until`, both days included.
 */
export function isGreetingsSeason(
  greetings: Pick<Greetings, "enabled" | "from" | "until">,
  now: Date,
): boolean {
  if (!greetings.enabled) return false;
  const today = localDay(now);
  return greetings.from <= today && today <= greetings.until;
}

/**
 * Where a dismissal is remembered. It names the season's first day, so next season's greetings
 * show again to a visitor who closed this season's.
 */
export function greetingsDismissalKey(greetings: Pick<Greetings, "from">): string {
  return `greetings-dismissed:${greetings.from}`;
}
