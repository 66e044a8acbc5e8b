import { ButtonLink } from "../../components/ButtonLink.tsx";
import { home } from "../../content/home.ts";
import styles from "./HomeBanner.module.css";
import { twoDigits } from "../../components/format.ts";

/** Spec §2 Home 1: the banner's two slides, as a list until the carousel wraps it. */
export function HomeBanner() {
  return (
    <section className={styles.banner} aria-labelledby="home-heading">
      <div className={styles.inner}>
        <h1 id="home-heading" className={styles.heading}>
          {home.hero.heading}
        </h1>
        <ul className={styles.slides}>
          {home.slides.map((slide, index) => (
            <li key={slide.title} className={styles.slide}>
              <p className={styles.index} aria-hidden="true">
                {twoDigits(index + 1)}
              </p>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <ButtonLink to={slide.button.to} variant={index === 0 ? "primary" : "onDark"}>
                {slide.button.label}
                <span className="visually-hidden"> {slide.eyebrow}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
