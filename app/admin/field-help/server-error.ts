import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's server-error.yaml (content/en/server-error.yaml and the others). */
export const serverError = {
  page: { en: "Error page", it: "Pagina di errore" },
  fields: {
    title: {
      en: {
        label: "Title in the browser tab",
        help: "What the browser's tab shows when a page fails because of a fault on the site's side, e.g. “Something went wrong”.",
      },
      it: {
        label: "Titolo nella scheda del browser",
        help: "Ciò che mostra la scheda del browser quando una pagina non si carica per un guasto del sito, per esempio “Si è verificato un errore”.",
      },
    },
    heading: {
      en: {
        label: "Page title",
        help: "The big title of the error page, e.g. “Sorry, something went wrong”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo grande della pagina di errore, per esempio “Siamo spiacenti, si è verificato un errore”.",
      },
    },
    body: {
      en: {
        label: "Explanation",
        help: "The paragraph under the title: an apology, a suggestion to try again in a few minutes, and a pointer to the phone and e-mails shown below.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo: le scuse, l'invito a riprovare tra qualche minuto e il rimando al telefono e alle email qui sotto.",
      },
    },
    phoneLabel: {
      en: {
        label: "Phone label",
        help: "Shown before the company's phone number on the error page, e.g. “Phone”.",
      },
      it: {
        label: "Etichetta del telefono",
        help: "Compare prima del numero di telefono dell'azienda nella pagina di errore, per esempio “Telefono”.",
      },
    },
    emailLabel: {
      en: {
        label: "E-mail label",
        help: "Shown before the company's e-mail addresses on the error page, e.g. “Email”.",
      },
      it: {
        label: "Etichetta delle email",
        help: "Compare prima degli indirizzi email dell'azienda nella pagina di errore, per esempio “Email”.",
      },
    },
    homeLabel: {
      en: {
        label: "Home page link",
        help: "The link at the bottom of the error page back to the home page, e.g. “Go to the home page”.",
      },
      it: {
        label: "Link alla pagina iniziale",
        help: "Il link in fondo alla pagina di errore che riporta alla pagina iniziale, per esempio “Vai alla pagina iniziale”.",
      },
    },
  },
} satisfies FileHelpOf<"serverError">;
