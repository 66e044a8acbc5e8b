/**
 * The motion constants of spec §9 and the greetings' clock times, as the content gives them.
 */
import { describe, expect, it } from "vitest";
import { motion } from "./motion.ts";
import { clockTimesIn } from "./schemas/index.ts";

describe("motion constants (spec §9)", () => {
  const { carousels } = motion;
  const narrowToWide = [
    { minWidth: 0, items: 1 },
    { minWidth: 400, items: 2 },
    { minWidth: 740, items: 4 },
  ];
  const oneToFour = [
    { minWidth: 0, items: 1 },
    { minWidth: 400, items: 2 },
    { minWidth: 740, items: 3 },
    { minWidth: 940, items: 4 },
  ];

  it("home banner: autoplay 5000 ms, speed 2500 ms, no loop", () => {
    expect(carousels.homeBanner).toMatchObject({ autoplayMs: 5000, speedMs: 2500, loop: false });
  });

  it("services and spider rotor: loop, autoplay 2000 ms, speed 700 ms, 1/2/4 items at 0/400/740", () => {
    for (const carousel of [carousels.services, carousels.spiderRotor]) {
      expect(carousel).toMatchObject({ loop: true, autoplayMs: 2000, speedMs: 700, pauseOnHover: true });
      expect(carousel.breakpoints).toEqual(narrowToWide);
    }
  });

  it("products: loop, autoplay 3000 ms, 1/2/3/4 items at 0/400/740/940", () => {
    expect(carousels.products).toMatchObject({ loop: true, autoplayMs: 3000, pauseOnHover: true });
    expect(carousels.products.breakpoints).toEqual(oneToFour);
  });

  it("values: loop, autoplay 1500 ms, 1/2/3/4 items at 0/400/740/940", () => {
    expect(carousels.values).toMatchObject({ loop: true, autoplayMs: 1500, pauseOnHover: true });
    expect(carousels.values.breakpoints).toEqual(oneToFour);
  });

  it("every carousel pauses on hover", () => {
    expect(Object.values(carousels).map((carousel) => carousel.pauseOnHover)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("fades the methods panel in over 2000 ms and counts a year as 31,536,000,000 ms", () => {
    expect(motion.methodsFadeMs).toBe(2000);
    expect(motion.experienceStepMs).toBe(31_536_000_000);
  });
});

describe("clockTimesIn", () => {
  it.each([
    ["Monday - Friday 09 AM to 6 PM", ["09:00", "18:00"]],
    ["Mon–Fri 9:30 am – 17:30", ["09:30", "17:30"]],
    ["12 AM to 12 PM", ["00:00", "12:00"]],
    ["Open 5 days a week", []],
  ])("reads the times in %j", (text, times) => {
    expect(clockTimesIn(text)).toEqual(times);
  });
});
