import { describe, expect, it } from "vitest";
import { emblaDuration, settleMs } from "./duration.ts";

describe("emblaDuration", () => {
  it.each([700, 2500])("settles a %i ms slide change within one frame group of that time", (speedMs) => {
    expect(Math.abs(settleMs(emblaDuration(speedMs)) - speedMs)).toBeLessThan(60);
  });

  it("is slower for a slower speed", () => {
    expect(emblaDuration(2500)).toBeGreaterThan(emblaDuration(700));
  });
});
