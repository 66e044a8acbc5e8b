/**
 * The live preview beside a content form follows the typing (issue 31): the form is sent to the
 * preview's frame after each pause, the frame keeps its place on the page, shows the page at a
 * phone's or a computer's width scaled to the space there is, and on a narrow screen opens and
 * closes over the bottom of the screen. Without scripts the preview's button sends the form to
 * the frame, and nothing else changes.
 */
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from "react";

/** Wide enough for the preview beside the form (the stylesheet's breakpoint). */
const wideQuery = "(min-width: 75rem)";

export interface LivePreview {
  /** The form's values shown in the frame now; at the page's top when another page was chosen. */
  refresh(samePage?: boolean): void;
  /** The width the frame's page is drawn at: a phone's or a computer's; none until known. */
  width: number | undefined;
  setWidth(pixels: number): void;
  /** Open over the bottom of a narrow screen. */
  open: boolean;
  toggle(): void;
  frame: RefObject<HTMLIFrameElement | null>;
  box: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}

export function useLivePreview(form: RefObject<HTMLFormElement | null>, restored: boolean): LivePreview {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<number>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Sent for real (Save, a list's button without scripts): no preview after it, while the page
  // it asked for is on its way.
  const leaving = useRef(false);
  // Where the frame's page was scrolled to, for the same page drawn again.
  const keep = useRef(0);
  // Open, as the listeners see it (they are set once).
  const shown = useRef(false);

  const refresh = (samePage = true) => {
    clearTimeout(timer.current);
    const element = form.current;
    if (leaving.current || !element || !button.current) return;
    try {
      keep.current = samePage ? (frame.current?.contentWindow?.scrollY ?? 0) : 0;
    } catch {
      keep.current = 0;
    }
    element.requestSubmit(button.current);
  };
  const refreshNow = useEffectEvent(() => refresh());

  useEffect(() => {
    const element = form.current;
    const frameElement = frame.current;
    if (!element || !frameElement) return undefined;
    const root = document.documentElement;
    root.classList.add("js-live");
    const wide = window.matchMedia(wideQuery);
    setWidth((chosen) => chosen ?? (wide.matches ? 1280 : 360));
    const later = () => {
      if (leaving.current || !(wide.matches || shown.current)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(refreshNow, 250);
    };
    const sent = (event: SubmitEvent) => {
      if (event.submitter === button.current) return;
      leaving.current = true;
      clearTimeout(timer.current);
    };
    const loaded = () => {
      try {
        frameElement.contentWindow?.scrollTo(0, keep.current);
      } catch {
        // a page of another origin: nothing to keep
      }
    };
    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener("input", later, { signal });
    element.addEventListener("change", later, { signal });
    element.addEventListener("submit", sent, { signal });
    frameElement.addEventListener("load", loaded, { signal });
    return () => {
      clearTimeout(timer.current);
      listening.abort();
      root.classList.remove("js-live", "live-open");
    };
  }, [form]);

  // The page at the width chosen, scaled down to the space there is.
  useEffect(() => {
    const frameElement = frame.current;
    const space = box.current;
    if (!frameElement || !space || width === undefined) return undefined;
    const fit = () => {
      const scale = Math.min(1, space.clientWidth / width);
      frameElement.style.width = `${width}px`;
      frameElement.style.height = `${space.clientHeight / scale}px`;
      frameElement.style.transform = `scale(${scale})`;
    };
    fit();
    const watching = new ResizeObserver(fit);
    watching.observe(space);
    return () => watching.disconnect();
  }, [width]);

  // What was brought back is not saved: the frame shows it, not the file.
  useEffect(() => {
    if (restored) refreshNow();
  }, [restored]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    document.documentElement.classList.toggle("live-open", next);
    shown.current = next;
    if (next) refresh();
  };

  return { refresh, width, setWidth, open, toggle, frame, box, button };
}
