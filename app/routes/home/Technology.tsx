import { home } from "virtual:content/home";
import { site } from "virtual:content/site";
import { Section } from "../../components/Section.tsx";
import styles from "./Technology.module.css";
import { VideoPlayer } from "./VideoPlayer.tsx";
import videoImages from "virtual:image-slots/video";
import { imageOf, slotName } from "../../image-slots/slots.ts";

/** Spec §2 Home 6: the two videos, each loaded from the provider only when played (ADR 0006). */
export function Technology() {
  const { technology } = home;
  return (
    <Section
      tone="white"
      labelledBy="technology-heading"
      heading={technology.heading}
      eyebrow={technology.eyebrow}
    >
      <p className={styles.intro}>{technology.intro}</p>
      <ul className={styles.videos}>
        {site.videos.map((video, index) => (
          <li key={video.videoId}>
            <VideoPlayer
              title={video.title}
              videoId={video.videoId}
              playLabel={technology.playLabel}
              poster={imageOf(videoImages, slotName("video", index + 1))}
            />
          </li>
        ))}
      </ul>
      <p className={styles.privacyNote}>{technology.privacyNote}</p>
    </Section>
  );
}
