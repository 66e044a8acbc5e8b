import type { FileHelpOf } from "./types.ts";

/** The words of the fields of each language's foundry.yaml (content/en/foundry.yaml and the others). */
export const foundry = {
  page: { en: "Foundry page", it: "Pagina Fonderia" },
  fields: {
    breadcrumbHome: {
      en: {
        label: "First link of the trail",
        help: "The first of the small links under the banner's title, back to the home page. The second is the title of the panel being shown.",
      },
      it: {
        label: "Primo link del percorso",
        help: "Il primo dei piccoli link sotto il titolo della fascia, che riporta alla pagina iniziale. Il secondo è il titolo del pannello visualizzato.",
      },
    },
    "breadcrumbHome.label": {
      en: { label: "Words of the link", help: "The home page's name as the trail shows it, e.g. Home." },
      it: {
        label: "Parole del link",
        help: "Il nome della pagina iniziale come lo mostra il percorso, per esempio Home.",
      },
    },
    "breadcrumbHome.to": {
      en: {
        label: "Page it leads to",
        help: "The page of this site the link opens, chosen from the list; normally / for the home page.",
      },
      it: {
        label: "Pagina a cui porta",
        help: "La pagina del sito che il link apre, da scegliere nell'elenco; di norma / per la pagina iniziale.",
      },
    },
    sideMenuLabel: {
      en: {
        label: "Name of the side menu",
        help: "Not shown on the page: screen readers announce it for the menu of panels on the left, e.g. “Foundry services”.",
      },
      it: {
        label: "Nome del menu laterale",
        help: "Non compare sulla pagina: i lettori di schermo lo leggono per il menu dei pannelli a sinistra, per esempio “Servizi di fonderia”.",
      },
    },
    quoteButton: {
      en: {
        label: "Quote button",
        help: "The button under the side menu asking for a quotation, shown with every panel.",
      },
      it: {
        label: "Pulsante preventivo",
        help: "Il pulsante sotto il menu laterale per chiedere un preventivo, visibile con ogni pannello.",
      },
    },
    "quoteButton.label": {
      en: { label: "Words on the button", help: "What the button says, e.g. “Get A Free Quote”." },
      it: {
        label: "Testo del pulsante",
        help: "La scritta sul pulsante, per esempio “Preventivo gratuito”.",
      },
    },
    "quoteButton.to": {
      en: {
        label: "Page it opens",
        help: "The page of this site the button leads to, chosen from the list, e.g. /contact.",
      },
      it: {
        label: "Pagina che apre",
        help: "La pagina del sito a cui porta il pulsante, da scegliere nell'elenco, per esempio /contact.",
      },
    },
    weeksLabel: {
      en: {
        label: "Word after the weeks",
        help: "Shown after each number of weeks in the development timeline, e.g. “weeks” in “4 weeks”.",
      },
      it: {
        label: "Parola dopo le settimane",
        help: "Compare dopo ogni numero di settimane nei tempi di sviluppo, per esempio “settimane” in “4 settimane”.",
      },
    },
    panels: {
      en: {
        label: "Panels",
        help: "The eight parts of the Foundry page, one at a time, chosen from the side menu: foundry, prototyping, methods, casting, testing, machining, valve assembly and valve testing. Their order is fixed.",
      },
      it: {
        label: "Pannelli",
        help: "Le otto parti della pagina Fonderia, visibili una alla volta e scelte dal menu laterale: fonderia, prototipazione, metodi, fusione, collaudo, lavorazioni, assemblaggio e collaudo valvole. L'ordine non si cambia.",
      },
    },
    "panels[].key": {
      en: {
        label: "Which panel",
        help: "Which of the eight panels this is; it makes the panel's address, e.g. /foundry?panel=valveTesting. Visitors do not see it; leave it as it is.",
      },
      it: {
        label: "Quale pannello",
        help: "Indica quale degli otto pannelli è; forma l'indirizzo del pannello, per esempio /foundry?panel=valveTesting. I visitatori non lo vedono: lascialo com'è.",
      },
    },
    "panels[].menuLabel": {
      en: {
        label: "Name in the side menu",
        help: "The panel's link in the side menu, e.g. “Rapid Prototyping”. Leave it empty to keep the panel out of the menu.",
      },
      it: {
        label: "Nome nel menu laterale",
        help: "Il link del pannello nel menu laterale, per esempio “Prototipazione rapida”. Lascialo vuoto per non mostrare il pannello nel menu.",
      },
    },
    "panels[].bannerTitle": {
      en: {
        label: "Title in the banner",
        help: "The big title at the top while this panel is shown, also the last link of the trail and, except for the first panel, the title in Google and the browser tab. With the company name, 10 to 60 characters.",
      },
      it: {
        label: "Titolo nella fascia",
        help: "Il titolo grande in alto quando il pannello è aperto; è anche l'ultimo link del percorso e, tranne che per il primo pannello, il titolo in Google e nella scheda del browser. Con il nome dell'azienda, da 10 a 60 caratteri.",
      },
    },
    "panels[].heading": {
      en: {
        label: "Panel title",
        help: "The title at the top of the panel's text, e.g. “Machining and pressure testing”.",
      },
      it: {
        label: "Titolo del pannello",
        help: "Il titolo in cima al testo del pannello, per esempio “Lavorazioni meccaniche e prove a pressione”.",
      },
    },
    "panels[].intro": {
      en: {
        label: "Paragraphs",
        help: "The text under the panel's title, one paragraph per item.",
      },
      it: {
        label: "Paragrafi",
        help: "Il testo sotto il titolo del pannello, un paragrafo per voce.",
      },
    },
    "panels[].capacities": {
      en: {
        label: "Capacities",
        help: "The machining panel's list of figures under the text: what the machine shop can do, each with its measure in large type.",
      },
      it: {
        label: "Capacità",
        help: "L'elenco di valori sotto il testo del pannello lavorazioni: che cosa può fare l'officina, ciascuno con la sua misura in grande.",
      },
    },
    "panels[].capacities.heading": {
      en: { label: "Title", help: "The title over the figures, e.g. “Machine shop capacity”." },
      it: { label: "Titolo", help: "Il titolo sopra i valori, per esempio “Capacità dell'officina”." },
    },
    "panels[].capacities.items": {
      en: {
        label: "Figures",
        help: "Each capacity with what it measures and its figure, in the order shown.",
      },
      it: {
        label: "Valori",
        help: "Ogni capacità con ciò che misura e il suo valore, nell'ordine in cui compaiono.",
      },
    },
    "panels[].capacities.items[].label": {
      en: {
        label: "What it measures",
        help: "The words beside the figure, e.g. “Maximum swing diameter”.",
      },
      it: {
        label: "Che cosa misura",
        help: "Le parole accanto al valore, per esempio “Diametro massimo tornibile”.",
      },
    },
    "panels[].capacities.items[].measure": {
      en: {
        label: "Figure",
        help: "The number and its unit, shown large beside the words, e.g. 3,200 mm; the site adds the conversion for foreign buyers (≈ 126 in).",
      },
      it: {
        label: "Valore",
        help: "Il numero con la sua unità di misura, mostrato in grande accanto alle parole, per esempio 3.200 mm; il sito aggiunge la conversione per i clienti esteri (≈ 126 in).",
      },
    },
    "panels[].capacities.items[].measure.value": {
      en: {
        label: "Number",
        help: "The figure as the company states it, digits only, e.g. 30000; the site adds the thousands separators.",
      },
      it: {
        label: "Numero",
        help: "Il valore così come lo dichiara l'azienda, solo cifre, per esempio 30000; i separatori delle migliaia li aggiunge il sito.",
      },
    },
    "panels[].capacities.items[].measure.unit": {
      en: {
        label: "Unit",
        help: "The unit the company states the figure in: mm, kg, psi or t (tonnes). Inches, pounds and bar are added by the site.",
      },
      it: {
        label: "Unità di misura",
        help: "L'unità in cui l'azienda esprime il valore: mm, kg, psi o t (tonnellate). Pollici, libbre e bar li aggiunge il sito.",
      },
    },
    "panels[].steps": {
      en: {
        label: "Numbered steps",
        help: "The prototyping panel's numbered list under the text: the steps from the order to pilot production.",
      },
      it: {
        label: "Fasi numerate",
        help: "L'elenco numerato sotto il testo del pannello prototipazione: le fasi dall'ordine alla preserie.",
      },
    },
    "panels[].steps.heading": {
      en: { label: "Title", help: "The title over the steps, e.g. “Our 9-step prototyping process”." },
      it: {
        label: "Titolo",
        help: "Il titolo sopra le fasi, per esempio “Il nostro processo di prototipazione in 9 fasi”.",
      },
    },
    "panels[].steps.items": {
      en: {
        label: "Steps",
        help: "One step per item, in order; the site numbers them. If the title gives their number, keep it in step.",
      },
      it: {
        label: "Fasi",
        help: "Una fase per voce, in ordine; la numerazione la aggiunge il sito. Se il titolo ne indica il numero, tienilo allineato.",
      },
    },
    "panels[].methods": {
      en: {
        label: "Methods and software",
        help: "The methods panel's numbered list under the text: each tool used for methoding and casting simulation, with a short description.",
      },
      it: {
        label: "Metodi e software",
        help: "L'elenco numerato sotto il testo del pannello metodi: ogni strumento usato per la metodizzazione e la simulazione di colata, con una breve descrizione.",
      },
    },
    "panels[].methods[].no": {
      en: {
        label: "Number",
        help: "The big number beside the method, always two digits: 01, 02, 03…",
      },
      it: {
        label: "Numero",
        help: "Il numero grande accanto al metodo, sempre di due cifre: 01, 02, 03…",
      },
    },
    "panels[].methods[].title": {
      en: { label: "Method", help: "The name of the method or software, e.g. “Pro-Cast”." },
      it: { label: "Metodo", help: "Il nome del metodo o del software, per esempio “Pro-Cast”." },
    },
    "panels[].methods[].description": {
      en: {
        label: "Description",
        help: "One sentence under the name saying what it is used for, e.g. mould filling and porosity.",
      },
      it: {
        label: "Descrizione",
        help: "Una frase sotto il nome che spiega a che cosa serve, per esempio riempimento della forma e porosità.",
      },
    },
    "panels[].timeline": {
      en: {
        label: "Development timeline",
        help: "The testing panel's band of stages under the text, each as long as the weeks it takes.",
      },
      it: {
        label: "Tempi di sviluppo",
        help: "La barra delle fasi sotto il testo del pannello collaudo, ognuna lunga quanto le settimane che richiede.",
      },
    },
    "panels[].timeline.heading": {
      en: { label: "Title", help: "The title over the timeline, e.g. “Typical development timeline”." },
      it: {
        label: "Titolo",
        help: "Il titolo sopra i tempi di sviluppo, per esempio “Tempi di sviluppo tipici”.",
      },
    },
    "panels[].timeline.items": {
      en: {
        label: "Stages",
        help: "Each stage with its number of weeks, in the order they happen.",
      },
      it: {
        label: "Fasi",
        help: "Ogni fase con il suo numero di settimane, nell'ordine in cui si svolgono.",
      },
    },
    "panels[].timeline.items[].weeks": {
      en: {
        label: "Weeks",
        help: "How many weeks the stage takes, a whole number, e.g. 4. Its part of the band grows with it.",
      },
      it: {
        label: "Settimane",
        help: "Quante settimane richiede la fase, un numero intero, per esempio 4. Il suo tratto di barra cresce di conseguenza.",
      },
    },
    "panels[].timeline.items[].activity": {
      en: { label: "Stage", help: "What happens in those weeks, e.g. “Tooling development”." },
      it: {
        label: "Fase",
        help: "Che cosa si fa in quelle settimane, per esempio “Realizzazione di modelli e attrezzature”.",
      },
    },
    "panels[].list": {
      en: {
        label: "List",
        help: "A list with a title under the panel's text, e.g. the tests and inspections, or the valve types assembled.",
      },
      it: {
        label: "Elenco",
        help: "Un elenco con titolo sotto il testo del pannello, per esempio le prove e i controlli, o i tipi di valvole assemblate.",
      },
    },
    "panels[].list.heading": {
      en: { label: "Title", help: "The title over the list, e.g. “Tests and inspections”." },
      it: { label: "Titolo", help: "Il titolo sopra l'elenco, per esempio “Prove e controlli”." },
    },
    "panels[].list.items": {
      en: {
        label: "Items",
        help: "The lines of the list, one per item, e.g. “Ultrasonic testing”. A few words each.",
      },
      it: {
        label: "Voci",
        help: "Le righe dell'elenco, una per voce, per esempio “Controllo a ultrasuoni”. Poche parole ciascuna.",
      },
    },
  },
} satisfies FileHelpOf<"foundry">;
