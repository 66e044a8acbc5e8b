import type { FileHelpOf, HelpByPattern } from "./types.ts";

const pageLinkTo: HelpByPattern[string] = {
  en: {
    label: "Page it opens",
    help: "The page of this site the button leads to, chosen from the list, e.g. /metal-recycling.",
  },
  it: {
    label: "Pagina che apre",
    help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, per esempio /metal-recycling.",
  },
};

/** The words of the fields of each language's home.yaml (content/en/home.yaml and the others). */
export const home = {
  page: { en: "Home page", it: "Pagina iniziale" },
  fields: {
    hero: {
      en: {
        label: "Opening banner",
        help: "The top of the home page: the line that says what the company does, above the two sliding pictures.",
      },
      it: {
        label: "Fascia di apertura",
        help: "La parte alta della pagina iniziale: la riga che dice che cosa fa l'azienda, sopra le due immagini che scorrono.",
      },
    },
    "hero.heading": {
      en: {
        label: "Main title of the site",
        help: "The small line above the sliding pictures. Google and screen readers take it as the home page's main title, so say plainly what the company makes and for whom.",
      },
      it: {
        label: "Titolo principale del sito",
        help: "La riga piccola sopra le immagini che scorrono. Google e i lettori di schermo la considerano il titolo principale della pagina iniziale: scrivi chiaramente che cosa produce l'azienda e per chi.",
      },
    },
    slides: {
      en: {
        label: "Sliding pictures",
        help: "The two slides that follow each other at the top of the home page, each with a picture, a title and a button. There are always two.",
      },
      it: {
        label: "Immagini a scorrimento",
        help: "Le due slide che si alternano in cima alla pagina iniziale, ciascuna con un'immagine, un titolo e un pulsante. Sono sempre due.",
      },
    },
    "slides[].eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short word over the slide's title saying what it is about, e.g. “Metal recycling”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "La parola breve sopra il titolo della slide che ne indica l'argomento, per esempio “Riciclo dei metalli”.",
      },
    },
    "slides[].title": {
      en: {
        label: "Slide title",
        help: "The big words on the slide, beside its picture. Keep it to one short sentence.",
      },
      it: {
        label: "Titolo della slide",
        help: "Il testo grande della slide, accanto all'immagine. Basta una frase breve.",
      },
    },
    "slides[].button": {
      en: {
        label: "Slide button",
        help: "The button under the slide's title that takes the visitor to the page it talks about.",
      },
      it: {
        label: "Pulsante della slide",
        help: "Il pulsante sotto il titolo della slide che porta il visitatore alla pagina di cui parla.",
      },
    },
    "slides[].button.label": {
      en: {
        label: "Words on the button",
        help: "What the button says, e.g. “Explore More About”. Screen readers add the line above the title after it.",
      },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “Scopri di più”. I lettori di schermo aggiungono dopo la riga sopra il titolo.",
      },
    },
    "slides[].button.to": pageLinkTo,
    highlights: {
      en: {
        label: "Partnership and business trip",
        help: "The section under the opening banner: the text on the US partnership on one side, the photo of the business trip on the other.",
      },
      it: {
        label: "Partnership e viaggio di lavoro",
        help: "La sezione sotto la fascia di apertura: da un lato il testo sulla partnership americana, dall'altro la foto del viaggio di lavoro.",
      },
    },
    "highlights.partner": {
      en: {
        label: "Partnership text",
        help: "The card presenting the joint venture with the US partner: a title, a few paragraphs, the partner's name and a button.",
      },
      it: {
        label: "Testo sulla partnership",
        help: "Il riquadro che presenta la joint venture con il partner statunitense: titolo, qualche paragrafo, il nome del partner e un pulsante.",
      },
    },
    "highlights.partner.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short word over the card's title, e.g. “Partnership”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "La parola breve sopra il titolo del riquadro, per esempio “Partnership”.",
      },
    },
    "highlights.partner.heading": {
      en: {
        label: "Title",
        help: "The title of the partnership card, e.g. “Shredder wear parts for Europe and the Middle East”.",
      },
      it: {
        label: "Titolo",
        help: "Il titolo del riquadro sulla partnership, per esempio “Ricambi antiusura per frantumatori in Europa e Medio Oriente”.",
      },
    },
    "highlights.partner.body": {
      en: {
        label: "Paragraphs",
        help: "The text under the title, one paragraph per item: what the partnership is and what the foundry supplies through it.",
      },
      it: {
        label: "Paragrafi",
        help: "Il testo sotto il titolo, un paragrafo per voce: che cos'è la partnership e che cosa fornisce la fonderia grazie a essa.",
      },
    },
    "highlights.partner.partnerLabel": {
      en: {
        label: "Words before the partner's name",
        help: "Shown just before the partner's name, e.g. “Our partner”. The name itself is in Company details.",
      },
      it: {
        label: "Parole prima del nome del partner",
        help: "Compaiono subito prima del nome del partner, per esempio “Il nostro partner”. Il nome si modifica in Dati dell'azienda.",
      },
    },
    "highlights.partner.link": {
      en: {
        label: "Button",
        help: "The button at the bottom of the partnership card, usually to the Metal Recycling page.",
      },
      it: {
        label: "Pulsante",
        help: "Il pulsante in fondo al riquadro sulla partnership, di solito verso la pagina Riciclo dei metalli.",
      },
    },
    "highlights.partner.link.label": {
      en: {
        label: "Words on the button",
        help: "What the button says, e.g. “See our metal-recycling parts”.",
      },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “Scopri i nostri ricambi per il riciclo dei metalli”.",
      },
    },
    "highlights.partner.link.to": pageLinkTo,
    "highlights.businessTrip": {
      en: {
        label: "Business trip photo",
        help: "The photo beside the partnership text, with its line underneath. The photo itself is changed under Photos.",
      },
      it: {
        label: "Foto del viaggio di lavoro",
        help: "La foto accanto al testo sulla partnership, con la sua riga sotto. La foto vera e propria si cambia in Foto.",
      },
    },
    "highlights.businessTrip.heading": {
      en: {
        label: "Line under the photo",
        help: "The words shown under the business trip photo and as its title when it is enlarged, e.g. “On site with our partners”.",
      },
      it: {
        label: "Riga sotto la foto",
        help: "Il testo che compare sotto la foto del viaggio di lavoro e come titolo quando la foto viene ingrandita, per esempio “In visita dai nostri partner”.",
      },
    },
    spiderRotor: {
      en: {
        label: "Spider rotor",
        help: "The section with three photos of a spider rotor casting that slide past, under a title and a short introduction.",
      },
      it: {
        label: "Rotore a stella",
        help: "La sezione con tre foto di un getto di rotore a stella che scorrono, sotto un titolo e una breve introduzione.",
      },
    },
    "spiderRotor.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Spider Rotor”." },
      it: { label: "Titolo", help: "Il titolo della sezione, per esempio “Rotore a stella”." },
    },
    "spiderRotor.intro": {
      en: {
        label: "Introduction",
        help: "One sentence under the title, above the photos, saying what they show.",
      },
      it: {
        label: "Introduzione",
        help: "Una frase sotto il titolo, sopra le foto, che spiega che cosa mostrano.",
      },
    },
    "spiderRotor.photos": {
      en: {
        label: "Photos of the rotor",
        help: "The descriptions of the three photos, in the order they slide past. The photos themselves are changed under Photos.",
      },
      it: {
        label: "Foto del rotore",
        help: "Le descrizioni delle tre foto, nell'ordine in cui scorrono. Le foto vere e proprie si cambiano in Foto.",
      },
    },
    about: {
      en: {
        label: "About us in short",
        help: "The section with two photos, the years of experience, a short presentation of the company, its materials, a button to the About Us page and the phone number.",
      },
      it: {
        label: "Chi siamo in breve",
        help: "La sezione con due foto, gli anni di esperienza, una breve presentazione dell'azienda, i materiali, un pulsante verso la pagina Chi siamo e il numero di telefono.",
      },
    },
    "about.badge": {
      en: {
        label: "Words under the years",
        help: "Shown under the number of years of experience, which the site counts by itself, e.g. “Years Experience”.",
      },
      it: {
        label: "Parole sotto gli anni",
        help: "Compaiono sotto il numero degli anni di esperienza, che il sito calcola da solo, per esempio “Anni di esperienza”.",
      },
    },
    "about.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “About Us”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “Chi siamo”.",
      },
    },
    "about.heading": {
      en: {
        label: "Title",
        help: "The title of the section, e.g. “We Are Committed In Delivering Excellence”.",
      },
      it: {
        label: "Titolo",
        help: "Il titolo della sezione, per esempio “Il nostro impegno è l'eccellenza”.",
      },
    },
    "about.body": {
      en: {
        label: "Paragraphs",
        help: "The presentation of the company under the title, one paragraph per item. Two short paragraphs read best.",
      },
      it: {
        label: "Paragrafi",
        help: "La presentazione dell'azienda sotto il titolo, un paragrafo per voce. Due paragrafi brevi si leggono meglio.",
      },
    },
    "about.materials": {
      en: {
        label: "Materials and strengths",
        help: "The six short items listed under the paragraphs, e.g. “Stainless Steel”. A few words each.",
      },
      it: {
        label: "Materiali e punti di forza",
        help: "Le sei voci brevi elencate sotto i paragrafi, per esempio “Acciai inossidabili”. Poche parole ciascuna.",
      },
    },
    "about.button": {
      en: {
        label: "Button",
        help: "The button under the list that takes the visitor to the About Us page.",
      },
      it: {
        label: "Pulsante",
        help: "Il pulsante sotto l'elenco che porta il visitatore alla pagina Chi siamo.",
      },
    },
    "about.button.label": {
      en: { label: "Words on the button", help: "What the button says, e.g. “About More”." },
      it: { label: "Testo del pulsante", help: "La scritta sul pulsante, per esempio “Scopri chi siamo”." },
    },
    "about.button.to": {
      en: {
        label: "Page it opens",
        help: "The page of this site the button leads to, chosen from the list, usually /about.",
      },
      it: {
        label: "Pagina che apre",
        help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, di solito /about.",
      },
    },
    "about.phoneLabel": {
      en: {
        label: "Words above the phone number",
        help: "Shown beside the button, over the company's phone number, e.g. “Call us for an enquiry”. The number itself is in Company details.",
      },
      it: {
        label: "Parole sopra il telefono",
        help: "Compaiono accanto al pulsante, sopra il numero di telefono dell'azienda, per esempio “Chiamaci per informazioni”. Il numero si modifica in Dati dell'azienda.",
      },
    },
    "about.photos": {
      en: {
        label: "Photos",
        help: "The descriptions of the two photos side by side in this section. The photos themselves are changed under Photos.",
      },
      it: {
        label: "Foto",
        help: "Le descrizioni delle due foto affiancate in questa sezione. Le foto vere e proprie si cambiano in Foto.",
      },
    },
    services: {
      en: {
        label: "Our services",
        help: "The dark section with the five materials the foundry casts, each on a card with its photo, sliding past, and a button to the Offering page.",
      },
      it: {
        label: "I nostri servizi",
        help: "La sezione scura con i cinque materiali che la fonderia cola, ciascuno in una scheda con la sua foto, che scorrono, e un pulsante verso la pagina Offerta.",
      },
    },
    "services.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “What we cast”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “Cosa produciamo”.",
      },
    },
    "services.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Our Services”." },
      it: { label: "Titolo", help: "Il titolo della sezione, per esempio “I nostri servizi”." },
    },
    "services.link": {
      en: {
        label: "Button to the Offering page",
        help: "The button under the cards. The Offering page is not in the main menu, so this button is how visitors find it.",
      },
      it: {
        label: "Pulsante verso l'Offerta",
        help: "Il pulsante sotto le schede. La pagina Offerta non è nel menu principale: i visitatori ci arrivano da questo pulsante.",
      },
    },
    "services.link.label": {
      en: { label: "Words on the button", help: "What the button says, e.g. “See our full offering”." },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “Scopri tutta la nostra offerta”.",
      },
    },
    "services.link.to": {
      en: {
        label: "Page it opens",
        help: "The page of this site the button leads to, chosen from the list, usually /offering.",
      },
      it: {
        label: "Pagina che apre",
        help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, di solito /offering.",
      },
    },
    "services.items": {
      en: {
        label: "Materials",
        help: "The five cards, in the order of their photos: the first card goes with the first service photo under Photos, and so on.",
      },
      it: {
        label: "Materiali",
        help: "Le cinque schede, nello stesso ordine delle foto: la prima scheda va con la prima foto dei servizi in Foto, e così via.",
      },
    },
    "services.items[].title": {
      en: { label: "Material", help: "The name on the card, under its photo, e.g. “Manganese Steel”." },
      it: {
        label: "Materiale",
        help: "Il nome sulla scheda, sotto la foto, per esempio “Acciaio al manganese”.",
      },
    },
    "services.items[].description": {
      en: {
        label: "Description",
        help: "One or two sentences under the name: what the material is good for and which parts are cast in it.",
      },
      it: {
        label: "Descrizione",
        help: "Una o due frasi sotto il nome: a che cosa serve il materiale e quali getti si realizzano con esso.",
      },
    },
    technology: {
      en: {
        label: "Our technology (videos)",
        help: "The section with the two videos of the foundry. The videos and their titles are in Company details; here are the words around them.",
      },
      it: {
        label: "La nostra tecnologia (video)",
        help: "La sezione con i due video della fonderia. I video e i loro titoli si trovano in Dati dell'azienda; qui ci sono le parole intorno.",
      },
    },
    "technology.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words over the section's title, e.g. “In the foundry”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole sopra il titolo della sezione, per esempio “In fonderia”.",
      },
    },
    "technology.heading": {
      en: { label: "Title", help: "The title of the section, e.g. “Our Technology”." },
      it: { label: "Titolo", help: "Il titolo della sezione, per esempio “La nostra tecnologia”." },
    },
    "technology.intro": {
      en: {
        label: "Introduction",
        help: "One sentence under the title, above the videos, saying what they show.",
      },
      it: {
        label: "Introduzione",
        help: "Una frase sotto il titolo, sopra i video, che spiega che cosa mostrano.",
      },
    },
    "technology.playLabel": {
      en: {
        label: "Words on the play button",
        help: "Shown on each video's play button, e.g. “Play video”; screen readers add the video's title after it.",
      },
      it: {
        label: "Testo del pulsante Play",
        help: "Compare sul pulsante di avvio di ogni video, per esempio “Riproduci il video”; i lettori di schermo aggiungono dopo il titolo del video.",
      },
    },
    "technology.privacyNote": {
      en: {
        label: "Privacy note under the videos",
        help: "One line under the videos telling visitors that playing one loads it from YouTube, which then receives their data. Keep it: visitors must know this before they click.",
      },
      it: {
        label: "Nota privacy sotto i video",
        help: "Una riga sotto i video che avvisa che, avviando un video, questo viene caricato da YouTube, che riceve i dati del visitatore. Non toglierla: il visitatore deve saperlo prima di cliccare.",
      },
    },
    specifications: {
      en: {
        label: "Our specifications",
        help: "The section with four columns of short lists: products, markets, foundries and accreditations.",
      },
      it: {
        label: "Le nostre specifiche",
        help: "La sezione con quattro colonne di brevi elenchi: prodotti, mercati, fonderie e certificazioni.",
      },
    },
    "specifications.heading": {
      en: { label: "Title", help: "The title over the four columns, e.g. “Our Specifications”." },
      it: { label: "Titolo", help: "Il titolo sopra le quattro colonne, per esempio “In sintesi”." },
    },
    "specifications.columns": {
      en: {
        label: "Columns",
        help: "The four columns side by side (one under the other on a phone), each with its title and its list.",
      },
      it: {
        label: "Colonne",
        help: "Le quattro colonne affiancate (una sotto l'altra sul telefono), ciascuna con il suo titolo e il suo elenco.",
      },
    },
    "specifications.columns[].title": {
      en: { label: "Column title", help: "The title at the top of the column, e.g. “Markets We Serve”." },
      it: {
        label: "Titolo della colonna",
        help: "Il titolo in cima alla colonna, per esempio “I mercati serviti”.",
      },
    },
    "specifications.columns[].certificates": {
      en: {
        label: "Show the certificates first",
        help: "Ticked on the Accreditations column only: it then starts with the certificates of the Quality page, each with its validity (valid until or expired on), before the items below.",
      },
      it: {
        label: "Mostra prima i certificati",
        help: "Spuntato solo nella colonna delle certificazioni: la colonna comincia allora con i certificati della pagina Qualità, ognuno con la sua validità (valido fino al o scaduto il), prima delle voci sotto.",
      },
    },
    "specifications.columns[].items": {
      en: {
        label: "Items of the column",
        help: "The lines listed in the column, one per item, e.g. “Mining”. Keep each to a few words.",
      },
      it: {
        label: "Voci della colonna",
        help: "Le righe elencate nella colonna, una per voce, per esempio “Industria mineraria”. Poche parole ciascuna.",
      },
    },
    pressRelease: {
      en: {
        label: "Press release",
        help: "The last section of the home page: a news article shown in full, with its date, its title, its text and a link to its own page.",
      },
      it: {
        label: "Comunicato stampa",
        help: "L'ultima sezione della pagina iniziale: una notizia mostrata per intero, con la data, il titolo, il testo e un link alla sua pagina.",
      },
    },
    "pressRelease.eyebrow": {
      en: {
        label: "Line above the title",
        help: "The short words before the release's date, e.g. “Press release”.",
      },
      it: {
        label: "Riga sopra il titolo",
        help: "Le poche parole prima della data del comunicato, per esempio “Comunicato stampa”.",
      },
    },
    "pressRelease.article": {
      en: {
        label: "Article shown",
        help: "The short name of the news article to show, as it appears in its address, e.g. us-joint-venture; the same in every language. Its title, date and text are edited in News and case studies.",
      },
      it: {
        label: "Notizia mostrata",
        help: "Il nome breve della notizia da mostrare, come compare nel suo indirizzo, per esempio us-joint-venture; è lo stesso in tutte le lingue. Titolo, data e testo si modificano in Notizie e casi di studio.",
      },
    },
    "pressRelease.readMore": {
      en: {
        label: "Link to the article",
        help: "The link under the text that opens the article on its own page, e.g. “Read the press release”.",
      },
      it: {
        label: "Link alla notizia",
        help: "Il link sotto il testo che apre la notizia nella sua pagina, per esempio “Leggi il comunicato”.",
      },
    },
  },
} satisfies FileHelpOf<"home">;
