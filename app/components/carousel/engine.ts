import EmblaCarousel, { type EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

/**
 * Embla and its autoplay plugin, in a chunk of their own that useCarouselEngine imports when a
 * carousel first needs to move (about 10 KB gzip that no page needs for its first paint).
 */
export function createEngine(viewport: HTMLElement, options: EmblaOptionsType, autoplayMs: number) {
  return EmblaCarousel(viewport, options, [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
}
