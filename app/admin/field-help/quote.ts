import type { FileHelpOf, HelpByPattern } from "./types.ts";

const lightestCasting: HelpByPattern[string] = {
  en: {
    label: "Lightest casting (kg)",
    help: "Below this weight the preview warns the buyer. Leave it empty for no lower limit, as now.",
  },
  it: {
    label: "Getto più leggero (kg)",
    help: "Sotto questo peso l'anteprima avvisa il cliente. Lascialo vuoto, come ora, se non c'è un limite minimo.",
  },
};

const testHint: HelpByPattern[string] = {
  en: {
    label: "Hint under the tick box",
    help: "Not shown today for a tick box; leave it empty.",
  },
  it: {
    label: "Suggerimento sotto la casella",
    help: "Per ora una casella da spuntare non lo mostra: lascialo vuoto.",
  },
};

/** The words of content/quote.yaml's fields (and of content/<language>/quote.yaml's). */
export const quote = {
  page: { en: "Request for quotation page", it: "Pagina Richiesta di preventivo" },
  fields: {
    // The facts (content/quote.yaml), the same in every language.
    materials: {
      en: {
        label: "Materials and capacity lines",
        help: "For each material of the form's Material list, the line of the production capacity its castings are checked against in the 3-D preview. The same in every language; the weights use the densities of the materials' datasheets.",
      },
      it: {
        label: "Materiali e righe di capacità",
        help: "Per ogni materiale dell'elenco Materiale del modulo, la riga della capacità produttiva con cui l'anteprima 3-D confronta i suoi getti. Vale per tutte le lingue; per i pesi si usano le densità delle schede tecniche dei materiali.",
      },
    },
    "materials.manganeseSteel": {
      en: { label: "Manganese steel", help: "Manganese steel (ASTM A128), as a buyer picks it in the form." },
      it: {
        label: "Acciaio al manganese",
        help: "L'acciaio al manganese (ASTM A128), come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.manganeseSteel.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a manganese steel part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in acciaio al manganese.",
      },
    },
    "materials.carbonSteel": {
      en: { label: "Carbon steel", help: "Carbon steel, as a buyer picks it in the form." },
      it: {
        label: "Acciaio al carbonio",
        help: "L'acciaio al carbonio, come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.carbonSteel.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a carbon steel part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in acciaio al carbonio.",
      },
    },
    "materials.lowAlloySteel": {
      en: { label: "Low-alloy steel", help: "Low-alloy steel, as a buyer picks it in the form." },
      it: {
        label: "Acciaio basso legato",
        help: "L'acciaio basso legato, come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.lowAlloySteel.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a low-alloy steel part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in acciaio basso legato.",
      },
    },
    "materials.stainlessSteel": {
      en: { label: "Stainless steel", help: "Stainless steel, as a buyer picks it in the form." },
      it: {
        label: "Acciaio inossidabile",
        help: "L'acciaio inossidabile, come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.stainlessSteel.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a stainless steel part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in acciaio inossidabile.",
      },
    },
    "materials.duplex": {
      en: {
        label: "Duplex stainless steel",
        help: "Duplex stainless steel (such as 4A), as a buyer picks it in the form.",
      },
      it: {
        label: "Acciaio inossidabile duplex",
        help: "L'acciaio inossidabile duplex (come il 4A), come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.duplex.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a duplex part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in duplex.",
      },
    },
    "materials.superDuplex": {
      en: {
        label: "Super duplex stainless steel",
        help: "Super duplex stainless steel, as a buyer picks it in the form.",
      },
      it: {
        label: "Acciaio inossidabile super duplex",
        help: "L'acciaio inossidabile super duplex, come il cliente lo sceglie nel modulo.",
      },
    },
    "materials.superDuplex.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a super duplex part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in super duplex.",
      },
    },
    "materials.nickelAlloy": {
      en: { label: "Nickel alloy", help: "Nickel alloys, as a buyer picks them in the form." },
      it: { label: "Lega di nichel", help: "Le leghe di nichel, come il cliente le sceglie nel modulo." },
    },
    "materials.nickelAlloy.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a nickel alloy part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in lega di nichel.",
      },
    },
    "materials.highChromiumIron": {
      en: {
        label: "High-chromium white iron",
        help: "High-chromium white iron (ASTM A532), as a buyer picks it in the form.",
      },
      it: {
        label: "Ghisa bianca ad alto cromo",
        help: "La ghisa bianca ad alto cromo (ASTM A532), come il cliente la sceglie nel modulo.",
      },
    },
    "materials.highChromiumIron.family": {
      en: {
        label: "Capacity line",
        help: "Which of the footer's three capacity lines (wear-resistant parts, other alloys, cast iron) a high-chromium iron part is checked against.",
      },
      it: {
        label: "Riga di capacità",
        help: "Con quale delle tre righe di capacità del piè di pagina (parti antiusura, altre leghe, ghisa) si confronta un pezzo in ghisa ad alto cromo.",
      },
    },
    "materials.perDrawing": {
      en: {
        label: "As per drawing",
        help: "The choice “As per drawing”, for a buyer whose drawing states the material.",
      },
      it: {
        label: "Secondo disegno",
        help: "La scelta “Secondo disegno”, per il cliente il cui disegno indica già il materiale.",
      },
    },
    "materials.perDrawing.family": {
      en: {
        label: "Capacity line",
        help: "Leave it empty: with “As per drawing” the material is not known, so the preview estimates no weight and checks no capacity.",
      },
      it: {
        label: "Riga di capacità",
        help: "Lascialo vuoto: con “Secondo disegno” il materiale non è noto, quindi l'anteprima non stima il peso e non controlla la capacità.",
      },
    },
    capacity: {
      en: {
        label: "Published capacity",
        help: "The limits the 3-D preview checks a buyer's part against before sending. The same in every language; keep them equal to the footer's capacity and to the machine shop's figures on the Foundry page.",
      },
      it: {
        label: "Capacità produttiva dichiarata",
        help: "I limiti con cui l'anteprima 3-D confronta il pezzo del cliente prima dell'invio. Valgono per tutte le lingue; devono coincidere con la capacità nel piè di pagina e con i dati dell'officina nella pagina Fonderia.",
      },
    },
    "capacity.castingWeightKg": {
      en: {
        label: "Casting weights",
        help: "The lightest and heaviest casting the foundry pours, for each of the footer's three capacity lines, in kg.",
      },
      it: {
        label: "Pesi dei getti",
        help: "Il getto più leggero e quello più pesante che la fonderia cola, per ciascuna delle tre righe di capacità del piè di pagina, in kg.",
      },
    },
    "capacity.castingWeightKg.wearResistant": {
      en: {
        label: "Wear-resistant parts",
        help: "Weights for manganese steel and high-chromium iron wear parts, as the footer's first line states them.",
      },
      it: {
        label: "Parti antiusura",
        help: "I pesi per i ricambi in acciaio al manganese e in ghisa ad alto cromo, come li indica la prima riga del piè di pagina.",
      },
    },
    "capacity.castingWeightKg.wearResistant.minKg": {
      en: {
        label: "Lightest casting (kg)",
        help: "Below this weight the preview tells the buyer that wear parts start here, e.g. 1. Leave it empty for no lower limit.",
      },
      it: {
        label: "Getto più leggero (kg)",
        help: "Sotto questo peso l'anteprima avvisa il cliente che i ricambi antiusura partono da qui, per esempio 1. Lascialo vuoto se non c'è un limite minimo.",
      },
    },
    "capacity.castingWeightKg.wearResistant.maxKg": {
      en: {
        label: "Heaviest casting (kg)",
        help: "Above this weight the preview tells the buyer the part is beyond what the foundry casts in this material, e.g. 5000.",
      },
      it: {
        label: "Getto più pesante (kg)",
        help: "Sopra questo peso l'anteprima avvisa il cliente che il pezzo supera ciò che la fonderia cola in questo materiale, per esempio 5000.",
      },
    },
    "capacity.castingWeightKg.otherAlloys": {
      en: {
        label: "Other alloys",
        help: "Weights for carbon, low-alloy, stainless, super duplex and nickel alloy castings, as the footer's second line states them.",
      },
      it: {
        label: "Altre leghe",
        help: "I pesi per i getti in acciaio al carbonio, basso legato, inossidabile, super duplex e leghe di nichel, come li indica la seconda riga del piè di pagina.",
      },
    },
    "capacity.castingWeightKg.otherAlloys.minKg": lightestCasting,
    "capacity.castingWeightKg.otherAlloys.maxKg": {
      en: {
        label: "Heaviest casting (kg)",
        help: "Above this weight the preview tells the buyer the part is beyond what the foundry casts in this material, e.g. 27000.",
      },
      it: {
        label: "Getto più pesante (kg)",
        help: "Sopra questo peso l'anteprima avvisa il cliente che il pezzo supera ciò che la fonderia cola in questo materiale, per esempio 27000.",
      },
    },
    "capacity.castingWeightKg.castIron": {
      en: {
        label: "Cast iron",
        help: "Weights for cast iron, as the footer's third line states them.",
      },
      it: {
        label: "Ghisa",
        help: "I pesi per la ghisa, come li indica la terza riga del piè di pagina.",
      },
    },
    "capacity.castingWeightKg.castIron.minKg": lightestCasting,
    "capacity.castingWeightKg.castIron.maxKg": {
      en: {
        label: "Heaviest casting (kg)",
        help: "Above this weight the preview tells the buyer the part is beyond what the foundry casts in cast iron, e.g. 27000.",
      },
      it: {
        label: "Getto più pesante (kg)",
        help: "Sopra questo peso l'anteprima avvisa il cliente che il pezzo supera ciò che la fonderia cola in ghisa, per esempio 27000.",
      },
    },
    "capacity.machining": {
      en: {
        label: "Machine shop",
        help: "The machine shop's limits, checked only when the buyer asks for rough or full machining. Keep them equal to the Machining section of the Foundry page.",
      },
      it: {
        label: "Officina meccanica",
        help: "I limiti dell'officina, controllati solo se il cliente chiede un pezzo sgrossato o completamente lavorato. Devono coincidere con la sezione Lavorazioni meccaniche della pagina Fonderia.",
      },
    },
    "capacity.machining.swingDiameterMm": {
      en: {
        label: "Largest swing diameter (mm)",
        help: "The largest diameter the lathes can turn; a wider part gets a warning in the preview, e.g. 3200.",
      },
      it: {
        label: "Diametro tornibile massimo (mm)",
        help: "Il diametro più grande che i torni riescono a lavorare; un pezzo più largo riceve un avviso nell'anteprima, per esempio 3200.",
      },
    },
    "capacity.machining.swingHeightMm": {
      en: {
        label: "Largest swing height (mm)",
        help: "The tallest part the lathes take standing up; a taller part gets a warning in the preview, e.g. 2500.",
      },
      it: {
        label: "Altezza tornibile massima (mm)",
        help: "L'altezza massima di un pezzo montato sul tornio; un pezzo più alto riceve un avviso nell'anteprima, per esempio 2500.",
      },
    },
    "capacity.machining.maxWeightKg": {
      en: {
        label: "Heaviest part machined (kg)",
        help: "The heaviest casting the machine shop can take; a heavier part to machine gets a warning in the preview, e.g. 30000.",
      },
      it: {
        label: "Peso massimo lavorabile (kg)",
        help: "Il getto più pesante che l'officina può lavorare; se il pezzo da lavorare pesa di più, l'anteprima lo segnala, per esempio 30000.",
      },
    },

    // The words (content/<language>/quote.yaml).
    intro: {
      en: {
        label: "Introduction",
        help: "The paragraphs to the left of the form, under the banner: what to send and what the 3-D preview does. One box per paragraph.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi a sinistra del modulo, sotto la fascia in alto: cosa inviare e cosa fa l'anteprima 3-D. Un riquadro per ogni paragrafo.",
      },
    },
    requiredNote: {
      en: {
        label: "Note on required fields",
        help: "The small line under the introduction saying what a buyer must fill in: the name, the email, and a message or a drawing.",
      },
      it: {
        label: "Nota sui campi obbligatori",
        help: "La riga piccola sotto l'introduzione che dice cosa è obbligatorio: nome, email e un messaggio o un disegno.",
      },
    },
    groups: {
      en: {
        label: "Form sections",
        help: "The headings of the form's five sections, from the buyer's details down to the message.",
      },
      it: {
        label: "Sezioni del modulo",
        help: "I titoli delle cinque sezioni del modulo, dai dati del cliente fino al messaggio.",
      },
    },
    "groups.contact": {
      en: {
        label: "Contact details heading",
        help: "Heading of the first section: name, email, company and country, e.g. Your details.",
      },
      it: {
        label: "Titolo dati di contatto",
        help: "Titolo della prima sezione, con nome, email, azienda e paese, per esempio I tuoi dati.",
      },
    },
    "groups.part": {
      en: {
        label: "Part heading",
        help: "Heading of the section on the part: its kind, material, grade, quantity, weight and drawing, e.g. The part.",
      },
      it: {
        label: "Titolo del pezzo",
        help: "Titolo della sezione sul pezzo: tipo, materiale, grado, quantità, peso e disegno, per esempio Il pezzo.",
      },
    },
    "groups.hammer": {
      en: {
        label: "Hammer dimensions heading",
        help: "Heading of the section with the four measurements of a shredder hammer, e.g. Shredder hammer dimensions.",
      },
      it: {
        label: "Titolo dimensioni martello",
        help: "Titolo della sezione con le quattro misure di un martello per frantumatore, per esempio Dimensioni del martello per frantumatore.",
      },
    },
    "groups.requirements": {
      en: {
        label: "Requirements heading",
        help: "Heading of the section on heat treatment, testing, machining and delivery date, e.g. Requirements.",
      },
      it: {
        label: "Titolo dei requisiti",
        help: "Titolo della sezione su trattamento termico, collaudi, lavorazione meccanica e data di consegna, per esempio Requisiti.",
      },
    },
    "groups.message": {
      en: {
        label: "Message heading",
        help: "Heading of the last section, with the box for a free message, e.g. Message.",
      },
      it: {
        label: "Titolo del messaggio",
        help: "Titolo dell'ultima sezione, con lo spazio per un messaggio libero, per esempio Messaggio.",
      },
    },
    hammerNote: {
      en: {
        label: "Note on hammer dimensions",
        help: "The line at the top of the hammer section: these measurements are for a shredder hammer's template, and buyers of other parts leave them empty.",
      },
      it: {
        label: "Nota sulle misure del martello",
        help: "La riga in cima alla sezione del martello: le misure riguardano la sagoma del martello per frantumatore e chi chiede altri pezzi le lascia vuote.",
      },
    },
    fields: {
      en: {
        label: "Form fields",
        help: "Each box of the form: the words beside it and an optional hint under it.",
      },
      it: {
        label: "Campi del modulo",
        help: "Ogni campo del modulo: le parole accanto e un eventuale suggerimento sotto.",
      },
    },
    "fields.from_name": {
      en: { label: "Name field", help: "Where the buyer types their name, in the first section. Required." },
      it: {
        label: "Campo Nome",
        help: "Dove il cliente scrive il suo nome, nella prima sezione. Obbligatorio.",
      },
    },
    "fields.from_name.label": {
      en: { label: "Words beside the box", help: "What the name box is called on the form, e.g. Name." },
      it: { label: "Nome del campo", help: "Come si chiama sul modulo il campo del nome, per esempio Nome." },
    },
    "fields.from_name.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the name box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del nome. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.email": {
      en: {
        label: "Email field",
        help: "Where the buyer types the address our answer goes to. Required, and it must be a valid address.",
      },
      it: {
        label: "Campo Email",
        help: "Dove il cliente scrive l'indirizzo a cui arriverà la nostra risposta. Obbligatorio e deve essere un indirizzo valido.",
      },
    },
    "fields.phone": {
      en: {
        label: "Phone field",
        help: "Where a buyer who would rather be called back types a phone number. Optional.",
      },
      it: {
        label: "Campo Telefono",
        help: "Dove il cliente che preferisce essere richiamato scrive un numero di telefono. Facoltativo.",
      },
    },
    "fields.phone.label": {
      en: {
        label: "Words beside the phone box",
        help: "What the phone box is called on the form; say it is optional, e.g. Phone (optional).",
      },
      it: {
        label: "Nome del campo del telefono",
        help: "Come si chiama sul modulo il campo del telefono; indica che è facoltativo, per esempio Telefono (facoltativo).",
      },
    },
    "fields.phone.hint": {
      en: {
        label: "Hint under the phone box",
        help: "An optional small line under the phone box, e.g. when we call.",
      },
      it: {
        label: "Suggerimento sotto il telefono",
        help: "Una riga facoltativa sotto il campo del telefono, per esempio quando chiamiamo.",
      },
    },
    "fields.email.label": {
      en: { label: "Words beside the box", help: "What the email box is called on the form, e.g. Email." },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo dell'email, per esempio Email.",
      },
    },
    "fields.email.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the email box, e.g. a promise not to share the address.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo dell'email, per esempio la promessa di non cedere l'indirizzo.",
      },
    },
    "fields.company": {
      en: { label: "Company field", help: "Where the buyer types their company's name. Optional." },
      it: { label: "Campo Azienda", help: "Dove il cliente scrive il nome della sua azienda. Facoltativo." },
    },
    "fields.company.label": {
      en: {
        label: "Words beside the box",
        help: "What the company box is called on the form, e.g. Company.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo dell'azienda, per esempio Azienda.",
      },
    },
    "fields.company.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the company box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo dell'azienda. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.country": {
      en: { label: "Country field", help: "Where the buyer types the country they write from. Optional." },
      it: { label: "Campo Paese", help: "Dove il cliente scrive il paese da cui ci contatta. Facoltativo." },
    },
    "fields.country.label": {
      en: {
        label: "Words beside the box",
        help: "What the country box is called on the form, e.g. Country.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del paese, per esempio Paese.",
      },
    },
    "fields.country.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the country box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del paese. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.partFamily": {
      en: {
        label: "Part field",
        help: "The list where the buyer picks the kind of part, from hammer to impeller. Its choices are named under Part names.",
      },
      it: {
        label: "Campo Pezzo",
        help: "L'elenco in cui il cliente sceglie il tipo di pezzo, dal martello alla girante. Le voci si scrivono in Nomi dei pezzi.",
      },
    },
    "fields.partFamily.label": {
      en: { label: "Words beside the list", help: "What the part list is called on the form, e.g. Part." },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo l'elenco dei pezzi, per esempio Pezzo.",
      },
    },
    "fields.partFamily.hint": {
      en: {
        label: "Hint under the list",
        help: "An optional small line under the part list, e.g. to pick the closest kind. Leave it empty if not needed.",
      },
      it: {
        label: "Suggerimento sotto l'elenco",
        help: "Una riga piccola facoltativa sotto l'elenco dei pezzi, per esempio per scegliere il tipo più vicino. Lasciala vuota se non serve.",
      },
    },
    "fields.material": {
      en: {
        label: "Material field",
        help: "The list where the buyer picks the material; the preview estimates the weight in it. Its choices are named under Material names.",
      },
      it: {
        label: "Campo Materiale",
        help: "L'elenco in cui il cliente sceglie il materiale; l'anteprima ne stima il peso. Le voci si scrivono in Nomi dei materiali.",
      },
    },
    "fields.material.label": {
      en: {
        label: "Words beside the list",
        help: "What the material list is called on the form, e.g. Material.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo l'elenco dei materiali, per esempio Materiale.",
      },
    },
    "fields.material.hint": {
      en: {
        label: "Hint under the list",
        help: "An optional small line under the material list. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto l'elenco",
        help: "Una riga piccola facoltativa sotto l'elenco dei materiali. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.grade": {
      en: {
        label: "Grade field",
        help: "Where the buyer types the grade or standard. A datasheet's “Request a quote in this grade” fills it in.",
      },
      it: {
        label: "Campo Grado",
        help: "Dove il cliente scrive il grado o la norma. Il pulsante “Richiedi un preventivo in questo grado” di una scheda tecnica lo compila da sé.",
      },
    },
    "fields.grade.label": {
      en: {
        label: "Words beside the box",
        help: "What the grade box is called on the form, e.g. Grade or standard.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del grado, per esempio Grado o norma.",
      },
    },
    "fields.grade.hint": {
      en: {
        label: "Hint under the box",
        help: "The small line under the grade box with examples, e.g. ASTM A128 Grade C, 1.4469, CF8M.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "La riga piccola sotto il campo del grado con qualche esempio, come ASTM A128 Grade C, 1.4469, CF8M.",
      },
    },
    "fields.quantity": {
      en: {
        label: "Quantity field",
        help: "Where the buyer types how many pieces they need, a whole number from 1 to 1,000,000.",
      },
      it: {
        label: "Campo Quantità",
        help: "Dove il cliente scrive quanti pezzi gli servono, un numero intero da 1 a 1.000.000.",
      },
    },
    "fields.quantity.label": {
      en: {
        label: "Words beside the box",
        help: "What the quantity box is called on the form, with its unit, e.g. Quantity (pieces).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo della quantità, con l'unità, per esempio Quantità (pezzi).",
      },
    },
    "fields.quantity.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the quantity box, e.g. asking for the yearly quantity. Leave it empty if not needed.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo della quantità, per esempio per chiedere il fabbisogno annuo. Lasciala vuota se non serve.",
      },
    },
    "fields.unitWeightKg": {
      en: {
        label: "Unit weight field",
        help: "Where the buyer types the weight of one piece, in kg, if they know it.",
      },
      it: {
        label: "Campo Peso unitario",
        help: "Dove il cliente scrive il peso di un pezzo in kg, se lo conosce.",
      },
    },
    "fields.unitWeightKg.label": {
      en: {
        label: "Words beside the box",
        help: "What the unit weight box is called on the form, with its unit, e.g. Unit weight (kg).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del peso unitario, con l'unità, per esempio Peso unitario (kg).",
      },
    },
    "fields.unitWeightKg.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the unit weight box, e.g. that a rough figure is fine.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del peso unitario, per esempio che basta un valore indicativo.",
      },
    },
    "fields.drawingNumber": {
      en: {
        label: "Drawing number field",
        help: "Where the buyer types the number of their drawing, so both sides refer to the same sheet.",
      },
      it: {
        label: "Campo Numero di disegno",
        help: "Dove il cliente scrive il numero del suo disegno, così entrambe le parti fanno riferimento allo stesso foglio.",
      },
    },
    "fields.drawingNumber.label": {
      en: {
        label: "Words beside the box",
        help: "What the drawing number box is called on the form, e.g. Drawing number.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del numero di disegno, per esempio Numero di disegno.",
      },
    },
    "fields.drawingNumber.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the drawing number box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del numero di disegno. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.revision": {
      en: { label: "Revision field", help: "Where the buyer types the drawing's revision, e.g. B or 03." },
      it: {
        label: "Campo Revisione",
        help: "Dove il cliente scrive la revisione del disegno, per esempio B oppure 03.",
      },
    },
    "fields.revision.label": {
      en: {
        label: "Words beside the box",
        help: "What the revision box is called on the form, e.g. Revision.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo della revisione, per esempio Revisione.",
      },
    },
    "fields.revision.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the revision box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo della revisione. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.pinHoleMm": {
      en: {
        label: "Pin-hole diameter field",
        help: "In the hammer section: the diameter of the hole the hammer hangs on, in mm.",
      },
      it: {
        label: "Campo Diametro foro perno",
        help: "Nella sezione del martello: il diametro del foro in cui entra il perno, in mm.",
      },
    },
    "fields.pinHoleMm.label": {
      en: {
        label: "Words beside the box",
        help: "What the pin-hole box is called on the form, with its unit, e.g. Pin-hole diameter (mm).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del foro perno, con l'unità, per esempio Diametro del foro perno (mm).",
      },
    },
    "fields.pinHoleMm.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the pin-hole box, e.g. how to measure it. Leave it empty if not needed.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del foro perno, per esempio come misurarlo. Lasciala vuota se non serve.",
      },
    },
    "fields.thicknessMm": {
      en: { label: "Thickness field", help: "In the hammer section: how thick the hammer is, in mm." },
      it: { label: "Campo Spessore", help: "Nella sezione del martello: lo spessore del martello, in mm." },
    },
    "fields.thicknessMm.label": {
      en: {
        label: "Words beside the box",
        help: "What the thickness box is called on the form, with its unit, e.g. Thickness (mm).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo dello spessore, con l'unità, per esempio Spessore (mm).",
      },
    },
    "fields.thicknessMm.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the thickness box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo dello spessore. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.swingRadiusMm": {
      en: {
        label: "Swing radius field",
        help: "In the hammer section: the distance from the pin's centre to the hammer's tip, in mm.",
      },
      it: {
        label: "Campo Raggio di rotazione",
        help: "Nella sezione del martello: la distanza dal centro del perno alla punta del martello, in mm.",
      },
    },
    "fields.swingRadiusMm.label": {
      en: {
        label: "Words beside the box",
        help: "What the swing radius box is called on the form, with its unit, e.g. Swing radius (mm).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del raggio di rotazione, con l'unità, per esempio Raggio di rotazione (mm).",
      },
    },
    "fields.swingRadiusMm.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the swing radius box, e.g. where to measure from. Leave it empty if not needed.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del raggio di rotazione, per esempio da dove misurarlo. Lasciala vuota se non serve.",
      },
    },
    "fields.hammerWeightKg": {
      en: { label: "Hammer weight field", help: "In the hammer section: the weight of one hammer, in kg." },
      it: {
        label: "Campo Peso del martello",
        help: "Nella sezione del martello: il peso di un singolo martello, in kg.",
      },
    },
    "fields.hammerWeightKg.label": {
      en: {
        label: "Words beside the box",
        help: "What the hammer weight box is called on the form, with its unit, e.g. Hammer weight (kg).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del peso del martello, con l'unità, per esempio Peso del martello (kg).",
      },
    },
    "fields.hammerWeightKg.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the hammer weight box. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo del peso del martello. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.heatTreatment": {
      en: {
        label: "Heat treatment field",
        help: "In the requirements section: the heat treatment the buyer asks for, in their own words.",
      },
      it: {
        label: "Campo Trattamento termico",
        help: "Nella sezione dei requisiti: il trattamento termico che il cliente chiede, con parole sue.",
      },
    },
    "fields.heatTreatment.label": {
      en: {
        label: "Words beside the box",
        help: "What the heat treatment box is called on the form, e.g. Heat treatment.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del trattamento termico, per esempio Trattamento termico.",
      },
    },
    "fields.heatTreatment.hint": {
      en: {
        label: "Hint under the box",
        help: "The small line under the heat treatment box with examples, e.g. water quenched, normalised and tempered.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "La riga piccola sotto il campo del trattamento termico con qualche esempio, come tempra in acqua, normalizzazione e rinvenimento.",
      },
    },
    "fields.radiography": {
      en: {
        label: "Radiographic testing tick box",
        help: "In the requirements section: the buyer ticks it if the castings need radiographic testing.",
      },
      it: {
        label: "Casella Controllo radiografico",
        help: "Nella sezione dei requisiti: il cliente la spunta se i getti richiedono il controllo radiografico.",
      },
    },
    "fields.radiography.label": {
      en: {
        label: "Words beside the tick box",
        help: "What the radiography tick box says, e.g. Radiographic testing.",
      },
      it: {
        label: "Testo della casella",
        help: "Cosa dice la casella della radiografia, per esempio Controllo radiografico.",
      },
    },
    "fields.radiography.hint": testHint,
    "fields.ultrasonic": {
      en: {
        label: "Ultrasonic testing tick box",
        help: "In the requirements section: the buyer ticks it if the castings need ultrasonic testing.",
      },
      it: {
        label: "Casella Controllo a ultrasuoni",
        help: "Nella sezione dei requisiti: il cliente la spunta se i getti richiedono il controllo a ultrasuoni.",
      },
    },
    "fields.ultrasonic.label": {
      en: {
        label: "Words beside the tick box",
        help: "What the ultrasonic tick box says, e.g. Ultrasonic testing.",
      },
      it: {
        label: "Testo della casella",
        help: "Cosa dice la casella degli ultrasuoni, per esempio Controllo a ultrasuoni.",
      },
    },
    "fields.ultrasonic.hint": testHint,
    "fields.hydroTestBar": {
      en: {
        label: "Hydrostatic test field",
        help: "In the requirements section: the pressure of the hydrostatic test the buyer needs, in bar (1 to 2,000).",
      },
      it: {
        label: "Campo Prova idraulica",
        help: "Nella sezione dei requisiti: la pressione della prova idraulica richiesta dal cliente, in bar (da 1 a 2.000).",
      },
    },
    "fields.hydroTestBar.label": {
      en: {
        label: "Words beside the box",
        help: "What the hydrostatic test box is called on the form, with its unit, e.g. Hydrostatic test pressure (bar).",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo della prova idraulica, con l'unità, per esempio Pressione di prova idraulica (bar).",
      },
    },
    "fields.hydroTestBar.hint": {
      en: {
        label: "Hint under the box",
        help: "The small line under the hydrostatic test box, e.g. to leave it empty if no test is needed.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "La riga piccola sotto il campo della prova idraulica, per esempio di lasciarlo vuoto se la prova non serve.",
      },
    },
    "fields.machining": {
      en: {
        label: "Machining field",
        help: "The list where the buyer picks as cast, rough or fully machined; with machining the preview also checks the machine shop's limits. Its choices are named under Machining choices.",
      },
      it: {
        label: "Campo Lavorazione meccanica",
        help: "L'elenco in cui il cliente sceglie grezzo, sgrossato o completamente lavorato; se chiede la lavorazione, l'anteprima controlla anche i limiti dell'officina. Le voci si scrivono in Scelte di lavorazione.",
      },
    },
    "fields.machining.label": {
      en: {
        label: "Words beside the list",
        help: "What the machining list is called on the form, e.g. Machining.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo l'elenco della lavorazione, per esempio Lavorazione meccanica.",
      },
    },
    "fields.machining.hint": {
      en: {
        label: "Hint under the list",
        help: "An optional small line under the machining list. Leave it empty if the label says enough.",
      },
      it: {
        label: "Suggerimento sotto l'elenco",
        help: "Una riga piccola facoltativa sotto l'elenco della lavorazione. Lasciala vuota se il nome del campo basta.",
      },
    },
    "fields.requiredBy": {
      en: {
        label: "Delivery date field",
        help: "In the requirements section: the date the buyer needs the parts by, picked from a calendar.",
      },
      it: {
        label: "Campo Data di consegna",
        help: "Nella sezione dei requisiti: la data entro cui il cliente vuole i pezzi, scelta da un calendario.",
      },
    },
    "fields.requiredBy.label": {
      en: {
        label: "Words beside the box",
        help: "What the date box is called on the form, e.g. Required by.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo della data, per esempio Data di consegna richiesta.",
      },
    },
    "fields.requiredBy.hint": {
      en: {
        label: "Hint under the box",
        help: "An optional small line under the date box, e.g. the usual lead time. Leave it empty if not needed.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "Una riga piccola facoltativa sotto il campo della data, per esempio i tempi di consegna abituali. Lasciala vuota se non serve.",
      },
    },
    "fields.message": {
      en: {
        label: "Message field",
        help: "The large box in the last section for anything else, up to 5,000 characters. A message or a drawing is required.",
      },
      it: {
        label: "Campo Messaggio",
        help: "Lo spazio grande nell'ultima sezione per tutto il resto, fino a 5.000 caratteri. Serve un messaggio oppure un disegno.",
      },
    },
    "fields.message.label": {
      en: {
        label: "Words beside the box",
        help: "What the message box is called on the form, e.g. Message.",
      },
      it: {
        label: "Nome del campo",
        help: "Come si chiama sul modulo il campo del messaggio, per esempio Messaggio.",
      },
    },
    "fields.message.hint": {
      en: {
        label: "Hint under the box",
        help: "The small line under the message box: what to write, above all when no drawing is sent.",
      },
      it: {
        label: "Suggerimento sotto il campo",
        help: "La riga piccola sotto il campo del messaggio: cosa scrivere, soprattutto se non si allega un disegno.",
      },
    },
    choose: {
      en: {
        label: "Empty choice of a list",
        help: "The first line of each list on the form (Part, Material, Machining), before the buyer chooses, e.g. Choose….",
      },
      it: {
        label: "Voce vuota degli elenchi",
        help: "La prima riga di ogni elenco del modulo (Pezzo, Materiale, Lavorazione) prima che il cliente scelga, per esempio Scegli….",
      },
    },
    partFamilyGroups: {
      en: {
        label: "Part list headings",
        help: "The two headings that split the Part list: shredder wear parts and other castings.",
      },
      it: {
        label: "Titoli dell'elenco pezzi",
        help: "I due titoli che dividono l'elenco Pezzo: ricambi antiusura per frantumatori e altri getti.",
      },
    },
    "partFamilyGroups.wearParts": {
      en: {
        label: "Wear parts heading",
        help: "Heading above hammer, grate, cap, liner, pin protector, anvil and breaker bar, e.g. Shredder wear parts.",
      },
      it: {
        label: "Titolo ricambi antiusura",
        help: "Titolo sopra martello, griglia, cappellotto, corazza, proteggiperno, incudine e barra di rottura, per esempio Ricambi antiusura per frantumatori.",
      },
    },
    "partFamilyGroups.castings": {
      en: {
        label: "Castings heading",
        help: "Heading above valve body, bonnet, pump casing, impeller and other casting, e.g. Castings.",
      },
      it: {
        label: "Titolo getti",
        help: "Titolo sopra corpo valvola, coperchio, corpo pompa, girante e altro getto, per esempio Getti.",
      },
    },
    partFamilies: {
      en: {
        label: "Part names",
        help: "The choices of the form's Part list. The English names also go into the mail the sales team receives.",
      },
      it: {
        label: "Nomi dei pezzi",
        help: "Le voci dell'elenco Pezzo del modulo. I nomi inglesi finiscono anche nella email che riceve l'ufficio commerciale.",
      },
    },
    "partFamilies.hammer": {
      en: { label: "Hammer", help: "The shredder hammer, as the Part list names it, e.g. Hammer." },
      it: {
        label: "Martello",
        help: "Il martello per frantumatore come lo chiama l'elenco Pezzo, per esempio Martello.",
      },
    },
    "partFamilies.grate": {
      en: { label: "Grate", help: "The shredder grate, as the Part list names it, e.g. Grate." },
      it: {
        label: "Griglia",
        help: "La griglia del frantumatore come la chiama l'elenco Pezzo, per esempio Griglia.",
      },
    },
    "partFamilies.cap": {
      en: { label: "Cap", help: "The rotor cap, as the Part list names it, e.g. Cap." },
      it: {
        label: "Cappellotto",
        help: "Il cappellotto del rotore come lo chiama l'elenco Pezzo, per esempio Cappellotto.",
      },
    },
    "partFamilies.liner": {
      en: { label: "Liner", help: "The wear liner, as the Part list names it, e.g. Liner." },
      it: {
        label: "Corazza",
        help: "La corazza antiusura come la chiama l'elenco Pezzo, per esempio Corazza.",
      },
    },
    "partFamilies.pinProtector": {
      en: {
        label: "Pin protector",
        help: "The pin protector, as the Part list names it, e.g. Pin protector.",
      },
      it: {
        label: "Proteggiperno",
        help: "Il proteggiperno come lo chiama l'elenco Pezzo, per esempio Proteggiperno.",
      },
    },
    "partFamilies.anvil": {
      en: { label: "Anvil", help: "The shredder anvil, as the Part list names it, e.g. Anvil." },
      it: {
        label: "Incudine",
        help: "L'incudine del frantumatore come la chiama l'elenco Pezzo, per esempio Incudine.",
      },
    },
    "partFamilies.breakerBar": {
      en: { label: "Breaker bar", help: "The breaker bar, as the Part list names it, e.g. Breaker bar." },
      it: {
        label: "Barra di rottura",
        help: "La barra di rottura come la chiama l'elenco Pezzo, per esempio Barra di rottura.",
      },
    },
    "partFamilies.otherWearPart": {
      en: {
        label: "Other wear part",
        help: "The choice for a wear part not in the list, e.g. Other wear part.",
      },
      it: {
        label: "Altro ricambio antiusura",
        help: "La voce per un ricambio antiusura che non è nell'elenco, per esempio Altro ricambio antiusura.",
      },
    },
    "partFamilies.valveBody": {
      en: {
        label: "Valve body",
        help: "The valve body casting, as the Part list names it, e.g. Valve body.",
      },
      it: {
        label: "Corpo valvola",
        help: "Il getto del corpo valvola come lo chiama l'elenco Pezzo, per esempio Corpo valvola.",
      },
    },
    "partFamilies.bonnet": {
      en: { label: "Bonnet", help: "The valve bonnet casting, as the Part list names it, e.g. Bonnet." },
      it: {
        label: "Coperchio",
        help: "Il getto del coperchio della valvola come lo chiama l'elenco Pezzo, per esempio Coperchio.",
      },
    },
    "partFamilies.pumpCasing": {
      en: { label: "Pump casing", help: "The pump casing, as the Part list names it, e.g. Pump casing." },
      it: {
        label: "Corpo pompa",
        help: "Il corpo pompa come lo chiama l'elenco Pezzo, per esempio Corpo pompa.",
      },
    },
    "partFamilies.impeller": {
      en: { label: "Impeller", help: "The pump impeller, as the Part list names it, e.g. Impeller." },
      it: {
        label: "Girante",
        help: "La girante della pompa come la chiama l'elenco Pezzo, per esempio Girante.",
      },
    },
    "partFamilies.otherCasting": {
      en: { label: "Other casting", help: "The choice for any other casting, e.g. Other casting." },
      it: { label: "Altro getto", help: "La voce per qualsiasi altro getto, per esempio Altro getto." },
    },
    materialNames: {
      en: {
        label: "Material names",
        help: "The choices of the form's Material list, also used in the weight estimate (“in manganese steel”). The English names also go into the mail the sales team receives.",
      },
      it: {
        label: "Nomi dei materiali",
        help: "Le voci dell'elenco Materiale del modulo, usate anche nella stima del peso (“in acciaio al manganese”). I nomi inglesi finiscono anche nella email all'ufficio commerciale.",
      },
    },
    "materialNames.manganeseSteel": {
      en: {
        label: "Manganese steel",
        help: "How the Material list names manganese steel, e.g. Manganese steel (ASTM A128).",
      },
      it: {
        label: "Acciaio al manganese",
        help: "Come l'elenco Materiale chiama l'acciaio al manganese, per esempio Acciaio al manganese (ASTM A128).",
      },
    },
    "materialNames.carbonSteel": {
      en: { label: "Carbon steel", help: "How the Material list names carbon steel, e.g. Carbon steel." },
      it: {
        label: "Acciaio al carbonio",
        help: "Come l'elenco Materiale chiama l'acciaio al carbonio, per esempio Acciaio al carbonio.",
      },
    },
    "materialNames.lowAlloySteel": {
      en: {
        label: "Low-alloy steel",
        help: "How the Material list names low-alloy steel, e.g. Low-alloy steel.",
      },
      it: {
        label: "Acciaio basso legato",
        help: "Come l'elenco Materiale chiama l'acciaio basso legato, per esempio Acciaio basso legato.",
      },
    },
    "materialNames.stainlessSteel": {
      en: {
        label: "Stainless steel",
        help: "How the Material list names stainless steel, e.g. Stainless steel.",
      },
      it: {
        label: "Acciaio inossidabile",
        help: "Come l'elenco Materiale chiama l'acciaio inossidabile, per esempio Acciaio inossidabile.",
      },
    },
    "materialNames.duplex": {
      en: {
        label: "Duplex",
        help: "How the Material list names duplex, e.g. Duplex stainless steel.",
      },
      it: {
        label: "Duplex",
        help: "Come l'elenco Materiale chiama il duplex, per esempio Acciaio inossidabile duplex.",
      },
    },
    "materialNames.superDuplex": {
      en: {
        label: "Super duplex",
        help: "How the Material list names super duplex, e.g. Super duplex stainless steel.",
      },
      it: {
        label: "Super duplex",
        help: "Come l'elenco Materiale chiama il super duplex, per esempio Acciaio inossidabile super duplex.",
      },
    },
    "materialNames.nickelAlloy": {
      en: { label: "Nickel alloy", help: "How the Material list names nickel alloys, e.g. Nickel alloy." },
      it: {
        label: "Lega di nichel",
        help: "Come l'elenco Materiale chiama le leghe di nichel, per esempio Lega di nichel.",
      },
    },
    "materialNames.highChromiumIron": {
      en: {
        label: "High-chromium white iron",
        help: "How the Material list names high-chromium white iron, e.g. High-chromium white iron (ASTM A532).",
      },
      it: {
        label: "Ghisa bianca ad alto cromo",
        help: "Come l'elenco Materiale chiama la ghisa ad alto cromo, per esempio Ghisa bianca ad alto cromo (ASTM A532).",
      },
    },
    "materialNames.perDrawing": {
      en: {
        label: "As per drawing",
        help: "The choice for a material stated on the buyer's drawing, e.g. As per drawing.",
      },
      it: {
        label: "Secondo disegno",
        help: "La voce per un materiale indicato sul disegno del cliente, per esempio Secondo disegno.",
      },
    },
    machiningChoices: {
      en: {
        label: "Machining choices",
        help: "The choices of the form's Machining list. The English names also go into the mail the sales team receives.",
      },
      it: {
        label: "Scelte di lavorazione",
        help: "Le voci dell'elenco Lavorazione meccanica del modulo. I nomi inglesi finiscono anche nella email all'ufficio commerciale.",
      },
    },
    "machiningChoices.none": {
      en: {
        label: "No machining",
        help: "The choice for a casting delivered as cast, e.g. None, as cast.",
      },
      it: {
        label: "Nessuna lavorazione",
        help: "La voce per un getto consegnato grezzo di fusione, per esempio Nessuna, grezzo di fusione.",
      },
    },
    "machiningChoices.rough": {
      en: {
        label: "Rough machined",
        help: "The choice for a casting rough (proof) machined; the preview then checks the machine shop's limits.",
      },
      it: {
        label: "Sgrossato",
        help: "La voce per un getto sgrossato; in questo caso l'anteprima controlla anche i limiti dell'officina.",
      },
    },
    "machiningChoices.finished": {
      en: {
        label: "Fully machined",
        help: "The choice for a casting machined to the finished part; the preview then checks the machine shop's limits.",
      },
      it: {
        label: "Completamente lavorato",
        help: "La voce per un getto lavorato fino al pezzo finito; in questo caso l'anteprima controlla anche i limiti dell'officina.",
      },
    },
    "machiningChoices.perDrawing": {
      en: {
        label: "As per drawing",
        help: "The choice for machining as the buyer's drawing states it, e.g. As per drawing.",
      },
      it: {
        label: "Secondo disegno",
        help: "La voce per una lavorazione come indicata sul disegno del cliente, per esempio Secondo disegno.",
      },
    },
    messages: {
      en: {
        label: "Error messages",
        help: "The red lines under a field when the buyer sends the form with something missing or wrong.",
      },
      it: {
        label: "Messaggi di errore",
        help: "Le righe in rosso sotto un campo quando il cliente invia il modulo con qualcosa di mancante o sbagliato.",
      },
    },
    "messages.from_name": {
      en: {
        label: "Name missing",
        help: "Under the name box when it is left empty, e.g. Name is required.",
      },
      it: {
        label: "Nome mancante",
        help: "Sotto il campo del nome quando è rimasto vuoto, per esempio Inserisci il tuo nome.",
      },
    },
    "messages.email": {
      en: {
        label: "Email missing or wrong",
        help: "Under the email box when it is empty or not a valid address, e.g. Valid email is required.",
      },
      it: {
        label: "Email mancante o errata",
        help: "Sotto il campo dell'email quando è vuoto o l'indirizzo non è valido, per esempio Inserisci un indirizzo email valido.",
      },
    },
    "messages.phone": {
      en: {
        label: "Phone number wrong",
        help: "Under the phone box when what was typed is not a phone number (letters, too few digits), e.g. Please enter a phone number, e.g. +39 02 1234 5678.",
      },
      it: {
        label: "Numero di telefono errato",
        help: "Sotto il campo del telefono quando ciò che è scritto non è un numero (lettere, troppe poche cifre), per esempio Inserisci un numero di telefono, per esempio +39 02 1234 5678.",
      },
    },
    "messages.messageOrDrawing": {
      en: {
        label: "No message and no drawing",
        help: "Shown when the buyer sends neither a message nor a drawing, e.g. Please leave us a message or attach a drawing.",
      },
      it: {
        label: "Né messaggio né disegno",
        help: "Compare quando il cliente non scrive un messaggio e non allega un disegno, per esempio Scrivici un messaggio o allega un disegno.",
      },
    },
    "messages.tooLong": {
      en: {
        label: "Text too long",
        help: "Under a box with more characters than it takes. {limit} is replaced by the most allowed (e.g. 100 for the name); keep it.",
      },
      it: {
        label: "Testo troppo lungo",
        help: "Sotto un campo che supera i caratteri consentiti. Al posto di {limit} compare il massimo ammesso (per esempio 100 per il nome); lascialo.",
      },
    },
    "messages.number": {
      en: {
        label: "Number out of range",
        help: "Under a number box (quantity, weights, measurements, pressure) with something else or a number out of range. {min} and {max} are replaced by the field's limits; keep them.",
      },
      it: {
        label: "Numero fuori intervallo",
        help: "Sotto un campo numerico (quantità, pesi, misure, pressione) se contiene altro o un numero fuori dai limiti. Al posto di {min} e {max} compaiono i limiti del campo; lasciali.",
      },
    },
    "messages.date": {
      en: {
        label: "Date not valid",
        help: "Under the delivery date when it is not a complete date, e.g. Please enter a date as day, month and year.",
      },
      it: {
        label: "Data non valida",
        help: "Sotto la data di consegna quando non è una data completa, per esempio Inserisci una data con giorno, mese e anno.",
      },
    },
    "messages.choice": {
      en: {
        label: "Choice not in the list",
        help: "Under a list (Part, Material, Machining) whose value is not one of its choices, e.g. Please choose one of the options.",
      },
      it: {
        label: "Scelta non in elenco",
        help: "Sotto un elenco (Pezzo, Materiale, Lavorazione) il cui valore non è tra le voci previste, per esempio Scegli una delle opzioni.",
      },
    },
    preview: {
      en: {
        label: "3-D preview and weight estimate",
        help: "The box that appears under the drawings when the buyer attaches a STEP, IGES or STL file: the part in 3-D, its size, volume, estimated weight and the capacity check.",
      },
      it: {
        label: "Anteprima 3-D e peso stimato",
        help: "Il riquadro che compare sotto i disegni quando il cliente allega un file STEP, IGES o STL: il pezzo in 3-D, dimensioni, volume, peso stimato e controllo della capacità.",
      },
    },
    "preview.heading": {
      en: { label: "Preview heading", help: "The heading of the preview box, e.g. Your part." },
      it: {
        label: "Titolo dell'anteprima",
        help: "Il titolo del riquadro dell'anteprima, per esempio Il tuo pezzo.",
      },
    },
    "preview.reading": {
      en: {
        label: "While reading the file",
        help: "Shown while the file is being read. {name} is replaced by the file's name; keep it.",
      },
      it: {
        label: "Durante la lettura del file",
        help: "Compare mentre il file viene letto. Al posto di {name} compare il nome del file; lascialo.",
      },
    },
    "preview.viewLabel": {
      en: {
        label: "Description of the 3-D view",
        help: "What screen readers announce for the 3-D view, with how to turn and zoom it. {name} is replaced by the file's name; keep it.",
      },
      it: {
        label: "Descrizione della vista 3-D",
        help: "Ciò che i lettori di schermo annunciano per la vista 3-D, con come ruotarla e ingrandirla. Al posto di {name} compare il nome del file; lascialo.",
      },
    },
    "preview.size": {
      en: {
        label: "Size",
        help: "The name beside the part's length × width × height in mm, e.g. Size.",
      },
      it: {
        label: "Dimensioni",
        help: "La voce accanto a lunghezza × larghezza × altezza del pezzo in mm, per esempio Dimensioni.",
      },
    },
    "preview.volume": {
      en: { label: "Volume", help: "The name beside the part's volume in cm³, e.g. Volume." },
      it: { label: "Volume", help: "La voce accanto al volume del pezzo in cm³, per esempio Volume." },
    },
    "preview.weight": {
      en: {
        label: "Estimated weight",
        help: "The name beside the weight worked out from the volume and the chosen material, e.g. Estimated weight.",
      },
      it: {
        label: "Peso stimato",
        help: "La voce accanto al peso calcolato dal volume e dal materiale scelto, per esempio Peso stimato.",
      },
    },
    "preview.weightIn": {
      en: {
        label: "Material after the weight",
        help: "Follows the weight, e.g. “1,250 kg in Manganese steel”. {material} is replaced by the material's name as the list gives it; keep it.",
      },
      it: {
        label: "Materiale dopo il peso",
        help: "Segue il peso, per esempio “1.250 kg in Acciaio al manganese”. Al posto di {material} compare il nome del materiale come nell'elenco; lascialo.",
      },
    },
    "preview.chooseMaterial": {
      en: {
        label: "Choose a material first",
        help: "In place of the weight until the buyer picks a material whose density is known.",
      },
      it: {
        label: "Prima scegli un materiale",
        help: "Compare al posto del peso finché il cliente non sceglie un materiale di cui si conosce la densità.",
      },
    },
    "preview.approximate": {
      en: {
        label: "Figures approximate",
        help: "Shown when the model is open or broken, so volume and weight are only approximate.",
      },
      it: {
        label: "Valori approssimativi",
        help: "Compare quando il modello è aperto o difettoso, per cui volume e peso sono solo approssimativi.",
      },
    },
    "preview.units": {
      en: {
        label: "File's unit",
        help: "Shown when the file is drawn in another unit than millimetres. {unit} is replaced by the file's unit, e.g. inch; keep it.",
      },
      it: {
        label: "Unità del file",
        help: "Compare quando il file è disegnato in un'unità diversa dal millimetro. Al posto di {unit} compare l'unità del file, per esempio inch; lascialo.",
      },
    },
    "preview.withinCapacity": {
      en: {
        label: "Within capacity",
        help: "The verdict when the part passes every limit of the published capacity, e.g. Within our capacity.",
      },
      it: {
        label: "Entro la capacità",
        help: "L'esito quando il pezzo rispetta tutti i limiti della capacità dichiarata, per esempio Rientra nella nostra capacità produttiva.",
      },
    },
    "preview.exceedsCapacity": {
      en: {
        label: "Beyond capacity",
        help: "The verdict when the part passes a limit; the reasons follow as a list, so end it with a colon.",
      },
      it: {
        label: "Oltre la capacità",
        help: "L'esito quando il pezzo supera un limite; i motivi seguono in un elenco, quindi chiudilo con i due punti.",
      },
    },
    "preview.findings": {
      en: {
        label: "Reasons beyond capacity",
        help: "One line per limit the part passes, listed under “Beyond our published capacity:”. Start them in small letters.",
      },
      it: {
        label: "Motivi oltre la capacità",
        help: "Una riga per ogni limite superato, elencate sotto “Oltre la capacità produttiva che dichiariamo:”. Cominciale con la minuscola.",
      },
    },
    "preview.findings.castingWeightAboveMaximum": {
      en: {
        label: "Casting too heavy",
        help: "When the part weighs more than the foundry casts in that material. {weight} is replaced by its weight and {limit} by the maximum; keep both.",
      },
      it: {
        label: "Getto troppo pesante",
        help: "Quando il pezzo pesa più di quanto la fonderia coli in quel materiale. Al posto di {weight} compare il suo peso e di {limit} il massimo; lasciali.",
      },
    },
    "preview.findings.castingWeightBelowMinimum": {
      en: {
        label: "Casting too light",
        help: "When a wear part weighs less than the lightest the foundry casts. {weight} is replaced by its weight and {limit} by the minimum; keep both.",
      },
      it: {
        label: "Getto troppo leggero",
        help: "Quando un ricambio antiusura pesa meno del minimo che la fonderia cola. Al posto di {weight} compare il suo peso e di {limit} il minimo; lasciali.",
      },
    },
    "preview.findings.machiningWeightAboveMaximum": {
      en: {
        label: "Too heavy to machine",
        help: "When a part to machine weighs more than the machine shop takes. {weight} is replaced by its weight and {limit} by the maximum; keep both.",
      },
      it: {
        label: "Troppo pesante da lavorare",
        help: "Quando un pezzo da lavorare pesa più di quanto l'officina accetti. Al posto di {weight} compare il suo peso e di {limit} il massimo; lasciali.",
      },
    },
    "preview.findings.swingDiameterAboveMaximum": {
      en: {
        label: "Too wide for the lathes",
        help: "When a part to machine is wider than the lathes swing. {diameter} is replaced by the diameter it needs and {limit} by the lathes'; keep both.",
      },
      it: {
        label: "Troppo largo per i torni",
        help: "Quando un pezzo da lavorare è più largo di quanto i torni possano tornire. Al posto di {diameter} compare il diametro richiesto e di {limit} quello dei torni; lasciali.",
      },
    },
    "preview.findings.swingHeightAboveMaximum": {
      en: {
        label: "Too tall for the lathes",
        help: "When a part to machine stands taller on the lathe than it takes. {height} is replaced by the part's height and {limit} by the lathes'; keep both.",
      },
      it: {
        label: "Troppo alto per i torni",
        help: "Quando un pezzo da lavorare, montato sul tornio, è più alto del consentito. Al posto di {height} compare l'altezza del pezzo e di {limit} quella dei torni; lasciali.",
      },
    },
    "preview.noPrice": {
      en: {
        label: "Estimate, not a quotation",
        help: "The line under the verdict: the figures come from the buyer's model, are no quotation and will be checked against the drawing.",
      },
      it: {
        label: "Stima, non preventivo",
        help: "La riga sotto l'esito: i valori sono ricavati dal modello del cliente, non sono un preventivo e verranno verificati sul disegno.",
      },
    },
    "preview.mmValue": {
      en: {
        label: "Millimetres",
        help: "{value} is replaced by a size, e.g. 120 × 80 × 40; keep it and the unit: “{value} mm”.",
      },
      it: {
        label: "Millimetri",
        help: "{value} diventa una misura, per esempio 120 × 80 × 40; lascialo insieme all'unità: “{value} mm”.",
      },
    },
    "preview.kgValue": {
      en: {
        label: "Kilograms",
        help: "{value} is replaced by a weight, e.g. 1,250; keep it and the unit: “{value} kg”.",
      },
      it: {
        label: "Chilogrammi",
        help: "{value} diventa un peso, per esempio 1.250; lascialo insieme all'unità: “{value} kg”.",
      },
    },
    "preview.cm3Value": {
      en: {
        label: "Cubic centimetres",
        help: "{value} is replaced by the part's volume; keep it and the unit: “{value} cm³”.",
      },
      it: {
        label: "Centimetri cubi",
        help: "{value} diventa il volume del pezzo; lascialo insieme all'unità: “{value} cm³”.",
      },
    },
    "preview.capacity": {
      en: {
        label: "The capacity the part is checked against",
        help: "Under the verdict, so the buyer sees what the check means. Each {…} is filled in with a figure of the foundry's published capacity (the capacity facts of this page): keep them all.",
      },
      it: {
        label: "La capacità con cui si controlla il pezzo",
        help: "Sotto l'esito, perché il cliente veda che cosa significa il controllo. Ogni {…} viene sostituito con un valore della capacità pubblicata della fonderia (i dati di capacità di questa pagina): lasciali tutti.",
      },
    },
    "preview.failures": {
      en: {
        label: "When there is no preview",
        help: "Why no preview can be shown, one line per reason, each followed by the note that the file is still sent.",
      },
      it: {
        label: "Quando manca l'anteprima",
        help: "Perché l'anteprima non si può mostrare, una riga per motivo, ciascuna seguita dalla nota che il file viene comunque inviato.",
      },
    },
    "preview.failures.unsupported": {
      en: {
        label: "Kind of file not previewed",
        help: "When the file is not one the preview reads (STEP, IGES or STL).",
      },
      it: {
        label: "Tipo di file non supportato",
        help: "Quando il file non è di un tipo che l'anteprima sa leggere (STEP, IGES o STL).",
      },
    },
    "preview.failures.tooLarge": {
      en: { label: "File too large", help: "When the file is too big for the browser to preview." },
      it: {
        label: "File troppo grande",
        help: "Quando il file è troppo pesante perché il browser ne mostri l'anteprima.",
      },
    },
    "preview.failures.unreadable": {
      en: { label: "File unreadable", help: "When the file is damaged or cannot be read." },
      it: { label: "File illeggibile", help: "Quando il file è danneggiato o non si riesce a leggerlo." },
    },
    "preview.failures.noGeometry": {
      en: {
        label: "Nothing to show",
        help: "When the file can be read but holds no solid or surface to draw.",
      },
      it: {
        label: "Niente da mostrare",
        help: "Quando il file si legge ma non contiene solidi o superfici da disegnare.",
      },
    },
    "preview.failures.timeout": {
      en: { label: "Reading took too long", help: "When reading the file takes too long and is given up." },
      it: {
        label: "Lettura troppo lunga",
        help: "Quando la lettura del file richiede troppo tempo e viene interrotta.",
      },
    },
    "preview.failures.failed": {
      en: {
        label: "Preview could not start",
        help: "When the visitor's browser cannot run the 3-D preview at all.",
      },
      it: {
        label: "Anteprima non avviata",
        help: "Quando il browser del visitatore non riesce proprio ad avviare l'anteprima 3-D.",
      },
    },
    "preview.stillAttached": {
      en: {
        label: "File still sent",
        help: "Follows each reason for no preview: reassures the buyer the file goes with the request anyway.",
      },
      it: {
        label: "File comunque inviato",
        help: "Segue ogni motivo di anteprima mancante: rassicura il cliente che il file parte comunque con la richiesta.",
      },
    },
    privacyNote: {
      en: {
        label: "Privacy line",
        help: "The line beside the Send button: what the company does with what the buyer sends, with a link to the privacy notice.",
      },
      it: {
        label: "Riga sulla privacy",
        help: "La riga accanto al pulsante di invio: cosa fa l'azienda con i dati ricevuti, con un link all'informativa privacy.",
      },
    },
    "privacyNote.text": {
      en: {
        label: "Privacy words",
        help: "The sentence before the link, e.g. We use what you send only to answer you and to make your parts.",
      },
      it: {
        label: "Testo sulla privacy",
        help: "La frase prima del link, per esempio Usiamo i dati che ci invii solo per risponderti e per realizzare i tuoi pezzi.",
      },
    },
    "privacyNote.link": {
      en: {
        label: "Link to the privacy notice",
        help: "The link after the sentence, to the privacy notice page.",
      },
      it: {
        label: "Link all'informativa privacy",
        help: "Il link dopo la frase, verso la pagina dell'informativa privacy.",
      },
    },
    "privacyNote.link.label": {
      en: { label: "Words of the link", help: "What the link says, e.g. Privacy notice." },
      it: { label: "Parole del link", help: "Cosa dice il link, per esempio Informativa privacy." },
    },
    "privacyNote.link.to": {
      en: {
        label: "Page it leads to",
        help: "The address of the privacy notice on this site: /privacy.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "L'indirizzo dell'informativa privacy su questo sito: /privacy.",
      },
    },
    submit: {
      en: {
        label: "Send button",
        help: "The words on the button that sends the request, e.g. Send the request.",
      },
      it: {
        label: "Pulsante di invio",
        help: "Le parole sul pulsante che invia la richiesta, per esempio Invia la richiesta.",
      },
    },
    sending: {
      en: {
        label: "Sending progress",
        help: "Meant for the Send button while the drawings upload. {percent} is replaced by how much has gone, in %; keep it.",
      },
      it: {
        label: "Avanzamento dell'invio",
        help: "Pensato per il pulsante di invio mentre i disegni si caricano. Al posto di {percent} compare la percentuale già inviata; lascialo.",
      },
    },
    errorSummary: {
      en: {
        label: "Fields to correct",
        help: "Shown above the Send button when the buyer tries to send with fields still wrong or missing.",
      },
      it: {
        label: "Campi da correggere",
        help: "Compare sopra il pulsante di invio quando il cliente prova a inviare con campi ancora sbagliati o mancanti.",
      },
    },
  },
} satisfies FileHelpOf<"quote">;
