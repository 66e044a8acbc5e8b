import type { HelpByPattern } from "./types.ts";

/** Fields two content files share word for word: written once, named in both. */

export const privacyLinkLabel: HelpByPattern[string] = {
  en: { label: "Words of the link", help: "What the link says, e.g. “Privacy notice”." },
  it: { label: "Testo del link", help: "Le parole del link, per esempio “Informativa privacy”." },
};

export const privacyLinkTo: HelpByPattern[string] = {
  en: {
    label: "Page it leads to",
    help: "The page of this site the link opens: normally /privacy, the privacy notice.",
  },
  it: {
    label: "Pagina a cui porta",
    help: "La pagina del sito che il link apre: di solito /privacy, l'informativa privacy.",
  },
};

export const updatedLabel: HelpByPattern[string] = {
  en: {
    label: "Words before the date",
    help: "Shown before the date of the last change, at the bottom of the page, e.g. “Last updated”.",
  },
  it: {
    label: "Parole prima della data",
    help: "Compaiono prima della data dell'ultima modifica, in fondo alla pagina, per esempio “Ultimo aggiornamento”.",
  },
};
