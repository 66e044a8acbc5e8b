/** A page's title with the company's name after it, as long as search results show it whole. */
import { expect, it } from "vitest";
import { pageTitleOf, titleLimit } from "./page-title-of.ts";

it("adds the company's name when the whole fits in 60 characters, and leaves the title alone when not", () => {
  expect(pageTitleOf("Chi siamo", "Fonderia Rossi Acciai")).toBe("Chi siamo | Fonderia Rossi Acciai");
  const long = "Getti in acciaio al manganese per frantumatori";
  expect(`${long} | Fonderia Rossi Acciai`.length).toBeGreaterThan(titleLimit);
  expect(pageTitleOf(long, "Fonderia Rossi Acciai")).toBe(long);
  // Exactly at the limit, the name stays.
  const fits = "x".repeat(titleLimit - " | Acme".length);
  expect(pageTitleOf(fits, "Acme")).toHaveLength(titleLimit);
});
