import { layout } from "virtual:content/layout";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useEffect } from "react";
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import { photoFile } from "../../image-slots/slots.ts";
import type { ViewerImage } from "./types.ts";

const { viewer } = layout;

/**
 * A photo as the viewer's srcSet of JPEGs (the viewer has no <picture>; every browser reads JPEG),
 * from which it picks by the size it shows the photo at. A drawing is one SVG.
 */
function slide({ image, alt, title }: ViewerImage): SlideImage {
  if (!("photo" in image)) return { src: image.src, alt, title, width: image.width, height: image.height };
  const srcSet = image.photo.widths.map((width) => ({
    src: photoFile(image.photo.path, width, "jpeg"),
    width,
    height: Math.round((width * image.height) / image.width),
  }));
  const largest = srcSet.at(-1) ?? { src: "", width: image.width, height: image.height };
  return { ...largest, srcSet, alt, title };
}

/**
 * Keeps Tab and Shift+Tab going round the viewer's controls (WCAG 2.4.3). The library makes the
 * page behind inert but lets the focus leave the last control, after which Escape reaches nothing.
 */
function useFocusKeptInside() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
      if (!dialog) return;
      const controls = [...dialog.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]")].filter(
        (control) => control.offsetParent !== null,
      );
      const [first] = controls;
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const leaving = event.shiftKey ? active === first || !dialog.contains(active) : active === last;
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

/**
 * The image viewer itself, in its own chunk: the library and its CSS load only when a visitor first
 * opens a photo. It is a modal dialog (role="dialog", aria-modal) with arrow keys, Escape, swipe, a
 * counter and each photo's name, and gives focus back to the button that opened it.
 */
export default function ImageViewerDialog({
  images,
  index,
  onClose,
}: {
  images: ViewerImage[];
  index: number;
  onClose: () => void;
}) {
  useFocusKeptInside();
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Captions, Counter]}
      slides={images.map(slide)}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: viewer.label,
        Close: viewer.close,
        Previous: viewer.previous,
        Next: viewer.next,
        Carousel: viewer.label,
      }}
      // At the bottom on the side the line starts (left, or right in Arabic: the library mirrors
      // its controls, its swipe and its arrow keys when the page reads right to left), clear of
      // the photo's name at the top.
      counter={{ separator: viewer.counterSeparator, container: { style: { top: "auto", bottom: 0 } } }}
      // The photo's name whole, on as many lines as it needs: the library's one line cut it at
      // "…" on a phone, with no way to read the rest (issue 51).
      styles={{ captionsTitle: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip" } }}
    />
  );
}
