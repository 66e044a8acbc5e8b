import { ButtonLink } from "../components/ButtonLink.tsx";
import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { Section } from "../components/Section.tsx";
import { offering } from "../content/offering.ts";
import styles from "./offering/offering.module.css";

export const meta = () => pageMeta(offering.meta);

export default function Offering() {
  return (
    <>
      <PageBanner title={offering.banner.title} breadcrumbs={offering.banner.breadcrumbs} />
      <Section tone="drawing" labelledBy="offering-card-0">
        <p className={styles.intro}>{offering.intro}</p>
        <div className={styles.cards}>
          {offering.cards.map((card, index) => (
            <article key={card.title} className={styles.card} aria-labelledby={`offering-card-${index}`}>
              <h2 id={`offering-card-${index}`}>{card.title}</h2>
              {card.groups.map((group) => (
                <div key={group.heading} className={styles.group}>
                  <h3>{group.heading}</h3>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
              <ButtonLink to={card.link.to} variant="secondary">
                {card.link.label}
              </ButtonLink>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
