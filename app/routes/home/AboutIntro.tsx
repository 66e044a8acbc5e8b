import { ButtonLink } from "../../components/ButtonLink.tsx";
import { ExperienceYears } from "../../components/ExperienceYears.tsx";
import { PhoneIcon } from "../../components/icons.tsx";
import { PhotoSlot } from "../../components/PhotoSlot.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import styles from "./AboutIntro.module.css";

const { about } = home;

export function AboutIntro() {
  return (
    <Section tone="paper" labelledBy="about-intro-heading">
      <div className={styles.grid}>
        <div className={styles.media}>
          <div className={styles.photos}>
            {about.photos.map((photo) => (
              <PhotoSlot key={photo.alt} alt={photo.alt} ratio="3 / 4" />
            ))}
          </div>
          <p className={styles.badge}>
            <span className={styles.years}>
              <ExperienceYears />
            </span>
            <span className={styles.badgeLabel}>{about.badge}</span>
          </p>
        </div>
        <div className={styles.text}>
          <SectionHeading id="about-intro-heading" eyebrow={about.eyebrow}>
            {about.heading}
          </SectionHeading>
          {about.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className={styles.materials}>
            {about.materials.map((material) => (
              <li key={material}>{material}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ButtonLink to={about.button.to}>{about.button.label}</ButtonLink>
            <a className={styles.phone} href={`tel:${site.phone.tel}`}>
              <PhoneIcon />
              <span>
                <span className={styles.phoneLabel}>{about.phoneLabel}</span>
                <span className={styles.phoneNumber}>{site.phone.display}</span>
              </span>
            </a>
          </div>
        </div>
      </div>
    </Section>
  );
}
