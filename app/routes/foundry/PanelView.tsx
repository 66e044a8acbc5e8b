import { foundry } from "virtual:content/foundry";
import { Measure } from "../../components/Measure.tsx";
import { motion } from "../../content/motion.ts";
import type { Panel } from "../../content/schemas/index.ts";
import styles from "./foundry.module.css";

/** One foundry panel: its text and whichever of the spec's data blocks it carries. */
export function PanelView({ panel }: { panel: Panel }) {
  return (
    <article
      // Spec §2: the methods panel fades in (§9: 2000 ms); the global reduced-motion rule stills it.
      className={panel.methods ? `${styles.panel} ${styles.fadeIn}` : styles.panel}
      style={panel.methods ? { animationDuration: `${motion.methodsFadeMs}ms` } : undefined}
      aria-labelledby="panel-heading"
      data-panel={panel.key}
    >
      <h2 id="panel-heading">{panel.heading}</h2>
      {panel.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}

      {panel.capacities && (
        <section aria-labelledby="capacities-heading" className={styles.block}>
          <h3 id="capacities-heading">{panel.capacities.heading}</h3>
          <dl className={styles.capacities}>
            {panel.capacities.items.map((item) => (
              <div key={item.label} className={styles.capacity}>
                <dt>{item.label}</dt>
                <dd>
                  <Measure measure={item.measure} hero />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {panel.steps && (
        <section aria-labelledby="steps-heading" className={styles.block}>
          <h3 id="steps-heading">{panel.steps.heading}</h3>
          <ol className={styles.steps}>
            {panel.steps.items.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}

      {panel.methods && (
        <ol className={`${styles.block} ${styles.methods}`}>
          {panel.methods.map((method) => (
            <li key={method.no} className={styles.method}>
              {/* the list is already numbered for screen readers */}
              <span className={styles.methodNo} aria-hidden="true">
                {method.no}
              </span>
              <h3>{method.title}</h3>
              <p>{method.description}</p>
            </li>
          ))}
        </ol>
      )}

      {panel.timeline && (
        <section aria-labelledby="timeline-heading" className={styles.block}>
          <h3 id="timeline-heading">{panel.timeline.heading}</h3>
          <ol className={styles.timeline}>
            {panel.timeline.items.map((item) => (
              <li key={item.activity} style={{ flexGrow: item.weeks }}>
                <span className={styles.weeks}>
                  {item.weeks} <span>{foundry.weeksLabel}</span>
                </span>
                <span className={styles.activity}>{item.activity}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {panel.list && (
        <section aria-labelledby="list-heading" className={styles.block}>
          <h3 id="list-heading">{panel.list.heading}</h3>
          <ul className={styles.list}>
            {panel.list.items.map((item) => (
              <li key={item} className={styles.listItem}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
