import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's gallery.yaml (content/en/gallery.yaml and the others). */
export const gallery = {
  page: { en: "Gallery page", it: "Pagina Galleria" },
  fields: {
    heading: {
      en: {
        label: "Title above the photos",
        help: "The small line and the big title over the filter buttons and the photos.",
      },
      it: {
        label: "Titolo sopra le foto",
        help: "La riga piccola e il titolo grande che stanno sopra i pulsanti dei filtri e le foto.",
      },
    },
    "heading.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short line in small letters over the gallery's title, e.g. “Our Product”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "La breve riga in caratteri piccoli sopra il titolo della galleria, per esempio “I nostri prodotti”.",
      },
    },
    "heading.title": {
      en: {
        label: "Gallery title",
        help: "The big title above the filter buttons and the photos, e.g. “Gallery”.",
      },
      it: {
        label: "Titolo della galleria",
        help: "Il titolo grande sopra i pulsanti dei filtri e le foto, per esempio “Galleria”.",
      },
    },
    filterLabel: {
      en: {
        label: "Name of the filter buttons",
        help: "Not shown on the page: what screen readers announce for the row of filter buttons, e.g. “Show photos of”.",
      },
      it: {
        label: "Nome dei pulsanti filtro",
        help: "Non compare sulla pagina: è ciò che i lettori di schermo annunciano per la fila dei pulsanti filtro, per esempio “Mostra le foto di”.",
      },
    },
    allLabel: {
      en: {
        label: "Button for all photos",
        help: "The first filter button, which shows every photo of the gallery, e.g. “All”.",
      },
      it: {
        label: "Pulsante di tutte le foto",
        help: "Il primo pulsante filtro, che mostra tutte le foto della galleria, per esempio “Tutte”.",
      },
    },
    countLabel: {
      en: {
        label: "Word after the number of photos",
        help: "Shown beside the filters after the number of photos on show, e.g. “photos” for “41 photos”.",
      },
      it: {
        label: "Parola dopo il numero di foto",
        help: "Compare accanto ai filtri dopo il numero di foto visibili, per esempio “foto” per “41 foto”.",
      },
    },
    categories: {
      en: {
        label: "Photo groups",
        help: "The three filter buttons after the one for all photos: products, metal recycling and hardware, always in this order.",
      },
      it: {
        label: "Gruppi di foto",
        help: "I tre pulsanti filtro dopo quello di tutte le foto: prodotti, riciclo metalli e minuteria, sempre in quest'ordine.",
      },
    },
    "categories[].key": {
      en: {
        label: "Group",
        help: "Which photos the button shows: product, metal or hardwares. These three are fixed; keep them in this order.",
      },
      it: {
        label: "Gruppo",
        help: "Quali foto mostra il pulsante: product, metal o hardwares. I tre gruppi sono fissi; lasciali in quest'ordine.",
      },
    },
    "categories[].label": {
      en: {
        label: "Words of the button",
        help: "The filter button's words as visitors read them, e.g. “Metal Recycling”.",
      },
      it: {
        label: "Testo del pulsante",
        help: "Le parole del pulsante filtro come le leggono i visitatori, per esempio “Riciclo metalli”.",
      },
    },
    photos: {
      en: {
        label: "Photos",
        help: "The gallery's photos in the order visitors see them. Adding, moving or removing a photo does it in every language at once.",
      },
      it: {
        label: "Foto",
        help: "Le foto della galleria nell'ordine in cui le vedono i visitatori. Aggiungere, spostare o togliere una foto vale per tutte le lingue insieme.",
      },
    },
    "photos[].name": {
      en: {
        label: "Name of the photo's file",
        help: "The photo's own name, the same in every language and given when it was added, e.g. 01. Do not change it: the picture's file is named after it.",
      },
      it: {
        label: "Nome del file della foto",
        help: "Il nome proprio della foto, uguale in tutte le lingue e assegnato quando è stata aggiunta, per esempio 01. Non cambiarlo: il file dell'immagine porta questo nome.",
      },
    },
    "photos[].category": {
      en: {
        label: "Group",
        help: "Which filter button shows the photo: product for products, metal for metal recycling, hardwares for hardware.",
      },
      it: {
        label: "Gruppo",
        help: "Con quale pulsante filtro compare la foto: product per i prodotti, metal per il riciclo metalli, hardwares per la minuteria.",
      },
    },
  },
} satisfies FileHelpOf<"gallery">;
