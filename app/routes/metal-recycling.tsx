import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { PhotoSlot } from "../components/PhotoSlot.tsx";
import { Section, SectionHeading } from "../components/Section.tsx";
import { metalRecycling } from "../content/metal-recycling.ts";
import styles from "./metal-recycling/metal-recycling.module.css";

export const meta = () => pageMeta(metalRecycling.meta);

const { banner, products, experience, cards } = metalRecycling;

export default function MetalRecycling() {
  return (
    <>
      <PageBanner title={banner.title} breadcrumbs={banner.breadcrumbs} />
      <Products />
      <Experience />
      <Cards />
    </>
  );
}

/** The 12 products: a list until the carousel wraps it. */
function Products() {
  return (
    <Section tone="drawing" labelledBy="products-heading">
      <SectionHeading id="products-heading" eyebrow={products.eyebrow}>
        {products.heading}
      </SectionHeading>
      <ul className={styles.products}>
        {products.items.map((product, index) => (
          <li key={product}>
            <PhotoSlot alt={product} ratio="4 / 3" label={String(index + 1).padStart(2, "0")} />
            <h3 className={styles.productName}>{product}</h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Experience() {
  return (
    <Section tone="ink" labelledBy="experience-heading">
      <div className={styles.experience}>
        <div>
          <SectionHeading id="experience-heading">{experience.heading}</SectionHeading>
          {experience.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className={styles.claim}>
          <span className={styles.claimValue}>
            {experience.claim.value}
            <span>{experience.claim.unit}</span>
          </span>
          <span className={styles.claimLabel}>{experience.claim.label}</span>
        </p>
      </div>
    </Section>
  );
}

function Cards() {
  return (
    <Section tone="white" labelledBy="cards-heading-0">
      <div className={styles.cards}>
        {cards.map((card, index) => (
          <article key={card.title} className={styles.card} aria-labelledby={`cards-heading-${index}`}>
            <h2 id={`cards-heading-${index}`}>{card.title}</h2>
            {card.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {card.list && (
              <ul className={styles.cardList}>
                {card.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}
