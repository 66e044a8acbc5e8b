import type { FileHelpOf } from "./types.ts";
import { updatedLabel } from "./shared.ts";

/** The words of the fields of each language's cookies.yaml (content/en/cookies.yaml and the others). */
export const cookies = {
  page: { en: "Cookie notice", it: "Informativa sui cookie" },
  fields: {
    updated: {
      en: {
        label: "Date of the last change",
        help: "When the statement last changed, written as 2026-11-24; shown at the bottom of the page after “Last updated”. Change it whenever the text or the table changes.",
      },
      it: {
        label: "Data dell'ultima modifica",
        help: "Quando l'informativa è cambiata l'ultima volta, nella forma 2026-11-24; compare in fondo alla pagina dopo “Ultimo aggiornamento”. Aggiornala a ogni modifica del testo o della tabella.",
      },
    },
    updatedLabel: updatedLabel,
    intro: {
      en: {
        label: "Introduction",
        help: "The opening paragraphs above the table: what the site keeps in the visitor's browser, and why no consent banner is needed.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi iniziali sopra la tabella: che cosa il sito salva nel browser del visitatore e perché non serve un banner per il consenso.",
      },
    },
    table: {
      en: {
        label: "Table of cookies",
        help: "The table under the introduction listing every cookie and everything else the site keeps in the visitor's browser.",
      },
      it: {
        label: "Tabella dei cookie",
        help: "La tabella sotto l'introduzione che elenca ogni cookie e tutto ciò che il sito salva nel browser del visitatore.",
      },
    },
    "table.caption": {
      en: {
        label: "Title of the table",
        help: "The line above the table saying what it lists, e.g. “Cookies and browser storage used by this website”.",
      },
      it: {
        label: "Titolo della tabella",
        help: "La riga sopra la tabella che dice che cosa elenca, per esempio “Cookie e archiviazione del browser utilizzati da questo sito”.",
      },
    },
    "table.headings": {
      en: {
        label: "Column headings",
        help: "The headings of the table's four columns; on a phone each is repeated beside its value.",
      },
      it: {
        label: "Intestazioni delle colonne",
        help: "I titoli delle quattro colonne della tabella; sul telefono ognuno è ripetuto accanto al proprio valore.",
      },
    },
    "table.headings.name": {
      en: { label: "Name column", help: "The heading over the cookies' names, e.g. “Name”." },
      it: { label: "Colonna del nome", help: "Il titolo sopra i nomi dei cookie, per esempio “Nome”." },
    },
    "table.headings.purpose": {
      en: { label: "Purpose column", help: "The heading over what each one is for, e.g. “What it is for”." },
      it: {
        label: "Colonna della finalità",
        help: "Il titolo sopra lo scopo di ciascuno, per esempio “Finalità”.",
      },
    },
    "table.headings.duration": {
      en: { label: "Duration column", help: "The heading over how long each one lasts, e.g. “How long”." },
      it: {
        label: "Colonna della durata",
        help: "Il titolo sopra quanto dura ciascuno, per esempio “Durata”.",
      },
    },
    "table.headings.kind": {
      en: { label: "Kind column", help: "The heading over what kind each one is, e.g. “Kind”." },
      it: { label: "Colonna del tipo", help: "Il titolo sopra il tipo di ciascuno, per esempio “Tipo”." },
    },
    "table.rows": {
      en: {
        label: "Cookies and browser storage",
        help: "One row for each cookie or item the site keeps in the browser. Every cookie the site sets must be listed: an automatic check fails otherwise.",
      },
      it: {
        label: "Cookie e dati nel browser",
        help: "Una riga per ogni cookie o dato che il sito salva nel browser. Ogni cookie impostato dal sito deve comparire qui, altrimenti un controllo automatico segnala l'errore.",
      },
    },
    "table.rows[].name": {
      en: {
        label: "Name",
        help: "The cookie's or stored item's exact technical name, e.g. XSRF-TOKEN. Do not translate it.",
      },
      it: {
        label: "Nome",
        help: "Il nome tecnico esatto del cookie o del dato salvato, per esempio XSRF-TOKEN. Non va tradotto.",
      },
    },
    "table.rows[].purpose": {
      en: {
        label: "What it is for",
        help: "In plain words, what it does for the visitor and when it is set, e.g. that it protects the enquiry form.",
      },
      it: {
        label: "Finalità",
        help: "In parole semplici, a che cosa serve al visitatore e quando viene impostato, per esempio che protegge il modulo di richiesta.",
      },
    },
    "table.rows[].duration": {
      en: {
        label: "How long it lasts",
        help: "How long it stays in the browser, e.g. “Until you close your browser”.",
      },
      it: {
        label: "Durata",
        help: "Per quanto tempo resta nel browser, per esempio “Fino alla chiusura del browser”.",
      },
    },
    "table.rows[].kind": {
      en: {
        label: "Kind",
        help: "A cookie or browser storage, and whether it is strictly necessary, e.g. “Cookie, strictly necessary”.",
      },
      it: {
        label: "Tipo",
        help: "Cookie o archiviazione del browser, e se è strettamente necessario, per esempio “Cookie tecnico, strettamente necessario”.",
      },
    },
    sections: {
      en: {
        label: "Sections",
        help: "The parts of the statement below the table, each with its heading, e.g. on maps and videos from other providers.",
      },
      it: {
        label: "Sezioni",
        help: "Le parti dell'informativa sotto la tabella, ciascuna con il suo titolo, per esempio su mappe e video di altri fornitori.",
      },
    },
    "sections[].id": {
      en: {
        label: "Section's web address",
        help: "Lowercase words joined by hyphens, e.g. control: the address that leads straight to the section, /cookies#control. Change it only if no link points to it.",
      },
      it: {
        label: "Indirizzo della sezione",
        help: "Parole minuscole unite da trattini, per esempio control: l'indirizzo che porta dritto alla sezione, /cookies#control. Cambialo solo se nessun link vi rimanda.",
      },
    },
    "sections[].heading": {
      en: { label: "Section heading", help: "The section's heading, e.g. “Removing them”." },
      it: { label: "Titolo della sezione", help: "Il titolo della sezione, per esempio “Come eliminarli”." },
    },
    "sections[].paragraphs": {
      en: { label: "Paragraphs", help: "The section's text, one paragraph each." },
      it: { label: "Paragrafi", help: "Il testo della sezione, un paragrafo per volta." },
    },
    "sections[].items": {
      en: {
        label: "Bulleted list",
        help: "Points shown as a bulleted list after the paragraphs; leave it empty if the section has none.",
      },
      it: {
        label: "Elenco puntato",
        help: "Punti mostrati come elenco puntato dopo i paragrafi; lascialo vuoto se la sezione non ne ha.",
      },
    },
    "sections[].link": {
      en: {
        label: "Page to read next",
        help: "Optional: a page of this site linked at the end of the section, e.g. the privacy notice.",
      },
      it: {
        label: "Pagina da leggere dopo",
        help: "Facoltativo: una pagina del sito con il link in fondo alla sezione, per esempio l'informativa privacy.",
      },
    },
    "sections[].link.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. “Read the privacy notice”." },
      it: { label: "Testo del link", help: "Le parole del link, per esempio “Leggi l'informativa privacy”." },
    },
    "sections[].link.to": {
      en: {
        label: "Page it leads to",
        help: "The page of this site the link opens, e.g. /privacy for the privacy notice.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "La pagina del sito che il link apre, per esempio /privacy per l'informativa privacy.",
      },
    },
  },
} satisfies FileHelpOf<"cookies">;
