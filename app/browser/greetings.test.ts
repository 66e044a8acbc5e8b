import { afterEach, describe, expect, it } from "vitest";
import { greetingsSchema } from "../content/schemas/index.ts";
import { greetingsOn } from "../../tests/fixtures/greetings-on.ts";

const testBuildGreetings = greetingsOn("en");
import { greetingsDismissalKey, isGreetingsSeason } from "./greetings.ts";

const season = { enabled: true, from: "2024-12-15", until: "2025-01-10" };
const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe("isGreetingsSeason", () => {
  it("is due from the first minute of `from` to the last minute of `until`", () => {
    expect(isGreetingsSeason(season, new Date(2024, 11, 15, 0, 0))).toBe(true);
    expect(isGreetingsSeason(season, new Date(2024, 11, 31, 12, 0))).toBe(true);
    expect(isGreetingsSeason(season, new Date(2025, 0, 10, 23, 59))).toBe(true);
  });

  it("is not due the day before or the day after", () => {
    expect(isGreetingsSeason(season, new Date(2024, 11, 14, 23, 59))).toBe(false);
    expect(isGreetingsSeason(season, new Date(2025, 0, 11, 0, 0))).toBe(false);
    expect(isGreetingsSeason(season, new Date(2025, 11, 20))).toBe(false);
  });

  it("is never due while the content keeps it switched off", () => {
    expect(isGreetingsSeason({ ...season, enabled: false }, new Date(2024, 11, 20))).toBe(false);
  });

  it("reads the visitor's calendar day, not UTC's", () => {
    process.env.TZ = "Europe/Rome";
    // 23:30 UTC on the 14th is already 00:30 on the 15th in Rome.
    expect(isGreetingsSeason(season, new Date("2024-12-14T23:30:00Z"))).toBe(true);
    process.env.TZ = "America/New_York";
    // 02:00 UTC on the 11th is still the evening of the 10th in New York.
    expect(isGreetingsSeason(season, new Date("2025-01-11T02:00:00Z"))).toBe(true);
  });
});

describe("greetingsDismissalKey", () => {
  it("differs from one season to the next, so a new season shows again", () => {
    expect(greetingsDismissalKey({ from: "2024-12-15" })).not.toBe(
      greetingsDismissalKey({ from: "2025-12-15" }),
    );
  });
});

describe("the test build's greetings (tests/fixtures/greetings-on.ts)", () => {
  it("are valid content, switched on for today", () => {
    expect(greetingsSchema.safeParse(testBuildGreetings).success).toBe(true);
    expect(isGreetingsSeason(testBuildGreetings, new Date())).toBe(true);
  });
});
