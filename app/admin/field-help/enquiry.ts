import type { FileHelpOf } from "./types.ts";
import { privacyLinkLabel, privacyLinkTo } from "./shared.ts";

/** The words of the fields of each language's enquiry.yaml (content/en/enquiry.yaml and the others). */
export const enquiry = {
  page: { en: "Words both enquiry forms share", it: "Testi comuni ai due moduli di richiesta" },
  fields: {
    honeypotLabel: {
      en: {
        label: "Label of the spam trap",
        help: "Names a hidden box that people never see and only spam robots fill in; an enquiry with it filled in is quietly discarded. E.g. “Leave this field empty”.",
      },
      it: {
        label: "Etichetta della trappola antispam",
        help: "Il nome di un campo nascosto che le persone non vedono e che compilano solo i robot dello spam; una richiesta che lo riempie viene scartata senza avvisi. Per esempio “Lascia vuoto questo campo”.",
      },
    },
    outcomes: {
      en: {
        label: "Messages when not received",
        help: "What the contact and quotation forms say when an enquiry did not reach the company. The phone number and e-mail addresses are shown after each message.",
      },
      it: {
        label: "Messaggi di richiesta non ricevuta",
        help: "Ciò che i moduli di contatto e di preventivo dicono quando una richiesta non è arrivata all'azienda. Dopo ogni messaggio compaiono il telefono e gli indirizzi email.",
      },
    },
    "outcomes.badRequest": {
      en: {
        label: "Unexpected boxes",
        help: "When the form sent boxes it does not have, usually because it was not sent from our page. Ask the visitor to use this page, or to phone or e-mail.",
      },
      it: {
        label: "Campi non previsti",
        help: "Quando il modulo invia campi che non prevede, di solito perché non è partito dalla nostra pagina. Invita a usare questa pagina, oppure a chiamare o scrivere.",
      },
    },
    "outcomes.forbidden": {
      en: {
        label: "Security check failed",
        help: "When the site cannot confirm the enquiry came from its own page, often because the browser blocks cookies. Ask the visitor to send it again.",
      },
      it: {
        label: "Controllo di sicurezza non superato",
        help: "Quando il sito non riesce a verificare che la richiesta arrivi dalla sua pagina, spesso perché il browser blocca i cookie. Invita a inviarla di nuovo.",
      },
    },
    "outcomes.tooLarge": {
      en: {
        label: "Enquiry too large",
        help: "When the whole enquiry, with its files, is larger than a form accepts. Ask the visitor to shorten it, or to phone or e-mail.",
      },
      it: {
        label: "Richiesta troppo grande",
        help: "Quando la richiesta completa, allegati compresi, supera le dimensioni che un modulo accetta. Invita ad accorciarla, oppure a chiamare o scrivere.",
      },
    },
    "outcomes.rateLimited": {
      en: {
        label: "Too many enquiries",
        help: "When several enquiries came from the same connection within a few minutes. Ask the visitor to try again later.",
      },
      it: {
        label: "Troppe richieste",
        help: "Quando dalla stessa connessione arrivano diverse richieste in pochi minuti. Invita a riprovare più tardi.",
      },
    },
    "outcomes.unavailable": {
      en: {
        label: "Our system failed",
        help: "When the site could not store the enquiry: it was NOT received, so ask the visitor to phone or e-mail. Their text stays in the form.",
      },
      it: {
        label: "Guasto del nostro sistema",
        help: "Quando il sito non è riuscito a salvare la richiesta: NON è arrivata, quindi invita a telefonare o scrivere. Il testo resta nel modulo.",
      },
    },
    drawings: {
      en: {
        label: "Drawings field",
        help: "Where buyers attach drawings, on the contact page and the request for quotation: its name, limits, confidentiality promise and the messages about refused files.",
      },
      it: {
        label: "Campo dei disegni",
        help: "Dove l'acquirente allega i disegni, nella pagina Contatti e nella richiesta di preventivo: nome del campo, limiti, impegno di riservatezza e messaggi sui file rifiutati.",
      },
    },
    "drawings.label": {
      en: {
        label: "Name of the field",
        help: "Shown above the button that picks the files, e.g. “Drawings”.",
      },
      it: {
        label: "Nome del campo",
        help: "Compare sopra il pulsante per scegliere i file, per esempio “Disegni”.",
      },
    },
    "drawings.limits": {
      en: {
        label: "Limits under the field",
        help: "{files} is replaced by the most files allowed (10), {total} by the total size allowed and {kinds} by the accepted file types (PDF, STEP, DWG…); keep all three.",
      },
      it: {
        label: "Limiti sotto il campo",
        help: "{files} diventa il numero massimo di file (10), {total} la dimensione totale ammessa e {kinds} i tipi di file accettati (PDF, STEP, DWG…); lasciali tutti e tre.",
      },
    },
    "drawings.confidentiality": {
      en: {
        label: "Confidentiality promise",
        help: "The paragraphs under the field: how drawings are used and how long they are kept. They must agree with the privacy notice.",
      },
      it: {
        label: "Impegno di riservatezza",
        help: "I paragrafi sotto il campo: come vengono usati i disegni e per quanto tempo si conservano. Devono essere coerenti con l'informativa privacy.",
      },
    },
    "drawings.privacyLink": {
      en: {
        label: "Link to the privacy notice",
        help: "The link after the confidentiality promise: its words and the page it opens.",
      },
      it: {
        label: "Link all'informativa privacy",
        help: "Il link dopo l'impegno di riservatezza: le sue parole e la pagina che apre.",
      },
    },
    "drawings.privacyLink.label": privacyLinkLabel,
    "drawings.privacyLink.to": privacyLinkTo,
    "drawings.chosen": {
      en: {
        label: "Files chosen",
        help: "Under the field once files are picked. {count} is replaced by the number of files and {total} by their total size; keep both.",
      },
      it: {
        label: "File scelti",
        help: "Sotto il campo dopo la scelta dei file. {count} diventa il numero di file e {total} la loro dimensione complessiva; lasciali entrambi.",
      },
    },
    "drawings.refused": {
      en: {
        label: "File not accepted",
        help: "One line for each file that was refused. {name} is replaced by the file's name and {reason} by one of the reasons below; keep both.",
      },
      it: {
        label: "File non accettato",
        help: "Una riga per ogni file rifiutato. {name} diventa il nome del file e {reason} uno dei motivi qui sotto; lasciali entrambi.",
      },
    },
    "drawings.reasons": {
      en: {
        label: "Why a file was refused",
        help: "The end of the line about a refused file, after a colon: write them in lowercase.",
      },
      it: {
        label: "Motivi del rifiuto",
        help: "La parte finale della riga su un file rifiutato, dopo i due punti: scrivili con l'iniziale minuscola.",
      },
    },
    "drawings.reasons.type": {
      en: {
        label: "Not an accepted type",
        help: "When the file's content is none of the accepted types, e.g. “its content is not one of the file types listed.”",
      },
      it: {
        label: "Tipo non accettato",
        help: "Quando il contenuto del file non è di nessuno dei tipi accettati, per esempio “il suo contenuto non corrisponde a nessuno dei tipi di file elencati.”",
      },
    },
    "drawings.reasons.program": {
      en: {
        label: "A program or other file",
        help: "When the file is really a program or another kind of file, whatever its name says. {detected} is replaced by the kind found, e.g. EXE; keep it.",
      },
      it: {
        label: "Programma o altro file",
        help: "Quando il file è in realtà un programma o un altro tipo di file, qualunque sia il suo nome. {detected} diventa il tipo riconosciuto, per esempio EXE; lascialo com'è.",
      },
    },
    "drawings.reasons.empty": {
      en: { label: "Empty file", help: "When the file has nothing in it, e.g. “the file is empty.”" },
      it: { label: "File vuoto", help: "Quando il file non contiene nulla, per esempio “il file è vuoto.”" },
    },
    "drawings.tooMany": {
      en: {
        label: "Too many files",
        help: "When more files are picked than one request takes. {files} is replaced by the most allowed (10); keep it.",
      },
      it: {
        label: "Troppi file",
        help: "Quando si scelgono più file di quanti ne accetti una richiesta. {files} diventa il numero massimo (10); lascialo com'è.",
      },
    },
    "drawings.tooLarge": {
      en: {
        label: "Files too large",
        help: "When the files together are larger than allowed. {total} is replaced by the total size allowed; keep it.",
      },
      it: {
        label: "File troppo grandi",
        help: "Quando i file nel loro insieme superano la dimensione ammessa. {total} diventa la dimensione totale consentita; lascialo com'è.",
      },
    },
    "drawings.unreadable": {
      en: {
        label: "Unreadable file",
        help: "When a file arrived in a form the site cannot read (e.g. a line break in its name): none was kept, so the visitor must pick them again.",
      },
      it: {
        label: "File illeggibile",
        help: "Quando un file arriva in una forma che il sito non sa leggere (per esempio un a capo nel nome): nessun file è stato tenuto e il visitatore deve sceglierli di nuovo.",
      },
    },
    "drawings.refusedNote": {
      en: {
        label: "Note after refused files",
        help: "Under the refused files: nothing else was sent, everything typed is still there, and the files should be picked again without the refused ones.",
      },
      it: {
        label: "Nota dopo i file rifiutati",
        help: "Sotto i file rifiutati: non è partito nient'altro, quanto scritto è ancora lì e i file vanno scelti di nuovo, senza quelli rifiutati.",
      },
    },
    "drawings.sending": {
      en: {
        label: "Upload progress",
        help: "Above the send button while large files upload. {percent} is replaced by the share sent, {sent} by the size sent so far and {total} by the whole size; keep all three.",
      },
      it: {
        label: "Avanzamento dell'invio",
        help: "Sopra il pulsante di invio mentre si caricano file grandi. {percent} diventa la percentuale inviata, {sent} la quantità già inviata e {total} quella complessiva; lasciali tutti e tre.",
      },
    },
  },
} satisfies FileHelpOf<"enquiry">;
