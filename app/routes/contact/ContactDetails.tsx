import { Addresses } from "../../components/layout/Addresses.tsx";
import { SocialLinks } from "../../components/layout/SocialLinks.tsx";
import { contact } from "../../content/contact.ts";
import { site } from "../../content/site.ts";
import styles from "./contact.module.css";

const { details } = contact;

/**
 * Addresses, emails, phone and social links. The map is a link to OpenStreetMap rather than an
 * embedded third-party frame: no visitor data leaves for a map provider until they ask for it.
 */
export function ContactDetails() {
  const mapHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(site.offices.italy.mapQuery)}`;
  return (
    <section className={styles.details} aria-labelledby="details-heading">
      <h2 id="details-heading">{details.heading}</h2>
      <div className={styles.map}>
        <svg viewBox="0 0 200 120" aria-hidden="true" className={styles.mapDrawing}>
          <path d="M0 80 C40 70 60 95 100 78 S160 40 200 52" />
          <path d="M30 0 L70 120 M120 0 L105 120 M0 30 L200 38" />
          <circle cx="104" cy="60" r="6" />
        </svg>
        <p className={styles.mapTitle}>{details.mapTitle}</p>
        <a href={mapHref} target="_blank" rel="noopener noreferrer">
          {details.mapLinkLabel}
        </a>
      </div>
      <h3 className={styles.subheading}>{details.officesHeading}</h3>
      <Addresses headingLevel={4} />
      <h3 className={styles.subheading}>{details.emailHeading}</h3>
      <ul className={styles.plainList}>
        {site.emails.map((email) => (
          <li key={email.address}>
            <span className={styles.muted}>{email.label}</span>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{details.phoneHeading}</h3>
      <p>
        <a className={styles.phone} href={`tel:${site.phone.tel}`}>
          {site.phone.display}
        </a>
        <span className={styles.muted}>{site.openingHours}</span>
      </p>
      <h3 className={styles.subheading}>{details.followHeading}</h3>
      <SocialLinks />
    </section>
  );
}
