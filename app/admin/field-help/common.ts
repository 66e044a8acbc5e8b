import type { HelpByPattern } from "./types.ts";

/**
 * The fields many content files share, by the end of their pattern ("meta.title", then "title"):
 * every page's search-result words, its banner, a photo, a link, the draft mark. A file's own words
 * win over these.
 */
export const commonFields: HelpByPattern = {
  draft: {
    en: {
      label: "Draft to confirm",
      help: "Ticked while this text is a first draft the company has not confirmed yet. Untick it once you have checked the words; the go-live list counts what is still ticked.",
    },
    it: {
      label: "Bozza da confermare",
      help: "Spuntato finché questo testo è una prima stesura che l'azienda non ha ancora confermato. Togli la spunta quando hai controllato le parole; l'elenco per andare online conta quelli ancora spuntati.",
    },
  },
  meta: {
    en: {
      label: "Search results and browser tab",
      help: "What Google and the browser's tab show for this page. Visitors do not see it on the page itself.",
    },
    it: {
      label: "Risultati di ricerca e scheda del browser",
      help: "Ciò che Google e la scheda del browser mostrano per questa pagina. I visitatori non lo vedono sulla pagina.",
    },
  },
  "meta.title": {
    en: {
      label: "Title in search results",
      help: "The page's name in Google and in the browser's tab; the company name is added after it. With the name, 10 to 60 characters.",
    },
    it: {
      label: "Titolo nei risultati di ricerca",
      help: "Il nome della pagina in Google e nella scheda del browser; dopo viene aggiunto il nome dell'azienda. Con il nome, da 10 a 60 caratteri.",
    },
  },
  "meta.description": {
    en: {
      label: "Description in search results",
      help: "The two lines Google shows under the title: what a buyer finds on this page. 70 to 160 characters.",
    },
    it: {
      label: "Descrizione nei risultati di ricerca",
      help: "Le due righe che Google mostra sotto il titolo: che cosa trova un acquirente in questa pagina. Da 70 a 160 caratteri.",
    },
  },
  banner: {
    en: {
      label: "Banner at the top",
      help: "The dark band under the menu: the page's big title and the trail of links back to the home page.",
    },
    it: {
      label: "Fascia in alto",
      help: "La fascia scura sotto il menu: il titolo grande della pagina e il percorso di link che riporta alla pagina iniziale.",
    },
  },
  "banner.title": {
    en: {
      label: "Page title",
      help: "The big title in the banner at the top of the page. Keep it short: it sits on one or two lines on a phone.",
    },
    it: {
      label: "Titolo della pagina",
      help: "Il titolo grande nella fascia in alto della pagina. Tienilo breve: su un telefono sta su una o due righe.",
    },
  },
  breadcrumbs: {
    en: {
      label: "Trail of links (breadcrumbs)",
      help: "The small links under the banner's title, from the home page to this one, e.g. Home › About Us.",
    },
    it: {
      label: "Percorso di link (briciole di pane)",
      help: "I piccoli link sotto il titolo della fascia, dalla pagina iniziale a questa, per esempio Home › Chi siamo.",
    },
  },
  "breadcrumbs[].label": {
    en: { label: "Words of the link", help: "The page's name as the trail shows it, e.g. Home." },
    it: {
      label: "Parole del link",
      help: "Il nome della pagina come lo mostra il percorso, per esempio Home.",
    },
  },
  "breadcrumbs[].to": {
    en: {
      label: "Page it leads to",
      help: "The address of a page of this site, starting with a slash, e.g. / for the home page or /about.",
    },
    it: {
      label: "Pagina a cui porta",
      help: "L'indirizzo di una pagina di questo sito, che comincia con una barra, per esempio / per la pagina iniziale o /about.",
    },
  },
  alt: {
    en: {
      label: "Description of the photo",
      help: "What the photo shows, for people who cannot see it (screen readers, search engines), e.g. “Shredder hammer castings on a pallet”. Do not start with “Photo of”.",
    },
    it: {
      label: "Descrizione della foto",
      help: "Che cosa mostra la foto, per chi non può vederla (lettori di schermo, motori di ricerca), per esempio “Martelli per frantumatori su un bancale”. Non cominciare con “Foto di”.",
    },
  },
  caption: {
    en: {
      label: "Caption (not shown yet)",
      help: "A line meant for under the photo. The pages do not show photo captions at present, so leave it empty; the description above is what visitors' screen readers and search engines read.",
    },
    it: {
      label: "Didascalia (non ancora mostrata)",
      help: "Una riga pensata per stare sotto la foto. Per ora le pagine non mostrano le didascalie delle foto, quindi lasciala vuota; la descrizione qui sopra è ciò che leggono i lettori di schermo e i motori di ricerca.",
    },
  },
};
