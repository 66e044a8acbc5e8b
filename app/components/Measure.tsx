import type { Measure as MeasureValue } from "../content/schemas/index.ts";
import styles from "./Measure.module.css";
import { formatMeasure } from "../format/measure.ts";

/** A figure with its unit, followed by the conversion international buyers look for. */
export function Measure({ measure, hero = false }: { measure: MeasureValue; hero?: boolean }) {
  const { value, symbol, converted } = formatMeasure(measure);
  return (
    <span className={hero ? styles.hero : styles.inline}>
      <span className={styles.value}>
        {value}
        <span className={styles.unit}> {symbol}</span>
      </span>
      {converted && <span className={styles.converted}> (≈ {converted})</span>}
    </span>
  );
}
