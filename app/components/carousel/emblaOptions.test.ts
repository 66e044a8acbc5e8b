import { describe, expect, it } from "vitest";
import { emblaOptions } from "./Carousel.tsx";

describe("emblaOptions", () => {
  const config = { loop: true, speedMs: 700 };

  it("runs left to right for English, Italian and Portuguese", () => {
    expect(emblaOptions(config, { reducedMotion: false, dir: "ltr" })).toMatchObject({
      direction: "ltr",
      align: "start",
      loop: true,
    });
  });

  it("runs right to left for Arabic: the first slide at the right, next moving the row right", () => {
    expect(emblaOptions(config, { reducedMotion: false, dir: "rtl" })).toMatchObject({
      direction: "rtl",
      align: "start",
    });
  });

  it("jumps without animating under reduced motion, in either direction", () => {
    expect(emblaOptions(config, { reducedMotion: true, dir: "rtl" }).duration).toBe(0);
    expect(emblaOptions(config, { reducedMotion: false, dir: "ltr" }).duration).toBeGreaterThan(0);
  });
});
