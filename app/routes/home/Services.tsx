import { home } from "virtual:content/home";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../format/format.ts";
import serviceImages from "virtual:image-slots/service";
import { imageOf, slotName } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { motion } from "../../content/motion.ts";
import styles from "./Services.module.css";

const { services } = home;
// The carousel (Carousel.module.css) shows 1, 2, then 4 services side by side.
const serviceSizes =
  "(max-width: 399px) calc(95vw - 1rem), (max-width: 739px) calc(47.5vw - 1rem), (max-width: 1248px) calc(23.75vw - 1rem), 280px";

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
            <Photo
              image={imageOf(serviceImages, slotName("service", index + 1))}
              alt=""
              sizes={serviceSizes}
              label={twoDigits(index + 1)}
            />
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
