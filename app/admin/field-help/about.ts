import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's about.yaml (content/en/about.yaml and the others). */
export const about = {
  page: { en: "About Us page", it: "Pagina Chi siamo" },
  fields: {
    founder: {
      en: {
        label: "Our founder",
        help: "The first section under the banner: the founder's portrait with name and role, a title, the founder's story and the years of experience.",
      },
      it: {
        label: "Il nostro fondatore",
        help: "La prima sezione sotto la fascia: il ritratto del fondatore con nome e ruolo, un titolo, la sua storia e gli anni di esperienza.",
      },
    },
    "founder.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “Our founder”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “Il nostro fondatore”.",
      },
    },
    "founder.heading": {
      en: {
        label: "Title",
        help: "The title beside the portrait, e.g. “Three decades of casting experience”.",
      },
      it: {
        label: "Titolo",
        help: "Il titolo accanto al ritratto, per esempio “Trent'anni di esperienza in fonderia”.",
      },
    },
    "founder.bio": {
      en: {
        label: "The founder's story",
        help: "The paragraphs under the title, one per item. The founder's name and role, shown under the portrait, are in Company details.",
      },
      it: {
        label: "La storia del fondatore",
        help: "I paragrafi sotto il titolo, uno per voce. Il nome e il ruolo del fondatore, che compaiono sotto il ritratto, si modificano in Dati dell'azienda.",
      },
    },
    "founder.photo": {
      en: {
        label: "Founder's portrait",
        help: "The words for the portrait beside the story. The photo itself is changed under Photos.",
      },
      it: {
        label: "Ritratto del fondatore",
        help: "Le parole per il ritratto accanto alla storia. La foto vera e propria si cambia in Foto.",
      },
    },
    "founder.experienceLabel": {
      en: {
        label: "Words after the years",
        help: "Shown beside the number of years of experience under the story, which the site counts by itself, e.g. “Years Experience”.",
      },
      it: {
        label: "Parole dopo gli anni",
        help: "Compaiono accanto al numero degli anni di esperienza sotto la storia, che il sito calcola da solo, per esempio “Anni di esperienza”.",
      },
    },
    principlesHeading: {
      en: {
        label: "Name of the three cards",
        help: "Not shown on the page: screen readers announce it before the Vision, Strength and Mission cards, e.g. “Vision, strength and mission”.",
      },
      it: {
        label: "Nome delle tre schede",
        help: "Non compare sulla pagina: i lettori di schermo lo leggono prima delle schede Visione, Punti di forza e Missione, per esempio “Visione, punti di forza e missione”.",
      },
    },
    cards: {
      en: {
        label: "Vision, strength and mission",
        help: "The three numbered cards on the dark band under the founder's section, each with a title and one short paragraph.",
      },
      it: {
        label: "Visione, punti di forza e missione",
        help: "Le tre schede numerate sulla fascia scura sotto la sezione del fondatore, ciascuna con un titolo e un breve paragrafo.",
      },
    },
    "cards[].key": {
      en: {
        label: "Which card",
        help: "Whether this is the vision, the strength or the mission card. Visitors do not see it; each of the three appears once.",
      },
      it: {
        label: "Quale scheda",
        help: "Indica se si tratta della scheda visione, punti di forza o missione. I visitatori non la vedono; ognuna delle tre compare una sola volta.",
      },
    },
    "cards[].title": {
      en: { label: "Card title", help: "The title of the card, under its number, e.g. “Vision”." },
      it: {
        label: "Titolo della scheda",
        help: "Il titolo della scheda, sotto il suo numero, per esempio “Visione”.",
      },
    },
    "cards[].body": {
      en: {
        label: "Card text",
        help: "The short paragraph under the card's title. One or two sentences.",
      },
      it: {
        label: "Testo della scheda",
        help: "Il breve paragrafo sotto il titolo della scheda. Una o due frasi.",
      },
    },
    values: {
      en: {
        label: "Our values",
        help: "The section of five values that slide past in turn, each with a title and a sentence.",
      },
      it: {
        label: "I nostri valori",
        help: "La sezione dei cinque valori che scorrono uno dopo l'altro, ciascuno con un titolo e una frase.",
      },
    },
    "values.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Our Values”." },
      it: { label: "Titolo", help: "Il titolo della sezione, per esempio “I nostri valori”." },
    },
    "values.items": {
      en: {
        label: "Values",
        help: "The five values, in the order they slide past. There are always five.",
      },
      it: {
        label: "Valori",
        help: "I cinque valori, nell'ordine in cui scorrono. Sono sempre cinque.",
      },
    },
    "values.items[].title": {
      en: { label: "Value", help: "The value's name, in one or two words, e.g. “Safety”." },
      it: { label: "Valore", help: "Il nome del valore, in una o due parole, per esempio “Sicurezza”." },
    },
    "values.items[].body": {
      en: {
        label: "What it means",
        help: "One sentence under the value's name saying how the foundry lives it.",
      },
      it: {
        label: "Che cosa significa",
        help: "Una frase sotto il nome del valore che spiega come la fonderia lo mette in pratica.",
      },
    },
    certification: {
      en: {
        label: "Certification",
        help: "The last section of the page: the quality management certificate with its standing, a short text, the certification body, a picture of the certificate and a button to the Quality page.",
      },
      it: {
        label: "Certificazione",
        help: "L'ultima sezione della pagina: il certificato del sistema qualità con la sua validità, un breve testo, l'ente di certificazione, l'immagine del certificato e un pulsante verso la pagina Qualità.",
      },
    },
    "certification.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “Certification”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “Certificazione”.",
      },
    },
    "certification.heading": {
      en: {
        label: "Title",
        help: "The title of the section, e.g. “Our quality management system”.",
      },
      it: {
        label: "Titolo",
        help: "Il titolo della sezione, per esempio “Il nostro sistema di gestione per la qualità”.",
      },
    },
    "certification.certificate": {
      en: {
        label: "Certificate shown",
        help: "The short name of the certificate to show, as written in Quality page and certificates, e.g. iso-9001; the same in every language. Its standard, dates and whether it is still valid come from there.",
      },
      it: {
        label: "Certificato mostrato",
        help: "Il nome breve del certificato da mostrare, come è scritto in Pagina Qualità e certificati, per esempio iso-9001; è lo stesso in tutte le lingue. Norma, date e validità vengono prese da lì.",
      },
    },
    "certification.certifierLabel": {
      en: {
        label: "Words before the certifier",
        help: "Shown just before the certification body's name, e.g. “Certification body”. The name itself is in Company details.",
      },
      it: {
        label: "Parole prima dell'ente",
        help: "Compaiono subito prima del nome dell'ente di certificazione, per esempio “Ente di certificazione”. Il nome si modifica in Dati dell'azienda.",
      },
    },
    "certification.body": {
      en: {
        label: "Paragraphs",
        help: "The text under the certificate's standing, one paragraph per item: how orders are handled under the quality system.",
      },
      it: {
        label: "Paragrafi",
        help: "Il testo sotto la validità del certificato, un paragrafo per voce: come vengono gestiti gli ordini nel sistema qualità.",
      },
    },
    "certification.image": {
      en: {
        label: "Picture of the certificate",
        help: "The words for the picture of the certificate beside the text. The picture itself is changed under Photos.",
      },
      it: {
        label: "Immagine del certificato",
        help: "Le parole per l'immagine del certificato accanto al testo. L'immagine vera e propria si cambia in Foto.",
      },
    },
    "certification.qualityLink": {
      en: {
        label: "Button to the Quality page",
        help: "The button under the text leading to the Quality page, where the certificates' PDFs, the checks and the documents issued are.",
      },
      it: {
        label: "Pulsante verso la Qualità",
        help: "Il pulsante sotto il testo che porta alla pagina Qualità, dove si trovano i PDF dei certificati, i controlli e i documenti rilasciati.",
      },
    },
    "certification.qualityLink.label": {
      en: {
        label: "Words on the button",
        help: "What the button says, e.g. “Our certificates and inspection documents”.",
      },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “I nostri certificati e documenti di controllo”.",
      },
    },
    "certification.qualityLink.to": {
      en: {
        label: "Page it opens",
        help: "The page of this site the button leads to, chosen from the list, usually /quality.",
      },
      it: {
        label: "Pagina che apre",
        help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, di solito /quality.",
      },
    },
  },
} satisfies FileHelpOf<"about">;
