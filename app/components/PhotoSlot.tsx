import styles from "./PhotoSlot.module.css";

/**
 * Where a photograph goes. Until the image pipeline lands it draws a technical-drawing frame and
 * keeps the alt text as the figure's accessible name, so the layout and its semantics are final.
 */
export function PhotoSlot({
  alt,
  caption,
  ratio = "4 / 3",
  label,
}: {
  alt: string;
  caption?: string;
  ratio?: string;
  label?: string;
}) {
  return (
    <figure className={styles.figure}>
      <div className={styles.frame} style={{ aspectRatio: ratio }} role="img" aria-label={alt}>
        <svg className={styles.drawing} viewBox="0 0 100 75" preserveAspectRatio="none" aria-hidden="true">
          <path d="M0 0 100 75M100 0 0 75" />
          <circle cx="50" cy="37.5" r="14" />
        </svg>
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
