import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

type Action = (engine: EmblaCarouselType) => void;

/**
 * Where a carousel's engine is as soon as it is made, for actions asked for at any moment: before
 * it arrives they wait, and run when it does. React's state learns of the engine only at its next
 * render, and a "Next" pressed in between (a busy phone) must not wait for an arrival that has
 * already happened: it runs on the engine at once.
 */
export function engineSlot<Engine>() {
  let current: Engine | undefined;
  const waiting: ((engine: Engine) => void)[] = [];
  return {
    /** Runs `action` now if the engine is here, or when it comes. Returns whether it ran now. */
    run(action: (engine: Engine) => void): boolean {
      if (current === undefined) {
        waiting.push(action);
        return false;
      }
      action(current);
      return true;
    },
    arrived(engine: Engine): void {
      current = engine;
      for (const action of waiting.splice(0)) action(engine);
    },
    gone(): void {
      current = undefined;
    },
  };
}

/**
 * The slide a natively scrolled row shows first (0 unless it was swiped), in either direction,
 * with the row's own scroll put back to 0 for the engine, which moves it by transforms.
 */
export function handOverScroll(viewport: HTMLElement): number {
  const index = scrolledToSlide(viewport);
  viewport.scrollLeft = 0;
  return index;
}

/** The slide a natively scrolled row shows first (0 unless it was swiped), in either direction. */
export function scrolledToSlide(viewport: HTMLElement): number {
  const scrolled = Math.abs(viewport.scrollLeft);
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const first = slides[0];
  if (!scrolled || !first) return 0;
  const distances = slides.map((slide) => Math.abs(Math.abs(slide.offsetLeft - first.offsetLeft) - scrolled));
  return distances.indexOf(Math.min(...distances));
}

/**
 * The carousel's engine (Embla), loaded only when the carousel needs to move: when the visitor
 * reaches for it (pointer, keyboard, a control) or when it has been on screen, playing, for half
 * an autoplay delay. Until then the slides stand still in their CSS layout, exactly where the
 * engine will keep them. Under reduced motion nothing plays, so only the visitor loads it.
 * Actions asked for before the engine arrives (a click on "Next") run when it does (engineSlot).
 */
export function useCarouselEngine(options: EmblaOptionsType, autoplayMs: number, playing: boolean) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const [slot] = useState(() => engineSlot<EmblaCarouselType>());
  const optionsRef = useRef(options);

  // On screen and playing for half a delay: the first automatic move is coming, load the engine.
  useEffect(() => {
    if (!viewport || wanted || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(() => setWanted(true), autoplayMs / 2);
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [viewport, wanted, playing, autoplayMs]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let cancelled = false;
    let created: EmblaCarouselType | undefined;
    import("./engine.ts").then(({ createEngine }) => {
      if (cancelled) return;
      // The row may have been swiped while the engine was on its way (Carousel.module.css lets the
      // browser scroll it until then): the engine takes over at that slide, without a jump.
      created = createEngine(
        viewport,
        { ...optionsRef.current, startIndex: handOverScroll(viewport) },
        autoplayMs,
      );
      slot.arrived(created);
      setEngine(created);
      viewport.addEventListener("scroll", keepEngineAtScroll, { passive: true });
    });
    // A finger still moving the row natively when the engine came (until React renders it as
    // ready, the browser scrolls it): the engine goes to that slide, and the row's own scroll to 0.
    const keepEngineAtScroll = () => {
      if (created && viewport.scrollLeft) created.scrollTo(handOverScroll(viewport), true);
    };
    return () => {
      cancelled = true;
      slot.gone();
      viewport.removeEventListener("scroll", keepEngineAtScroll);
      created?.destroy();
      setEngine(undefined);
    };
  }, [viewport, wanted, autoplayMs, slot]);

  useEffect(() => {
    if (optionsRef.current === options) return;
    optionsRef.current = options;
    engine?.reInit(options);
  }, [engine, options]);

  const request = useCallback(() => setWanted(true), []);
  const run = useCallback(
    (action: Action) => {
      if (!slot.run(action)) setWanted(true);
    },
    [slot],
  );

  return { viewportRef: setViewport, engine, request, run };
}
