import { contact } from "virtual:content/contact";
import { site } from "virtual:content/site";
import { Addresses } from "../../components/layout/Addresses.tsx";
import { SocialLinks } from "../../components/layout/SocialLinks.tsx";
import styles from "./contact.module.css";
import { MapFacade } from "./MapFacade.tsx";

/** The head office's map (a click-to-load facade), addresses, emails, phone and social links. */
export function ContactDetails() {
  return (
    <section className={styles.details} aria-labelledby="details-heading">
      <h2 id="details-heading">{contact.details.heading}</h2>
      <MapFacade />
      <h3 className={styles.subheading}>{contact.details.officesHeading}</h3>
      <Addresses headingLevel={4} />
      <h3 className={styles.subheading}>{contact.details.emailHeading}</h3>
      <ul className={styles.plainList}>
        {site.emails.map((email) => (
          <li key={email.address}>
            <span className={styles.muted}>{email.label}</span>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{contact.details.phoneHeading}</h3>
      <p>
        <a className={styles.phone} href={`tel:${site.phone.tel}`}>
          {site.phone.display}
        </a>
        {/* The zone on a line of its own: a Latin comma joined them, and Arabic joins a list with و. */}
        <span className={styles.muted}>{site.openingHours}</span>
        <span className={styles.muted}>{site.openingHoursZone}</span>
      </p>
      <h3 className={styles.subheading}>{contact.details.followHeading}</h3>
      <SocialLinks />
    </section>
  );
}
