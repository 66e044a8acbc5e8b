import type { SlotImage } from "../../image-slots/slots.ts";

export interface ViewerImage {
  image: SlotImage;
  alt: string;
  /** Shown under the image in the viewer. */
  title: string;
}
