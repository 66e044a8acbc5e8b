import { home } from "virtual:content/home";
import { site } from "virtual:content/site";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import tripImages from "virtual:image-slots/business-trip";
import { imageOf } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { Section } from "../../components/Section.tsx";
import styles from "./Highlights.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// Highlights.module.css: the content width up to 860 px, then 5 of 12 columns.
const tripSizes = "(max-width: 860px) calc(95vw - 1rem), (max-width: 1248px) calc(40vw - 2rem), 460px";

export function Highlights() {
  const tripImage = imageOf(tripImages, "business-trip");
  const { partner, businessTrip } = home.highlights;
  const tripPhoto = [{ image: tripImage, alt: businessTrip.alt, title: businessTrip.heading }];
  const viewer = useImageViewer(tripPhoto);
  return (
    <Section tone="white" labelledBy="highlights-heading">
      <div className={styles.grid}>
        <article className={styles.card}>
          <p className={styles.eyebrow}>{partner.eyebrow}</p>
          <h2 id="highlights-heading">{partner.heading}</h2>
          <Paragraphs texts={partner.body} />
          <dl className={styles.partner}>
            <dt>{partner.partnerLabel}</dt>
            <dd>{site.usPartner}</dd>
          </dl>
          <ButtonLink to={partner.link.to} variant="secondary">
            {partner.link.label}
          </ButtonLink>
        </article>
        <div className={styles.photo}>
          <ZoomButton alt={businessTrip.alt} shown={businessTrip.heading} onOpen={() => viewer.open(0)}>
            <Photo
              image={tripImage}
              alt={businessTrip.alt}
              sizes={tripSizes}
              caption={businessTrip.heading}
            />
          </ZoomButton>
          {viewer.element}
        </div>
      </div>
    </Section>
  );
}
