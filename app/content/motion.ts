import type { Motion } from "./schemas/index.ts";

/** Carousel and animation constants, exactly as specification §9 gives them. */
export const motion: Motion = {
  carousels: {
    homeBanner: {
      loop: false,
      autoplayMs: 5000,
      speedMs: 2500,
      pauseOnHover: true,
      breakpoints: [{ minWidth: 0, items: 1 }],
    },
    services: {
      loop: true,
      autoplayMs: 2000,
      speedMs: 700,
      pauseOnHover: true,
      breakpoints: [
        { minWidth: 0, items: 1 },
        { minWidth: 400, items: 2 },
        { minWidth: 740, items: 4 },
      ],
    },
    spiderRotor: {
      loop: true,
      autoplayMs: 2000,
      speedMs: 700,
      pauseOnHover: true,
      breakpoints: [
        { minWidth: 0, items: 1 },
        { minWidth: 400, items: 2 },
        { minWidth: 740, items: 4 },
      ],
    },
    products: {
      loop: true,
      autoplayMs: 3000,
      pauseOnHover: true,
      breakpoints: [
        { minWidth: 0, items: 1 },
        { minWidth: 400, items: 2 },
        { minWidth: 740, items: 3 },
        { minWidth: 940, items: 4 },
      ],
    },
    values: {
      loop: true,
      autoplayMs: 1500,
      pauseOnHover: true,
      breakpoints: [
        { minWidth: 0, items: 1 },
        { minWidth: 400, items: 2 },
        { minWidth: 740, items: 3 },
        { minWidth: 940, items: 4 },
      ],
    },
  },
  methodsFadeMs: 2000,
  experienceStepMs: 31536000000,
};
