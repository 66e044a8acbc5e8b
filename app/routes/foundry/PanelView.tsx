import type { ReactNode } from "react";
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
        <Block id="capacities" heading={panel.capacities.heading}>
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
        </Block>
      )}

      {panel.steps && (
        <Block id="steps" heading={panel.steps.heading}>
          <ol className={styles.steps}>
            {panel.steps.items.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Block>
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
        <Block id="timeline" heading={panel.timeline.heading}>
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
        </Block>
      )}

      {panel.list && (
        <Block id="list" heading={panel.list.heading}>
          <ul className={styles.list}>
            {panel.list.items.map((item) => (
              <li key={item} className={styles.listItem}>
                {item}
              </li>
            ))}
          </ul>
        </Block>
      )}
    </article>
  );
}

/** A part of a panel under its heading, named by it for screen readers. */
function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.block}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {children}
    </section>
  );
}
