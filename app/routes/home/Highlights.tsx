import { ButtonLink } from "../../components/ButtonLink.tsx";
import { PhotoSlot } from "../../components/PhotoSlot.tsx";
import { Section } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import styles from "./Highlights.module.css";

const { partner, businessTrip } = home.highlights;

export function Highlights() {
  return (
    <Section tone="white" labelledBy="highlights-heading">
      <div className={styles.grid}>
        <article className={styles.card}>
          <p className={styles.eyebrow}>{partner.eyebrow}</p>
          <h2 id="highlights-heading">{partner.heading}</h2>
          {partner.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className={styles.partner}>
            <dt>{partner.partnerLabel}</dt>
            <dd>{site.usPartner}</dd>
          </dl>
          <ButtonLink to={partner.link.to} variant="secondary">
            {partner.link.label}
          </ButtonLink>
        </article>
        <div className={styles.photo}>
          <PhotoSlot alt={businessTrip.alt} caption={businessTrip.heading} ratio="3 / 2" />
        </div>
      </div>
    </Section>
  );
}
