import { home } from "virtual:content/home";
import { site } from "virtual:content/site";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { ExperienceYears } from "../../components/ExperienceYears.tsx";
import { PhoneIcon } from "../../components/icons.tsx";
import aboutImages from "virtual:image-slots/about";
import { imageOf, slotName } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import styles from "./AboutIntro.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// AboutIntro.module.css: two photos side by side, across the content width up to 860 px, then in
// 5 of 12 columns.
const photoSizes = "(max-width: 860px) calc(47.5vw - 1rem), (max-width: 1248px) calc(19.8vw - 2rem), 222px";

export function AboutIntro() {
  const { about } = home;
  const photos = about.photos.map((photo, index) => {
    const slot = slotName("about", index + 1);
    return { slot, image: imageOf(aboutImages, slot), alt: photo.alt, title: photo.alt };
  });
  const viewer = useImageViewer(photos);
  return (
    <Section tone="paper" labelledBy="about-intro-heading">
      <div className={styles.grid}>
        <div className={styles.media}>
          <div className={styles.photos}>
            {photos.map((photo, index) => (
              <ZoomButton key={photo.slot} alt={photo.alt} onOpen={() => viewer.open(index)}>
                <Photo image={photo.image} alt={photo.alt} sizes={photoSizes} />
              </ZoomButton>
            ))}
          </div>
          <p className={styles.badge}>
            <span className={styles.years}>
              <ExperienceYears />
            </span>
            <span className={styles.badgeLabel}>{about.badge}</span>
          </p>
          {viewer.element}
        </div>
        <div className={styles.text}>
          <SectionHeading id="about-intro-heading" eyebrow={about.eyebrow}>
            {about.heading}
          </SectionHeading>
          <Paragraphs texts={about.body} />
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
