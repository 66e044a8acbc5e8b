// The family modules scripts/images/image-slots-plugin.ts writes at build time (see ./slots.ts).
declare module "virtual:image-slots/*" {
  import type { SlotImages } from "./slots.ts";

  const images: SlotImages;
  export default images;
}
