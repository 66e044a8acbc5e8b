import { ButtonLink } from "./ButtonLink.tsx";
import { Carousel, type CarouselConfig, slideSizes } from "./carousel/Carousel.tsx";
import { twoDigits } from "../format/format.ts";
import { imageOf, slotName, type SlotImages } from "../image-slots/slots.ts";
import { Photo } from "./Photo.tsx";
import { Section } from "./Section.tsx";
import styles from "./PhotoCarouselSection.module.css";

/**
 * A section of numbered photos in a carousel, each with its title: the home page's services (a
 * described card each, and a link on) and the products of /metal-recycling (a name each). The
 * photos are the slots `<slot>-01`, `<slot>-02`, … of `images`, in the items' order.
 */
export function PhotoCarouselSection({
  id,
  tone,
  eyebrow,
  heading,
  items,
  images,
  slot,
  carousel,
  link,
  firstPhotoFirst = false,
}: {
  /** The section's name in its heading's id (`<id>-heading`). */
  id: string;
  tone: "ink" | "drawing";
  eyebrow: string;
  heading: string;
  items: readonly { title: string; description?: string }[];
  images: SlotImages;
  slot: string;
  carousel: CarouselConfig;
  link?: { label: string; to: string };
  /** The section opens its page: the first photo is the one a visitor sees first (Photo's priority). */
  firstPhotoFirst?: boolean;
}) {
  const sizes = slideSizes(carousel.breakpoints, items.length);
  return (
    <Section tone={tone} labelledBy={`${id}-heading`} heading={heading} eyebrow={eyebrow}>
      <Carousel config={carousel} label={heading} tone={tone === "ink" ? "dark" : "light"}>
        {items.map((item, index) => {
          const photo = (
            <Photo
              image={imageOf(images, slotName(slot, index + 1))}
              alt=""
              sizes={sizes}
              label={twoDigits(index + 1)}
              priority={firstPhotoFirst && index === 0}
            />
          );
          return item.description === undefined ? (
            <div key={item.title}>
              {photo}
              <h3 className={styles.name}>{item.title}</h3>
            </div>
          ) : (
            <article key={item.title} className={styles.card}>
              {photo}
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.description}</p>
            </article>
          );
        })}
      </Carousel>
      {link && (
        <p className={styles.more}>
          <ButtonLink to={link.to} variant={tone === "ink" ? "onDark" : "secondary"}>
            {link.label}
          </ButtonLink>
        </p>
      )}
    </Section>
  );
}
