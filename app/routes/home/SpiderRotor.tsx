import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../components/format.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { home } from "../../content/home.ts";
import { slotName } from "../../content/images.ts";
import { motion } from "../../content/motion.ts";
import styles from "./SpiderRotor.module.css";

const { spiderRotor } = home;
const photos = spiderRotor.photos.map((photo, index) => ({
  slot: slotName("spider-rotor", index + 1),
  alt: photo.alt,
  title: photo.alt,
}));

/** Spec §2 Home 3: three spider-rotor photos in a carousel; each opens in the image viewer. */
export function SpiderRotor() {
  const viewer = useImageViewer(photos);
  return (
    <Section tone="drawing" labelledBy="spider-rotor-heading">
      <SectionHeading id="spider-rotor-heading">{spiderRotor.heading}</SectionHeading>
      <p className={styles.intro}>{spiderRotor.intro}</p>
      <Carousel config={motion.carousels.spiderRotor} label={spiderRotor.heading}>
        {photos.map((photo, index) => (
          <ZoomButton key={photo.slot} alt={photo.alt} onOpen={() => viewer.open(index)}>
            <Photo slot={photo.slot} alt={photo.alt} label={twoDigits(index + 1)} />
          </ZoomButton>
        ))}
      </Carousel>
      {viewer.element}
    </Section>
  );
}
