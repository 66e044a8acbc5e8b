import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../components/format.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { slotName } from "../../content/images.ts";
import { metalRecycling } from "../../content/metal-recycling.ts";
import { motion } from "../../content/motion.ts";
import styles from "./metal-recycling.module.css";

const { products } = metalRecycling;

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
            <Photo slot={slotName("product", index + 1)} alt="" label={twoDigits(index + 1)} />
            <h3 className={styles.productName}>{product}</h3>
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
