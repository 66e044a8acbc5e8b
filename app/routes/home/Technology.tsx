import { PhotoSlot } from "../../components/PhotoSlot.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import styles from "./Technology.module.css";

const { technology } = home;

/** Spec §2 Home 6: two videos. Their posters stand here; the player comes on click, later. */
export function Technology() {
  return (
    <Section tone="white" labelledBy="technology-heading">
      <SectionHeading id="technology-heading" eyebrow={technology.eyebrow}>
        {technology.heading}
      </SectionHeading>
      <p className={styles.intro}>{technology.intro}</p>
      <ul className={styles.videos}>
        {site.videos.map((video) => (
          <li key={video.videoId}>
            <PhotoSlot alt={video.title} caption={video.title} ratio="16 / 9" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
