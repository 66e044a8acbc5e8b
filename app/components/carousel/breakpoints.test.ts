/**
 * The carousels' breakpoints are written once, in app/content/motion.ts; the stylesheet cannot
 * import them, so this checks that Carousel.module.css has a media query for each width a
 * carousel changes at, and that the photos' `sizes` follow the same widths.
 */
import { readFileSync } from "node:fs";
import postcss, { type AtRule } from "postcss";
import { describe, expect, it } from "vitest";
import { motion } from "../../content/motion.ts";
import { slideSizes } from "./Carousel.tsx";

const css = postcss.parse(readFileSync(new URL("./Carousel.module.css", import.meta.url), "utf8"));

/** Each media query's width and the `--items` it gives the container. */
function mediaQueries(): { width: number; items: string }[] {
  const found: { width: number; items: string }[] = [];
  css.walkAtRules("media", (rule: AtRule) => {
    const width = rule.params.match(/^\(min-width: (\d+)px\)$/)?.[1];
    rule.walkDecls("--items", (declaration) => {
      found.push({ width: Number(width), items: declaration.value });
    });
  });
  return found;
}

/** What a container's --items is from `width` up: that width's count, else the next narrower one's. */
function itemsFrom(width: number, widths: number[]): string {
  return widths
    .filter((other) => other <= width)
    .sort((a, b) => a - b)
    .reduce((fallback, other) => `var(--items-${other}, ${fallback})`, "1");
}

describe("carousel breakpoints", () => {
  const widths = [
    ...new Set(
      Object.values(motion.carousels).flatMap((carousel) => carousel.breakpoints.map((b) => b.minWidth)),
    ),
  ].sort((a, b) => a - b);

  it("every carousel starts from width 0", () => {
    for (const carousel of Object.values(motion.carousels)) expect(carousel.breakpoints[0]?.minWidth).toBe(0);
  });

  it("Carousel.module.css has a media query for each other width, and for no width besides", () => {
    const queries = mediaQueries();
    expect(queries.map((query) => query.width)).toEqual(widths.filter((width) => width > 0));
    for (const query of queries) expect(query.items).toBe(itemsFrom(query.width, widths));
  });

  it("a slide's photo is as wide as the items in view leave it, up to the page's width", () => {
    expect(slideSizes(motion.carousels.products.breakpoints, 12)).toBe(
      "(max-width: 399px) calc(95vw - 1rem), (max-width: 739px) calc(47.5vw - 1rem), (max-width: 939px) calc(31.67vw - 1rem), (max-width: 1248px) calc(23.75vw - 1rem), 280px",
    );
    // Three photos where four would fit: three to a row.
    expect(slideSizes(motion.carousels.spiderRotor.breakpoints, 3)).toBe(
      "(max-width: 399px) calc(95vw - 1rem), (max-width: 739px) calc(47.5vw - 1rem), (max-width: 1248px) calc(31.67vw - 1rem), 379px",
    );
  });
});
