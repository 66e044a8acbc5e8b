import type { FileHelpOf } from "./types.ts";

/** The words of content/articles.yaml's fields (and of content/<language>/articles.yaml's). */
export const articles = {
  page: { en: "News and case studies", it: "Notizie e casi di studio" },
  fields: {
    entries: {
      en: {
        label: "Articles' facts",
        help: "Every news item and case study, draft or published, with what is the same in every language: kind, date, industry and measured figures. Their words are under “Texts of the articles”, in each language.",
      },
      it: {
        label: "Dati degli articoli",
        help: "Tutte le notizie e i casi di studio, in bozza o pubblicati, con ciò che non cambia da una lingua all'altra: tipo, data, settore e valori misurati. I testi si scrivono per ogni lingua in “Testi degli articoli”.",
      },
    },
    "entries[].name": {
      en: {
        label: "Article's short name",
        help: "Lowercase words joined by hyphens, e.g. shredder-hammer-life: the end of its address (/news/shredder-hammer-life) and the name of its photo. Never change it once the article is published.",
      },
      it: {
        label: "Nome breve dell'articolo",
        help: "Parole minuscole unite da trattini, per esempio shredder-hammer-life: è la fine dell'indirizzo della pagina (/news/shredder-hammer-life) e il nome della sua foto. Una volta pubblicato l'articolo non va più cambiato.",
      },
    },
    "entries[].kind": {
      en: {
        label: "Kind of article",
        help: "A case study for a customer's measured result, news for anything else. It decides how the page is laid out and which filter lists it.",
      },
      it: {
        label: "Tipo di articolo",
        help: "Caso di studio per il risultato misurato presso un cliente, notizia per tutto il resto. Decide come è impaginato l'articolo e in quale filtro compare.",
      },
    },
    "entries[].date": {
      en: {
        label: "Date",
        help: "The day the article is dated, written as 2026-10-01. Its card and page show it, and the list puts the newest first.",
      },
      it: {
        label: "Data",
        help: "Il giorno a cui risale l'articolo, nella forma 2026-10-01. Compare sulla scheda e sulla pagina, e l'elenco mette i più recenti in cima.",
      },
    },
    "entries[].published": {
      en: {
        label: "On the site",
        help: "No while it is a draft: it is checked but not on the site, and its translations may wait. Yes puts it online at the next publication; every language must then have its texts.",
      },
      it: {
        label: "Pubblicato sul sito",
        help: "No finché è una bozza: viene controllato ma non compare sul sito e le traduzioni possono attendere. Sì lo mette online alla prossima pubblicazione; a quel punto ogni lingua deve avere i suoi testi.",
      },
    },
    "entries[].industry": {
      en: {
        label: "Industry",
        help: "Which industry filter lists it: shredding, mining, energy or steel. The industry's name also appears on its card and page.",
      },
      it: {
        label: "Settore",
        help: "In quale filtro di settore compare: shredding (frantumazione), mining (miniere), energy (energia) o steel (acciaierie). Il nome del settore si vede anche sulla scheda e sulla pagina.",
      },
    },
    "entries[].grade": {
      en: {
        label: "Material and grade",
        help: "A case study's material, shown beside the customer and the part, e.g. ASTM A128 grade C. Leave it empty for news.",
      },
      it: {
        label: "Materiale e grado",
        help: "Il materiale di un caso di studio, mostrato accanto a cliente e pezzo, per esempio ASTM A128 grado C. Per le notizie lascialo vuoto.",
      },
    },
    "entries[].measured": {
      en: {
        label: "Measured result",
        help: "A case study's result: the part's life before and after the change, in one unit. The page shows both figures and works out the gain in percent.",
      },
      it: {
        label: "Risultato misurato",
        help: "Il risultato di un caso di studio: la durata del pezzo prima e dopo la modifica, nella stessa unità. La pagina mostra i due valori e calcola l'aumento in percentuale.",
      },
    },
    "entries[].measured.unit": {
      en: {
        label: "Unit of the life",
        help: "What the part's life is counted in: hours, tonnes, days or months. The page writes it in each language.",
      },
      it: {
        label: "Unità della durata",
        help: "In che cosa si misura la durata del pezzo: hours (ore), tonnes (tonnellate), days (giorni) o months (mesi). La pagina la scrive in ogni lingua.",
      },
    },
    "entries[].measured.before": {
      en: {
        label: "Life before",
        help: "The part's life before the change, as a plain number, e.g. 420.",
      },
      it: {
        label: "Durata prima",
        help: "La durata del pezzo prima della modifica, solo il numero, per esempio 420.",
      },
    },
    "entries[].measured.after": {
      en: {
        label: "Life after",
        help: "The part's life after the change, as a plain number, e.g. 700: with 420 before, the page shows “67 % longer life”.",
      },
      it: {
        label: "Durata dopo",
        help: "La durata del pezzo dopo la modifica, solo il numero, per esempio 700: con 420 prima, la pagina mostra “durata più lunga del 67 %”.",
      },
    },
    "entries[].previousMaterial": {
      en: {
        label: "Material of the replaced parts",
        help: "A case study: what the parts it replaced were made of, shown under the result, e.g. “ASTM A128 grade B-2, from another foundry”.",
      },
      it: {
        label: "Materiale dei pezzi sostituiti",
        help: "Caso di studio: di che cosa erano fatti i pezzi sostituiti, mostrato sotto il risultato, per esempio “ASTM A128 grado B-2, di un'altra fonderia”.",
      },
    },
    "entries[].changed": {
      en: {
        label: "What changed together",
        help: "A case study: everything that changed at the same time (the material, the design, the heat treatment, how the machine is run). Listed under the result, so the gain is not credited to one change alone.",
      },
      it: {
        label: "Che cosa è cambiato insieme",
        help: "Caso di studio: tutto ciò che è cambiato nello stesso momento (il materiale, la forma, il trattamento termico, la conduzione della macchina). Elencato sotto il risultato, per non attribuire il miglioramento a una sola modifica.",
      },
    },
    "entries[].tonnesPerSet": {
      en: {
        label: "Tonnes per set of parts",
        help: "For wear parts: the tonnes processed per set of parts before and after, as plant operators compare them. Shown under the result; leave it out if it was not measured.",
      },
      it: {
        label: "Tonnellate per serie di pezzi",
        help: "Per i ricambi antiusura: le tonnellate lavorate per serie di pezzi prima e dopo, come le confrontano i gestori degli impianti. Compare sotto il risultato; omettilo se non è stato misurato.",
      },
    },
    "entries[].tonnesPerSet.before": {
      en: {
        label: "Tonnes per set before",
        help: "Tonnes processed per set of parts before the change, as a plain number.",
      },
      it: {
        label: "Tonnellate per serie prima",
        help: "Tonnellate lavorate per serie di pezzi prima della modifica, solo il numero.",
      },
    },
    "entries[].tonnesPerSet.after": {
      en: {
        label: "Tonnes per set after",
        help: "Tonnes processed per set of parts after the change, as a plain number.",
      },
      it: {
        label: "Tonnellate per serie dopo",
        help: "Tonnellate lavorate per serie di pezzi dopo la modifica, solo il numero.",
      },
    },
    "entries[].toConfirm": {
      en: {
        label: "Figures to be confirmed",
        help: "Ticked while the figures wait for the company's confirmation: the site shows “To be confirmed” on its card and beside the result, and the to-do list counts it. Untick it once they are confirmed.",
      },
      it: {
        label: "Valori da confermare",
        help: "Spuntato finché i valori attendono la conferma dell'azienda: il sito mostra “Da confermare” sulla scheda e accanto al risultato, e l'elenco delle cose da fare lo conta. Togli la spunta quando sono confermati.",
      },
    },
    "entries[].photos": {
      en: {
        label: "Number of photos",
        help: "How many photos its page shows, 1 to 9 (1 if left empty). The first is also on its card; the others appear below the text once each language describes them.",
      },
      it: {
        label: "Numero di foto",
        help: "Quante foto mostra la pagina, da 1 a 9 (1 se vuoto). La prima compare anche sulla scheda; le altre sotto il testo, quando ogni lingua ne ha la descrizione.",
      },
    },
    intro: {
      en: {
        label: "Introduction",
        help: "The paragraphs at the top of the news page, above the filters: what visitors will find here.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi in cima alla pagina delle notizie, sopra i filtri: che cosa trova qui il visitatore.",
      },
    },
    articles: {
      en: {
        label: "Texts of the articles",
        help: "Each article's words in this language: title, summary, photo descriptions and text. They are matched to the facts by the article's short name.",
      },
      it: {
        label: "Testi degli articoli",
        help: "I testi di ogni articolo in questa lingua: titolo, sommario, descrizioni delle foto e testo. Si collegano ai dati tramite il nome breve dell'articolo.",
      },
    },
    "articles[].name": {
      en: {
        label: "Article's short name",
        help: "The short name of the article these words belong to, exactly as in its facts, e.g. shredder-hammer-life.",
      },
      it: {
        label: "Nome breve dell'articolo",
        help: "Il nome breve dell'articolo a cui appartengono questi testi, identico a quello dei dati, per esempio shredder-hammer-life.",
      },
    },
    "articles[].title": {
      en: {
        label: "Title",
        help: "The article's heading at the top of its page, on its card in the list and in the news feed.",
      },
      it: {
        label: "Titolo",
        help: "Il titolo dell'articolo, in cima alla sua pagina, sulla sua scheda nell'elenco e nel feed delle notizie.",
      },
    },
    "articles[].summary": {
      en: {
        label: "Summary",
        help: "One or two sentences shown on the article's card in the list, at the top of its page and in the news feed.",
      },
      it: {
        label: "Sommario",
        help: "Una o due frasi che compaiono sulla scheda dell'articolo nell'elenco, in cima alla pagina e nel feed delle notizie.",
      },
    },
    "articles[].photoAlt": {
      en: {
        label: "Description of the main photo",
        help: "What the article's first photo shows, for people who cannot see it, e.g. “Worn and new shredder hammers side by side”. Used on its card and its page.",
      },
      it: {
        label: "Descrizione della foto principale",
        help: "Che cosa mostra la prima foto dell'articolo, per chi non può vederla, per esempio “Martelli per frantumatori usurati e nuovi affiancati”. Serve sulla scheda e sulla pagina.",
      },
    },
    "articles[].morePhotoAlts": {
      en: {
        label: "Descriptions of the other photos",
        help: "One line for each further photo (the 2nd, 3rd…), in order. A photo without its line is not shown in this language.",
      },
      it: {
        label: "Descrizioni delle altre foto",
        help: "Una riga per ciascuna delle foto successive (2ª, 3ª…), nello stesso ordine. Una foto senza la sua riga non compare in questa lingua.",
      },
    },
    "articles[].body": {
      en: {
        label: "Article text",
        help: "The article's paragraphs. For a case study, only what the customer, problem, change and result leave out; it comes after them.",
      },
      it: {
        label: "Testo dell'articolo",
        help: "I paragrafi dell'articolo. Per un caso di studio, solo ciò che cliente, problema, modifica e risultato non dicono già; compare dopo di essi.",
      },
    },
    "articles[].customer": {
      en: {
        label: "Customer",
        help: "A case study's customer, named or anonymised, e.g. “A scrap processor in Northern Italy”.",
      },
      it: {
        label: "Cliente",
        help: "Il cliente del caso di studio, con il nome o in forma anonima, per esempio “Un'azienda di recupero rottami del Nord Italia”.",
      },
    },
    "articles[].part": {
      en: { label: "Part", help: "A case study's part, e.g. “Shredder hammers, 180 kg”." },
      it: {
        label: "Pezzo",
        help: "Il pezzo del caso di studio, per esempio “Martelli per frantumatore, 180 kg”.",
      },
    },
    "articles[].problem": {
      en: {
        label: "The problem",
        help: "A case study's problem, in one or more paragraphs, under the heading “The problem”.",
      },
      it: {
        label: "Il problema",
        help: "Il problema del caso di studio, in uno o più paragrafi, sotto il titolo “Il problema”.",
      },
    },
    "articles[].change": {
      en: {
        label: "What was changed",
        help: "What was done differently, in one or more paragraphs, under the heading “What we changed”.",
      },
      it: {
        label: "Che cosa è stato cambiato",
        help: "Che cosa si è fatto di diverso, in uno o più paragrafi, sotto il titolo “Che cosa abbiamo cambiato”.",
      },
    },
    "articles[].resultLabel": {
      en: {
        label: "What the result measures",
        help: "The heading over the before and after figures, e.g. “Hammer life”.",
      },
      it: {
        label: "Che cosa misura il risultato",
        help: "Il titolo sopra i valori prima e dopo, per esempio “Durata dei martelli”.",
      },
    },
    "articles[].result": {
      en: {
        label: "The result in words",
        help: "What the change achieved, in one or more paragraphs, under the heading “The result”.",
      },
      it: {
        label: "Il risultato a parole",
        help: "Che cosa ha ottenuto la modifica, in uno o più paragrafi, sotto il titolo “Il risultato”.",
      },
    },
    labels: {
      en: {
        label: "Words of the news pages",
        help: "The fixed words the news list and every article use: the filters, the headings of a case study's parts, the units.",
      },
      it: {
        label: "Testi fissi delle notizie",
        help: "Le parole fisse usate dall'elenco delle notizie e da ogni articolo: i filtri, i titoli delle parti di un caso di studio, le unità.",
      },
    },
    "labels.filters": {
      en: {
        label: "Name of the filters",
        help: "Read out by screen readers before the filter links, e.g. “Filter the articles”. Not shown on screen.",
      },
      it: {
        label: "Nome dei filtri",
        help: "Letto dai lettori di schermo prima dei link dei filtri, per esempio “Filtra gli articoli”. Non si vede sullo schermo.",
      },
    },
    "labels.all": {
      en: {
        label: "Filter for everything",
        help: "The first link of each filter row, listing every article, e.g. “All”.",
      },
      it: {
        label: "Filtro per tutti",
        help: "Il primo link di ogni riga di filtri, che mostra tutti gli articoli, per esempio “Tutti”.",
      },
    },
    "labels.industries": {
      en: {
        label: "Names of the industries",
        help: "The industry filter links, and the industry's name on each card and article.",
      },
      it: {
        label: "Nomi dei settori",
        help: "I link del filtro per settore, e il nome del settore su ogni scheda e articolo.",
      },
    },
    "labels.industries.shredding": {
      en: { label: "Shredding", help: "The shredding industry's filter and tag, e.g. “Shredding”." },
      it: {
        label: "Frantumazione",
        help: "Il filtro e l'etichetta del settore frantumazione, per esempio “Frantumazione”.",
      },
    },
    "labels.industries.mining": {
      en: { label: "Mining", help: "The mining industry's filter and tag, e.g. “Mining”." },
      it: { label: "Miniere", help: "Il filtro e l'etichetta del settore minerario, per esempio “Miniere”." },
    },
    "labels.industries.energy": {
      en: { label: "Energy", help: "The energy industry's filter and tag, e.g. “Energy”." },
      it: { label: "Energia", help: "Il filtro e l'etichetta del settore energia, per esempio “Energia”." },
    },
    "labels.industries.steel": {
      en: { label: "Steel", help: "The steel industry's filter and tag, e.g. “Steel”." },
      it: {
        label: "Acciaierie",
        help: "Il filtro e l'etichetta del settore siderurgico, per esempio “Acciaierie”.",
      },
    },
    "labels.kinds": {
      en: {
        label: "Names of the kinds",
        help: "The filter links for case studies and news, and the kind shown on each card and article.",
      },
      it: {
        label: "Nomi dei tipi",
        help: "I link del filtro per casi di studio e notizie, e il tipo indicato su ogni scheda e articolo.",
      },
    },
    "labels.kinds.caseStudy": {
      en: { label: "Case studies", help: "The case studies' filter and tag, e.g. “Case studies”." },
      it: {
        label: "Casi di studio",
        help: "Il filtro e l'etichetta dei casi di studio, per esempio “Casi di studio”.",
      },
    },
    "labels.kinds.news": {
      en: { label: "News", help: "The news items' filter and tag, e.g. “News”." },
      it: { label: "Notizie", help: "Il filtro e l'etichetta delle notizie, per esempio “Notizie”." },
    },
    "labels.none": {
      en: {
        label: "When a filter finds nothing",
        help: "Shown instead of the list when the chosen filters match no article, e.g. “Nothing here yet: try another filter.”",
      },
      it: {
        label: "Nessun risultato dal filtro",
        help: "Compare al posto dell'elenco quando i filtri scelti non trovano articoli, per esempio “Ancora niente qui: prova un altro filtro.”",
      },
    },
    "labels.readMore": {
      en: {
        label: "Read more link",
        help: "Words for a link to a whole article, e.g. “Read more”. The news pages do not show it at present.",
      },
      it: {
        label: "Link “Leggi tutto”",
        help: "Le parole di un link all'articolo completo, per esempio “Leggi tutto”. Al momento le pagine delle notizie non lo mostrano.",
      },
    },
    "labels.customer": {
      en: { label: "Customer heading", help: "The word before a case study's customer, e.g. “Customer”." },
      it: {
        label: "Voce “Cliente”",
        help: "La parola prima del cliente di un caso di studio, per esempio “Cliente”.",
      },
    },
    "labels.part": {
      en: { label: "Part heading", help: "The word before a case study's part, e.g. “Part”." },
      it: {
        label: "Voce “Pezzo”",
        help: "La parola prima del pezzo di un caso di studio, per esempio “Pezzo”.",
      },
    },
    "labels.grade": {
      en: {
        label: "Material heading",
        help: "The word before a case study's material and grade, e.g. “Material”.",
      },
      it: {
        label: "Voce “Materiale”",
        help: "La parola prima del materiale e del grado di un caso di studio, per esempio “Materiale”.",
      },
    },
    "labels.problem": {
      en: { label: "Problem heading", help: "The heading over a case study's problem, e.g. “The problem”." },
      it: {
        label: "Titolo del problema",
        help: "Il titolo sopra il problema di un caso di studio, per esempio “Il problema”.",
      },
    },
    "labels.change": {
      en: { label: "Change heading", help: "The heading over what was changed, e.g. “What we changed”." },
      it: {
        label: "Titolo della modifica",
        help: "Il titolo sopra ciò che è stato cambiato, per esempio “Che cosa abbiamo cambiato”.",
      },
    },
    "labels.result": {
      en: { label: "Result heading", help: "The heading over the result in words, e.g. “The result”." },
      it: {
        label: "Titolo del risultato",
        help: "Il titolo sopra il risultato descritto a parole, per esempio “Il risultato”.",
      },
    },
    "labels.before": {
      en: { label: "Word for before", help: "Beside the figure before the change, e.g. “Before”." },
      it: {
        label: "Parola per “prima”",
        help: "Accanto al valore precedente la modifica, per esempio “Prima”.",
      },
    },
    "labels.after": {
      en: { label: "Word for after", help: "Beside the figure after the change, e.g. “After”." },
      it: {
        label: "Parola per “dopo”",
        help: "Accanto al valore successivo alla modifica, per esempio “Dopo”.",
      },
    },
    "labels.improvement": {
      en: {
        label: "Gain in percent",
        help: "Under the before and after figures, e.g. “{percent} % longer life”. {percent} is replaced by how much longer the part lasted; keep it.",
      },
      it: {
        label: "Miglioramento in percentuale",
        help: "Sotto i valori prima e dopo, per esempio “durata più lunga del {percent} %”. {percent} diventa di quanto è aumentata la durata del pezzo; lascialo com'è.",
      },
    },
    "labels.previousMaterial": {
      en: {
        label: "Before the replaced material",
        help: "The words before what the replaced parts were made of, e.g. “Replaced parts in”.",
      },
      it: {
        label: "Prima del materiale sostituito",
        help: "Le parole che precedono il materiale dei pezzi sostituiti, per esempio “Materiale dei pezzi sostituiti”.",
      },
    },
    "labels.changed": {
      en: {
        label: "Before the list of changes",
        help: "The words before the list of what changed at once, e.g. “What changed together”.",
      },
      it: {
        label: "Prima dell'elenco delle modifiche",
        help: "Le parole che precedono l'elenco di ciò che è cambiato insieme, per esempio “Che cosa è cambiato insieme”.",
      },
    },
    "labels.changes": {
      en: {
        label: "Names of the changes",
        help: "How the list of what changed names each change, written to fit in a sentence, e.g. “the material”.",
      },
      it: {
        label: "Nomi delle modifiche",
        help: "Come l'elenco di ciò che è cambiato chiama ogni modifica, in minuscolo perché sta dentro una frase, per esempio “il materiale”.",
      },
    },
    "labels.changes.material": {
      en: { label: "The material", help: "Names a change of material, e.g. “the material”." },
      it: { label: "Il materiale", help: "Indica un cambio di materiale, per esempio “il materiale”." },
    },
    "labels.changes.design": {
      en: { label: "The shape", help: "Names a change of the part's design, e.g. “the shape”." },
      it: { label: "La forma", help: "Indica una modifica al disegno del pezzo, per esempio “la forma”." },
    },
    "labels.changes.heatTreatment": {
      en: {
        label: "The heat treatment",
        help: "Names a change of heat treatment, e.g. “the heat treatment”.",
      },
      it: {
        label: "Il trattamento termico",
        help: "Indica un cambio di trattamento termico, per esempio “il trattamento termico”.",
      },
    },
    "labels.changes.operation": {
      en: {
        label: "The way the machine runs",
        help: "Names a change in how the customer runs the machine, e.g. “the way the machine is run”.",
      },
      it: {
        label: "La conduzione della macchina",
        help: "Indica un cambiamento nel modo in cui il cliente fa lavorare la macchina, per esempio “il modo di condurre la macchina”.",
      },
    },
    "labels.tonnesPerSet": {
      en: {
        label: "Tonnes per set heading",
        help: "The words before the tonnes per set figures, e.g. “Tonnes processed per set”.",
      },
      it: {
        label: "Voce “Tonnellate per serie”",
        help: "Le parole prima dei valori di tonnellate per serie, per esempio “Tonnellate lavorate per serie”.",
      },
    },
    "labels.units": {
      en: {
        label: "Names of the units",
        help: "Written after the before and after figures, e.g. the “hours” in “700 hours”.",
      },
      it: {
        label: "Nomi delle unità",
        help: "Scritti dopo i valori prima e dopo, per esempio le “ore” di “700 ore”.",
      },
    },
    "labels.units.hours": {
      en: { label: "Hours", help: "The unit for a life counted in hours, e.g. “hours”." },
      it: { label: "Ore", help: "L'unità per una durata in ore, per esempio “ore”." },
    },
    "labels.units.tonnes": {
      en: { label: "Tonnes", help: "The unit for a life counted in tonnes, e.g. “tonnes”." },
      it: { label: "Tonnellate", help: "L'unità per una durata in tonnellate, per esempio “tonnellate”." },
    },
    "labels.units.days": {
      en: { label: "Days", help: "The unit for a life counted in days, e.g. “days”." },
      it: { label: "Giorni", help: "L'unità per una durata in giorni, per esempio “giorni”." },
    },
    "labels.units.months": {
      en: { label: "Months", help: "The unit for a life counted in months, e.g. “months”." },
      it: { label: "Mesi", help: "L'unità per una durata in mesi, per esempio “mesi”." },
    },
    "labels.feed": {
      en: {
        label: "News feed link",
        help: "The link at the bottom of the news list to the news feed, for feed readers, e.g. “News feed (Atom)”.",
      },
      it: {
        label: "Link al feed delle notizie",
        help: "Il link in fondo all'elenco delle notizie che porta al feed, per i lettori di feed, per esempio “Feed delle notizie (Atom)”.",
      },
    },
    "labels.feedTitle": {
      en: {
        label: "Title of the news feed",
        help: "The feed's name in feed readers; the company name is added after it, e.g. “News and case studies”.",
      },
      it: {
        label: "Titolo del feed",
        help: "Il nome del feed nei lettori di feed; dopo viene aggiunto il nome dell'azienda, per esempio “Notizie e casi di studio”.",
      },
    },
    "labels.backToList": {
      en: {
        label: "Link back to the list",
        help: "The link at the end of each article back to the news page, e.g. “All news and case studies”.",
      },
      it: {
        label: "Link per tornare all'elenco",
        help: "Il link in fondo a ogni articolo che riporta alla pagina delle notizie, per esempio “Tutte le notizie e i casi di studio”.",
      },
    },
    "labels.toConfirm": {
      en: {
        label: "To be confirmed",
        help: "Shown on a case study's card and beside its result while “Figures to be confirmed” is ticked, e.g. “To be confirmed”.",
      },
      it: {
        label: "Da confermare",
        help: "Compare sulla scheda di un caso di studio e accanto al risultato finché “Valori da confermare” è spuntato, per esempio “Da confermare”.",
      },
    },
  },
} satisfies FileHelpOf<"articles">;
