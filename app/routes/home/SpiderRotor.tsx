import { PhotoSlot } from "../../components/PhotoSlot.tsx";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { home } from "../../content/home.ts";
import styles from "./SpiderRotor.module.css";
import { twoDigits } from "../../components/format.ts";

const { spiderRotor } = home;

/** Spec §2 Home 3: three spider-rotor photos, a list until the carousel wraps it. */
export function SpiderRotor() {
  return (
    <Section tone="drawing" labelledBy="spider-rotor-heading">
      <SectionHeading id="spider-rotor-heading">{spiderRotor.heading}</SectionHeading>
      <p className={styles.intro}>{spiderRotor.intro}</p>
      <ul className={styles.photos}>
        {spiderRotor.photos.map((photo, index) => (
          <li key={photo.alt}>
            <PhotoSlot alt={photo.alt} caption={photo.caption} label={twoDigits(index + 1)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
