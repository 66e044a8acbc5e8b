import { preload } from "react-dom";
import { type PhotoImage, type SlotImage, photoFile, photoSrcSet, photoTypes } from "../image-slots/slots.ts";
import styles from "./Photo.module.css";

/** The JPEG for a browser that ignores srcset: a phone-sized one, or the largest there is. */
function fallbackWidth({ widths }: PhotoImage["photo"]): number {
  return widths.find((width) => width >= 640) ?? widths.at(-1) ?? 0;
}

/**
 * The image of a slot (app/image-slots/slots.ts): the slot fixes the intrinsic size, so nothing
 * shifts while it loads; the words — alt and caption — always come from content. A drawing is one
 * <img>; a photo is a <picture> of AVIF, WebP and JPEG variants, painted in its dominant colour
 * until it arrives (docs/decisions/0010-photo-pipeline.md).
 */
export function Photo({
  image,
  alt,
  sizes,
  caption,
  priority = false,
  label,
}: {
  image: SlotImage;
  alt: string;
  /**
   * How wide the image is shown at each viewport width, worked out from the CSS of the section
   * around it; the browser picks the variant from it before any layout.
   */
  sizes: string;
  caption?: string;
  /** true for the one image a visitor sees first (LCP): loads eagerly, at high priority, preloaded */
  priority?: boolean;
  label?: string;
}) {
  const { width, height } = image;
  const shared = {
    className: styles.image,
    width,
    height,
    alt,
    loading: priority ? "eager" : "lazy",
    decoding: "async",
    fetchPriority: priority ? "high" : undefined,
  } as const;
  let picture;
  if ("photo" in image) {
    const { photo } = image;
    if (priority) {
      // React preloads a high-priority <img> by itself, but not one inside <picture>.
      preload(photoFile(photo.path, photo.widths[0] ?? 0, "avif"), {
        as: "image",
        imageSrcSet: photoSrcSet(photo, "avif"),
        imageSizes: sizes,
        type: photoTypes.avif,
        fetchPriority: "high",
      });
    }
    picture = (
      <picture className={styles.picture}>
        <source type={photoTypes.avif} srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
        <source type={photoTypes.webp} srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
        <img
          {...shared}
          src={photoFile(photo.path, fallbackWidth(photo), "jpeg")}
          srcSet={photoSrcSet(photo, "jpeg")}
          sizes={sizes}
          style={{ aspectRatio: `${width} / ${height}`, backgroundColor: photo.color }}
        />
      </picture>
    );
  } else {
    picture = <img {...shared} src={image.src} style={{ aspectRatio: `${width} / ${height}` }} />;
  }
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {picture}
        {label && (
          <span className={styles.label} aria-hidden="true">
            {label}
          </span>
        )}
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
