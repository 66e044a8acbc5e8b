import { offering } from "virtual:content/offering";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Section } from "../../components/Section.tsx";
import styles from "./offering.module.css";

/** Steel Casting and Hammers: what the company supplies, grouped. */
export function OfferingCards() {
  return (
    <Section tone="drawing" labelledBy="offering-heading" heading={offering.heading} headingHidden>
      <p className={styles.intro}>{offering.intro.text}</p>
      <div className={styles.cards}>
        {offering.cards.map((card, index) => (
          <article key={card.title} className={styles.card} aria-labelledby={`offering-${index}`}>
            <h3 id={`offering-${index}`}>{card.title}</h3>
            {card.groups.map((group) => (
              <div key={group.heading} className={styles.group}>
                <h4>{group.heading}</h4>
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
  );
}
