import { metalRecycling } from "virtual:content/metalRecycling";
import { Section } from "../../components/Section.tsx";
import styles from "./metal-recycling.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

/** About Our Hammers, Shredder, Rotors. */
export function Cards() {
  const { cards, cardsHeading } = metalRecycling;
  return (
    <Section tone="white" labelledBy="cards-heading" heading={cardsHeading} headingHidden>
      <div className={styles.cards}>
        {cards.map((card, index) => (
          <article key={card.title} className={styles.card} aria-labelledby={`card-${index}`}>
            <h3 id={`card-${index}`}>{card.title}</h3>
            <Paragraphs texts={card.body} />
            {card.list && (
              <ul className={styles.cardList}>
                {card.list.map((item) => (
                  <li key={item} className={styles.cardItem}>
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}
