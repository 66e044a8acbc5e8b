import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

type Action = (engine: EmblaCarouselType) => void;

/**
 * The carousel's engine (Embla), loaded only when the carousel needs to move: when the visitor
 * reaches for it (pointer, keyboard, a control) or when it has been on screen, playing, for half
 * an autoplay delay. Until then the slides stand still in their CSS layout, exactly where the
 * engine will keep them. Under reduced motion nothing plays, so only the visitor loads it.
 * Actions asked for before the engine arrives (a click on "Next") run when it does.
 */
export function useCarouselEngine(options: EmblaOptionsType, autoplayMs: number, playing: boolean) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const pending = useRef<Action[]>([]);
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
      created = createEngine(viewport, optionsRef.current, autoplayMs);
      for (const action of pending.current.splice(0)) action(created);
      setEngine(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      setEngine(undefined);
    };
  }, [viewport, wanted, autoplayMs]);

  useEffect(() => {
    if (optionsRef.current === options) return;
    optionsRef.current = options;
    engine?.reInit(options);
  }, [engine, options]);

  const request = useCallback(() => setWanted(true), []);
  const run = useCallback(
    (action: Action) => {
      if (engine) return action(engine);
      pending.current.push(action);
      setWanted(true);
    },
    [engine],
  );

  return { viewportRef: setViewport, engine, request, run };
}
