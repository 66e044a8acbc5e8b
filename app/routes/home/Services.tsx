import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import styles from "./Services.module.css";
import { twoDigits } from "../../components/format.ts";

const { services } = home;

/** Spec §2 Home 5: the five materials, a list until the carousel wraps it. */
export function Services() {
  return (
    <Section tone="ink" labelledBy="services-heading">
      <SectionHeading id="services-heading" eyebrow={services.eyebrow}>
        {services.heading}
      </SectionHeading>
      <ul className={styles.list}>
        {services.items.map((service, index) => (
          <li key={service.title} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
            <h3 className={styles.title}>{service.title}</h3>
            <p>{service.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <ButtonLink to={services.link.to} variant="onDark">
          {services.link.label}
        </ButtonLink>
      </p>
    </Section>
  );
}
