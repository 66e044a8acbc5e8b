import { metalRecycling } from "virtual:content/metalRecycling";
import productImages from "virtual:image-slots/product";
import { PhotoCarouselSection } from "../../components/PhotoCarouselSection.tsx";
import { motion } from "../../content/motion.ts";

/** The 12 products in their carousel (spec §9: 3000 ms, 1–4 per view), the page's first section. */
export function Products() {
  return (
    <PhotoCarouselSection
      id="products"
      tone="drawing"
      eyebrow={metalRecycling.products.eyebrow}
      heading={metalRecycling.products.heading}
      items={metalRecycling.products.items.map((name) => ({ title: name }))}
      images={productImages}
      slot="product"
      carousel={motion.carousels.products}
      firstPhotoFirst
    />
  );
}
