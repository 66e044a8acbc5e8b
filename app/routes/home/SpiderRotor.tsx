import { home } from "virtual:content/home";
import { Carousel, slideSizes } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../format/format.ts";
import spiderRotorImages from "virtual:image-slots/spider-rotor";
import { imageOf, slotName } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { Section } from "../../components/Section.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { motion } from "../../content/motion.ts";
import styles from "./SpiderRotor.module.css";

/** Spec §2 Home 3: three spider-rotor photos in a carousel; each opens in the image viewer. */
export function SpiderRotor() {
  const { spiderRotor } = home;
  const photos = spiderRotor.photos.map((photo, index) => {
    const slot = slotName("spider-rotor", index + 1);
    return { slot, image: imageOf(spiderRotorImages, slot), alt: photo.alt, title: photo.alt };
  });
  const photoSizes = slideSizes(motion.carousels.spiderRotor.breakpoints, photos.length);
  const viewer = useImageViewer(photos);
  return (
    <Section tone="drawing" labelledBy="spider-rotor-heading" heading={spiderRotor.heading}>
      <p className={styles.intro}>{spiderRotor.intro}</p>
      <Carousel config={motion.carousels.spiderRotor} label={spiderRotor.heading}>
        {photos.map((photo, index) => (
          <ZoomButton
            key={photo.slot}
            alt={photo.alt}
            shown={twoDigits(index + 1)}
            onOpen={() => viewer.open(index)}
          >
            <Photo image={photo.image} alt={photo.alt} sizes={photoSizes} label={twoDigits(index + 1)} />
          </ZoomButton>
        ))}
      </Carousel>
      {viewer.element}
    </Section>
  );
}
