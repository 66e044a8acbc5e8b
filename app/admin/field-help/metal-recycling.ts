import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's metal-recycling.yaml (content/en/metal-recycling.yaml and the others). */
export const metalRecycling = {
  page: { en: "Metal Recycling page", it: "Pagina Riciclo dei metalli" },
  fields: {
    products: {
      en: {
        label: "Our products",
        help: "The first section under the banner: the twelve shredder wear parts, each with its photo and name, sliding past.",
      },
      it: {
        label: "I nostri prodotti",
        help: "La prima sezione sotto la fascia: i dodici ricambi antiusura per frantumatori, ciascuno con la sua foto e il suo nome, che scorrono.",
      },
    },
    "products.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “Metal recycling”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “Riciclo dei metalli”.",
      },
    },
    "products.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Wear parts for scrap shredders”." },
      it: {
        label: "Titolo",
        help: "Il titolo della sezione, per esempio “Ricambi antiusura per frantumatori di rottami”.",
      },
    },
    "products.items": {
      en: {
        label: "Product names",
        help: "The twelve names shown under the photos, in the photos' order: the first name goes with the first product photo under Photos, and so on. E.g. “Hammers”.",
      },
      it: {
        label: "Nomi dei prodotti",
        help: "I dodici nomi sotto le foto, nello stesso ordine delle foto: il primo nome va con la prima foto dei prodotti in Foto, e così via. Per esempio “Martelli”.",
      },
    },
    experience: {
      en: {
        label: "Experience",
        help: "The dark section under the products: a title, a short text and a large figure with its explanation, e.g. 70% more tons of scrap per hour.",
      },
      it: {
        label: "Esperienza",
        help: "La sezione scura sotto i prodotti: un titolo, un breve testo e un numero in grande con la sua spiegazione, per esempio 70% di rottame in più all'ora.",
      },
    },
    "experience.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Experience makes a difference”." },
      it: { label: "Titolo", help: "Il titolo della sezione, per esempio “L'esperienza fa la differenza”." },
    },
    "experience.body": {
      en: {
        label: "Paragraphs",
        help: "The text under the title, one paragraph per item: how the hammers are designed for each shredder.",
      },
      it: {
        label: "Paragrafi",
        help: "Il testo sotto il titolo, un paragrafo per voce: come vengono progettati i martelli per ogni frantumatore.",
      },
    },
    "experience.claim": {
      en: {
        label: "Headline figure",
        help: "The large figure beside the text with the words that explain it. Make sure the company can stand behind the number.",
      },
      it: {
        label: "Dato in evidenza",
        help: "Il numero in grande accanto al testo, con le parole che lo spiegano. Verifica che l'azienda possa confermare il dato.",
      },
    },
    "experience.claim.value": {
      en: { label: "Number", help: "The figure shown large, digits only, e.g. 70." },
      it: { label: "Numero", help: "Il valore mostrato in grande, solo cifre, per esempio 70." },
    },
    "experience.claim.unit": {
      en: { label: "Unit", help: "The sign shown after the number; always %." },
      it: { label: "Unità", help: "Il simbolo che segue il numero; è sempre %." },
    },
    "experience.claim.label": {
      en: {
        label: "What the figure means",
        help: "The words under the figure, read as one with it, e.g. “more tons of scrap per hour from the same shredder motor”.",
      },
      it: {
        label: "Che cosa indica il numero",
        help: "Le parole sotto il numero, da leggere insieme a esso, per esempio “di rottame in più all'ora con lo stesso motore del frantumatore”.",
      },
    },
    cardsHeading: {
      en: {
        label: "Name of the three cards",
        help: "Not shown on the page: screen readers announce it before the three cards, e.g. “Hammers, shredders and rotors”.",
      },
      it: {
        label: "Nome delle tre schede",
        help: "Non compare sulla pagina: i lettori di schermo lo leggono prima delle tre schede, per esempio “Martelli, frantumatori e rotori”.",
      },
    },
    cards: {
      en: {
        label: "Hammers, shredders and rotors",
        help: "The three cards at the bottom of the page, each with a title, a short text and, if wanted, a list.",
      },
      it: {
        label: "Martelli, frantumatori e rotori",
        help: "Le tre schede in fondo alla pagina, ciascuna con un titolo, un breve testo e, se serve, un elenco.",
      },
    },
    "cards[].title": {
      en: { label: "Card title", help: "The title at the top of the card, e.g. “About Our Hammers”." },
      it: {
        label: "Titolo della scheda",
        help: "Il titolo in cima alla scheda, per esempio “I nostri martelli”.",
      },
    },
    "cards[].body": {
      en: {
        label: "Card text",
        help: "The text under the card's title, one paragraph per item.",
      },
      it: {
        label: "Testo della scheda",
        help: "Il testo sotto il titolo della scheda, un paragrafo per voce.",
      },
    },
    "cards[].list": {
      en: {
        label: "List",
        help: "An optional list under the card's text, one line per item, e.g. “Disc Rotors”. Leave it empty if the card needs none.",
      },
      it: {
        label: "Elenco",
        help: "Un elenco facoltativo sotto il testo della scheda, una riga per voce, per esempio “Rotori a dischi”. Lascialo vuoto se la scheda non ne ha bisogno.",
      },
    },
  },
} satisfies FileHelpOf<"metalRecycling">;
