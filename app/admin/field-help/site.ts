import type { FileHelpOf, HelpByPattern } from "./types.ts";

const officeAddress: HelpByPattern[string] = {
  en: {
    label: "Address for search engines",
    help: "The same address split into its parts, as Google reads it. Each part must appear, spelled the same, in the address lines above.",
  },
  it: {
    label: "Indirizzo per i motori di ricerca",
    help: "Lo stesso indirizzo diviso nelle sue parti, come lo legge Google. Ogni parte deve comparire, scritta allo stesso modo, nelle righe dell'indirizzo qui sopra.",
  },
};

const officeName: HelpByPattern[string] = {
  en: {
    label: "Business name",
    help: "The business at this address, as on its letterhead. Leave it empty when it is the first of the address lines.",
  },
  it: {
    label: "Nome dell'attività",
    help: "L'attività che ha sede a questo indirizzo, come sulla sua carta intestata. Lascialo vuoto se coincide con la prima riga dell'indirizzo.",
  },
};

/** The words of content/site.yaml's fields (and of content/<language>/site.yaml's). */
export const site = {
  page: { en: "Company details", it: "Dati dell'azienda" },
  fields: {
    company: {
      en: {
        label: "Company and legal data",
        help: "The company's name and the legal details every Italian company site must show. The same in every language; they appear in the footer, the privacy notice and what search engines read.",
      },
      it: {
        label: "Azienda e dati legali",
        help: "Il nome dell'azienda e i dati societari che il sito di un'azienda italiana deve riportare. Sono uguali in tutte le lingue e compaiono nel piè di pagina, nell'informativa privacy e nei dati letti dai motori di ricerca.",
      },
    },
    "company.name": {
      en: {
        label: "Company name",
        help: "The short name beside the logo and after every page's title in Google and the browser's tab, e.g. Fonderia Rossi.",
      },
      it: {
        label: "Nome dell'azienda",
        help: "Il nome breve accanto al logo e dopo il titolo di ogni pagina, in Google e nella scheda del browser, per esempio Fonderia Rossi.",
      },
    },
    "company.shortName": {
      en: {
        label: "Name on a phone's home screen",
        help: "The name under the site's icon when a visitor adds the site to a phone's home screen. At most 12 characters; leave it empty when the company name is already that short.",
      },
      it: {
        label: "Nome sulla schermata del telefono",
        help: "Il nome sotto l'icona del sito quando un visitatore lo aggiunge alla schermata home del telefono. Massimo 12 caratteri; lascialo vuoto se il nome dell'azienda è già così corto.",
      },
    },
    "company.legalName": {
      en: {
        label: "Registered company name",
        help: "The full name as in the company register, e.g. Fonderia Esempio S.r.l. Shown after © at the bottom of every page, in the privacy notice and on the printed datasheets.",
      },
      it: {
        label: "Ragione sociale",
        help: "Il nome completo come risulta dal Registro delle imprese, per esempio Fonderia Esempio S.r.l. Compare dopo il © in fondo a ogni pagina, nell'informativa privacy e sulle schede tecniche stampate.",
      },
    },
    "company.vatNumber": {
      en: {
        label: "VAT number",
        help: "The company's VAT number as it must appear in the footer of every page and in the privacy notice, e.g. IT01234567890.",
      },
      it: {
        label: "Partita IVA",
        help: "La partita IVA dell'azienda come deve comparire in fondo a ogni pagina e nell'informativa privacy, per esempio IT01234567890.",
      },
    },
    "company.registeredOffice": {
      en: {
        label: "Registered office",
        help: "The registered office in one line, as in the company register, e.g. Via Roma 12, 20100 Milano (MI), Italy. Shown in the footer and the privacy notice.",
      },
      it: {
        label: "Sede legale",
        help: "La sede legale su una riga, come nel Registro delle imprese, per esempio Via Roma 12, 20100 Milano (MI), Italy. Compare nel piè di pagina e nell'informativa privacy.",
      },
    },
    "company.companyRegister": {
      en: {
        label: "Company register number (REA)",
        help: "The company's REA entry, e.g. MI-1234567. The footer shows it after the word REA.",
      },
      it: {
        label: "Numero REA",
        help: "Il numero di iscrizione al REA, per esempio MI-1234567. Nel piè di pagina compare dopo la sigla REA.",
      },
    },
    "company.shareCapital": {
      en: {
        label: "Share capital",
        help: "The share capital as in the company register, e.g. € 100.000,00 i.v. Shown in the footer; leave it empty if the company has none.",
      },
      it: {
        label: "Capitale sociale",
        help: "Il capitale sociale come risulta dal registro, per esempio € 100.000,00 i.v. Compare nel piè di pagina; lascialo vuoto se l'azienda non ne ha uno.",
      },
    },
    privacy: {
      en: {
        label: "Personal data",
        help: "What the privacy notice says about how the company handles personal data: where to write, and how long enquiries are kept.",
      },
      it: {
        label: "Dati personali",
        help: "Ciò che l'informativa privacy dichiara sul trattamento dei dati personali: a chi scrivere e per quanto tempo si conservano le richieste.",
      },
    },
    "privacy.email": {
      en: {
        label: "Privacy e-mail address",
        help: "Where visitors write about their personal data; the privacy notice shows it as a link, e.g. privacy@fonderia.it.",
      },
      it: {
        label: "Email per la privacy",
        help: "L'indirizzo a cui i visitatori scrivono per i propri dati personali; l'informativa privacy lo mostra come link, per esempio privacy@fonderia.it.",
      },
    },
    "privacy.retentionDays": {
      en: {
        label: "Days an enquiry is kept",
        help: "How many days after an enquiry reaches the sales team by e-mail its personal data is erased from the web server. The privacy notice states this number and the server keeps to it. A whole number from 1 to 365.",
      },
      it: {
        label: "Giorni di conservazione delle richieste",
        help: "Dopo quanti giorni dall'arrivo di una richiesta all'ufficio commerciale i suoi dati personali vengono cancellati dal server del sito. L'informativa privacy riporta questo numero e il server lo rispetta. Un numero intero da 1 a 365.",
      },
    },
    tagline: {
      en: {
        label: "Slogan in the top bar",
        help: "The short sentence at the start of the thin bar above the menu, on every page, e.g. “We Specialize in Steel & Alloy Casting Manufacturing”.",
      },
      it: {
        label: "Slogan nella barra in alto",
        help: "La frase breve all'inizio della barra sottile sopra il menu, su ogni pagina, per esempio “Specialisti nella produzione di getti in acciaio e leghe”.",
      },
    },
    openingHours: {
      en: {
        label: "Opening hours as shown",
        help: "The opening hours as visitors read them in the top bar and on the contact page, e.g. Monday - Friday 09 AM to 6 PM. Name the same first and last day and the same times as the opening hours for search engines.",
      },
      it: {
        label: "Orari di apertura mostrati",
        help: "Gli orari come li leggono i visitatori nella barra in alto e nella pagina Contatti, per esempio Lunedì - venerdì, 09:00 - 18:00. Devono indicare lo stesso primo e ultimo giorno e gli stessi orari degli orari per i motori di ricerca.",
      },
    },
    openingHoursZone: {
      en: {
        label: "Time zone of the opening hours",
        help: "Shown after the opening hours, so that a buyer abroad knows when to call, e.g. Italian time, UTC+1 (UTC+2 in summer). Name the time zone's difference from UTC (UTC+1, and UTC+2 for summer time).",
      },
      it: {
        label: "Fuso orario degli orari",
        help: "Compare dopo gli orari di apertura, perché un cliente all'estero sappia quando chiamare, per esempio ora italiana, UTC+1 (UTC+2 in estate). Indica la differenza del fuso da UTC (UTC+1, e UTC+2 per l'ora legale).",
      },
    },
    hours: {
      en: {
        label: "Opening hours for search engines",
        help: "The opening days and times as Google reads them, the same in every language. When you change them, change the opening hours shown to visitors too.",
      },
      it: {
        label: "Orari per i motori di ricerca",
        help: "I giorni e gli orari di apertura come li legge Google, uguali in tutte le lingue. Se li cambi, aggiorna anche gli orari mostrati ai visitatori.",
      },
    },
    "hours.days": {
      en: {
        label: "Opening days",
        help: "The days the company is open, in order from Monday and without gaps, e.g. Monday to Friday.",
      },
      it: {
        label: "Giorni di apertura",
        help: "I giorni in cui l'azienda è aperta, in ordine a partire dal lunedì e senza salti, per esempio da lunedì a venerdì.",
      },
    },
    "hours.timeZone": {
      en: {
        label: "Time zone",
        help: "Where the opening hours are kept, as a time zone's name, e.g. Europe/Rome. The time zone shown to visitors must name its difference from UTC.",
      },
      it: {
        label: "Fuso orario",
        help: "Il fuso orario degli orari di apertura, con il suo nome internazionale, per esempio Europe/Rome. Il fuso mostrato ai visitatori deve indicarne la differenza da UTC.",
      },
    },
    "hours.opens": {
      en: {
        label: "Opening time",
        help: "When the company opens, in 24-hour time, e.g. 09:00. It must match the time in the opening hours shown to visitors.",
      },
      it: {
        label: "Ora di apertura",
        help: "L'ora in cui l'azienda apre, nel formato 24 ore, per esempio 09:00. Deve coincidere con l'ora scritta negli orari mostrati ai visitatori.",
      },
    },
    "hours.closes": {
      en: {
        label: "Closing time",
        help: "When the company closes, in 24-hour time, e.g. 18:00. It must match the time in the opening hours shown to visitors.",
      },
      it: {
        label: "Ora di chiusura",
        help: "L'ora in cui l'azienda chiude, nel formato 24 ore, per esempio 18:00. Deve coincidere con l'ora scritta negli orari mostrati ai visitatori.",
      },
    },
    phone: {
      en: {
        label: "Phone number",
        help: "The company's phone number, written twice: as visitors read it and as a phone dials it. Shown in the top bar, the footer, the contact page and the error pages.",
      },
      it: {
        label: "Numero di telefono",
        help: "Il numero di telefono dell'azienda, scritto due volte: come lo leggono i visitatori e come lo compone un telefono. Compare nella barra in alto, nel piè di pagina, nella pagina Contatti e nelle pagine di errore.",
      },
    },
    "phone.display": {
      en: {
        label: "Number as shown",
        help: "The number as visitors read it, with spaces, e.g. +39 02 1234 5678.",
      },
      it: {
        label: "Numero come viene mostrato",
        help: "Il numero come lo leggono i visitatori, con gli spazi, per esempio +39 02 1234 5678.",
      },
    },
    "phone.tel": {
      en: {
        label: "Number to dial",
        help: "The same number as a phone dials it when a visitor taps it: +, the country code and the digits, no spaces, e.g. +390212345678.",
      },
      it: {
        label: "Numero da comporre",
        help: "Lo stesso numero come lo compone il telefono quando il visitatore lo tocca: +, prefisso internazionale e cifre, senza spazi, per esempio +390212345678.",
      },
    },
    emails: {
      en: {
        label: "E-mail addresses",
        help: "The company's two general e-mail addresses. The first is also in the top bar; both are in the footer, on the contact page and on the error pages.",
      },
      it: {
        label: "Indirizzi email",
        help: "I due indirizzi email generali dell'azienda. Il primo compare anche nella barra in alto; tutti e due sono nel piè di pagina, nella pagina Contatti e nelle pagine di errore.",
      },
    },
    "emails[].label": {
      en: {
        label: "What the address is for",
        help: "A few words beside the address on the contact page, e.g. General enquiries or Sales; search engines read them too.",
      },
      it: {
        label: "A cosa serve l'indirizzo",
        help: "Poche parole accanto all'indirizzo nella pagina Contatti, per esempio Informazioni generali o Ufficio commerciale; le leggono anche i motori di ricerca.",
      },
    },
    "emails[].address": {
      en: {
        label: "E-mail address",
        help: "The address visitors write to, e.g. info@fonderia.it. The same in every language.",
      },
      it: {
        label: "Indirizzo email",
        help: "L'indirizzo a cui scrivono i visitatori, per esempio info@fonderia.it. È lo stesso in tutte le lingue.",
      },
    },
    offices: {
      en: {
        label: "Offices",
        help: "The two addresses shown in the footer and on the contact page: the head office in Italy and the group company in Portugal.",
      },
      it: {
        label: "Sedi",
        help: "I due indirizzi mostrati nel piè di pagina e nella pagina Contatti: la sede centrale in Italia e la società del gruppo in Portogallo.",
      },
    },
    "offices.italy": {
      en: {
        label: "Head office in Italy",
        help: "The Italian head office: its name on the site, its address as visitors and search engines read it, and where the map on the contact page points.",
      },
      it: {
        label: "Sede centrale in Italia",
        help: "La sede centrale italiana: il nome sul sito, l'indirizzo come lo leggono visitatori e motori di ricerca, e il punto indicato dalla mappa della pagina Contatti.",
      },
    },
    "offices.italy.label": {
      en: {
        label: "Name of the office",
        help: "The small heading over the address in the footer and on the contact page, e.g. Head office, Italy.",
      },
      it: {
        label: "Nome della sede",
        help: "Il titoletto sopra l'indirizzo, nel piè di pagina e nella pagina Contatti, per esempio Sede centrale, Italia.",
      },
    },
    "offices.italy.lines": {
      en: {
        label: "Address lines",
        help: "The address as visitors read it, one line each, at least two: company name, street, postal code and town, country. Also under the map on the contact page and on the printed datasheets. Every part of the address for search engines must appear here, spelled the same.",
      },
      it: {
        label: "Righe dell'indirizzo",
        help: "L'indirizzo come lo leggono i visitatori, una riga per voce, almeno due: nome dell'azienda, via, CAP e città, paese. Compare anche sotto la mappa della pagina Contatti e sulle schede tecniche stampate. Ogni parte dell'indirizzo per i motori di ricerca deve comparire qui, scritta allo stesso modo.",
      },
    },
    "offices.italy.address": officeAddress,
    "offices.italy.address.name": officeName,
    "offices.italy.address.streetAddress": {
      en: { label: "Street and number", help: "The street and house number, e.g. Via Roma 12." },
      it: { label: "Via e numero civico", help: "La via con il numero civico, per esempio Via Roma 12." },
    },
    "offices.italy.address.postalCode": {
      en: { label: "Postal code", help: "The five-digit postal code, e.g. 20100." },
      it: { label: "CAP", help: "Il codice di avviamento postale di cinque cifre, per esempio 20100." },
    },
    "offices.italy.address.locality": {
      en: { label: "Town or city", help: "The town or city as written in the address, e.g. Milano." },
      it: {
        label: "Comune",
        help: "Il comune o la città come è scritto nell'indirizzo, per esempio Milano.",
      },
    },
    "offices.italy.address.region": {
      en: {
        label: "Province",
        help: "The province as written in the address, e.g. MI. Leave it empty if the address has none.",
      },
      it: {
        label: "Provincia",
        help: "La sigla della provincia come è scritta nell'indirizzo, per esempio MI. Lasciala vuota se l'indirizzo non la riporta.",
      },
    },
    "offices.italy.address.country": {
      en: {
        label: "Country",
        help: "The country in two capital letters: IT for Italy. The country's English name, Italy, must be in the address lines.",
      },
      it: {
        label: "Paese",
        help: "La sigla del paese in due lettere maiuscole: IT per l'Italia. Il nome inglese del paese, Italy, deve comparire nelle righe dell'indirizzo.",
      },
    },
    "offices.italy.mapQuery": {
      en: {
        label: "Search for the map link",
        help: "What the “Open in OpenStreetMap” link on the contact page searches for, usually the full address in one line, e.g. Via Roma 12, 20100 Milano, Italy.",
      },
      it: {
        label: "Ricerca del link alla mappa",
        help: "Ciò che il link “Apri in OpenStreetMap” della pagina Contatti cerca sulla mappa, di solito l'indirizzo completo su una riga, per esempio Via Roma 12, 20100 Milano, Italia.",
      },
    },
    "offices.italy.geo": {
      en: {
        label: "Position on the map",
        help: "Where the map on the contact page puts its marker, in decimal degrees. Both stay 0 until set; in Google Maps, right-click the building to copy them.",
      },
      it: {
        label: "Posizione sulla mappa",
        help: "Il punto in cui la mappa della pagina Contatti mette il segnaposto, in gradi decimali. Restano a 0 finché non vengono inseriti; in Google Maps, fai clic destro sull'edificio per copiarli.",
      },
    },
    "offices.italy.geo.latitude": {
      en: {
        label: "Latitude",
        help: "The first of the two numbers, between -90 and 90, e.g. 45.4642 for Milan.",
      },
      it: {
        label: "Latitudine",
        help: "Il primo dei due numeri, tra -90 e 90, per esempio 45.4642 per Milano.",
      },
    },
    "offices.italy.geo.longitude": {
      en: {
        label: "Longitude",
        help: "The second of the two numbers, between -180 and 180, e.g. 9.19 for Milan.",
      },
      it: {
        label: "Longitudine",
        help: "Il secondo dei due numeri, tra -180 e 180, per esempio 9.19 per Milano.",
      },
    },
    "offices.portugal": {
      en: {
        label: "Group company in Portugal",
        help: "The group company in Portugal: its name on the site and its address as visitors and search engines read it.",
      },
      it: {
        label: "Società del gruppo in Portogallo",
        help: "La società del gruppo in Portogallo: il nome sul sito e l'indirizzo come lo leggono visitatori e motori di ricerca.",
      },
    },
    "offices.portugal.label": {
      en: {
        label: "Name of the office",
        help: "The small heading over the address in the footer and on the contact page, e.g. Group company, Portugal.",
      },
      it: {
        label: "Nome della sede",
        help: "Il titoletto sopra l'indirizzo, nel piè di pagina e nella pagina Contatti, per esempio Società del gruppo, Portogallo.",
      },
    },
    "offices.portugal.lines": {
      en: {
        label: "Address lines",
        help: "The address as visitors read it, one line each, at least two: company name, street, postal code and town, country. Every part of the address for search engines must appear here, spelled the same.",
      },
      it: {
        label: "Righe dell'indirizzo",
        help: "L'indirizzo come lo leggono i visitatori, una riga per voce, almeno due: nome dell'azienda, via, codice postale e città, paese. Ogni parte dell'indirizzo per i motori di ricerca deve comparire qui, scritta allo stesso modo.",
      },
    },
    "offices.portugal.address": officeAddress,
    "offices.portugal.address.name": officeName,
    "offices.portugal.address.streetAddress": {
      en: { label: "Street and number", help: "The street and house number, e.g. Rua da Alfândega 10." },
      it: {
        label: "Via e numero civico",
        help: "La via con il numero civico, per esempio Rua da Alfândega 10.",
      },
    },
    "offices.portugal.address.postalCode": {
      en: { label: "Postal code", help: "The Portuguese postal code, e.g. 9000-059." },
      it: { label: "Codice postale", help: "Il codice postale portoghese, per esempio 9000-059." },
    },
    "offices.portugal.address.locality": {
      en: { label: "Town or city", help: "The town or city as written in the address, e.g. Funchal." },
      it: { label: "Città", help: "La città come è scritta nell'indirizzo, per esempio Funchal." },
    },
    "offices.portugal.address.region": {
      en: {
        label: "Region",
        help: "The region as written in the address, e.g. Madeira. Leave it empty if the address has none.",
      },
      it: {
        label: "Regione",
        help: "La regione come è scritta nell'indirizzo, per esempio Madeira. Lasciala vuota se l'indirizzo non la riporta.",
      },
    },
    "offices.portugal.address.country": {
      en: {
        label: "Country",
        help: "The country in two capital letters: PT for Portugal. The country's English name, Portugal, must be in the address lines.",
      },
      it: {
        label: "Paese",
        help: "La sigla del paese in due lettere maiuscole: PT per il Portogallo. Il nome inglese del paese, Portugal, deve comparire nelle righe dell'indirizzo.",
      },
    },
    social: {
      en: {
        label: "Social network pages",
        help: "The company's Facebook and LinkedIn pages, opened by the icons in the top bar and in the footer.",
      },
      it: {
        label: "Pagine social",
        help: "Le pagine Facebook e LinkedIn dell'azienda, aperte dalle icone nella barra in alto e nel piè di pagina.",
      },
    },
    "social.facebook": {
      en: {
        label: "Facebook page",
        help: "Where the Facebook icon leads, and what screen readers say for it.",
      },
      it: {
        label: "Pagina Facebook",
        help: "Dove porta l'icona di Facebook e che cosa dicono i lettori di schermo al suo posto.",
      },
    },
    "social.facebook.label": {
      en: {
        label: "Name of the icon",
        help: "What screen readers say for the Facebook icon, e.g. “{company} on Facebook”. {company} is replaced by the company's name; keep it.",
      },
      it: {
        label: "Nome dell'icona",
        help: "Ciò che i lettori di schermo pronunciano per l'icona di Facebook, per esempio “{company} su Facebook”. {company} viene sostituito dal nome dell'azienda: lascialo.",
      },
    },
    "social.facebook.href": {
      en: {
        label: "Address of the Facebook page",
        help: "The full address of the company's Facebook page, starting with https://, e.g. https://www.facebook.com/fonderiarossi.",
      },
      it: {
        label: "Indirizzo della pagina Facebook",
        help: "L'indirizzo completo della pagina Facebook dell'azienda, che comincia con https://, per esempio https://www.facebook.com/fonderiarossi.",
      },
    },
    "social.linkedin": {
      en: {
        label: "LinkedIn page",
        help: "Where the LinkedIn icon leads, and what screen readers say for it.",
      },
      it: {
        label: "Pagina LinkedIn",
        help: "Dove porta l'icona di LinkedIn e che cosa dicono i lettori di schermo al suo posto.",
      },
    },
    "social.linkedin.label": {
      en: {
        label: "Name of the icon",
        help: "What screen readers say for the LinkedIn icon, e.g. “{company} on LinkedIn”. {company} is replaced by the company's name; keep it.",
      },
      it: {
        label: "Nome dell'icona",
        help: "Ciò che i lettori di schermo pronunciano per l'icona di LinkedIn, per esempio “{company} su LinkedIn”. {company} viene sostituito dal nome dell'azienda: lascialo.",
      },
    },
    "social.linkedin.href": {
      en: {
        label: "Address of the LinkedIn page",
        help: "The full address of the company's LinkedIn page, starting with https://, e.g. https://www.linkedin.com/company/fonderiarossi.",
      },
      it: {
        label: "Indirizzo della pagina LinkedIn",
        help: "L'indirizzo completo della pagina LinkedIn dell'azienda, che comincia con https://, per esempio https://www.linkedin.com/company/fonderiarossi.",
      },
    },
    usPartner: {
      en: {
        label: "Partner in the United States",
        help: "The name of the company's US partner for metal-recycling equipment, shown on the home page under “Our partner”.",
      },
      it: {
        label: "Partner negli Stati Uniti",
        help: "Il nome del partner statunitense per gli impianti di riciclo dei metalli, mostrato nella pagina iniziale sotto “Il nostro partner”.",
      },
    },
    certifier: {
      en: {
        label: "Certification body",
        help: "The name of the German body that certifies the company. Shown on the About page under “Certification body”, and on the quality page for certificates that name no issuer of their own.",
      },
      it: {
        label: "Ente di certificazione",
        help: "Il nome dell'ente tedesco che certifica l'azienda. Compare nella pagina Chi siamo sotto “Ente di certificazione” e nella pagina Qualità per i certificati che non indicano un proprio ente.",
      },
    },
    founder: {
      en: {
        label: "Founder",
        help: "The founder's name and role, shown beside the portrait on the About page.",
      },
      it: {
        label: "Fondatore",
        help: "Nome e ruolo del fondatore, mostrati accanto al ritratto nella pagina Chi siamo.",
      },
    },
    "founder.name": {
      en: {
        label: "Founder's name",
        help: "First and last name as shown beside the portrait, e.g. Mario Rossi. The same in every language.",
      },
      it: {
        label: "Nome del fondatore",
        help: "Nome e cognome come compaiono accanto al ritratto, per esempio Mario Rossi. Uguale in tutte le lingue.",
      },
    },
    "founder.role": {
      en: {
        label: "Founder's role",
        help: "The founder's title under the name, e.g. Founder & Managing Director.",
      },
      it: {
        label: "Ruolo del fondatore",
        help: "La carica sotto il nome, per esempio Fondatore e Amministratore Delegato.",
      },
    },
    videos: {
      en: {
        label: "Videos on the home page",
        help: "The two YouTube videos in the home page's technology section. Each one loads only when the visitor presses play.",
      },
      it: {
        label: "Video della pagina iniziale",
        help: "I due video di YouTube nella sezione sulla tecnologia della pagina iniziale. Ognuno si carica solo quando il visitatore preme play.",
      },
    },
    "videos[].title": {
      en: {
        label: "Video title",
        help: "The line under the video, also read out by screen readers on its play button, e.g. “Pouring a manganese steel hammer”. The same in every language.",
      },
      it: {
        label: "Titolo del video",
        help: "La riga sotto il video, letta anche dai lettori di schermo sul pulsante play, per esempio “Colata di un martello in acciaio al manganese”. Uguale in tutte le lingue.",
      },
    },
    "videos[].videoId": {
      en: {
        label: "YouTube video code",
        help: "The code at the end of the video's YouTube address, after “v=”: for youtube.com/watch?v=aBc123XyZ_0 write aBc123XyZ_0.",
      },
      it: {
        label: "Codice del video YouTube",
        help: "Il codice alla fine dell'indirizzo YouTube del video, dopo “v=”: per youtube.com/watch?v=aBc123XyZ_0 scrivi aBc123XyZ_0.",
      },
    },
    experience: {
      en: {
        label: "Years of experience",
        help: "The years-of-experience figure on the home page and the About page. It grows by one by itself every full year after the starting date.",
      },
      it: {
        label: "Anni di esperienza",
        help: "Il numero di anni di esperienza mostrato nella pagina iniziale e nella pagina Chi siamo. Aumenta da solo di uno per ogni anno compiuto dopo la data di riferimento.",
      },
    },
    "experience.years": {
      en: {
        label: "Years on the starting date",
        help: "How many years of experience the company had on the starting date below, e.g. 30.",
      },
      it: {
        label: "Anni alla data di riferimento",
        help: "Quanti anni di esperienza aveva l'azienda alla data di riferimento qui sotto, per esempio 30.",
      },
    },
    "experience.baseDate": {
      en: {
        label: "Starting date",
        help: "The day on which the number of years above was true, written year-month-day, e.g. 2025-01-01.",
      },
      it: {
        label: "Data di riferimento",
        help: "Il giorno in cui il numero di anni qui sopra era esatto, scritto anno-mese-giorno, per esempio 2025-01-01.",
      },
    },
  },
} satisfies FileHelpOf<"site">;
