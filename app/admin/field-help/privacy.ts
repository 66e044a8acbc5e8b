import type { FileHelpOf } from "./types.ts";
import { updatedLabel } from "./shared.ts";

/** The words of the fields of each language's privacy.yaml (content/en/privacy.yaml and the others). */
export const privacy = {
  page: { en: "Privacy notice", it: "Informativa sulla privacy" },
  fields: {
    updated: {
      en: {
        label: "Date of the last change",
        help: "When the notice last changed, written as 2026-11-24; shown at the bottom of the page after “Last updated”. Change it whenever the text changes.",
      },
      it: {
        label: "Data dell'ultima modifica",
        help: "Quando l'informativa è cambiata l'ultima volta, nella forma 2026-11-24; compare in fondo alla pagina dopo “Ultimo aggiornamento”. Aggiornala a ogni modifica del testo.",
      },
    },
    updatedLabel: updatedLabel,
    contents: {
      en: {
        label: "Heading of the contents",
        help: "The heading over the list of sections near the top of the page, e.g. “On this page”.",
      },
      it: {
        label: "Titolo dell'indice",
        help: "Il titolo sopra l'elenco delle sezioni in alto nella pagina, per esempio “In questa pagina”.",
      },
    },
    intro: {
      en: {
        label: "Introduction",
        help: "The opening paragraphs, under the banner and above the list of sections. {legalName} is replaced by the company's legal name from Company details; keep it.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi iniziali, sotto la fascia e sopra l'elenco delle sezioni. {legalName} diventa la ragione sociale presa da Dati dell’azienda; lascialo com'è.",
      },
    },
    sections: {
      en: {
        label: "Sections",
        help: "The parts of the notice, each with its heading; the list near the top of the page links to each of them.",
      },
      it: {
        label: "Sezioni",
        help: "Le parti dell'informativa, ciascuna con il suo titolo; l'elenco in alto nella pagina rimanda a ognuna.",
      },
    },
    "sections[].id": {
      en: {
        label: "Section's web address",
        help: "Lowercase words joined by hyphens, e.g. rights: the address that leads straight to the section, /privacy#rights. Change it only if no link points to it.",
      },
      it: {
        label: "Indirizzo della sezione",
        help: "Parole minuscole unite da trattini, per esempio rights: l'indirizzo che porta dritto alla sezione, /privacy#rights. Cambialo solo se nessun link vi rimanda.",
      },
    },
    "sections[].heading": {
      en: {
        label: "Section heading",
        help: "The section's heading, also shown in the list at the top of the page, e.g. “Your rights”.",
      },
      it: {
        label: "Titolo della sezione",
        help: "Il titolo della sezione, ripetuto anche nell'elenco in alto nella pagina, per esempio “Diritti dell'interessato”.",
      },
    },
    "sections[].paragraphs": {
      en: {
        label: "Paragraphs",
        help: "The section's text, one paragraph each. {legalName}, {registeredOffice}, {vatNumber}, {privacyEmail} and {retentionDays} are replaced by the facts in Company details; keep them.",
      },
      it: {
        label: "Paragrafi",
        help: "Il testo della sezione, un paragrafo per volta. {legalName}, {registeredOffice}, {vatNumber}, {privacyEmail} e {retentionDays} diventano i dati di Dati dell’azienda; lasciali come sono.",
      },
    },
    "sections[].items": {
      en: {
        label: "Bulleted list",
        help: "Points shown as a bulleted list after the paragraphs; leave it empty if the section has none. The same {…} replacements work here.",
      },
      it: {
        label: "Elenco puntato",
        help: "Punti mostrati come elenco puntato dopo i paragrafi; lascialo vuoto se la sezione non ne ha. Anche qui valgono le stesse sostituzioni tra {…}.",
      },
    },
    "sections[].link": {
      en: {
        label: "Page to read next",
        help: "Optional: a page of this site linked at the end of the section, e.g. the cookie statement.",
      },
      it: {
        label: "Pagina da leggere dopo",
        help: "Facoltativo: una pagina del sito con il link in fondo alla sezione, per esempio l'informativa sui cookie.",
      },
    },
    "sections[].link.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. “Read the cookie statement”." },
      it: {
        label: "Testo del link",
        help: "Le parole del link, per esempio “Leggi l'informativa sui cookie”.",
      },
    },
    "sections[].link.to": {
      en: {
        label: "Page it leads to",
        help: "The page of this site the link opens, e.g. /cookies for the cookie statement.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "La pagina del sito che il link apre, per esempio /cookies per l'informativa sui cookie.",
      },
    },
  },
} satisfies FileHelpOf<"privacy">;
