import { metalRecycling } from "virtual:content/metalRecycling";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../format/format.ts";
import productImages from "virtual:image-slots/product";
import { imageOf, slotName } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { motion } from "../../content/motion.ts";
import styles from "./metal-recycling.module.css";

const { products } = metalRecycling;
// The carousel (Carousel.module.css) shows 1, 2, 3, then 4 products side by side.
const productSizes =
  "(max-width: 399px) calc(95vw - 1rem), (max-width: 739px) calc(47.5vw - 1rem), (max-width: 939px) calc(31.7vw - 1rem), (max-width: 1248px) calc(23.75vw - 1rem), 280px";

/** The 12 products in their carousel (spec §9: 3000 ms, 1–4 per view). */
export function Products() {
  return (
    <Section tone="drawing" labelledBy="products-heading">
      <SectionHeading id="products-heading" eyebrow={products.eyebrow}>
        {products.heading}
      </SectionHeading>
      <Carousel config={motion.carousels.products} label={products.heading}>
        {products.items.map((product, index) => (
          <div key={product}>
            <Photo
              image={imageOf(productImages, slotName("product", index + 1))}
              alt=""
              sizes={productSizes}
              label={twoDigits(index + 1)}
              priority={index === 0}
            />
            <h3 className={styles.productName}>{product}</h3>
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
