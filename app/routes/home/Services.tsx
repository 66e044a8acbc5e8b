import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../components/format.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import { slotName } from "../../content/images.ts";
import { motion } from "../../content/motion.ts";
import styles from "./Services.module.css";

const { services } = home;

/** Spec §2 Home 5: the five materials in the services carousel. */
export function Services() {
  return (
    <Section tone="ink" labelledBy="services-heading">
      <SectionHeading id="services-heading" eyebrow={services.eyebrow}>
        {services.heading}
      </SectionHeading>
      <Carousel config={motion.carousels.services} label={services.heading} tone="dark">
        {services.items.map((service, index) => (
          <article key={service.title} className={styles.item}>
            <Photo slot={slotName("service", index + 1)} alt="" label={twoDigits(index + 1)} />
            <h3 className={styles.title}>{service.title}</h3>
            <p>{service.description}</p>
          </article>
        ))}
      </Carousel>
      <p className={styles.more}>
        <ButtonLink to={services.link.to} variant="onDark">
          {services.link.label}
        </ButtonLink>
      </p>
    </Section>
  );
}
