import type { FileHelpOf, HelpByPattern } from "./types.ts";

const capacityUnit: HelpByPattern[string] = {
  en: { label: "Unit", help: "The unit of the weight, normally kg; the site adds the weight in pounds." },
  it: {
    label: "Unità di misura",
    help: "L'unità del peso, di solito kg; il sito aggiunge da sé il peso in libbre.",
  },
};

/** The words of the fields of each language's layout.yaml (content/en/layout.yaml and the others). */
export const layout = {
  page: {
    en: "Header, menu and footer (every page)",
    it: "Intestazione, menu e piè di pagina (tutte le pagine)",
  },
  fields: {
    skipLink: {
      en: {
        label: "Skip to content link",
        help: "The first link of every page, visible only to people who move through the page with the keyboard: it jumps past the menu to the page's text, e.g. “Skip to main content”.",
      },
      it: {
        label: "Link per saltare al contenuto",
        help: "Il primo link di ogni pagina, visibile solo a chi naviga con la tastiera: salta il menu e porta al testo della pagina, per esempio “Vai al contenuto principale”.",
      },
    },
    logoLabel: {
      en: {
        label: "Name of the logo link",
        help: "What screen readers say for the logo, which leads to the home page, e.g. “{company}, home page”. {company} is replaced by the company's name; keep it.",
      },
      it: {
        label: "Nome del link del logo",
        help: "Ciò che i lettori di schermo dicono per il logo, che riporta alla pagina iniziale, per esempio “{company}, pagina iniziale”. {company} viene sostituito dal nome dell'azienda: deve restare.",
      },
    },
    menu: {
      en: {
        label: "Main menu",
        help: "The menu beside the logo on every page: its links, and the words of the button that opens it on phones.",
      },
      it: {
        label: "Menu principale",
        help: "Il menu accanto al logo, su ogni pagina: i suoi link e le parole del pulsante che lo apre sui telefoni.",
      },
    },
    "menu.label": {
      en: {
        label: "Name of the menu",
        help: "What screen readers call the menu, e.g. “Main menu”. Not shown on the page.",
      },
      it: {
        label: "Nome del menu",
        help: "Come i lettori di schermo chiamano il menu, per esempio “Menu principale”. Non compare sulla pagina.",
      },
    },
    "menu.openLabel": {
      en: {
        label: "Open menu button",
        help: "What screen readers say for the three-line button that opens the menu on phones, e.g. “Open menu”.",
      },
      it: {
        label: "Pulsante che apre il menu",
        help: "Ciò che i lettori di schermo dicono per il pulsante a tre righe che apre il menu sui telefoni, per esempio “Apri il menu”.",
      },
    },
    "menu.closeLabel": {
      en: {
        label: "Close menu button",
        help: "The same button's words once the menu is open, e.g. “Close menu”.",
      },
      it: {
        label: "Pulsante che chiude il menu",
        help: "Le parole dello stesso pulsante quando il menu è aperto, per esempio “Chiudi il menu”.",
      },
    },
    "menu.items": {
      en: {
        label: "Menu entries",
        help: "The pages the menu lists, in order: 2 to 6, as more do not fit on one line beside the logo.",
      },
      it: {
        label: "Voci del menu",
        help: "Le pagine elencate nel menu, in ordine: da 2 a 6, perché di più non stanno su una riga accanto al logo.",
      },
    },
    "menu.items[].label": {
      en: {
        label: "Menu entry",
        help: "The page's name as the menu shows it, e.g. About Us. Keep it short.",
      },
      it: {
        label: "Voce del menu",
        help: "Il nome della pagina come appare nel menu, per esempio Chi siamo. Tienilo breve.",
      },
    },
    "menu.items[].to": {
      en: {
        label: "Page it leads to",
        help: "Choose the page this entry opens, e.g. /about for the About page.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "Scegli la pagina che la voce apre, per esempio /about per Chi siamo.",
      },
    },
    topBar: {
      en: {
        label: "Top bar, for screen readers",
        help: "What screen readers say before each item of the thin bar above the menu (hours, phone, e-mail, social icons); the page shows icons instead.",
      },
      it: {
        label: "Barra in alto, per i lettori di schermo",
        help: "Le parole che i lettori di schermo pronunciano prima di ogni elemento della barra sottile sopra il menu (orari, telefono, email, icone social); sulla pagina al loro posto ci sono delle icone.",
      },
    },
    "topBar.hoursLabel": {
      en: {
        label: "Before the opening hours",
        help: "Said in place of the clock icon before the opening hours, e.g. “Opening hours”.",
      },
      it: {
        label: "Prima degli orari",
        help: "Pronunciato al posto dell'icona dell'orologio, prima degli orari di apertura, per esempio “Orari di apertura”.",
      },
    },
    "topBar.phoneLabel": {
      en: {
        label: "Before the phone number",
        help: "Said in place of the phone icon before the number, e.g. “Call us”.",
      },
      it: {
        label: "Prima del telefono",
        help: "Pronunciato al posto dell'icona del telefono, prima del numero, per esempio “Chiamaci”.",
      },
    },
    "topBar.emailLabel": {
      en: {
        label: "Before the e-mail address",
        help: "Said in place of the envelope icon before the e-mail address, e.g. “Email us”.",
      },
      it: {
        label: "Prima dell'email",
        help: "Pronunciato al posto dell'icona della busta, prima dell'indirizzo email, per esempio “Scrivici”.",
      },
    },
    "topBar.socialLabel": {
      en: {
        label: "Name of the social icons",
        help: "What screen readers call the group of social network icons, in the top bar and in the footer, e.g. “Follow us”.",
      },
      it: {
        label: "Nome delle icone social",
        help: "Come i lettori di schermo chiamano il gruppo di icone social, nella barra in alto e nel piè di pagina, per esempio “Seguici”.",
      },
    },
    quoteLink: {
      en: {
        label: "Quote button in the menu",
        help: "The button at the end of the menu, visible on every page, e.g. “Get A Free Quote”.",
      },
      it: {
        label: "Pulsante preventivo nel menu",
        help: "Il pulsante in fondo al menu, sempre visibile su ogni pagina, per esempio “Preventivo gratuito”.",
      },
    },
    "quoteLink.label": {
      en: {
        label: "Button words",
        help: "The words on the button, e.g. Get A Free Quote. Keep them short, so the button fits beside the menu.",
      },
      it: {
        label: "Testo del pulsante",
        help: "Le parole sul pulsante, per esempio Preventivo gratuito. Tienile brevi, perché il pulsante stia accanto al menu.",
      },
    },
    "quoteLink.to": {
      en: {
        label: "Page it leads to",
        help: "Choose the page the button opens, e.g. /contact for the contact page.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "Scegli la pagina che il pulsante apre, per esempio /contact per la pagina Contatti.",
      },
    },
    requestQuoteLink: {
      en: {
        label: "Quote link in the top bar",
        help: "The link at the end of the thin bar above the menu, to the request for quotation with drawings.",
      },
      it: {
        label: "Link preventivo nella barra in alto",
        help: "Il link in fondo alla barra sottile sopra il menu, che porta alla richiesta di preventivo con i disegni.",
      },
    },
    "requestQuoteLink.label": {
      en: { label: "Link words", help: "The words of the link in the top bar, e.g. Request a quote." },
      it: {
        label: "Testo del link",
        help: "Le parole del link nella barra in alto, per esempio Richiedi un preventivo.",
      },
    },
    "requestQuoteLink.to": {
      en: {
        label: "Page it leads to",
        help: "Choose the page the link opens, normally /quote, the request for quotation.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "Scegli la pagina che il link apre, di solito /quote, la richiesta di preventivo.",
      },
    },
    ticker: {
      en: {
        label: "Product strip",
        help: "The strip of product names that scrolls across every page just above the footer.",
      },
      it: {
        label: "Striscia dei prodotti",
        help: "La striscia con i nomi dei prodotti che scorre su ogni pagina, appena sopra il piè di pagina.",
      },
    },
    "ticker.label": {
      en: {
        label: "Name of the strip",
        help: "What screen readers call the strip, e.g. “Our products”. Not shown on the page.",
      },
      it: {
        label: "Nome della striscia",
        help: "Come i lettori di schermo chiamano la striscia, per esempio “I nostri prodotti”. Non compare sulla pagina.",
      },
    },
    "ticker.items": {
      en: {
        label: "Products in the strip",
        help: "Exactly six product names, in the order they scroll past, e.g. Mn Hammers, Grates, Liners.",
      },
      it: {
        label: "Prodotti nella striscia",
        help: "Esattamente sei nomi di prodotti, nell'ordine in cui scorrono, per esempio Martelli al manganese, Griglie, Corazze.",
      },
    },
    breadcrumbLabel: {
      en: {
        label: "Name of the trail of links",
        help: "What screen readers call the trail of links under each page's title, e.g. “Breadcrumb”. Not shown on the page.",
      },
      it: {
        label: "Nome del percorso di link",
        help: "Come i lettori di schermo chiamano il percorso di link sotto il titolo di ogni pagina, per esempio “Percorso di navigazione”. Non compare sulla pagina.",
      },
    },
    languageLabel: {
      en: {
        label: "Name of the language choice",
        help: "What screen readers call the list of languages in the top bar, e.g. “Language”.",
      },
      it: {
        label: "Nome della scelta della lingua",
        help: "Come i lettori di schermo chiamano l'elenco delle lingue nella barra in alto, per esempio “Lingua”.",
      },
    },
    shareImageAlt: {
      en: {
        label: "Description of the sharing picture",
        help: "Describes the picture shown when a page is shared on LinkedIn, Facebook or in a chat. {title} is replaced by the page's title and {company} by the company's name; {title} must stay.",
      },
      it: {
        label: "Descrizione dell'immagine di condivisione",
        help: "Descrive l'immagine che compare quando una pagina viene condivisa su LinkedIn, Facebook o in una chat. {title} diventa il titolo della pagina e {company} il nome dell'azienda; {title} non va tolto.",
      },
    },
    carousel: {
      en: {
        label: "Sliding photos",
        help: "The words screen readers use for the strips of sliding photos (at the top of the home page and in the photo sections) and for their buttons.",
      },
      it: {
        label: "Caroselli di foto",
        help: "Le parole che i lettori di schermo usano per le fasce di foto scorrevoli (in cima alla pagina iniziale e nelle sezioni di foto) e per i loro pulsanti.",
      },
    },
    "carousel.roleDescription": {
      en: {
        label: "What a carousel is called",
        help: "The word screen readers use for a strip of sliding photos, in lower case, e.g. “carousel”.",
      },
      it: {
        label: "Come si chiama un carosello",
        help: "La parola con cui i lettori di schermo indicano una fascia di foto scorrevoli, in minuscolo, per esempio “carosello”.",
      },
    },
    "carousel.slideRoleDescription": {
      en: {
        label: "What a slide is called",
        help: "The word screen readers use for each photo of the strip, in lower case, e.g. “slide”.",
      },
      it: {
        label: "Come si chiama una diapositiva",
        help: "La parola con cui i lettori di schermo indicano ogni foto della fascia, in minuscolo, per esempio “diapositiva”.",
      },
    },
    "carousel.slideLabel": {
      en: {
        label: "Slide number",
        help: "Read out for each slide: {n} is replaced by its number and {total} by how many there are, so “{n} of {total}” becomes “2 of 5”. Keep both.",
      },
      it: {
        label: "Numero della diapositiva",
        help: "Letto per ogni diapositiva: {n} diventa il suo numero e {total} il numero totale, così “{n} di {total}” diventa “2 di 5”. Lasciali entrambi.",
      },
    },
    "carousel.previous": {
      en: {
        label: "Previous slide button",
        help: "What screen readers say for the arrow that goes back one slide, e.g. “Previous”.",
      },
      it: {
        label: "Pulsante diapositiva precedente",
        help: "Ciò che i lettori di schermo dicono per la freccia che torna indietro di una diapositiva, per esempio “Precedente”.",
      },
    },
    "carousel.next": {
      en: {
        label: "Next slide button",
        help: "What screen readers say for the arrow that moves on one slide, e.g. “Next”.",
      },
      it: {
        label: "Pulsante diapositiva successiva",
        help: "Ciò che i lettori di schermo dicono per la freccia che va avanti di una diapositiva, per esempio “Successiva”.",
      },
    },
    "carousel.pause": {
      en: {
        label: "Pause button",
        help: "What screen readers say for the button that stops the photos sliding by themselves, e.g. “Pause automatic sliding”.",
      },
      it: {
        label: "Pulsante di pausa",
        help: "Ciò che i lettori di schermo dicono per il pulsante che ferma lo scorrimento automatico delle foto, per esempio “Ferma lo scorrimento automatico”.",
      },
    },
    "carousel.play": {
      en: {
        label: "Play button",
        help: "The same button once the photos are stopped: it starts them sliding again, e.g. “Start automatic sliding”.",
      },
      it: {
        label: "Pulsante di avvio",
        help: "Lo stesso pulsante quando le foto sono ferme: le fa ripartire, per esempio “Avvia lo scorrimento automatico”.",
      },
    },
    viewer: {
      en: {
        label: "Photo viewer",
        help: "The words of the full-screen viewer that opens when a visitor clicks a photo to enlarge it (gallery, home page, About page).",
      },
      it: {
        label: "Visualizzatore di foto",
        help: "Le parole del visualizzatore a schermo intero che si apre quando un visitatore fa clic su una foto per ingrandirla (galleria, pagina iniziale, Chi siamo).",
      },
    },
    "viewer.label": {
      en: {
        label: "Name of the viewer",
        help: "What screen readers call the viewer when it opens, e.g. “Image viewer”.",
      },
      it: {
        label: "Nome del visualizzatore",
        help: "Come i lettori di schermo chiamano il visualizzatore quando si apre, per esempio “Visualizzatore di immagini”.",
      },
    },
    "viewer.close": {
      en: {
        label: "Close button",
        help: "What screen readers say for the cross that closes the viewer, e.g. “Close”.",
      },
      it: {
        label: "Pulsante di chiusura",
        help: "Ciò che i lettori di schermo dicono per la X che chiude il visualizzatore, per esempio “Chiudi”.",
      },
    },
    "viewer.previous": {
      en: {
        label: "Previous photo button",
        help: "What screen readers say for the arrow back to the previous photo, e.g. “Previous photo”.",
      },
      it: {
        label: "Pulsante foto precedente",
        help: "Ciò che i lettori di schermo dicono per la freccia che torna alla foto precedente, per esempio “Foto precedente”.",
      },
    },
    "viewer.next": {
      en: {
        label: "Next photo button",
        help: "What screen readers say for the arrow on to the next photo, e.g. “Next photo”.",
      },
      it: {
        label: "Pulsante foto successiva",
        help: "Ciò che i lettori di schermo dicono per la freccia che passa alla foto successiva, per esempio “Foto successiva”.",
      },
    },
    "viewer.open": {
      en: {
        label: "Enlarge photo button",
        help: "What screen readers say for a photo that can be enlarged: {alt} is replaced by the photo's description, e.g. “Enlarge photo: {alt}”. Keep {alt}.",
      },
      it: {
        label: "Pulsante per ingrandire la foto",
        help: "Ciò che i lettori di schermo dicono per una foto che si può ingrandire: {alt} diventa la descrizione della foto, per esempio “Ingrandisci la foto: {alt}”. {alt} deve restare.",
      },
    },
    "viewer.openShown": {
      en: {
        label: "Enlarge button with words",
        help: "The same, for a photo that shows words such as its number in the gallery or a title: {shown} is replaced by those words and {alt} by the description. Start with {shown}, e.g. “{shown}: enlarge photo, {alt}”.",
      },
      it: {
        label: "Pulsante per ingrandire con testo",
        help: "Lo stesso, per una foto che mostra delle parole, come il suo numero nella galleria o un titolo: {shown} diventa quelle parole e {alt} la descrizione. Comincia con {shown}, per esempio “{shown}: ingrandisci la foto, {alt}”.",
      },
    },
    "viewer.counterSeparator": {
      en: {
        label: "Sign in the photo counter",
        help: "The sign between the photo's number and the total at the bottom of the viewer, e.g. / for “3 / 12”.",
      },
      it: {
        label: "Segno nel contatore delle foto",
        help: "Il segno tra il numero della foto e il totale, in basso nel visualizzatore, per esempio / per “3 / 12”.",
      },
    },
    loading: {
      en: {
        label: "Page loading",
        help: "What screen readers announce while the next page is loading, e.g. “Loading page”; sighted visitors see a thin moving bar.",
      },
      it: {
        label: "Caricamento della pagina",
        help: "Ciò che i lettori di schermo annunciano mentre si carica la pagina successiva, per esempio “Caricamento della pagina”; chi vede lo schermo trova una barra sottile in movimento.",
      },
    },
    footer: {
      en: {
        label: "Footer",
        help: "The dark area at the bottom of every page: the company's description, production capacity, links, offices and legal data.",
      },
      it: {
        label: "Piè di pagina",
        help: "L'area scura in fondo a ogni pagina: descrizione dell'azienda, capacità produttiva, link, sedi e dati legali.",
      },
    },
    "footer.description": {
      en: {
        label: "Company description",
        help: "The short paragraph under the logo in the footer: what the foundry makes and for which industries, in two or three lines.",
      },
      it: {
        label: "Descrizione dell'azienda",
        help: "Il breve paragrafo sotto il logo nel piè di pagina: che cosa produce la fonderia e per quali settori, in due o tre righe.",
      },
    },
    "footer.capacitiesHeading": {
      en: {
        label: "Capacity heading",
        help: "The small heading over the three capacity figures, e.g. “Production capacity”.",
      },
      it: {
        label: "Titolo della capacità produttiva",
        help: "Il titoletto sopra le tre cifre di capacità, per esempio “Capacità produttiva”.",
      },
    },
    "footer.capacities": {
      en: {
        label: "Production capacity",
        help: "Exactly three lines in the footer, each a yearly output and the weight range per piece, e.g. “3,600 t per year — wear-resistant parts from 1 kg up to 5,000 kg per piece”.",
      },
      it: {
        label: "Capacità produttiva",
        help: "Esattamente tre righe nel piè di pagina, ognuna con la produzione annua e il peso per pezzo, per esempio “3.600 t all'anno — parti antiusura da 1 kg fino a 5.000 kg per pezzo”.",
      },
    },
    "footer.capacities[].output": {
      en: {
        label: "Yearly output",
        help: "The tonnes cast per year, shown in large figures, e.g. 3600 t.",
      },
      it: {
        label: "Produzione annua",
        help: "Le tonnellate colate ogni anno, mostrate in grande, per esempio 3600 t.",
      },
    },
    "footer.capacities[].output.value": {
      en: { label: "Tonnes", help: "The number only, without thousands separators, e.g. 3600." },
      it: { label: "Tonnellate", help: "Solo il numero, senza il punto delle migliaia, per esempio 3600." },
    },
    "footer.capacities[].output.unit": {
      en: { label: "Unit", help: "The unit of the yearly output: t, for tonnes." },
      it: { label: "Unità di misura", help: "L'unità della produzione annua: t, cioè tonnellate." },
    },
    "footer.capacities[].label": {
      en: {
        label: "What is cast",
        help: "The kind of casting the figures are for, in lower case, e.g. wear-resistant parts.",
      },
      it: {
        label: "Che cosa si cola",
        help: "Il tipo di getto a cui si riferiscono le cifre, in minuscolo, per esempio parti antiusura.",
      },
    },
    "footer.capacities[].min": {
      en: {
        label: "Lightest piece",
        help: "The weight of the lightest piece, shown after “from”. Leave it empty when there is no lower limit to state.",
      },
      it: {
        label: "Pezzo più leggero",
        help: "Il peso del pezzo più leggero, mostrato dopo “da”. Lascialo vuoto se non c'è un limite minimo da indicare.",
      },
    },
    "footer.capacities[].min.value": {
      en: { label: "Weight", help: "The number only, e.g. 1." },
      it: { label: "Peso", help: "Solo il numero, per esempio 1." },
    },
    "footer.capacities[].min.unit": capacityUnit,
    "footer.capacities[].max": {
      en: {
        label: "Heaviest piece",
        help: "The weight of the heaviest piece, shown after “up to”, e.g. 5000 kg.",
      },
      it: {
        label: "Pezzo più pesante",
        help: "Il peso del pezzo più pesante, mostrato dopo “fino a”, per esempio 5000 kg.",
      },
    },
    "footer.capacities[].max.value": {
      en: { label: "Weight", help: "The number only, without thousands separators, e.g. 5000." },
      it: { label: "Peso", help: "Solo il numero, senza il punto delle migliaia, per esempio 5000." },
    },
    "footer.capacities[].max.unit": capacityUnit,
    "footer.capacities[].approximate": {
      en: {
        label: "Approximate figure",
        help: "Choose Yes when the yearly output is an estimate: the footer then puts “about” before it.",
      },
      it: {
        label: "Cifra approssimativa",
        help: "Scegli Sì se la produzione annua è una stima: il piè di pagina la fa precedere da “circa”.",
      },
    },
    "footer.servicesHeading": {
      en: {
        label: "Services heading",
        help: "The small heading over the footer's list of links to the main pages, e.g. “Services”.",
      },
      it: {
        label: "Titolo dei servizi",
        help: "Il titoletto sopra l'elenco di link alle pagine principali nel piè di pagina, per esempio “Servizi”.",
      },
    },
    "footer.services": {
      en: {
        label: "Service links",
        help: "Exactly five links to the site's main pages, listed under the services heading.",
      },
      it: {
        label: "Link ai servizi",
        help: "Esattamente cinque link alle pagine principali del sito, elencati sotto il titolo dei servizi.",
      },
    },
    "footer.services[].label": {
      en: { label: "Link words", help: "The page's name as the footer shows it, e.g. Foundry." },
      it: {
        label: "Testo del link",
        help: "Il nome della pagina come appare nel piè di pagina, per esempio Fonderia.",
      },
    },
    "footer.services[].to": {
      en: { label: "Page it leads to", help: "Choose the page the link opens, e.g. /foundry." },
      it: { label: "Pagina a cui porta", help: "Scegli la pagina che il link apre, per esempio /foundry." },
    },
    "footer.proof": {
      en: {
        label: "Links for checking the foundry",
        help: "The links under the services to the pages a buyer checks the foundry by: materials and datasheets, quality and certificates, news. At least one.",
      },
      it: {
        label: "Link per valutare la fonderia",
        help: "I link sotto i servizi verso le pagine con cui un acquirente valuta la fonderia: materiali e schede tecniche, qualità e certificati, notizie. Almeno uno.",
      },
    },
    "footer.proof[].label": {
      en: { label: "Link words", help: "The words of the link, e.g. Materials and datasheets." },
      it: { label: "Testo del link", help: "Le parole del link, per esempio Materiali e schede tecniche." },
    },
    "footer.proof[].to": {
      en: { label: "Page it leads to", help: "Choose the page the link opens, e.g. /materials." },
      it: { label: "Pagina a cui porta", help: "Scegli la pagina che il link apre, per esempio /materials." },
    },
    "footer.officesHeading": {
      en: {
        label: "Offices heading",
        help: "The small heading over the two offices' addresses in the footer, e.g. “Our offices”. The addresses themselves are in the company details.",
      },
      it: {
        label: "Titolo delle sedi",
        help: "Il titoletto sopra gli indirizzi delle due sedi nel piè di pagina, per esempio “Le nostre sedi”. Gli indirizzi si modificano nei dati dell'azienda.",
      },
    },
    "footer.followHeading": {
      en: {
        label: "Social and contacts heading",
        help: "The small heading over the social icons, the phone and the e-mail addresses in the footer, e.g. “Follow us”.",
      },
      it: {
        label: "Titolo di social e contatti",
        help: "Il titoletto sopra le icone social, il telefono e gli indirizzi email nel piè di pagina, per esempio “Seguici”.",
      },
    },
    "footer.copyright": {
      en: {
        label: "Copyright line",
        help: "The words after ©, the year and the registered company name at the very bottom of the page, e.g. “All rights reserved.”",
      },
      it: {
        label: "Riga del copyright",
        help: "Le parole dopo ©, l'anno e la ragione sociale, in fondo alla pagina, per esempio “Tutti i diritti riservati.”",
      },
    },
    "footer.legal": {
      en: {
        label: "Legal data labels",
        help: "The words before each legal detail every Italian company site must show at the bottom of its pages. The details themselves are in the company details.",
      },
      it: {
        label: "Etichette dei dati legali",
        help: "Le parole davanti a ciascun dato societario che il sito di un'azienda italiana deve mostrare in fondo alle pagine. I dati veri e propri si modificano nei dati dell'azienda.",
      },
    },
    "footer.legal.registeredOffice": {
      en: {
        label: "Registered office label",
        help: "Shown before the registered office's address, e.g. “Registered office”.",
      },
      it: {
        label: "Etichetta della sede legale",
        help: "Compare prima dell'indirizzo della sede legale, per esempio “Sede legale”.",
      },
    },
    "footer.legal.vatNumber": {
      en: { label: "VAT number label", help: "Shown before the VAT number, e.g. “VAT no.”" },
      it: {
        label: "Etichetta della partita IVA",
        help: "Compare prima della partita IVA, per esempio “P. IVA”.",
      },
    },
    "footer.legal.companyRegister": {
      en: { label: "Company register label", help: "Shown before the company register number, e.g. “REA”." },
      it: {
        label: "Etichetta del REA",
        help: "Compare prima del numero di iscrizione al Registro delle imprese, per esempio “REA”.",
      },
    },
    "footer.legal.shareCapital": {
      en: {
        label: "Share capital label",
        help: "Shown before the share capital, e.g. “Share capital”; left out when the company details give none.",
      },
      it: {
        label: "Etichetta del capitale sociale",
        help: "Compare prima del capitale sociale, per esempio “Capitale sociale”; non appare se nei dati dell'azienda manca.",
      },
    },
    "footer.legalLinks": {
      en: {
        label: "Legal links",
        help: "The links at the very bottom of every page to the privacy notice and the cookie statement; at least two.",
      },
      it: {
        label: "Link alle informative",
        help: "I link in fondo a ogni pagina all'informativa privacy e all'informativa sui cookie; almeno due.",
      },
    },
    "footer.legalLinks[].label": {
      en: { label: "Link words", help: "The words of the link, e.g. Privacy notice." },
      it: { label: "Testo del link", help: "Le parole del link, per esempio Informativa privacy." },
    },
    "footer.legalLinks[].to": {
      en: { label: "Page it leads to", help: "Choose the page the link opens, e.g. /privacy or /cookies." },
      it: {
        label: "Pagina a cui porta",
        help: "Scegli la pagina che il link apre, per esempio /privacy o /cookies.",
      },
    },
    "footer.thirdPartyNotices": {
      en: {
        label: "Third-party licences link",
        help: "The words of the last link at the bottom of the page, to the licences of the software and fonts the site uses, e.g. “Third-party licences”.",
      },
      it: {
        label: "Link alle licenze di terze parti",
        help: "Le parole dell'ultimo link in fondo alla pagina, che porta alle licenze dei programmi e dei caratteri usati dal sito, per esempio “Licenze di terze parti”.",
      },
    },
    units: {
      en: {
        label: "Words around the figures",
        help: "The small words the footer puts around the capacity figures, e.g. “about 3,500 t per year”, “from 1 kg up to 5,000 kg per piece”.",
      },
      it: {
        label: "Parole intorno alle cifre",
        help: "Le piccole parole che il piè di pagina mette intorno alle cifre di capacità, per esempio “circa 3.500 t all'anno”, “da 1 kg fino a 5.000 kg per pezzo”.",
      },
    },
    "units.perYear": {
      en: { label: "Word for “per year”", help: "After the yearly output, e.g. 3,600 t per year." },
      it: { label: "Parole per “all'anno”", help: "Dopo la produzione annua, per esempio 3.600 t all'anno." },
    },
    "units.perPiece": {
      en: {
        label: "Word for “per piece”",
        help: "After the heaviest weight, e.g. up to 5,000 kg per piece.",
      },
      it: {
        label: "Parole per “per pezzo”",
        help: "Dopo il peso massimo, per esempio fino a 5.000 kg per pezzo.",
      },
    },
    "units.upTo": {
      en: { label: "Word for “up to”", help: "Before the heaviest weight, e.g. up to 5,000 kg." },
      it: { label: "Parole per “fino a”", help: "Prima del peso massimo, per esempio fino a 5.000 kg." },
    },
    "units.from": {
      en: { label: "Word for “from”", help: "Before the lightest weight, e.g. from 1 kg." },
      it: { label: "Parola per “da”", help: "Prima del peso minimo, per esempio da 1 kg." },
    },
    "units.approximately": {
      en: {
        label: "Word for “about”",
        help: "Before a yearly output marked as approximate, e.g. about 3,500 t.",
      },
      it: {
        label: "Parola per “circa”",
        help: "Prima di una produzione annua segnata come approssimativa, per esempio circa 3.500 t.",
      },
    },
  },
} satisfies FileHelpOf<"layout">;
