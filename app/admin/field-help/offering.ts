import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's offering.yaml (content/en/offering.yaml and the others). */
export const offering = {
  page: { en: "Offering page", it: "Pagina Offerta" },
  fields: {
    heading: {
      en: {
        label: "Name of the two cards",
        help: "Not shown on the page: screen readers announce it before the cards, e.g. “Products and services”.",
      },
      it: {
        label: "Nome delle due schede",
        help: "Non compare sulla pagina: i lettori di schermo lo leggono prima delle schede, per esempio “Prodotti e servizi”.",
      },
    },
    intro: {
      en: {
        label: "Introduction",
        help: "The line under the banner, above the two cards.",
      },
      it: {
        label: "Introduzione",
        help: "La riga sotto la fascia in alto, sopra le due schede.",
      },
    },
    "intro.text": {
      en: {
        label: "Introduction text",
        help: "One sentence saying what the company supplies, e.g. “What we supply, from single castings to assembled valves.”",
      },
      it: {
        label: "Testo dell'introduzione",
        help: "Una frase che dice che cosa fornisce l'azienda, per esempio “Cosa forniamo, dal singolo getto alle valvole assemblate.”",
      },
    },
    cards: {
      en: {
        label: "Cards",
        help: "The two cards side by side, each with a title, groups of products and a button to the page that tells more.",
      },
      it: {
        label: "Schede",
        help: "Le due schede affiancate, ciascuna con un titolo, gruppi di prodotti e un pulsante verso la pagina che ne parla più a fondo.",
      },
    },
    "cards[].title": {
      en: { label: "Card title", help: "The title at the top of the card, e.g. “Steel Casting”." },
      it: {
        label: "Titolo della scheda",
        help: "Il titolo in cima alla scheda, per esempio “Getti in acciaio”.",
      },
    },
    "cards[].groups": {
      en: {
        label: "Groups of products",
        help: "The groups listed in the card, each with a small heading and its products, e.g. “Valve castings”, then bodies, bonnets, yokes.",
      },
      it: {
        label: "Gruppi di prodotti",
        help: "I gruppi elencati nella scheda, ciascuno con un piccolo titolo e i suoi prodotti, per esempio “Getti per valvole” e poi corpi, coperchi, arcate.",
      },
    },
    "cards[].groups[].heading": {
      en: {
        label: "Group heading",
        help: "The small heading over the group's list, e.g. “Pump components”.",
      },
      it: {
        label: "Titolo del gruppo",
        help: "Il piccolo titolo sopra l'elenco del gruppo, per esempio “Componenti per pompe”.",
      },
    },
    "cards[].groups[].items": {
      en: {
        label: "Products",
        help: "The products listed under the group's heading, one per item, e.g. “Impeller”. A word or two each.",
      },
      it: {
        label: "Prodotti",
        help: "I prodotti elencati sotto il titolo del gruppo, uno per voce, per esempio “Giranti”. Una o due parole ciascuno.",
      },
    },
    "cards[].link": {
      en: {
        label: "Button",
        help: "The button at the bottom of the card, leading to the page that tells more about its products.",
      },
      it: {
        label: "Pulsante",
        help: "Il pulsante in fondo alla scheda, che porta alla pagina dove si parla di più di quei prodotti.",
      },
    },
    "cards[].link.label": {
      en: { label: "Words on the button", help: "What the button says, e.g. “See our foundry”." },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “Scopri la nostra fonderia”.",
      },
    },
    "cards[].link.to": {
      en: {
        label: "Page it opens",
        help: "The page of this site the button leads to, chosen from the list, e.g. /foundry.",
      },
      it: {
        label: "Pagina che apre",
        help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, per esempio /foundry.",
      },
    },
  },
} satisfies FileHelpOf<"offering">;
