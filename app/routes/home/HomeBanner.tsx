import { home } from "virtual:content/home";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { twoDigits } from "../../format/format.ts";
import bannerImages from "virtual:image-slots/banner";
import { imageOf, slotName } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { motion } from "../../content/motion.ts";
import styles from "./HomeBanner.module.css";

// HomeBanner.module.css: the whole content width up to 860 px, then the 5-of-11 column beside the
// text; the page stops growing at 1248 px (--page-max).
const bannerSizes = "(max-width: 860px) calc(95vw - 1rem), (max-width: 1248px) calc(43vw - 2rem), 510px";

/** Spec §2 Home 1: the banner carousel's two slides (§9: 5000 ms, 2500 ms, no loop). */
export function HomeBanner() {
  return (
    <section className={styles.banner} aria-labelledby="home-heading">
      <div className={styles.inner}>
        <h1 id="home-heading" className={styles.heading}>
          {home.hero.heading}
        </h1>
        <Carousel config={motion.carousels.homeBanner} label={home.hero.heading} tone="dark">
          {home.slides.map((slide, index) => (
            <div key={slide.title} className={styles.slide}>
              <div className={styles.text}>
                <p className={styles.index} aria-hidden="true">
                  {twoDigits(index + 1)}
                </p>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <h2 className={styles.title}>{slide.title}</h2>
                <ButtonLink to={slide.button.to} variant={index === 0 ? "primary" : "onDark"}>
                  {slide.button.label}
                  <span className="visually-hidden"> {slide.eyebrow}</span>
                </ButtonLink>
              </div>
              <div className={styles.image}>
                <Photo
                  image={imageOf(bannerImages, slotName("banner", index + 1))}
                  alt=""
                  sizes={bannerSizes}
                  priority={index === 0}
                />
              </div>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
