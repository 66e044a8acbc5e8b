import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's contact-sent.yaml (content/en/contact-sent.yaml and the others). */
export const contactSent = {
  page: { en: "Page after an enquiry is sent", it: "Pagina dopo l'invio di una richiesta" },
  fields: {
    // Not the common words: this page is kept out of search engines, and its title is also the
    // banner's title and the last link of its trail.
    meta: {
      en: {
        label: "Page title and browser tab",
        help: "The page's title, shown in its banner and in the browser's tab. Search engines are asked not to list this page.",
      },
      it: {
        label: "Titolo e scheda del browser",
        help: "Il titolo della pagina, mostrato nella fascia in alto e nella scheda del browser. Ai motori di ricerca si chiede di non elencare questa pagina.",
      },
    },
    "meta.title": {
      en: {
        label: "Page title",
        help: "The big title in the banner, the last link of the trail under it and the browser tab's name (with the company name after it), e.g. Enquiry received.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo grande nella fascia in alto, l'ultimo link del percorso sotto di esso e il nome nella scheda del browser (seguito dal nome dell'azienda), per esempio Richiesta ricevuta.",
      },
    },
    "meta.description": {
      en: {
        label: "Short description",
        help: "A line or two on what the page says, read by browsers and by apps when the link is shared. Not shown on the page, and Google does not list this page.",
      },
      it: {
        label: "Breve descrizione",
        help: "Una o due righe su ciò che dice la pagina, lette dai browser e dalle app quando il link viene condiviso. Non compare sulla pagina e Google non elenca questa pagina.",
      },
    },
    heading: {
      en: {
        label: "Thank-you heading",
        help: "The heading under the banner that tells the visitor their enquiry or request for quotation has arrived, e.g. Thank you: your enquiry has been received.",
      },
      it: {
        label: "Titolo di ringraziamento",
        help: "Il titolo sotto la fascia in alto che conferma al visitatore che la richiesta o il preventivo richiesto è arrivato, per esempio Grazie: abbiamo ricevuto la tua richiesta.",
      },
    },
    referenceLabel: {
      en: {
        label: "Words before the reference",
        help: "Shown before the enquiry's reference code, followed by a colon and the code, e.g. Your reference: ENQ-7K3F9Q.",
      },
      it: {
        label: "Testo prima del codice",
        help: "Compare prima del codice di riferimento della richiesta, seguito dai due punti e dal codice, per esempio Il tuo codice di riferimento: ENQ-7K3F9Q.",
      },
    },
    withoutReference: {
      en: {
        label: "Without a reference",
        help: "Shown instead of the reference when the page's address carries none, e.g. Your enquiry has been received.",
      },
      it: {
        label: "Senza codice di riferimento",
        help: "Compare al posto del codice quando l'indirizzo della pagina non ne contiene uno, per esempio La tua richiesta è stata ricevuta.",
      },
    },
    nextHeading: {
      en: {
        label: "“What next” heading",
        help: "The small heading above the paragraphs on what happens next, e.g. What happens next.",
      },
      it: {
        label: "Titolo “cosa succede ora”",
        help: "Il piccolo titolo sopra i paragrafi su cosa succede dopo, per esempio Cosa succede ora.",
      },
    },
    next: {
      en: {
        label: "What happens next",
        help: "The paragraphs under that heading: how and when the company answers, and to quote the reference. One box per paragraph.",
      },
      it: {
        label: "Cosa succede ora",
        help: "I paragrafi sotto quel titolo: come e quando risponde l'azienda, e di citare il codice di riferimento. Un riquadro per ogni paragrafo.",
      },
    },
    drawings: {
      en: {
        label: "How to send drawings",
        help: "The line after those paragraphs: to send drawings or photos, the visitor replies to the company's email and attaches them.",
      },
      it: {
        label: "Come inviare i disegni",
        help: "La riga dopo quei paragrafi: per mandare disegni o foto, il visitatore risponde alla nostra email e li allega.",
      },
    },
    delayed: {
      en: {
        label: "Email delayed",
        help: "Shown only while the company's email is not going out: the enquiry is stored safely and will reach the sales team. {phone} is replaced by the company's phone number as a link; keep it.",
      },
      it: {
        label: "Email in ritardo",
        help: "Compare solo quando la posta dell'azienda non parte: la richiesta è conservata al sicuro e arriverà all'ufficio commerciale. Al posto di {phone} compare il numero di telefono dell'azienda come link; lascialo.",
      },
    },
    homeLink: {
      en: {
        label: "Link back home",
        help: "The link at the end of the page, back to the home page.",
      },
      it: {
        label: "Link alla pagina iniziale",
        help: "Il link in fondo alla pagina che riporta alla pagina iniziale.",
      },
    },
    "homeLink.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. Back to the home page." },
      it: { label: "Parole del link", help: "Cosa dice il link, per esempio Torna alla pagina iniziale." },
    },
    "homeLink.to": {
      en: {
        label: "Page it leads to",
        help: "The address of a page of this site, starting with a slash: / for the home page.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "L'indirizzo di una pagina di questo sito, che comincia con una barra: / per la pagina iniziale.",
      },
    },
  },
} satisfies FileHelpOf<"contactSent">;
