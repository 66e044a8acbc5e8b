import { describe, expect, it } from "vitest";
import { validity } from "./validity.ts";

describe("a certificate's validity", () => {
  const at = (iso: string) => Date.parse(iso);

  it("is valid through its last day, in every hour of it", () => {
    expect(validity("2027-03-31", at("2027-03-31T00:00:00Z"))).toEqual({ expired: false, daysLeft: 0 });
    expect(validity("2027-03-31", at("2027-03-31T23:59:59Z"))).toEqual({ expired: false, daysLeft: 0 });
  });

  it("is expired from the next day", () => {
    expect(validity("2027-03-31", at("2027-04-01T00:00:00Z"))).toEqual({ expired: true, daysLeft: -1 });
  });

  it("counts the days left", () => {
    expect(validity("2027-03-31", at("2027-01-30T12:00:00Z")).daysLeft).toBe(60);
  });
});
