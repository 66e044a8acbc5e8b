import { twoDigits } from "../../components/format.ts";
import { PhotoSlot } from "../../components/PhotoSlot.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { metalRecycling } from "../../content/metal-recycling.ts";
import styles from "./metal-recycling.module.css";

const { products } = metalRecycling;

/** The 12 products: a list until the carousel wraps it. */
export function Products() {
  return (
    <Section tone="drawing" labelledBy="products-heading">
      <SectionHeading id="products-heading" eyebrow={products.eyebrow}>
        {products.heading}
      </SectionHeading>
      <ul className={styles.products}>
        {products.items.map((product, index) => (
          <li key={product}>
            <PhotoSlot alt={product} ratio="4 / 3" label={twoDigits(index + 1)} />
            <h3 className={styles.productName}>{product}</h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}
