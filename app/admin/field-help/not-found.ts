import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's not-found.yaml (content/en/not-found.yaml and the others). */
export const notFound = {
  page: { en: "Page not found (404)", it: "Pagina non trovata (404)" },
  fields: {
    // Not the common words: search engines never list this page (it is marked so).
    meta: {
      en: {
        label: "Browser tab",
        help: "What the browser's tab shows when an address does not exist. Search engines never list this page.",
      },
      it: {
        label: "Scheda del browser",
        help: "Ciò che mostra la scheda del browser quando un indirizzo non esiste. I motori di ricerca non elencano mai questa pagina.",
      },
    },
    "meta.title": {
      en: {
        label: "Title in the browser tab",
        help: "The page's name in the browser's tab, e.g. “Page not found”; the company name is added after it. With the name, 10 to 60 characters.",
      },
      it: {
        label: "Titolo nella scheda del browser",
        help: "Il nome della pagina nella scheda del browser, per esempio “Pagina non trovata”; dopo viene aggiunto il nome dell'azienda. Con il nome, da 10 a 60 caratteri.",
      },
    },
    "meta.description": {
      en: {
        label: "Hidden description",
        help: "A short summary of the page for search engines; visitors do not see it and Google does not list the page. 70 to 160 characters.",
      },
      it: {
        label: "Descrizione nascosta",
        help: "Un breve riassunto della pagina per i motori di ricerca; i visitatori non lo vedono e Google non elenca la pagina. Da 70 a 160 caratteri.",
      },
    },
    heading: {
      en: {
        label: "Page title",
        help: "The big title a visitor sees when an address does not exist, e.g. “Page not found”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo grande che il visitatore vede quando un indirizzo non esiste, per esempio “Pagina non trovata”.",
      },
    },
    body: {
      en: {
        label: "Explanation",
        help: "The sentence under the title: what happened and what to do, e.g. check the address or choose one of the pages below.",
      },
      it: {
        label: "Spiegazione",
        help: "La frase sotto il titolo: che cosa è successo e che cosa fare, per esempio controllare l'indirizzo o scegliere una delle pagine qui sotto.",
      },
    },
    homeLink: {
      en: {
        label: "Home page button",
        help: "The button under the explanation that takes the visitor to the home page.",
      },
      it: {
        label: "Pulsante per la pagina iniziale",
        help: "Il pulsante sotto la spiegazione che porta il visitatore alla pagina iniziale.",
      },
    },
    "homeLink.label": {
      en: { label: "Button words", help: "The words on the button, e.g. “Go to the home page”." },
      it: {
        label: "Testo del pulsante",
        help: "Le parole sul pulsante, per esempio “Vai alla pagina iniziale”.",
      },
    },
    "homeLink.to": {
      en: {
        label: "Page it leads to",
        help: "Choose the page the button opens, normally / (the home page).",
      },
      it: {
        label: "Pagina a cui porta",
        help: "Scegli la pagina che il pulsante apre, di solito / (la pagina iniziale).",
      },
    },
    pagesHeading: {
      en: {
        label: "Heading over the pages",
        help: "The small heading over the list of the site's pages, e.g. “Our pages”.",
      },
      it: {
        label: "Titolo dell'elenco di pagine",
        help: "Il titoletto sopra l'elenco delle pagine del sito, per esempio “Le nostre pagine”.",
      },
    },
    pages: {
      en: {
        label: "Pages offered",
        help: "The links listed under that heading so the visitor can carry on; at least seven.",
      },
      it: {
        label: "Pagine proposte",
        help: "I link elencati sotto il titoletto, perché il visitatore possa proseguire; almeno sette.",
      },
    },
    "pages[].label": {
      en: { label: "Link words", help: "The page's name as the list shows it, e.g. About Us." },
      it: {
        label: "Testo del link",
        help: "Il nome della pagina come appare nell'elenco, per esempio Chi siamo.",
      },
    },
    "pages[].to": {
      en: { label: "Page it leads to", help: "Choose the page the link opens, e.g. /about." },
      it: { label: "Pagina a cui porta", help: "Scegli la pagina che il link apre, per esempio /about." },
    },
  },
} satisfies FileHelpOf<"notFound">;
