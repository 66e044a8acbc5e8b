import type { Motion } from "./schemas/index.ts";

/**
 * Items in view by viewport width, narrowest first: these widths are the only ones a carousel
 * changes at, and Carousel.module.css has a media query for each (checked by
 * app/components/carousel/breakpoints.test.ts); the photos' `sizes` derive from them (slideSizes).
 */
/** Services and spider rotor: 1 item below 400 px, 2 from 400 px, 4 from 740 px. */
const oneTwoFour = [
  { minWidth: 0, items: 1 },
  { minWidth: 400, items: 2 },
  { minWidth: 740, items: 4 },
];
/** Products and values: 1 to 4 items at 0, 400, 740 and 940 px. */
const oneToFour = [
  { minWidth: 0, items: 1 },
  { minWidth: 400, items: 2 },
  { minWidth: 740, items: 3 },
  { minWidth: 940, items: 4 },
];

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
      breakpoints: oneTwoFour,
    },
    spiderRotor: {
      loop: true,
      autoplayMs: 2000,
      speedMs: 700,
      pauseOnHover: true,
      breakpoints: oneTwoFour,
    },
    products: {
      loop: true,
      autoplayMs: 3000,
      pauseOnHover: true,
      breakpoints: oneToFour,
    },
    values: {
      loop: true,
      autoplayMs: 1500,
      pauseOnHover: true,
      breakpoints: oneToFour,
    },
  },
  methodsFadeMs: 2000,
  experienceStepMs: 31536000000,
};
