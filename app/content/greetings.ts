import type { Greetings } from "./schema.ts";

/**
 * Spec §2: an optional season's-greetings overlay on the home page, off by default. When
 * `enabled` is true it shows between `from` and `until` (inclusive) until the visitor closes it.
 */
export const greetings: Greetings = {
  enabled: false,
  from: "2024-12-15",
  until: "2025-01-10",
  heading: "Season's greetings",
  body: [
    "Thank you to our customers and partners for a year of good work together.",
    "We wish you a peaceful holiday season and a safe and successful 2025.",
  ],
  closeLabel: "Close",
};
