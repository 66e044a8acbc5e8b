import { layout } from "../../content/layout.ts";
import styles from "./ProductTicker.module.css";

/** The running strip of product names; the moving-parts issue animates this same list. */
export function ProductTicker() {
  return (
    <aside className={styles.ticker} aria-label={layout.ticker.label}>
      <ul className={styles.list}>
        {layout.ticker.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}
