import type { FileHelpOf } from "./types.ts";
import { privacyLinkLabel, privacyLinkTo } from "./shared.ts";

/** The words of the fields of each language's contact.yaml (content/en/contact.yaml and the others). */
export const contact = {
  page: { en: "Contact page", it: "Pagina Contatti" },
  fields: {
    details: {
      en: {
        label: "Contact details",
        help: "The column beside the form: the map, then the headings over the offices, e-mail addresses, phone and social links. The addresses, e-mails and phone number themselves are in Company details.",
      },
      it: {
        label: "Recapiti",
        help: "La colonna accanto al modulo: la mappa e poi i titoletti sopra sedi, indirizzi email, telefono e social. Indirizzi, email e numero di telefono si modificano in Dati dell’azienda.",
      },
    },
    "details.heading": {
      en: {
        label: "Heading of the details",
        help: "The heading at the top of the column beside the form, e.g. “Get in touch”.",
      },
      it: {
        label: "Titolo dei recapiti",
        help: "Il titolo in cima alla colonna accanto al modulo, per esempio “Contattaci”.",
      },
    },
    "details.officesHeading": {
      en: {
        label: "Offices heading",
        help: "The small heading above the offices' addresses, e.g. “Our offices”. The addresses come from Company details.",
      },
      it: {
        label: "Titoletto delle sedi",
        help: "Il titoletto sopra gli indirizzi delle sedi, per esempio “Le nostre sedi”. Gli indirizzi arrivano da Dati dell’azienda.",
      },
    },
    "details.emailHeading": {
      en: {
        label: "E-mail heading",
        help: "The small heading above the company's e-mail addresses, e.g. “Email”.",
      },
      it: {
        label: "Titoletto delle email",
        help: "Il titoletto sopra gli indirizzi email dell'azienda, per esempio “Email”.",
      },
    },
    "details.phoneHeading": {
      en: {
        label: "Phone heading",
        help: "The small heading above the phone number and the opening hours, e.g. “Phone”.",
      },
      it: {
        label: "Titoletto del telefono",
        help: "Il titoletto sopra il numero di telefono e gli orari di apertura, per esempio “Telefono”.",
      },
    },
    "details.followHeading": {
      en: {
        label: "Social links heading",
        help: "The small heading above the links to the company's social network pages, e.g. “Follow us”.",
      },
      it: {
        label: "Titoletto dei social",
        help: "Il titoletto sopra i link alle pagine social dell'azienda, per esempio “Seguici”.",
      },
    },
    "details.map": {
      en: {
        label: "Map of the head office",
        help: "The map at the top of the column. A still picture shows first; the real OpenStreetMap map loads only when the visitor clicks, so nothing reaches the provider before that.",
      },
      it: {
        label: "Mappa della sede centrale",
        help: "La mappa in cima alla colonna. Prima compare un'immagine fissa; la vera mappa di OpenStreetMap si carica solo al clic del visitatore, così al fornitore non arriva nulla prima.",
      },
    },
    "details.map.title": {
      en: {
        label: "Name of the map",
        help: "Shown under the map, and read out by screen readers as the map's name once it has loaded, e.g. “Map of our head office in Italy”.",
      },
      it: {
        label: "Nome della mappa",
        help: "Compare sotto la mappa e i lettori di schermo lo leggono come nome della mappa caricata, per esempio “Mappa della nostra sede centrale in Italia”.",
      },
    },
    "details.map.imageAlt": {
      en: {
        label: "Description of the map picture",
        help: "What the still picture shown before the click shows, for people who cannot see it, e.g. “Site plan of our head office, with its plot marked”.",
      },
      it: {
        label: "Descrizione dell'immagine della mappa",
        help: "Che cosa mostra l'immagine fissa che precede il clic, per chi non può vederla, per esempio “Planimetria della nostra sede centrale, con il lotto evidenziato”.",
      },
    },
    "details.map.privacyNote": {
      en: {
        label: "Privacy note before the map",
        help: "The sentence under the picture until the visitor asks for the map: who provides it and what they receive when it loads. The link to their privacy policy follows it.",
      },
      it: {
        label: "Nota privacy prima della mappa",
        help: "La frase sotto l'immagine finché il visitatore non chiede la mappa: chi la fornisce e quali dati riceve quando si carica. Subito dopo c'è il link alla sua informativa.",
      },
    },
    "details.map.providerPrivacy": {
      en: {
        label: "Map provider's privacy policy",
        help: "The link after the privacy note, to the privacy policy of the company that provides the map.",
      },
      it: {
        label: "Informativa del fornitore della mappa",
        help: "Il link dopo la nota privacy, che porta all'informativa della società che fornisce la mappa.",
      },
    },
    "details.map.providerPrivacy.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. “OpenStreetMap's privacy policy”." },
      it: {
        label: "Testo del link",
        help: "Le parole del link, per esempio “Informativa sulla privacy di OpenStreetMap”.",
      },
    },
    "details.map.providerPrivacy.href": {
      en: {
        label: "Address of the policy",
        help: "The full web address of the provider's privacy policy, starting with https://. It opens when the visitor clicks the link.",
      },
      it: {
        label: "Indirizzo dell'informativa",
        help: "L'indirizzo web completo dell'informativa del fornitore, che comincia con https://. Si apre quando il visitatore fa clic sul link.",
      },
    },
    "details.map.show": {
      en: {
        label: "Show-the-map button",
        help: "The button under the picture that loads the real map, e.g. “Show the map”.",
      },
      it: {
        label: "Pulsante per mostrare la mappa",
        help: "Il pulsante sotto l'immagine che carica la mappa vera e propria, per esempio “Mostra la mappa”.",
      },
    },
    "details.map.openInMaps": {
      en: {
        label: "Open-in-maps link",
        help: "The link under the map that opens the head office's address on OpenStreetMap's own site, in a new tab, e.g. “Open in OpenStreetMap”.",
      },
      it: {
        label: "Link per aprire la mappa",
        help: "Il link sotto la mappa che apre l'indirizzo della sede sul sito di OpenStreetMap, in una nuova scheda, per esempio “Apri in OpenStreetMap”.",
      },
    },
    quoteLink: {
      en: {
        label: "Link to the quotation request",
        help: "The line above the form that sends buyers who have a drawing to the request for quotation page.",
      },
      it: {
        label: "Rimando alla richiesta di preventivo",
        help: "La riga sopra il modulo che indirizza chi ha un disegno alla pagina di richiesta di preventivo.",
      },
    },
    "quoteLink.text": {
      en: {
        label: "Sentence before the link",
        help: "E.g. “Have a drawing? Send it with a structured request for quotation.” The link follows it on the same line.",
      },
      it: {
        label: "Frase prima del link",
        help: "Per esempio “Avete un disegno? Inviatelo con una richiesta di preventivo strutturata.” Il link segue sulla stessa riga.",
      },
    },
    "quoteLink.link": {
      en: {
        label: "Quotation link",
        help: "The link at the end of the sentence: its words and the page it opens.",
      },
      it: {
        label: "Link al preventivo",
        help: "Il link in fondo alla frase: le sue parole e la pagina che apre.",
      },
    },
    "quoteLink.link.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. “Request a quote”." },
      it: { label: "Testo del link", help: "Le parole del link, per esempio “Richiedi un preventivo”." },
    },
    "quoteLink.link.to": {
      en: {
        label: "Page it leads to",
        help: "The page of this site the link opens: normally /quote, the request for quotation.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "La pagina del sito che il link apre: di solito /quote, la richiesta di preventivo.",
      },
    },
    form: {
      en: {
        label: "Enquiry form",
        help: "The form visitors use to write to the company: its headings, the names of its boxes and the messages it shows while they fill it in.",
      },
      it: {
        label: "Modulo di contatto",
        help: "Il modulo con cui i visitatori scrivono all'azienda: i suoi titoli, i nomi dei campi e i messaggi che mostra durante la compilazione.",
      },
    },
    "form.eyebrow": {
      en: {
        label: "Line above the heading",
        help: "The short line shown just above the form's heading, e.g. “Email Us”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "La breve riga subito sopra il titolo del modulo, per esempio “Scrivici”.",
      },
    },
    "form.heading": {
      en: { label: "Form heading", help: "The form's big heading, e.g. “Happy To Answer Your Questions”." },
      it: {
        label: "Titolo del modulo",
        help: "Il titolo grande del modulo, per esempio “Saremo lieti di rispondere alle tue domande”.",
      },
    },
    "form.intro": {
      en: {
        label: "Introduction",
        help: "The sentence under the heading: what to tell the company so it can answer well, e.g. the part, material, quantity and drawing number.",
      },
      it: {
        label: "Introduzione",
        help: "La frase sotto il titolo: che cosa indicare perché l'azienda possa rispondere bene, per esempio pezzo, materiale, quantità e numero di disegno.",
      },
    },
    "form.fields": {
      en: {
        label: "Form boxes",
        help: "The name and the pale hint of each box the visitor fills in: name, e-mail, subject and message.",
      },
      it: {
        label: "Campi del modulo",
        help: "L'etichetta e il suggerimento in grigio di ogni campo da compilare: nome, email, oggetto e messaggio.",
      },
    },
    "form.fields.from_name": {
      en: { label: "Name box", help: "The box where the visitor types their name." },
      it: { label: "Campo del nome", help: "Il campo in cui il visitatore scrive il proprio nome." },
    },
    "form.fields.from_name.label": {
      en: { label: "Name of the box", help: "The word above the box, e.g. “Name”." },
      it: { label: "Etichetta del campo", help: "La parola sopra il campo, per esempio “Nome”." },
    },
    "form.fields.from_name.placeholder": {
      en: {
        label: "Hint inside the box",
        help: "The pale text inside the empty box, gone as soon as the visitor types, e.g. “First Name”.",
      },
      it: {
        label: "Suggerimento nel campo",
        help: "Il testo in grigio dentro il campo vuoto, che sparisce appena il visitatore scrive, per esempio “Nome”.",
      },
    },
    "form.fields.email": {
      en: {
        label: "E-mail box",
        help: "The box where the visitor types the e-mail address the answer goes to.",
      },
      it: {
        label: "Campo dell'email",
        help: "Il campo in cui il visitatore scrive l'indirizzo email a cui inviare la risposta.",
      },
    },
    "form.fields.email.label": {
      en: { label: "Name of the box", help: "The word above the box, e.g. “Email”." },
      it: { label: "Etichetta del campo", help: "La parola sopra il campo, per esempio “Email”." },
    },
    "form.fields.email.placeholder": {
      en: {
        label: "Hint inside the box",
        help: "The pale text inside the empty box, gone as soon as the visitor types, e.g. “Email”.",
      },
      it: {
        label: "Suggerimento nel campo",
        help: "Il testo in grigio dentro il campo vuoto, che sparisce appena il visitatore scrive, per esempio “Email”.",
      },
    },
    "form.fields.phone": {
      en: {
        label: "Phone box",
        help: "The optional box where a visitor who would rather be called back types a phone number.",
      },
      it: {
        label: "Campo del telefono",
        help: "Il campo facoltativo in cui il visitatore che preferisce essere richiamato scrive un numero di telefono.",
      },
    },
    "form.fields.phone.label": {
      en: {
        label: "Name of the phone box",
        help: "The words above the box; say it is optional, e.g. “Phone (optional)”.",
      },
      it: {
        label: "Etichetta del telefono",
        help: "Le parole sopra il campo; indica che è facoltativo, per esempio “Telefono (facoltativo)”.",
      },
    },
    "form.fields.phone.placeholder": {
      en: {
        label: "Hint inside the phone box",
        help: "The pale text inside the empty box, gone as soon as the visitor types, e.g. “If you would like a call”.",
      },
      it: {
        label: "Suggerimento nel campo del telefono",
        help: "Il testo in grigio dentro il campo vuoto, che sparisce appena il visitatore scrive, per esempio “Se vuoi essere richiamato”.",
      },
    },
    "form.fields.subject": {
      en: {
        label: "Subject box",
        help: "The box for a short subject, which also becomes the subject line of the e-mail the company receives.",
      },
      it: {
        label: "Campo dell'oggetto",
        help: "Il campo per un breve oggetto, che diventa anche l'oggetto dell'email ricevuta dall'azienda.",
      },
    },
    "form.fields.subject.label": {
      en: { label: "Name of the box", help: "The word above the box, e.g. “Subject”." },
      it: { label: "Etichetta del campo", help: "La parola sopra il campo, per esempio “Oggetto”." },
    },
    "form.fields.subject.placeholder": {
      en: {
        label: "Hint inside the box",
        help: "The pale text inside the empty box, gone as soon as the visitor types, e.g. “Subject”.",
      },
      it: {
        label: "Suggerimento nel campo",
        help: "Il testo in grigio dentro il campo vuoto, che sparisce appena il visitatore scrive, per esempio “Oggetto”.",
      },
    },
    "form.fields.message": {
      en: { label: "Message box", help: "The large box where the visitor writes their enquiry." },
      it: {
        label: "Campo del messaggio",
        help: "Il campo grande in cui il visitatore scrive la sua richiesta.",
      },
    },
    "form.fields.message.label": {
      en: { label: "Name of the box", help: "The word above the box, e.g. “Message”." },
      it: { label: "Etichetta del campo", help: "La parola sopra il campo, per esempio “Messaggio”." },
    },
    "form.fields.message.placeholder": {
      en: {
        label: "Hint inside the box",
        help: "The pale text inside the empty box, gone as soon as the visitor types, e.g. “Message”.",
      },
      it: {
        label: "Suggerimento nel campo",
        help: "Il testo in grigio dentro il campo vuoto, che sparisce appena il visitatore scrive, per esempio “Messaggio”.",
      },
    },
    "form.messages": {
      en: {
        label: "Messages for empty boxes",
        help: "What the form says under a box the visitor left empty (or, for the e-mail, filled in wrongly), once they leave it or press send.",
      },
      it: {
        label: "Messaggi per i campi vuoti",
        help: "Ciò che il modulo scrive sotto un campo lasciato vuoto (o, per l'email, compilato male), quando il visitatore ne esce o preme invia.",
      },
    },
    "form.messages.from_name": {
      en: {
        label: "Name missing",
        help: "Shown under the name box while it is empty, e.g. “Name is required.”",
      },
      it: {
        label: "Nome mancante",
        help: "Compare sotto il campo del nome finché è vuoto, per esempio “Inserisci il tuo nome.”",
      },
    },
    "form.messages.email": {
      en: {
        label: "E-mail missing or wrong",
        help: "Shown under the e-mail box when it is empty or not a valid address, e.g. “Valid email is required.”",
      },
      it: {
        label: "Email mancante o errata",
        help: "Compare sotto il campo dell'email se è vuoto o l'indirizzo non è valido, per esempio “Inserisci un indirizzo email valido.”",
      },
    },
    "form.messages.phone": {
      en: {
        label: "Phone number wrong",
        help: "Shown under the phone box when what was typed is not a phone number (letters, too few digits), e.g. “Please enter a phone number, e.g. +39 02 1234 5678.”",
      },
      it: {
        label: "Numero di telefono errato",
        help: "Compare sotto il campo del telefono se ciò che è scritto non è un numero (lettere, troppe poche cifre), per esempio “Inserisci un numero di telefono, per esempio +39 02 1234 5678.”",
      },
    },
    "form.messages.subject": {
      en: {
        label: "Subject missing",
        help: "Shown under the subject box while it is empty, e.g. “Subject is required.”",
      },
      it: {
        label: "Oggetto mancante",
        help: "Compare sotto il campo dell'oggetto finché è vuoto, per esempio “Inserisci l'oggetto.”",
      },
    },
    "form.messages.message": {
      en: {
        label: "Message missing",
        help: "Shown under the message box while it is empty, e.g. “Please leave us a message.”",
      },
      it: {
        label: "Messaggio mancante",
        help: "Compare sotto il campo del messaggio finché è vuoto, per esempio “Scrivi il tuo messaggio.”",
      },
    },
    "form.requiredNote": {
      en: {
        label: "Note on required boxes",
        help: "The line under the introduction saying which boxes must be filled in, e.g. “All fields are required.”",
      },
      it: {
        label: "Nota sui campi obbligatori",
        help: "La riga sotto l'introduzione che dice quali campi vanno compilati, per esempio “Tutti i campi sono obbligatori.”",
      },
    },
    "form.privacyNote": {
      en: {
        label: "Privacy note by the button",
        help: "The line next to the send button: what the visitor's data is used for, followed by a link to the privacy notice.",
      },
      it: {
        label: "Nota privacy accanto al pulsante",
        help: "La riga accanto al pulsante di invio: a cosa servono i dati del visitatore, seguita dal link all'informativa privacy.",
      },
    },
    "form.privacyNote.text": {
      en: {
        label: "Sentence before the link",
        help: "E.g. “We use what you send only to answer you.” The link to the privacy notice follows it.",
      },
      it: {
        label: "Frase prima del link",
        help: "Per esempio “Usiamo i dati che ci invii solo per risponderti.” Subito dopo c'è il link all'informativa.",
      },
    },
    "form.privacyNote.link": {
      en: {
        label: "Link to the privacy notice",
        help: "The link after the sentence: its words and the page it opens.",
      },
      it: {
        label: "Link all'informativa privacy",
        help: "Il link dopo la frase: le sue parole e la pagina che apre.",
      },
    },
    "form.privacyNote.link.label": privacyLinkLabel,
    "form.privacyNote.link.to": privacyLinkTo,
    "form.submit": {
      en: {
        label: "Send button",
        help: "The words on the button that sends the enquiry, e.g. “Send message”.",
      },
      it: {
        label: "Pulsante di invio",
        help: "Le parole sul pulsante che invia la richiesta, per esempio “Invia il messaggio”.",
      },
    },
    "form.errorSummary": {
      en: {
        label: "Message when boxes are wrong",
        help: "Shown just above the send button, and read out, when the visitor presses send with boxes still empty or wrong. The boxes are above it.",
      },
      it: {
        label: "Avviso di campi da correggere",
        help: "Compare subito sopra il pulsante di invio, e viene letto ad alta voce, se il visitatore preme invia con campi vuoti o errati. I campi si trovano sopra l'avviso.",
      },
    },
    "form.tooLong": {
      en: {
        label: "Messages for too much text",
        help: "What the form says under a box with more characters than it takes. {limit} is replaced by the number of characters allowed; keep it.",
      },
      it: {
        label: "Messaggi per testo troppo lungo",
        help: "Ciò che il modulo scrive sotto un campo che supera i caratteri ammessi. {limit} viene sostituito dal numero massimo di caratteri; lascialo com'è.",
      },
    },
    "form.tooLong.from_name": {
      en: {
        label: "Name too long",
        help: "Shown under the name box when it is longer than allowed (100 characters). {limit} is replaced by that number; keep it.",
      },
      it: {
        label: "Nome troppo lungo",
        help: "Compare sotto il campo del nome quando supera la lunghezza ammessa (100 caratteri). {limit} viene sostituito da quel numero; lascialo com'è.",
      },
    },
    "form.tooLong.subject": {
      en: {
        label: "Subject too long",
        help: "Shown under the subject box when it is longer than allowed (200 characters). {limit} is replaced by that number; keep it.",
      },
      it: {
        label: "Oggetto troppo lungo",
        help: "Compare sotto il campo dell'oggetto quando supera la lunghezza ammessa (200 caratteri). {limit} viene sostituito da quel numero; lascialo com'è.",
      },
    },
    "form.tooLong.message": {
      en: {
        label: "Message too long",
        help: "Shown under the message box when it is longer than allowed (5,000 characters). {limit} is replaced by that number; keep it.",
      },
      it: {
        label: "Messaggio troppo lungo",
        help: "Compare sotto il campo del messaggio quando supera la lunghezza ammessa (5.000 caratteri). {limit} viene sostituito da quel numero; lascialo com'è.",
      },
    },
    "form.counter": {
      en: {
        label: "Character counter",
        help: "Shown under the name, subject or message box once the visitor nears its limit, e.g. “4,100 of 5,000 characters”. {count} is replaced by the characters typed and {limit} by those allowed; keep both.",
      },
      it: {
        label: "Contatore dei caratteri",
        help: "Compare sotto il campo del nome, dell'oggetto o del messaggio quando il visitatore si avvicina al limite, per esempio “4.100 di 5.000 caratteri”. {count} diventa i caratteri scritti e {limit} quelli ammessi; lasciali entrambi.",
      },
    },
  },
} satisfies FileHelpOf<"contact">;
