import { about } from "virtual:content/about";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Section } from "../../components/Section.tsx";
import { motion } from "../../content/motion.ts";
import styles from "./Values.module.css";

/** The five values in their carousel (spec §9: 1500 ms, looping). */
export function Values() {
  return (
    <Section tone="drawing" labelledBy="values-heading" heading={about.values.heading}>
      <Carousel config={motion.carousels.values} label={about.values.heading}>
        {about.values.items.map((value) => (
          <article key={value.title} className={styles.value}>
            <h3>{value.title}</h3>
            <p>{value.body}</p>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
