import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's server-answers.yaml (content/en/server-answers.yaml and the others). */
export const serverAnswers = {
  page: {
    en: "Short answers of the server (refused or failed requests)",
    it: "Risposte brevi del server (richieste rifiutate o non riuscite)",
  },
  fields: {
    enquiryRefused: {
      en: {
        label: "Enquiry not received page",
        help: "The simple page shown when the contact or quote form is sent from a browser without JavaScript and the enquiry is refused: the reason (from the enquiry messages), the visitor's text to send again, the phone and e-mails.",
      },
      it: {
        label: "Pagina “richiesta non ricevuta”",
        help: "La pagina semplice che compare quando il modulo di contatto o di preventivo viene inviato da un browser senza JavaScript e la richiesta viene rifiutata: il motivo (dai messaggi delle richieste), il testo del visitatore da inviare di nuovo, telefono ed email.",
      },
    },
    "enquiryRefused.title": {
      en: {
        label: "Page title",
        help: "The page's heading, also shown in the browser's tab, e.g. “Enquiry not received”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo della pagina, che compare anche nella scheda del browser, per esempio “Richiesta non ricevuta”.",
      },
    },
    "enquiryRefused.yourText": {
      en: {
        label: "Above the visitor's text",
        help: "The sentence above the visitor's own text, which follows in a form to send again or copy, e.g. “Your text is below. Send it again from here, or copy it into an email to us.”",
      },
      it: {
        label: "Frase sopra il testo del visitatore",
        help: "La frase sopra il testo scritto dal visitatore, che segue in un modulo da inviare di nuovo o da copiare, per esempio “Trovi il tuo testo qui sotto. Invialo di nuovo da qui, oppure copialo in un'email.”",
      },
    },
    "enquiryRefused.withoutText": {
      en: {
        label: "When the text was too large",
        help: "Shown instead of the text when the enquiry was too large to read: how the visitor gets it back, e.g. with the browser's Back button.",
      },
      it: {
        label: "Se il testo era troppo grande",
        help: "Compare al posto del testo quando la richiesta era troppo grande per essere letta: come il visitatore può recuperarlo, per esempio con il pulsante Indietro del browser.",
      },
    },
    "enquiryRefused.resend": {
      en: {
        label: "Send again button",
        help: "The button under the text that sends the enquiry again, e.g. “Send again”.",
      },
      it: {
        label: "Pulsante “Invia di nuovo”",
        help: "Il pulsante sotto il testo che invia di nuovo la richiesta, per esempio “Invia di nuovo”.",
      },
    },
    "enquiryRefused.phoneLabel": {
      en: {
        label: "Phone label",
        help: "Shown before the company's phone number on this page and on the short pages below (address not understood, back in a moment…), e.g. “Phone”.",
      },
      it: {
        label: "Etichetta del telefono",
        help: "Compare prima del numero di telefono dell'azienda in questa pagina e nelle pagine brevi qui sotto (indirizzo non riconosciuto, torniamo subito…), per esempio “Telefono”.",
      },
    },
    "enquiryRefused.emailLabel": {
      en: {
        label: "E-mail label",
        help: "Shown before the company's e-mail addresses on this page and on the short pages below, e.g. “Email”.",
      },
      it: {
        label: "Etichetta delle email",
        help: "Compare prima degli indirizzi email dell'azienda in questa pagina e nelle pagine brevi qui sotto, per esempio “Email”.",
      },
    },
    "enquiryRefused.contactLink": {
      en: {
        label: "Back to the contact page",
        help: "The link at the bottom of the page back to the contact page.",
      },
      it: {
        label: "Ritorno alla pagina Contatti",
        help: "Il link in fondo alla pagina che riporta alla pagina Contatti.",
      },
    },
    "enquiryRefused.contactLink.label": {
      en: { label: "Link words", help: "The words of the link, e.g. “Back to the contact page”." },
      it: {
        label: "Testo del link",
        help: "Le parole del link, per esempio “Torna alla pagina dei contatti”.",
      },
    },
    "enquiryRefused.contactLink.to": {
      en: { label: "Page it leads to", help: "Choose the page the link opens, normally /contact." },
      it: { label: "Pagina a cui porta", help: "Scegli la pagina che il link apre, di solito /contact." },
    },
    httpErrors: {
      en: {
        label: "Form refusals in plain text",
        help: "One-line answers, with no page around them, to requests sent to the forms' address that cannot come from the site's own pages. Ordinary visitors hardly ever see them.",
      },
      it: {
        label: "Rifiuti dei moduli in solo testo",
        help: "Risposte di una riga, senza una pagina intorno, alle richieste inviate all'indirizzo dei moduli che non possono arrivare dalle pagine del sito. I visitatori normali non le vedono quasi mai.",
      },
    },
    "httpErrors.methodNotAllowed": {
      en: {
        label: "Wrong kind of request",
        help: "When a form's address is asked for in a way no page of the site uses. Keep the technical names GET, HEAD and POST as they are.",
      },
      it: {
        label: "Tipo di richiesta sbagliato",
        help: "Quando l'indirizzo di un modulo viene richiesto in un modo che nessuna pagina del sito usa. Lascia invariate le sigle tecniche GET, HEAD e POST.",
      },
    },
    "httpErrors.anotherSite": {
      en: {
        label: "Sent from another site",
        help: "When an enquiry comes from a form on another website, e.g. “Enquiries are accepted only from this site's own contact page.”",
      },
      it: {
        label: "Inviata da un altro sito",
        help: "Quando una richiesta arriva da un modulo che si trova su un altro sito, per esempio “Le richieste sono accettate solo dalla pagina dei contatti di questo sito.”",
      },
    },
    "httpErrors.unsupportedType": {
      en: {
        label: "Wrong format",
        help: "When an enquiry arrives in a format the site's forms never send. Keep the technical name application/x-www-form-urlencoded as it is.",
      },
      it: {
        label: "Formato non accettato",
        help: "Quando una richiesta arriva in un formato che i moduli del sito non usano mai. Lascia invariato il nome tecnico application/x-www-form-urlencoded.",
      },
    },
    "httpErrors.unreadableBody": {
      en: {
        label: "Unreadable enquiry",
        help: "When the content of an enquiry cannot be read, e.g. “The enquiry could not be read.”",
      },
      it: {
        label: "Richiesta illeggibile",
        help: "Quando il contenuto di una richiesta non si riesce a leggere, per esempio “Impossibile leggere la richiesta.”",
      },
    },
    plain: {
      en: {
        label: "Other refusals in plain text",
        help: "One-line answers, with no page around them, to requests no page of this site ever sends; mostly seen by automated programs.",
      },
      it: {
        label: "Altri rifiuti in solo testo",
        help: "Risposte di una riga, senza una pagina intorno, a richieste che nessuna pagina del sito invia mai; le vedono quasi solo i programmi automatici.",
      },
    },
    "plain.methodNotAllowed": {
      en: {
        label: "Wrong kind of request",
        help: "When any address but the forms' is asked for in a way other than simply reading it. Keep GET and HEAD as they are.",
      },
      it: {
        label: "Tipo di richiesta sbagliato",
        help: "Quando un indirizzo diverso da quello dei moduli viene richiesto in un modo diverso dalla semplice lettura. Lascia invariate le sigle GET e HEAD.",
      },
    },
    "plain.otherAddress": {
      en: {
        label: "Enquiry to a wrong address",
        help: "When an enquiry is sent to a different spelling of /contact or /quote. Keep those two addresses as they are.",
      },
      it: {
        label: "Richiesta a un indirizzo sbagliato",
        help: "Quando una richiesta viene inviata a una grafia diversa di /contact o /quote. Lascia invariati questi due indirizzi.",
      },
    },
    "plain.badAddress": {
      en: {
        label: "Unreadable address",
        help: "When the address asked for contains damaged or forbidden characters, e.g. a broken sequence starting with %.",
      },
      it: {
        label: "Indirizzo illeggibile",
        help: "Quando l'indirizzo richiesto contiene caratteri rovinati o non ammessi, per esempio una sequenza con il segno % incompleta.",
      },
    },
    front: {
      en: {
        label: "Pages when the site cannot answer",
        help: "Short ready-made pages the web server shows by itself when the site cannot handle a request, each with a heading and a paragraph, then the phone and e-mails.",
      },
      it: {
        label: "Pagine quando il sito non risponde",
        help: "Pagine brevi già pronte che il server web mostra da solo quando il sito non può gestire una richiesta, ognuna con un titolo e un paragrafo, seguiti da telefono ed email.",
      },
    },
    "front.badRequest": {
      en: {
        label: "Address not understood",
        help: "The page for an address the server cannot read, e.g. one cut off or mistyped (error 400).",
      },
      it: {
        label: "Indirizzo non riconosciuto",
        help: "La pagina per un indirizzo che il server non riesce a leggere, per esempio troncato o scritto male (errore 400).",
      },
    },
    "front.badRequest.title": {
      en: {
        label: "Page title",
        help: "The heading, also in the browser's tab, e.g. “Address not understood”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo, che compare anche nella scheda del browser, per esempio “Indirizzo non riconosciuto”.",
      },
    },
    "front.badRequest.body": {
      en: {
        label: "Explanation",
        help: "The paragraph under the heading, before the phone and e-mails: the address may be cut or mistyped, start again from the home page or get in touch.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo, prima di telefono ed email: l'indirizzo potrebbe essere incompleto o sbagliato, meglio ripartire dalla pagina iniziale o contattarci.",
      },
    },
    "front.tooLarge": {
      en: {
        label: "Too large to send",
        help: "The page for a request larger than the site accepts, e.g. an enquiry with very heavy attachments (error 413).",
      },
      it: {
        label: "Dati troppo grandi",
        help: "La pagina per una richiesta più grande di quanto il sito accetti, per esempio una richiesta con allegati molto pesanti (errore 413).",
      },
    },
    "front.tooLarge.title": {
      en: { label: "Page title", help: "The heading, also in the browser's tab, e.g. “Too large to send”." },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo, che compare anche nella scheda del browser, per esempio “Dati troppo grandi”.",
      },
    },
    "front.tooLarge.body": {
      en: {
        label: "Explanation",
        help: "The paragraph under the heading, before the phone and e-mails: what was sent is too large, send a shorter enquiry or get in touch.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo, prima di telefono ed email: i dati inviati sono troppo grandi, meglio inviare una richiesta più breve o contattarci.",
      },
    },
    "front.unavailable": {
      en: {
        label: "Back in a moment",
        help: "The page shown while the site's server cannot answer for a moment, e.g. during an update or a restart (errors 502, 503, 504).",
      },
      it: {
        label: "Torniamo subito",
        help: "La pagina mostrata mentre il server del sito non può rispondere per qualche istante, per esempio durante un aggiornamento o un riavvio (errori 502, 503, 504).",
      },
    },
    "front.unavailable.title": {
      en: { label: "Page title", help: "The heading, also in the browser's tab, e.g. “Back in a moment”." },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo, che compare anche nella scheda del browser, per esempio “Torniamo subito”.",
      },
    },
    "front.unavailable.body": {
      en: {
        label: "Explanation",
        help: "The paragraph under the heading: try again in a few minutes. It comes just before the phone and e-mails, so it may end with a colon, e.g. “To reach us meanwhile:”.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo: riprovare tra qualche minuto. Viene subito prima di telefono ed email, quindi può finire con i due punti, per esempio “Per contattarci nel frattempo:”.",
      },
    },
    "front.methodNotAllowed": {
      en: {
        label: "Request not allowed",
        help: "The page for a request made in a way no page of this site uses (error 405).",
      },
      it: {
        label: "Richiesta non prevista",
        help: "La pagina per una richiesta fatta in un modo che nessuna pagina del sito usa (errore 405).",
      },
    },
    "front.methodNotAllowed.title": {
      en: {
        label: "Page title",
        help: "The heading, also in the browser's tab, e.g. “Not something this site does”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo, che compare anche nella scheda del browser, per esempio “Richiesta non prevista”.",
      },
    },
    "front.methodNotAllowed.body": {
      en: {
        label: "Explanation",
        help: "The paragraph under the heading, before the phone and e-mails: the site does not answer this kind of request, start again from the home page or get in touch.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo, prima di telefono ed email: il sito non risponde a questo tipo di richiesta, meglio ripartire dalla pagina iniziale o contattarci.",
      },
    },
    "front.tooManyRequests": {
      en: {
        label: "Too many requests",
        help: "The page for when one connection sends too many requests in a short time (error 429).",
      },
      it: {
        label: "Troppe richieste",
        help: "La pagina per quando da una stessa connessione arrivano troppe richieste in poco tempo (errore 429).",
      },
    },
    "front.tooManyRequests.title": {
      en: {
        label: "Page title",
        help: "The heading, also in the browser's tab, e.g. “Too many requests at once”.",
      },
      it: {
        label: "Titolo della pagina",
        help: "Il titolo, che compare anche nella scheda del browser, per esempio “Troppe richieste insieme”.",
      },
    },
    "front.tooManyRequests.body": {
      en: {
        label: "Explanation",
        help: "The paragraph under the heading: wait a minute and send again. It comes just before the phone and e-mails, so it may end with a colon.",
      },
      it: {
        label: "Spiegazione",
        help: "Il paragrafo sotto il titolo: attendere un minuto e inviare di nuovo. Viene subito prima di telefono ed email, quindi può finire con i due punti.",
      },
    },
  },
} satisfies FileHelpOf<"serverAnswers">;
