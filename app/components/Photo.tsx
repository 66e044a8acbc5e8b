import { imageSlot, imageUrl } from "./images.ts";
import styles from "./Photo.module.css";

/**
 * A photo from its slot in app/content/images.ts: the slot fixes the file and the intrinsic size
 * (so nothing shifts while it loads); the words — alt and caption — always come from content.
 */
export function Photo({
  slot,
  alt,
  caption,
  priority = false,
  label,
}: {
  slot: string;
  alt: string;
  caption?: string;
  /** true for the one image a visitor sees first (LCP): loads eagerly, at high priority */
  priority?: boolean;
  label?: string;
}) {
  const { width, height } = imageSlot(slot);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <img
          className={styles.image}
          src={imageUrl(slot)}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          style={{ aspectRatio: `${width} / ${height}` }}
        />
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
