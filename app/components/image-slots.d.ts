// The family modules scripts/image-slots-plugin.ts writes at build time (see ./images.ts).
declare module "virtual:image-slots/*" {
  import type { SlotImages } from "./images.ts";

  const images: SlotImages;
  export default images;
}
