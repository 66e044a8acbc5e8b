import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import { layout } from "../../content/layout.ts";
import { imageSlot, imageUrl } from "../images.ts";
import type { ViewerImage } from "./types.ts";

const { viewer } = layout;

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
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Captions, Counter]}
      slides={images.map((image) => {
        const { width, height } = imageSlot(image.slot);
        return { src: imageUrl(image.slot), alt: image.alt, title: image.title, width, height };
      })}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: viewer.label,
        Close: viewer.close,
        Previous: viewer.previous,
        Next: viewer.next,
        Carousel: viewer.label,
      }}
      // bottom-left, clear of the photo's name at the top
      counter={{ separator: viewer.counterSeparator, container: { style: { top: "auto", bottom: 0 } } }}
    />
  );
}
