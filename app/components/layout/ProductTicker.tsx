import { layout } from "virtual:content/layout";
import styles from "./ProductTicker.module.css";

/**
 * The running strip of product names. Pure CSS: it moves without JavaScript, pauses on hover and
 * keyboard focus, and stands still under prefers-reduced-motion. The second copy only closes the
 * loop visually, so assistive technology reads the list once.
 */
export function ProductTicker() {
  const list = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {layout.ticker.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  // Focusable, so keyboard users can stop the motion too (WCAG 2.2.2).
  return (
    <aside className={styles.ticker} aria-label={layout.ticker.label} tabIndex={0}>
      <div className={styles.track}>
        {list(false)}
        {list(true)}
      </div>
    </aside>
  );
}
