import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Values } from "../../routes/about/Values.tsx";
import { HomeBanner } from "../../routes/home/HomeBanner.tsx";
import { Services } from "../../routes/home/Services.tsx";
import { SpiderRotor } from "../../routes/home/SpiderRotor.tsx";
import { Products } from "../../routes/metal-recycling/Products.tsx";

/** Spec §9, written out here on purpose: the carousels must run with exactly these numbers. */
const spec = {
  homeBanner: { autoplayMs: 5000, speedMs: 2500, loop: false, items: { 0: 1 } },
  spiderRotor: { autoplayMs: 2000, speedMs: 700, loop: true, items: { 0: 1, 400: 2, 740: 4 } },
  services: { autoplayMs: 2000, speedMs: 700, loop: true, items: { 0: 1, 400: 2, 740: 4 } },
  products: { autoplayMs: 3000, loop: true, items: { 0: 1, 400: 2, 740: 3, 940: 4 } },
  values: { autoplayMs: 1500, loop: true, items: { 0: 1, 400: 2, 740: 3, 940: 4 } },
};

const sections = {
  homeBanner: HomeBanner,
  spiderRotor: SpiderRotor,
  services: Services,
  products: Products,
  values: Values,
};

/** Server-renders a section inside a router, as the site does, and reads its carousel's settings. */
function carouselSettings(Section: () => React.JSX.Element) {
  const Stub = createRoutesStub([{ path: "/", Component: Section }]);
  const html = renderToString(<Stub />);
  const root = html.match(/<div role="group"[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => root.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const container = html.match(/<ul[^>]*style="([^"]*--items[^"]*)"/)?.[1] ?? "";
  const items = Object.fromEntries(
    [...container.matchAll(/--items-(\d+):(\d+)/g)].map(([, width, count]) => [width, Number(count)]),
  );
  return {
    autoplayMs: Number(attribute("data-autoplay-ms")),
    speedMs: attribute("data-speed-ms") === undefined ? undefined : Number(attribute("data-speed-ms")),
    loop: attribute("data-loop") === "true",
    pauseOnHover: attribute("data-pause-on-hover") === "true",
    items,
    slides: (html.match(/aria-roledescription="slide"/g) ?? []).length,
  };
}

describe("every carousel runs with the spec's constants (§9)", () => {
  for (const [key, expected] of Object.entries(spec)) {
    it(key, () => {
      const settings = carouselSettings(sections[key as keyof typeof sections]);
      expect(settings.autoplayMs).toBe(expected.autoplayMs);
      if ("speedMs" in expected) expect(settings.speedMs).toBe(expected.speedMs);
      expect(settings.loop).toBe(expected.loop);
      expect(settings.pauseOnHover).toBe(true);
      // Items per view never exceed the slides there are (three photos do not leave a gap).
      const capped = Object.fromEntries(
        Object.entries(expected.items).map(([width, count]) => [width, Math.min(count, settings.slides)]),
      );
      expect(settings.items).toEqual(capped);
    });
  }
});
