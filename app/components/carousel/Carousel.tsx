import { layout } from "virtual:content/layout";
import { Children, type ReactNode, useEffect, useMemo, useState } from "react";
import type { EmblaOptionsType } from "embla-carousel";
import type { Motion } from "../../content/schemas/index.ts";
import type { Locale } from "../../locales.ts";
import { locale } from "../../locale.ts";
import { fillTemplate } from "../../format/template.ts";
import { usePrefersReducedMotion } from "../usePrefersReducedMotion.ts";
import styles from "./Carousel.module.css";
import { emblaDuration } from "./duration.ts";
import { useCarouselEngine } from "./useCarouselEngine.ts";

export type CarouselConfig = Motion["carousels"][keyof Motion["carousels"]];

const labels = layout.carousel;

/** The page's column at most (--page-max, 78rem). */
const pageMaxPx = 1248;

/**
 * The `sizes` of a photo that fills a slide, from the carousel's own breakpoints: the column
 * (about 95vw between the gutters, up to the page's width) shared by the items in view, less the
 * 1rem between slides; never more items than slides, as the carousel itself counts them.
 */
export function slideSizes(breakpoints: CarouselConfig["breakpoints"], slides: number): string {
  const inView = breakpoints.map((breakpoint) => Math.min(breakpoint.items, slides));
  const conditions = breakpoints.map((breakpoint, index) => {
    const upTo = (breakpoints[index + 1]?.minWidth ?? pageMaxPx + 1) - 1;
    return `(max-width: ${upTo}px) calc(${Math.round(9500 / (inView[index] ?? 1)) / 100}vw - 1rem)`;
  });
  const widest = Math.floor((0.95 * pageMaxPx) / (inView.at(-1) ?? 1) - 16);
  return [...conditions, `${widest}px`].join(", ");
}

/**
 * Embla's settings for a carousel. Right to left (Arabic) the first slide sits at the right and
 * "next" moves the row to the right: Embla must be told, as well as reading the page's direction.
 */
export function emblaOptions(
  config: Pick<CarouselConfig, "loop" | "speedMs">,
  { reducedMotion, dir }: { reducedMotion: boolean; dir: Locale["dir"] },
): EmblaOptionsType {
  return {
    loop: config.loop,
    align: "start",
    direction: dir,
    duration: reducedMotion ? 0 : emblaDuration(config.speedMs ?? 700),
  };
}

/**
 * One carousel for the whole site, configured from app/content/motion.ts (spec §9). The slides are
 * in the server-rendered HTML and laid out by CSS alone, so nothing moves or shifts before Embla
 * takes over — and Embla itself loads only when the carousel first needs to move
 * (useCarouselEngine). Autoplay pauses on hover (where the config says so), while keyboard focus is inside
 * (WCAG 2.2.2), with the pause button, and never starts under prefers-reduced-motion.
 */
export function Carousel({
  config,
  label,
  children,
  tone = "light",
  className,
}: {
  config: CarouselConfig;
  label: string;
  children: ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const options = useMemo(
    () => emblaOptions({ loop: config.loop, speedMs: config.speedMs }, { reducedMotion, dir: locale.dir }),
    [config.loop, config.speedMs, reducedMotion],
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [selected, setSelected] = useState(0);
  const playing = !reducedMotion && !pausedByVisitor && !(hovered && config.pauseOnHover) && !focused;
  const { viewportRef, engine, request, run } = useCarouselEngine(options, config.autoplayMs, playing);

  useEffect(() => {
    if (!engine) return;
    const onSelect = () => setSelected(engine.selectedScrollSnap());
    // A "Next" pressed before the engine arrived has already moved it.
    onSelect();
    engine.on("select", onSelect);
    return () => {
      engine.off("select", onSelect);
    };
  }, [engine]);

  useEffect(() => {
    if (!engine) return;
    const apply = () => {
      // When every slide fits in view there is nothing to move, and the plugin stays dormant.
      const autoplay = engine.plugins().autoplay;
      if (!autoplay || engine.scrollSnapList().length <= 1) return;
      if (playing) autoplay.play();
      else autoplay.stop();
    };
    apply();
    engine.on("reInit", apply);
    return () => {
      engine.off("reInit", apply);
    };
  }, [engine, playing]);

  // Never more places in view than slides: three photos in a four-up row would leave a gap.
  const itemsStyle = Object.fromEntries(
    config.breakpoints.map((breakpoint) => [
      `--items-${breakpoint.minWidth}`,
      Math.min(breakpoint.items, slides.length),
    ]),
  );

  return (
    // A group, not a region: the section around it is already the landmark with this name.
    <div
      role="group"
      className={`${styles.carousel} ${styles[tone]} ${className ?? ""}`}
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      data-playing={playing}
      data-selected={selected}
      data-ready={engine !== undefined}
      // The spec §9 settings this carousel runs with, visible for tests and debugging.
      data-autoplay-ms={config.autoplayMs}
      data-speed-ms={config.speedMs}
      data-loop={config.loop}
      data-pause-on-hover={config.pauseOnHover}
      // Pointer events, mouse only: a tap on a phone fires mouseenter with no leave, which would
      // leave the carousel paused for good.
      onPointerEnter={(event) => {
        request();
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerDown={request}
      onKeyDown={request}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => {
        request();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        {!reducedMotion && (
          <ControlButton
            label={pausedByVisitor ? labels.play : labels.pause}
            onClick={() => setPausedByVisitor((paused) => !paused)}
            icon={pausedByVisitor ? icons.play : icons.pause}
          />
        )}
        <ControlButton
          label={labels.previous}
          onClick={() => run((carousel) => carousel.scrollPrev())}
          icon={icons.previous}
        />
        <ControlButton
          label={labels.next}
          onClick={() => run((carousel) => carousel.scrollNext())}
          icon={icons.next}
        />
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.container} style={itemsStyle}>
          {slides.map((slide, index) => (
            <li
              key={index}
              className={styles.slide}
              aria-roledescription={labels.slideRoleDescription}
              aria-label={fillTemplate(labels.slideLabel, { n: index + 1, total: slides.length })}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const chevronLeft = <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />;
const chevronRight = <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />;

// Previous points to where the row starts, next to where it goes: mirrored right to left. Play
// and pause stay as they are in every language, like a media player's.
const icons = {
  play: <path d="M7 5v14l12-7z" fill="currentColor" />,
  pause: <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />,
  previous: locale.dir === "rtl" ? chevronRight : chevronLeft,
  next: locale.dir === "rtl" ? chevronLeft : chevronRight,
};

function ControlButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <button type="button" className={styles.control} onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {icon}
      </svg>
    </button>
  );
}
