import type { FileHelpOf, HelpByPattern } from "./types.ts";

/** The same choices of property and condition serve the standard's figures and the foundry's own. */
const property: HelpByPattern[string] = {
  en: {
    label: "Property",
    help: "Chosen from the list: a tensile property, elongation, reduction of area, or a hardness in the scale the standard or the buyer uses (Brinell, Rockwell C, Vickers, or the work-hardened face's).",
  },
  it: {
    label: "Proprietà",
    help: "Da scegliere dall'elenco: una proprietà a trazione, l'allungamento, la strizione, o una durezza nella scala usata dalla norma o dal cliente (Brinell, Rockwell C, Vickers, o quella della superficie incrudita).",
  },
};
const condition: HelpByPattern[string] = {
  en: {
    label: "Delivery condition",
    help: "For a hardness only: the condition it is for, as the standard names it (as cast, hardened, softened for machining, or as delivered after solution treatment or water toughening). Leave it empty for the other properties.",
  },
  it: {
    label: "Stato di fornitura",
    help: "Solo per una durezza: lo stato a cui si riferisce, come lo indica la norma (grezzo di fusione, temprato, ricotto per la lavorazione meccanica, o allo stato di fornitura dopo solubilizzazione o ipertempra). Lascialo vuoto per le altre proprietà.",
  },
};

/** The words of content/materials.yaml's fields (and of content/<language>/materials.yaml's). */
export const materials = {
  page: { en: "Materials and datasheets", it: "Materiali e schede tecniche" },
  fields: {
    intro: {
      en: {
        label: "Introduction",
        help: "The paragraphs at the top of the materials page, above the cards of the material families.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi in cima alla pagina Materiali, sopra le schede delle famiglie di materiali.",
      },
    },
    labels: {
      en: {
        label: "Words of the datasheets",
        help: "The headings, column names and short words every datasheet repeats for each grade, and the materials page's links.",
      },
      it: {
        label: "Testi fissi delle schede tecniche",
        help: "Titoli, nomi delle colonne e brevi diciture che ogni scheda tecnica ripete per ciascun grado, e i link della pagina Materiali.",
      },
    },
    "labels.grade": {
      en: {
        label: "Word before the grade",
        help: "Written before each grade's name at the top of its card on the datasheet, e.g. “Grade” for “Grade B-2”.",
      },
      it: {
        label: "Parola prima del grado",
        help: "Compare prima del nome di ogni grado, in testa al suo riquadro nella scheda tecnica, per esempio “Grado” per “Grado B-2”.",
      },
    },
    "labels.standard": {
      en: {
        label: "Word for the standard",
        help: "Not shown on the datasheet at present: each grade names its standard directly, e.g. ASTM A128/A128M-19. E.g. “Standard”.",
      },
      it: {
        label: "Parola per la norma",
        help: "Per ora non compare nella scheda tecnica: ogni grado riporta direttamente la sua norma, per esempio ASTM A128/A128M-19. Per esempio “Norma”.",
      },
    },
    "labels.composition": {
      en: {
        label: "Composition table title",
        help: "The title over each grade's chemical composition table, e.g. “Chemical composition”.",
      },
      it: {
        label: "Titolo della tabella di composizione",
        help: "Il titolo sopra la tabella della composizione chimica di ogni grado, per esempio “Composizione chimica”.",
      },
    },
    "labels.element": {
      en: {
        label: "Element column",
        help: "The first column of the composition table, over the chemical symbols (C, Mn, Si…), e.g. “Element”.",
      },
      it: {
        label: "Colonna degli elementi",
        help: "La prima colonna della tabella di composizione, sopra i simboli chimici (C, Mn, Si…), per esempio “Elemento”.",
      },
    },
    "labels.percent": {
      en: {
        label: "Percentage column",
        help: "The second column of the composition table, over the figures, e.g. “% by mass”.",
      },
      it: {
        label: "Colonna delle percentuali",
        help: "La seconda colonna della tabella di composizione, sopra i valori, per esempio “% in massa”.",
      },
    },
    "labels.property": {
      en: {
        label: "Property column",
        help: "The first column of each grade's properties table, over names such as tensile strength or hardness, e.g. “Property”.",
      },
      it: {
        label: "Colonna delle proprietà",
        help: "La prima colonna della tabella delle proprietà di ogni grado, sopra nomi come resistenza a trazione o durezza, per esempio “Proprietà”.",
      },
    },
    "labels.required": {
      en: {
        label: "Standard's column",
        help: "Heading of the column with what the standard requires of every casting. {standard} is replaced by the standard and its edition (ASTM A216/A216M-21); keep it. E.g. “Required ({standard})”: the column holds leasts, mosts and ranges.",
      },
      it: {
        label: "Colonna della norma",
        help: "Intestazione della colonna con i valori che la norma impone a ogni getto. {standard} diventa la norma con la sua edizione (ASTM A216/A216M-21); lascialo. Per esempio “Requisito ({standard})”: la colonna contiene minimi, massimi e intervalli.",
      },
    },
    "labels.typicalOurs": {
      en: {
        label: "Our results column",
        help: "Heading of the column with the foundry's own typical results, beside the standard's; also written before “To be confirmed”. E.g. “Typical (ours)”.",
      },
      it: {
        label: "Colonna dei nostri risultati",
        help: "Intestazione della colonna con i risultati tipici della fonderia, accanto a quelli della norma; compare anche davanti a “Da confermare”. Per esempio “Tipici (nostri)”.",
      },
    },
    "labels.noRequirement": {
      en: {
        label: "Mark for no figure",
        help: "Written in a properties cell that has no figure, e.g. a dash “—”.",
      },
      it: {
        label: "Segno per cella senza valore",
        help: "Compare in una cella della tabella delle proprietà che non ha un valore, per esempio un trattino “—”.",
      },
    },
    "labels.atMost": {
      en: {
        label: "A maximum alone",
        help: "How a figure with only an upper limit is written, as standards print it. {value} is replaced by the figure; keep it. E.g. “{value} max” for “1.00 max”.",
      },
      it: {
        label: "Solo un massimo",
        help: "Come si scrive un valore che ha solo il limite superiore, come nelle norme. {value} diventa il valore; lascialo. Per esempio “max {value}” per “max 1,00”.",
      },
    },
    "labels.atLeast": {
      en: {
        label: "A minimum alone",
        help: "How a figure with only a lower limit is written. {value} is replaced by the figure; keep it. E.g. “{value} min” for “11.0 min”.",
      },
      it: {
        label: "Solo un minimo",
        help: "Come si scrive un valore che ha solo il limite inferiore. {value} diventa il valore; lascialo. Per esempio “min {value}” per “min 11,0”.",
      },
    },
    "labels.compositionNote": {
      en: {
        label: "Note on the composition",
        help: "The line above the grades of each datasheet saying what the composition figures are: per cent by mass, from the standard named; a single figure is a maximum.",
      },
      it: {
        label: "Nota sulla composizione",
        help: "La riga sopra i gradi di ogni scheda tecnica che spiega i valori di composizione: percentuale in massa, dalla norma indicata; un valore singolo è un massimo.",
      },
    },
    "labels.balance": {
      en: {
        label: "Word for the remainder",
        help: "Written in the composition table beside the element that makes up the rest of the alloy, such as nickel in the nickel alloys, e.g. “balance”.",
      },
      it: {
        label: "Parola per il resto",
        help: "Compare nella tabella di composizione accanto all'elemento che completa la lega, come il nichel nelle leghe di nichel, per esempio “resto”.",
      },
    },
    "labels.properties": {
      en: {
        label: "Properties table title",
        help: "The title over each grade's mechanical properties table, e.g. “Properties”.",
      },
      it: {
        label: "Titolo della tabella delle proprietà",
        help: "Il titolo sopra la tabella delle proprietà meccaniche di ogni grado, per esempio “Proprietà”.",
      },
    },
    "labels.propertiesNote": {
      en: {
        label: "Note on the properties",
        help: "The paragraph under the grades: the standard's column is what every casting must reach, our results are typical and not guaranteed, Charpy impact tests are by agreement.",
      },
      it: {
        label: "Nota sulle proprietà",
        help: "Il paragrafo sotto i gradi: la colonna della norma è ciò che ogni getto deve raggiungere, i nostri valori sono tipici e non garantiti, le prove di resilienza Charpy sono su accordo.",
      },
    },
    "labels.noTensile": {
      en: {
        label: "When the standard requires nothing",
        help: "Shown under the properties table of a grade whose standard sets no requirement, such as manganese steel to ASTM A128, in place of the standard's column.",
      },
      it: {
        label: "Quando la norma non prescrive nulla",
        help: "Compare sotto la tabella delle proprietà di un grado la cui norma non prescrive requisiti, come l'acciaio al manganese ASTM A128, al posto della colonna della norma.",
      },
    },
    "labels.notes": {
      en: {
        label: "Notes of the standards",
        help: "The sentences written under a grade's composition when its standard adds a note to its table. The figures come from the grade's facts: keep each {…} where the figure goes.",
      },
      it: {
        label: "Note delle norme",
        help: "Le frasi scritte sotto la composizione di un grado quando la sua norma aggiunge una nota alla tabella. Le cifre vengono dai dati del grado: lascia ogni {…} dove va la cifra.",
      },
    },
    "labels.notes.manganeseForLowerCarbon": {
      en: {
        label: "More manganese for less carbon",
        help: "ASTM A216's note, e.g. “For each {carbonStep} of carbon below its {carbonMax} maximum, manganese may be {manganeseStep} above its {manganeseMax} maximum, up to {manganeseTop}.”",
      },
      it: {
        label: "Più manganese con meno carbonio",
        help: "La nota della ASTM A216, per esempio “Per ogni {carbonStep} di carbonio sotto il massimo di {carbonMax}, il manganese può superare di {manganeseStep} il suo massimo di {manganeseMax}, fino a {manganeseTop}.”",
      },
    },
    "labels.notes.residualsTotal": {
      en: {
        label: "Total of the residual elements",
        help: "E.g. “Residual elements {elements}: {max} in total.” {elements} becomes “Cu + Ni + W”, {max} “1.00 % max”.",
      },
      it: {
        label: "Totale degli elementi residui",
        help: "Per esempio “Elementi residui {elements}: {max} in totale.” {elements} diventa “Cu + Ni + W”, {max} “1,00 % max”.",
      },
    },
    "labels.notes.sourService": {
      en: {
        label: "Sour-service hardness",
        help: "Under the properties of a grade with a hardness limit for sour service, e.g. “Sour service (NACE MR0175/ISO 15156): {max}.” {max} becomes “22 HRC max”.",
      },
      it: {
        label: "Durezza per ambiente acido",
        help: "Sotto le proprietà di un grado con un limite di durezza per l'ambiente acido, per esempio “Ambiente acido (NACE MR0175/ISO 15156): {max}.” {max} diventa “22 HRC max”.",
      },
    },
    "labels.notes.pren": {
      en: {
        label: "Least PREN",
        help: "For the duplex grades whose standard requires it, e.g. “PREN (%Cr + 3.3 %Mo + 16 %N): {min}.”",
      },
      it: {
        label: "PREN minimo",
        help: "Per i duplex la cui norma lo richiede, per esempio “PREN (%Cr + 3,3 %Mo + 16 %N): {min}.”",
      },
    },
    "labels.tests": {
      en: {
        label: "Heading of the tests on request",
        help: "The heading over the tests a buyer may order for a family's castings, e.g. “Tests on request”.",
      },
      it: {
        label: "Titolo delle prove su richiesta",
        help: "Il titolo sopra le prove che un cliente può ordinare per i getti di una famiglia, per esempio “Prove su richiesta”.",
      },
    },
    "labels.testsNote": {
      en: {
        label: "Line under that heading",
        help: "Says the tests are ordered with the castings, done to the standards named and certified on the inspection document.",
      },
      it: {
        label: "Riga sotto quel titolo",
        help: "Dice che le prove si ordinano con i getti, si eseguono secondo le norme indicate e si certificano sul documento di controllo.",
      },
    },
    "labels.testNames": {
      en: {
        label: "Names of the tests",
        help: "Each test's name as the datasheet lists it, before the standards it is done to.",
      },
      it: {
        label: "Nomi delle prove",
        help: "Il nome di ogni prova come la scheda la elenca, prima delle norme con cui si esegue.",
      },
    },
    "labels.testNames.weldRepairQualification": {
      en: {
        label: "Weld repair qualification",
        help: "E.g. “Weld repair qualification”: the welding procedure and the welders, qualified for repairs.",
      },
      it: {
        label: "Qualifica delle riparazioni",
        help: "Per esempio “Qualifica delle riparazioni a saldatura”: il procedimento e i saldatori, qualificati per le riparazioni.",
      },
    },
    "labels.testNames.ferriteContent": {
      en: {
        label: "Ferrite content",
        help: "E.g. “Ferrite count, range as agreed”: the duplex grades' ferrite, counted on a polished section.",
      },
      it: {
        label: "Tenore di ferrite",
        help: "Per esempio “Tenore di ferrite, nell'intervallo concordato”: la ferrite dei duplex, contata su una sezione lucidata.",
      },
    },
    "labels.testNames.intermetallicPhases": {
      en: {
        label: "Intermetallic phases",
        help: "E.g. “Intermetallic phases”: the duplex grades' test for sigma phase and the like.",
      },
      it: {
        label: "Fasi intermetalliche",
        help: "Per esempio “Fasi intermetalliche”: la prova dei duplex per la fase sigma e simili.",
      },
    },
    "labels.testNames.pittingCorrosion": {
      en: {
        label: "Pitting corrosion",
        help: "E.g. “Pitting in ferric chloride”.",
      },
      it: {
        label: "Corrosione per vaiolatura",
        help: "Per esempio “Vaiolatura in cloruro ferrico”.",
      },
    },
    "labels.testNames.intergranularCorrosion": {
      en: {
        label: "Intergranular corrosion",
        help: "E.g. “Intergranular corrosion, austenitic grades” (CF3M, CF8M).",
      },
      it: {
        label: "Corrosione intergranulare",
        help: "Per esempio “Corrosione intergranulare, gradi austenitici” (CF3M, CF8M).",
      },
    },
    "labels.toConfirm": {
      en: {
        label: "Mark for figures to confirm",
        help: "Shown beside typical results and casting sizes the company has not confirmed yet, e.g. “To be confirmed”.",
      },
      it: {
        label: "Dicitura per valori da confermare",
        help: "Compare accanto ai risultati tipici e alle dimensioni dei getti che l'azienda non ha ancora confermato, per esempio “Da confermare”.",
      },
    },
    "labels.hardness": {
      en: {
        label: "Word for hardness",
        help: "Starts each hardness row that names a delivery condition, e.g. “Hardness” for “Hardness — as cast”.",
      },
      it: {
        label: "Parola per la durezza",
        help: "Apre ogni riga di durezza che indica uno stato di fornitura, per esempio “Durezza” per “Durezza — grezzo di fusione”.",
      },
    },
    "labels.propertyNames": {
      en: {
        label: "Names of the properties",
        help: "How each mechanical property is named in the first column of the properties tables, with its unit.",
      },
      it: {
        label: "Nomi delle proprietà",
        help: "Come si chiama ogni proprietà meccanica nella prima colonna delle tabelle delle proprietà, con la sua unità di misura.",
      },
    },
    "labels.propertyNames.tensileMPa": {
      en: {
        label: "Tensile strength",
        help: "The row of tensile strength, in MPa, e.g. “Tensile strength, MPa”.",
      },
      it: {
        label: "Resistenza a trazione",
        help: "La riga della resistenza a trazione (Rm), in MPa, per esempio “Resistenza a trazione, MPa”.",
      },
    },
    "labels.propertyNames.yieldMPa": {
      en: {
        label: "Yield strength",
        help: "The row of yield strength (0.2 % proof stress), in MPa, e.g. “Yield strength, MPa”.",
      },
      it: {
        label: "Carico di snervamento",
        help: "La riga del carico di snervamento (Rp0,2), in MPa, per esempio “Snervamento, MPa”.",
      },
    },
    "labels.propertyNames.elongationPct": {
      en: {
        label: "Elongation",
        help: "The row of elongation after fracture, in per cent, e.g. “Elongation, %”.",
      },
      it: {
        label: "Allungamento",
        help: "La riga dell'allungamento a rottura, in percentuale, per esempio “Allungamento, %”.",
      },
    },
    "labels.propertyNames.reductionOfAreaPct": {
      en: {
        label: "Reduction of area",
        help: "The row of reduction of area in the tensile test, in per cent, e.g. “Reduction of area, %”.",
      },
      it: {
        label: "Strizione",
        help: "La riga della strizione nella prova di trazione, in percentuale, per esempio “Strizione, %”.",
      },
    },
    "labels.propertyNames.hardnessHBW": {
      en: {
        label: "Brinell hardness",
        help: "The row of a Brinell hardness given without a delivery condition, e.g. “Hardness, HBW”.",
      },
      it: {
        label: "Durezza Brinell",
        help: "La riga di una durezza Brinell indicata senza stato di fornitura, per esempio “Durezza, HBW”.",
      },
    },
    "labels.propertyNames.hardnessHRC": {
      en: {
        label: "Rockwell C hardness",
        help: "The row of a Rockwell C hardness given without a delivery condition, e.g. “Hardness, HRC”.",
      },
      it: {
        label: "Durezza Rockwell C",
        help: "La riga di una durezza Rockwell C indicata senza stato di fornitura, per esempio “Durezza, HRC”.",
      },
    },
    "labels.propertyNames.hardnessHV": {
      en: {
        label: "Vickers hardness",
        help: "The row of a Vickers hardness given without a delivery condition, e.g. “Hardness, HV”.",
      },
      it: {
        label: "Durezza Vickers",
        help: "La riga di una durezza Vickers indicata senza stato di fornitura, per esempio “Durezza, HV”.",
      },
    },
    "labels.propertyNames.workHardenedHBW": {
      en: {
        label: "Work-hardened hardness",
        help: "The row of the hardness manganese steel reaches where impact hardens its face in service, in HBW, e.g. “Work-hardened surface, HBW”.",
      },
      it: {
        label: "Durezza dopo incrudimento",
        help: "La riga della durezza che l'acciaio al manganese raggiunge dove gli urti in esercizio incrudiscono la superficie, in HBW, per esempio “Superficie incrudita, HBW”.",
      },
    },
    "labels.conditions": {
      en: {
        label: "Delivery conditions",
        help: "Written after “Hardness” in a hardness row, to say which condition its figures are for. Start them with a small letter: they follow a dash.",
      },
      it: {
        label: "Stati di fornitura",
        help: "Si scrivono dopo “Durezza” nelle righe di durezza, per dire a quale stato si riferiscono i valori. Iniziali minuscole: seguono un trattino.",
      },
    },
    "labels.conditions.asCast": {
      en: {
        label: "As cast",
        help: "The casting as it leaves the mould, without heat treatment, e.g. “as cast”.",
      },
      it: {
        label: "Grezzo di fusione",
        help: "Il getto così come esce dalla forma, senza trattamento termico, per esempio “grezzo di fusione”.",
      },
    },
    "labels.conditions.hardenedLevel1": {
      en: {
        label: "Hardened, Level 1",
        help: "White iron hardened to the lower of the two hardened levels of ASTM A532 (600 HBW min), e.g. “hardened, Level 1”.",
      },
      it: {
        label: "Temprato, livello 1",
        help: "Ghisa bianca temprata al più basso dei due livelli di tempra della ASTM A532 (min 600 HBW), per esempio “temprato, livello 1”.",
      },
    },
    "labels.conditions.hardenedLevel2": {
      en: {
        label: "Hardened, Level 2",
        help: "White iron hardened to the higher level of ASTM A532 (650 HBW min), e.g. “hardened, Level 2”.",
      },
      it: {
        label: "Temprato, livello 2",
        help: "Ghisa bianca temprata al livello più alto della ASTM A532 (min 650 HBW), per esempio “temprato, livello 2”.",
      },
    },
    "labels.conditions.softened": {
      en: {
        label: "Softened for machining",
        help: "White iron annealed so it can be machined before hardening; its hardness is a maximum, e.g. “softened for machining”.",
      },
      it: {
        label: "Ricotto per la lavorazione",
        help: "Ghisa bianca ricotta per poterla lavorare alle macchine prima della tempra; la sua durezza è un massimo, per esempio “ricotto per la lavorazione meccanica”.",
      },
    },
    "labels.conditions.solutionTreated": {
      en: {
        label: "Solution treated (as delivered)",
        help: "The condition a solution-treated or water-toughened casting, such as manganese steel, is delivered in, e.g. “as delivered”.",
      },
      it: {
        label: "Solubilizzato (stato di fornitura)",
        help: "Lo stato in cui si consegna un getto solubilizzato o ipertemprato, come l'acciaio al manganese, per esempio “allo stato di fornitura”.",
      },
    },
    "labels.heatTreatments": {
      en: {
        label: "Heat treatments in words",
        help: "Each grade's heat treatment as its card writes it after “Heat treatment”. {temperature} is replaced by the least temperature, e.g. 675 °C; keep it where it is.",
      },
      it: {
        label: "Trattamenti termici a parole",
        help: "Il trattamento termico di ogni grado come lo scrive il suo riquadro dopo “Trattamento termico”. {temperature} diventa la temperatura minima, per esempio 675 °C; lascialo dov'è.",
      },
    },
    "labels.heatTreatments.annealedOrNormalized": {
      en: {
        label: "Annealed or normalized",
        help: "For carbon steel WCB to ASTM A216, e.g. “Annealed, normalized, or normalized and tempered”.",
      },
      it: {
        label: "Ricotto o normalizzato",
        help: "Per l'acciaio al carbonio WCB secondo ASTM A216, per esempio “Ricotto, normalizzato, oppure normalizzato e rinvenuto”.",
      },
    },
    "labels.heatTreatments.normalizedTempered": {
      en: {
        label: "Normalized and tempered",
        help: "For the CrMo steels of ASTM A217 (WC6, WC9, C5). {temperature} is replaced by the least tempering temperature; keep it.",
      },
      it: {
        label: "Normalizzato e rinvenuto",
        help: "Per gli acciai CrMo della ASTM A217 (WC6, WC9, C5). {temperature} diventa la temperatura minima di rinvenimento; lascialo.",
      },
    },
    "labels.heatTreatments.waterToughened": {
      en: {
        label: "Water toughening",
        help: "For manganese steel to ASTM A128: heated and quenched in water. {temperature} is replaced by the least temperature, e.g. 1000 °C; keep it.",
      },
      it: {
        label: "Ipertempra",
        help: "Per l'acciaio al manganese ASTM A128: riscaldato e temprato in acqua. {temperature} diventa la temperatura minima, per esempio 1000 °C; lascialo.",
      },
    },
    "labels.heatTreatments.solutionAnnealed": {
      en: {
        label: "Solution annealing",
        help: "For the stainless, duplex and nickel-alloy grades. {temperature} is replaced by the least solution temperature; keep it.",
      },
      it: {
        label: "Tempra di solubilizzazione",
        help: "Per i gradi inossidabili, duplex e in lega di nichel. {temperature} diventa la temperatura minima di solubilizzazione; lascialo.",
      },
    },
    "labels.heatTreatments.asOrdered": {
      en: {
        label: "As the order states",
        help: "For the high-chromium white irons of ASTM A532: as cast, hardened, or softened for machining, as ordered.",
      },
      it: {
        label: "Come da ordine",
        help: "Per le ghise bianche ad alto cromo della ASTM A532: grezze di fusione, temprate oppure ricotte per la lavorazione meccanica, secondo l'ordine.",
      },
    },
    "labels.heatTreatments.asCast": {
      en: {
        label: "As cast",
        help: "For grades used without heat treatment, such as nickel alloy M-35-1, e.g. “As cast”.",
      },
      it: {
        label: "Grezzo di fusione",
        help: "Per i gradi impiegati senza trattamento termico, come la lega di nichel M-35-1, per esempio “Grezzo di fusione”.",
      },
    },
    "labels.uns": {
      en: {
        label: "Before the UNS number",
        help: "Written before each grade's UNS number, under its standard, e.g. “UNS” for “UNS J91109”.",
      },
      it: {
        label: "Prima del numero UNS",
        help: "Compare prima del numero UNS di ogni grado, sotto la sua norma, per esempio “UNS” per “UNS J91109”.",
      },
    },
    "labels.equivalents": {
      en: {
        label: "Before the comparable grades",
        help: "Introduces the European or ISO designations comparable to a grade, under its standard, e.g. “Comparable to”.",
      },
      it: {
        label: "Prima dei gradi equivalenti",
        help: "Introduce le designazioni europee o ISO paragonabili a un grado, sotto la sua norma, per esempio “Paragonabile a”.",
      },
    },
    "labels.edition": {
      en: {
        label: "Word for the edition",
        help: "Not shown on the datasheet at present: the edition is written after the standard, e.g. ASTM A217/A217M-20. E.g. “Edition”.",
      },
      it: {
        label: "Parola per l'edizione",
        help: "Per ora non compare nella scheda tecnica: l'edizione è scritta dopo la norma, per esempio ASTM A217/A217M-20. Per esempio “Edizione”.",
      },
    },
    "labels.density": {
      en: {
        label: "Before the density",
        help: "Written before each grade's density in its card, e.g. “Density”.",
      },
      it: {
        label: "Prima della densità",
        help: "Compare prima della densità di ogni grado, nel suo riquadro, per esempio “Densità”.",
      },
    },
    "labels.densityValue": {
      en: {
        label: "Density with its unit",
        help: "{value} is replaced by the grade's density, e.g. 7.87; keep it and the unit: “{value} g/cm³”.",
      },
      it: {
        label: "Densità con l'unità",
        help: "{value} diventa la densità del grado, per esempio 7,87; lascialo insieme all'unità: “{value} g/cm³”.",
      },
    },
    "labels.heatTreatment": {
      en: {
        label: "Heat treatment heading",
        help: "The heading of the datasheet's section that explains the family's heat treatment, near the end of the page, e.g. “Heat treatment”.",
      },
      it: {
        label: "Titolo del trattamento termico",
        help: "Il titolo della sezione della scheda tecnica che spiega il trattamento termico della famiglia, verso la fine della pagina, per esempio “Trattamento termico”.",
      },
    },
    "labels.gradeHeatTreatment": {
      en: {
        label: "Before a grade's treatment",
        help: "Written before each grade's own heat treatment in its card, e.g. “Heat treatment”.",
      },
      it: {
        label: "Prima del trattamento del grado",
        help: "Compare prima del trattamento termico proprio di ogni grado, nel suo riquadro, per esempio “Trattamento termico”.",
      },
    },
    "labels.working": {
      en: {
        label: "Sizes and working heading",
        help: "The heading of the datasheet's section on the sizes cast, welding and machining, e.g. “Service, welding and machining”.",
      },
      it: {
        label: "Titolo di dimensioni e lavorazioni",
        help: "Il titolo della sezione della scheda tecnica su dimensioni dei getti, saldatura e lavorazione meccanica, per esempio “Esercizio, saldatura e lavorazione meccanica”.",
      },
    },
    "labels.maxService": {
      en: {
        label: "Before the service temperature",
        help: "Written before a grade's highest service temperature in its card, e.g. “Usual service up to” (a note of the standard, not a limit).",
      },
      it: {
        label: "Prima della temperatura di esercizio",
        help: "Compare prima della temperatura massima di esercizio di un grado, nel suo riquadro, per esempio “Impiego abituale fino a” (una nota della norma, non un suo limite).",
      },
    },
    "labels.temperatureValue": {
      en: {
        label: "Temperature with its unit",
        help: "Used for service and heat-treatment temperatures. {value} is replaced by the degrees; keep it and the unit: “{value} °C”.",
      },
      it: {
        label: "Temperatura con l'unità",
        help: "Serve per le temperature di esercizio e di trattamento termico. {value} diventa i gradi; lascialo insieme all'unità: “{value} °C”.",
      },
    },
    "labels.sectionRange": {
      en: {
        label: "Before the section thickness",
        help: "Written before the wall thicknesses the foundry casts in the family, e.g. “Section thickness”.",
      },
      it: {
        label: "Prima dello spessore",
        help: "Compare prima degli spessori di parete che la fonderia cola nella famiglia, per esempio “Spessore delle sezioni”.",
      },
    },
    "labels.weightRange": {
      en: {
        label: "Before the casting weight",
        help: "Written before the weights of one casting the foundry pours in the family, e.g. “Weight of one casting”.",
      },
      it: {
        label: "Prima del peso del getto",
        help: "Compare prima dei pesi del singolo getto che la fonderia cola nella famiglia, per esempio “Peso del singolo getto”.",
      },
    },
    "labels.mmValue": {
      en: {
        label: "Millimetres",
        help: "{value} is replaced by a thickness or a range of them; keep it and the unit: “{value} mm”.",
      },
      it: {
        label: "Millimetri",
        help: "{value} diventa uno spessore o un intervallo di spessori; lascialo insieme all'unità: “{value} mm”.",
      },
    },
    "labels.kgValue": {
      en: {
        label: "Kilograms",
        help: "{value} is replaced by a weight or a range, e.g. 1–5,000; keep it and the unit: “{value} kg”.",
      },
      it: {
        label: "Chilogrammi",
        help: "{value} diventa un peso o un intervallo, per esempio 1–5.000; lascialo insieme all'unità: “{value} kg”.",
      },
    },
    "labels.onRequest": {
      en: {
        label: "When there is no figure",
        help: "Shown instead of a thickness or weight the company has not given yet, e.g. “on request”.",
      },
      it: {
        label: "Quando manca il valore",
        help: "Compare al posto di uno spessore o di un peso che l'azienda non ha ancora indicato, per esempio “su richiesta”.",
      },
    },
    "labels.welding": {
      en: {
        label: "Before the welding text",
        help: "Written before the family's paragraphs on welding and repair, e.g. “Welding and repair”.",
      },
      it: {
        label: "Prima del testo sulla saldatura",
        help: "Compare prima dei paragrafi della famiglia su saldatura e riparazione, per esempio “Saldatura e riparazione”.",
      },
    },
    "labels.machining": {
      en: {
        label: "Before the machining text",
        help: "Written before the family's paragraphs on machining, e.g. “Machining”.",
      },
      it: {
        label: "Prima del testo sulla lavorazione",
        help: "Compare prima dei paragrafi della famiglia sulla lavorazione meccanica, per esempio “Lavorazione meccanica”.",
      },
    },
    "labels.applications": {
      en: {
        label: "Applications heading",
        help: "The heading over the list of typical parts at the end of each datasheet, e.g. “Typical applications”.",
      },
      it: {
        label: "Titolo delle applicazioni",
        help: "Il titolo sopra l'elenco dei pezzi tipici alla fine di ogni scheda tecnica, per esempio “Applicazioni tipiche”.",
      },
    },
    "labels.requestQuote": {
      en: {
        label: "Quote button",
        help: "The button under each grade that opens the quote form with that grade already chosen, e.g. “Request a quote in this grade”.",
      },
      it: {
        label: "Pulsante del preventivo",
        help: "Il pulsante sotto ogni grado che apre il modulo di preventivo con quel grado già scelto, per esempio “Chiedi un preventivo in questo grado”.",
      },
    },
    "labels.requestQuoteGrade": {
      en: {
        label: "Quote button for screen readers",
        help: "What screen readers say for the quote button. {grade} is replaced by the standard and grade, e.g. ASTM A128/A128M B-2; keep it.",
      },
      it: {
        label: "Pulsante del preventivo per lettori di schermo",
        help: "Ciò che i lettori di schermo dicono per il pulsante del preventivo. {grade} diventa norma e grado, per esempio ASTM A128/A128M B-2; lascialo.",
      },
    },
    "labels.readDatasheet": {
      en: {
        label: "Link to a datasheet",
        help: "The button on each family's card on the materials page that opens its datasheet, e.g. “Read the datasheet”.",
      },
      it: {
        label: "Link alla scheda tecnica",
        help: "Il pulsante nel riquadro di ogni famiglia, nella pagina Materiali, che apre la sua scheda tecnica, per esempio “Leggi la scheda tecnica”.",
      },
    },
    "labels.revised": {
      en: {
        label: "Datasheet date line",
        help: "Printed at the foot of each datasheet. {date} is replaced by the datasheet's date; keep it. E.g. “Datasheet of {date}”.",
      },
      it: {
        label: "Riga della data della scheda",
        help: "Stampata in fondo a ogni scheda tecnica. {date} diventa la data della scheda; lascialo. Per esempio “Scheda tecnica del {date}”.",
      },
    },
    "labels.printedFrom": {
      en: {
        label: "Before the page address",
        help: "Printed at the foot of each datasheet before its web address, so a printed copy leads back to the page, e.g. “This datasheet online:”.",
      },
      it: {
        label: "Prima dell'indirizzo della pagina",
        help: "Stampato in fondo a ogni scheda tecnica prima del suo indirizzo web, così una copia su carta riporta alla pagina, per esempio “Questa scheda online:”.",
      },
    },
    "labels.grades": {
      en: {
        label: "Word for grades",
        help: "Written before the list of a family's grades on the materials page, and the heading over the grades on its datasheet, e.g. “Grades”.",
      },
      it: {
        label: "Parola per i gradi",
        help: "Compare prima dell'elenco dei gradi di una famiglia nella pagina Materiali, e come titolo sopra i gradi nella sua scheda tecnica, per esempio “Gradi”.",
      },
    },
    guide: {
      en: {
        label: "Selection guide",
        help: "The table at the bottom of the materials page that compares materials for wear parts, from the most impact-resistant to the most abrasion-resistant.",
      },
      it: {
        label: "Guida alla scelta",
        help: "La tabella in fondo alla pagina Materiali che confronta i materiali per i pezzi d'usura, da quello che regge meglio gli urti a quello che resiste meglio all'abrasione.",
      },
    },
    "guide.heading": {
      en: {
        label: "Title of the guide",
        help: "The heading over the selection guide, e.g. “Which material for a wearing part?”.",
      },
      it: {
        label: "Titolo della guida",
        help: "Il titolo sopra la guida alla scelta, per esempio “Quale materiale per un pezzo d'usura?”.",
      },
    },
    "guide.intro": {
      en: {
        label: "Introduction to the guide",
        help: "The paragraphs above the table: how wear parts fail by impact or by abrasion, and how to read the table.",
      },
      it: {
        label: "Introduzione alla guida",
        help: "I paragrafi sopra la tabella: come i pezzi d'usura cedono per urto o per abrasione, e come leggere la tabella.",
      },
    },
    "guide.columns": {
      en: {
        label: "Column headings",
        help: "The names over the columns of the guide table; on a phone they appear beside each entry instead.",
      },
      it: {
        label: "Intestazioni delle colonne",
        help: "I nomi sopra le colonne della tabella della guida; su un telefono compaiono invece accanto a ogni voce.",
      },
    },
    "guide.columns.material": {
      en: {
        label: "Material column",
        help: "The first column, naming each material, e.g. “Material”.",
      },
      it: {
        label: "Colonna del materiale",
        help: "La prima colonna, con il nome di ogni materiale, per esempio “Materiale”.",
      },
    },
    "guide.columns.impact": {
      en: {
        label: "Impact column",
        help: "The column saying how much impact each material takes, e.g. “Impact”.",
      },
      it: {
        label: "Colonna dell'urto",
        help: "La colonna che dice quanti urti sopporta ogni materiale, per esempio “Urto”.",
      },
    },
    "guide.columns.abrasion": {
      en: {
        label: "Abrasion column",
        help: "The column saying how well each material resists abrasion, e.g. “Abrasion”.",
      },
      it: {
        label: "Colonna dell'abrasione",
        help: "La colonna che dice quanto ogni materiale resiste all'abrasione, per esempio “Abrasione”.",
      },
    },
    "guide.columns.hardness": {
      en: {
        label: "Hardness column",
        help: "The column of each material's hardness in service, e.g. “Working hardness”.",
      },
      it: {
        label: "Colonna della durezza",
        help: "La colonna della durezza in esercizio di ogni materiale, per esempio “Durezza in esercizio”.",
      },
    },
    "guide.columns.choose": {
      en: {
        label: "When-to-choose column",
        help: "The column saying when to choose each material, e.g. “Choose it when”.",
      },
      it: {
        label: "Colonna “quando sceglierlo”",
        help: "La colonna che dice quando scegliere ogni materiale, per esempio “Sceglietelo quando”.",
      },
    },
    "guide.columns.limits": {
      en: {
        label: "Limits column",
        help: "The column saying what rules each material out, e.g. “What rules it out”.",
      },
      it: {
        label: "Colonna dei limiti",
        help: "La colonna che dice che cosa esclude ogni materiale, per esempio “Che cosa lo esclude”.",
      },
    },
    "guide.rows": {
      en: {
        label: "Materials compared",
        help: "One line per material, from the most impact-resistant at the top to the most abrasion-resistant at the bottom; at least two.",
      },
      it: {
        label: "Materiali a confronto",
        help: "Una riga per materiale, da quello che regge meglio gli urti in alto a quello più resistente all'abrasione in basso; almeno due.",
      },
    },
    "guide.rows[].material": {
      en: {
        label: "Material",
        help: "The material with its standard, e.g. “High-chromium white iron, ASTM A532 III A”. It links to the datasheet chosen below, if any.",
      },
      it: {
        label: "Materiale",
        help: "Il materiale con la sua norma, per esempio “Ghisa bianca ad alto cromo, ASTM A532 III A”. Porta alla scheda tecnica indicata sotto, se c'è.",
      },
    },
    "guide.rows[].family": {
      en: {
        label: "Datasheet it links to",
        help: "The name in the address of the family whose datasheet the material links to, e.g. manganese-steel. Leave it empty when the foundry has no datasheet for it.",
      },
      it: {
        label: "Scheda tecnica collegata",
        help: "Il nome nell'indirizzo della famiglia la cui scheda tecnica si apre dal materiale, per esempio manganese-steel. Lascialo vuoto se la fonderia non ha una scheda per quel materiale.",
      },
    },
    "guide.rows[].impact": {
      en: {
        label: "Impact",
        help: "How much impact the material takes, in a few words, e.g. “Very high”. Up to 30 characters.",
      },
      it: {
        label: "Urto",
        help: "Quanti urti sopporta il materiale, in poche parole, per esempio “Molto alto”. Al massimo 30 caratteri.",
      },
    },
    "guide.rows[].abrasion": {
      en: {
        label: "Abrasion",
        help: "How well the material resists abrasion, e.g. “Good under impact”. Up to 30 characters.",
      },
      it: {
        label: "Abrasione",
        help: "Quanto il materiale resiste all'abrasione, per esempio “Buona sotto urto”. Al massimo 30 caratteri.",
      },
    },
    "guide.rows[].hardness": {
      en: {
        label: "Working hardness",
        help: "The material's hardness in service, e.g. “300–550 HBW”. Up to 40 characters.",
      },
      it: {
        label: "Durezza in esercizio",
        help: "La durezza del materiale in esercizio, per esempio “300–550 HBW”. Al massimo 40 caratteri.",
      },
    },
    "guide.rows[].choose": {
      en: {
        label: "When to choose it",
        help: "The wear and the parts the material suits, e.g. “Sliding and slurry abrasion with light impact - pump parts, mill liners, chutes.”",
      },
      it: {
        label: "Quando sceglierlo",
        help: "L'usura e i pezzi per cui il materiale è adatto, per esempio “Abrasione radente e da fanghi con urti leggeri: parti di pompe, corazze per mulini, scivoli.”",
      },
    },
    "guide.rows[].limits": {
      en: {
        label: "What rules it out",
        help: "When the material is the wrong choice, e.g. “Breaks under heavy impact; wear faces are not welded.”",
      },
      it: {
        label: "Che cosa lo esclude",
        help: "Quando il materiale non è la scelta giusta, per esempio “Si rompe sotto urti forti; le superfici d'usura non si saldano.”",
      },
    },
    "guide.note": {
      en: {
        label: "Note under the guide",
        help: "The line under the table offering the foundry's advice on the grade for the buyer's own part.",
      },
      it: {
        label: "Nota sotto la guida",
        help: "La riga sotto la tabella che offre il consiglio della fonderia sul grado adatto al pezzo dell'acquirente.",
      },
    },
    families: {
      en: {
        label: "Material families",
        help: "The families the foundry casts, in the order of the materials page; each has its own datasheet page.",
      },
      it: {
        label: "Famiglie di materiali",
        help: "Le famiglie che la fonderia cola, nell'ordine della pagina Materiali; ognuna ha la sua pagina con la scheda tecnica.",
      },
    },
    "families[].name": {
      en: {
        label: "Name in the address",
        help: "The family's own name in its page address, e.g. manganese-steel for /materials/manganese-steel; the same in every language. Small letters, numbers and hyphens; never change it.",
      },
      it: {
        label: "Nome nell'indirizzo",
        help: "Il nome proprio della famiglia nell'indirizzo della sua pagina, per esempio manganese-steel per /materials/manganese-steel; uguale in tutte le lingue. Lettere minuscole, numeri e trattini; non cambiarlo mai.",
      },
    },
    "families[].revised": {
      en: {
        label: "Datasheet date",
        help: "The date printed at the foot of the datasheet. Change it whenever a figure of the family changes.",
      },
      it: {
        label: "Data della scheda tecnica",
        help: "La data stampata in fondo alla scheda tecnica. Aggiornala ogni volta che cambia un valore della famiglia.",
      },
    },
    "families[].published": {
      en: {
        label: "On the site",
        help: "Choose No while a new family is being written: it stays off the site until every language has its words. Then choose Yes, or leave it empty.",
      },
      it: {
        label: "Pubblicata sul sito",
        help: "Scegli No mentre una nuova famiglia è in preparazione: resta fuori dal sito finché ogni lingua ha i suoi testi. Poi scegli Sì, oppure lascia vuoto.",
      },
    },
    "families[].grades": {
      en: {
        label: "Grades",
        help: "The grades of the family, each a card on its datasheet with composition, properties, heat treatment, density and a quote button.",
      },
      it: {
        label: "Gradi",
        help: "I gradi della famiglia, ciascuno con un riquadro nella scheda tecnica: composizione, proprietà, trattamento termico, densità e pulsante del preventivo.",
      },
    },
    "families[].grades[].grade": {
      en: {
        label: "Grade",
        help: "The grade exactly as its standard names it, at the top of its card, e.g. B-2, WC6 or 4A (CD3MN). Up to 30 characters.",
      },
      it: {
        label: "Grado",
        help: "Il grado esattamente come lo chiama la sua norma, in testa al suo riquadro, per esempio B-2, WC6 o 4A (CD3MN). Al massimo 30 caratteri.",
      },
    },
    "families[].grades[].standard": {
      en: {
        label: "Standard",
        help: "The standard the grade is cast to, without its year, e.g. ASTM A128/A128M; the edition below is added after it.",
      },
      it: {
        label: "Norma",
        help: "La norma secondo cui si cola il grado, senza anno, per esempio ASTM A128/A128M; l'edizione indicata sotto le viene aggiunta dopo.",
      },
    },
    "families[].grades[].edition": {
      en: {
        label: "Edition of the standard",
        help: "The edition the figures come from, as the designation ends: 20 for ASTM A217/A217M-20. When a new edition comes out, check every figure against it before changing this.",
      },
      it: {
        label: "Edizione della norma",
        help: "L'edizione da cui vengono i valori, come finisce la designazione: 20 per ASTM A217/A217M-20. Quando esce una nuova edizione, ricontrolla tutti i valori prima di cambiarla.",
      },
    },
    "families[].grades[].table": {
      en: {
        label: "Table of the standard",
        help: "Where in the standard the composition is, shown after the standard, e.g. “Table 1”.",
      },
      it: {
        label: "Tabella della norma",
        help: "In quale tabella della norma si trova la composizione, mostrata dopo la norma, per esempio “Table 1”, uguale in tutte le lingue.",
      },
    },
    "families[].grades[].uns": {
      en: {
        label: "UNS number",
        help: "The grade's number in the Unified Numbering System, shown under its standard: a capital letter and five digits, e.g. J21890 for WC9. Leave it empty if the grade has none.",
      },
      it: {
        label: "Numero UNS",
        help: "Il numero del grado nel sistema unificato UNS, mostrato sotto la sua norma: una lettera maiuscola e cinque cifre, per esempio J21890 per WC9. Lascialo vuoto se il grado non lo ha.",
      },
    },
    "families[].grades[].equivalents": {
      en: {
        label: "Comparable grades",
        help: "European or ISO designations a buyer may search for, one per line, up to four, e.g. EN 10213 G17CrMo9-10 (1.7379). Only those that really correspond.",
      },
      it: {
        label: "Gradi equivalenti",
        help: "Designazioni europee o ISO che un acquirente potrebbe cercare, una per riga, al massimo quattro, per esempio EN 10213 G17CrMo9-10 (1.7379). Solo quelle che corrispondono davvero.",
      },
    },
    "families[].grades[].quoteMaterial": {
      en: {
        label: "Material on the quote form",
        help: "Which material of the quote form the grade is: its quote button picks it, and the weight estimate may use this grade's density.",
      },
      it: {
        label: "Materiale nel modulo di preventivo",
        help: "A quale materiale del modulo di preventivo corrisponde il grado: il suo pulsante del preventivo lo sceglie e la stima del peso può usarne la densità.",
      },
    },
    "families[].grades[].densityGPerCm3": {
      en: {
        label: "Density, g/cm³",
        help: "The grade's density, shown in its card and used by the quote page to estimate a casting's weight, e.g. 7.87 for manganese steel.",
      },
      it: {
        label: "Densità, g/cm³",
        help: "La densità del grado, mostrata nel suo riquadro e usata dalla pagina del preventivo per stimare il peso del getto, per esempio 7,87 per l'acciaio al manganese.",
      },
    },
    "families[].grades[].composition": {
      en: {
        label: "Chemical composition",
        help: "The ranges of the standard's table, per cent by mass, one line per element in the table's order; they fill the grade's composition table.",
      },
      it: {
        label: "Composizione chimica",
        help: "Gli intervalli della tabella della norma, in percentuale in massa, una riga per elemento nell'ordine della tabella; riempiono la tabella di composizione del grado.",
      },
    },
    "families[].grades[].composition[].element": {
      en: {
        label: "Element",
        help: "The chemical symbol, chosen from the list: C carbon, Mn manganese, Si silicon, P phosphorus, S sulphur, Cr chromium, Ni nickel, Mo molybdenum, Cu copper and so on.",
      },
      it: {
        label: "Elemento",
        help: "Il simbolo chimico, da scegliere dall'elenco: C carbonio, Mn manganese, Si silicio, P fosforo, S zolfo, Cr cromo, Ni nichel, Mo molibdeno, Cu rame e così via.",
      },
    },
    "families[].grades[].composition[].min": {
      en: {
        label: "Minimum, %",
        help: "The least content in per cent by mass, e.g. 1.05. Leave it empty when the standard gives only a maximum.",
      },
      it: {
        label: "Minimo, %",
        help: "Il tenore minimo in percentuale in massa, per esempio 1,05. Lascialo vuoto se la norma dà solo un massimo.",
      },
    },
    "families[].grades[].composition[].max": {
      en: {
        label: "Maximum, %",
        help: "The most in per cent by mass, e.g. 1.35. Leave it empty when the standard gives only a minimum, as for manganese 11.0 min.",
      },
      it: {
        label: "Massimo, %",
        help: "Il tenore massimo in percentuale in massa, per esempio 1,35. Lascialo vuoto se la norma dà solo un minimo, come per il manganese min 11,0.",
      },
    },
    "families[].grades[].balance": {
      en: {
        label: "Element making up the rest",
        help: "The element that makes up the rest of the alloy, listed in the composition table as the balance: Ni for the nickel alloys. Leave it empty for steels and irons.",
      },
      it: {
        label: "Elemento a resto",
        help: "L'elemento che completa la lega, indicato nella tabella di composizione come resto: Ni per le leghe di nichel. Lascialo vuoto per acciai e ghise.",
      },
    },
    "families[].grades[].maxServiceC": {
      en: {
        label: "Highest service temperature, °C",
        help: "The highest temperature the grade is offered for, shown in its card, e.g. 250 for manganese steel, 315 for duplex. Leave it empty to show none.",
      },
      it: {
        label: "Temperatura massima di esercizio, °C",
        help: "La temperatura più alta per cui il grado è offerto, mostrata nel suo riquadro, per esempio 250 per l'acciaio al manganese, 315 per i duplex. Lasciala vuota per non mostrarla.",
      },
    },
    "families[].grades[].notes": {
      en: {
        label: "Notes of the standard",
        help: "What the grade's standard adds to its composition table: copy the figures from the edition named above. The datasheet writes each as a sentence under the composition.",
      },
      it: {
        label: "Note della norma",
        help: "Ciò che la norma del grado aggiunge alla tabella della composizione: copia le cifre dall'edizione indicata sopra. La scheda scrive ciascuna come una frase sotto la composizione.",
      },
    },
    "families[].grades[].notes.manganeseForLowerCarbon": {
      en: {
        label: "More manganese for less carbon",
        help: "ASTM A216's note: for each step of carbon below its maximum, manganese may rise by a step above its own, up to a limit.",
      },
      it: {
        label: "Più manganese con meno carbonio",
        help: "La nota della ASTM A216: per ogni passo di carbonio sotto il suo massimo, il manganese può salire di un passo sopra il proprio, fino a un limite.",
      },
    },
    "families[].grades[].notes.manganeseForLowerCarbon.carbonStepPct": {
      en: {
        label: "Carbon step, %",
        help: "For each this much carbon below its maximum, e.g. 0.01.",
      },
      it: {
        label: "Passo del carbonio, %",
        help: "Per ogni tanto carbonio sotto il suo massimo, per esempio 0,01.",
      },
    },
    "families[].grades[].notes.manganeseForLowerCarbon.manganeseStepPct": {
      en: {
        label: "Manganese step, %",
        help: "Manganese may be this much above its maximum, e.g. 0.04.",
      },
      it: {
        label: "Passo del manganese, %",
        help: "Il manganese può superare di tanto il suo massimo, per esempio 0,04.",
      },
    },
    "families[].grades[].notes.manganeseForLowerCarbon.manganeseMaxPct": {
      en: {
        label: "Manganese at most, %",
        help: "The most manganese the note allows, e.g. 1.28.",
      },
      it: {
        label: "Manganese al massimo, %",
        help: "Il manganese più alto che la nota permette, per esempio 1,28.",
      },
    },
    "families[].grades[].notes.residualsTotal": {
      en: {
        label: "Total of the residual elements",
        help: "When the standard limits the residual elements together as well as one by one (ASTM A216, A217).",
      },
      it: {
        label: "Totale degli elementi residui",
        help: "Quando la norma limita gli elementi residui anche insieme, oltre che uno per uno (ASTM A216, A217).",
      },
    },
    "families[].grades[].notes.residualsTotal.elements": {
      en: {
        label: "Residual elements",
        help: "The elements the standard's table names as residuals, one per line, e.g. Cu, Ni, W.",
      },
      it: {
        label: "Elementi residui",
        help: "Gli elementi che la tabella della norma indica come residui, uno per riga, per esempio Cu, Ni, W.",
      },
    },
    "families[].grades[].notes.residualsTotal.maxPct": {
      en: {
        label: "Their total at most, %",
        help: "E.g. 1.00.",
      },
      it: {
        label: "Il loro totale al massimo, %",
        help: "Per esempio 1,00.",
      },
    },
    "families[].grades[].notes.prenMin": {
      en: {
        label: "Least PREN",
        help: "The least %Cr + 3.3 %Mo + 16 %N the standard requires, e.g. 40 for the super duplex grades 5A and 6A. Leave it empty where the standard requires none.",
      },
      it: {
        label: "PREN minimo",
        help: "Il minimo di %Cr + 3,3 %Mo + 16 %N che la norma richiede, per esempio 40 per i super duplex 5A e 6A. Lascialo vuoto se la norma non lo richiede.",
      },
    },
    "families[].grades[].notes.sourServiceMaxHRC": {
      en: {
        label: "Sour-service hardness, HRC",
        help: "The most hardness NACE MR0175/ISO 15156 allows this grade in sour service, e.g. 22 for WCB, WC6, WC9, CF3M and CF8M. Leave it empty where the grade is not listed there.",
      },
      it: {
        label: "Durezza per ambiente acido, HRC",
        help: "La durezza massima che NACE MR0175/ISO 15156 ammette per questo grado in ambiente acido, per esempio 22 per WCB, WC6, WC9, CF3M e CF8M. Lasciala vuota se il grado non vi è elencato.",
      },
    },
    "families[].grades[].requirements": {
      en: {
        label: "Standard's requirements",
        help: "What the standard requires of every casting in this grade (tensile or hardness), copied from the edition named above; shown in the “Required (standard)” column. Empty when the standard requires none, as ASTM A128.",
      },
      it: {
        label: "Requisiti della norma",
        help: "Ciò che la norma impone a ogni getto di questo grado (trazione o durezza), ricopiato dall'edizione indicata sopra; compare nella colonna “Requisito (norma)”. Vuoto se la norma non ne prescrive, come ASTM A128.",
      },
    },
    "families[].grades[].requirements[].property": property,
    "families[].grades[].requirements[].condition": condition,
    "families[].grades[].requirements[].min": {
      en: {
        label: "Minimum",
        help: "The least value the standard requires, in the property's unit (MPa, %, HBW…), e.g. 485. Leave it empty when the standard gives only a maximum.",
      },
      it: {
        label: "Minimo",
        help: "Il valore minimo che la norma richiede, nell'unità della proprietà (MPa, %, HBW…), per esempio 485. Lascialo vuoto se la norma dà solo un massimo.",
      },
    },
    "families[].grades[].requirements[].max": {
      en: {
        label: "Maximum",
        help: "The most the standard allows, e.g. 400 for the hardness of softened white iron. Leave it empty when the standard gives only a minimum.",
      },
      it: {
        label: "Massimo",
        help: "Il valore massimo che la norma ammette, per esempio 400 per la durezza della ghisa bianca ricotta. Lascialo vuoto se la norma dà solo un minimo.",
      },
    },
    "families[].grades[].heatTreatment": {
      en: {
        label: "Heat treatment of the grade",
        help: "The heat treatment the standard prescribes, printed in the grade's card in the words set under the datasheet words, with its least temperature.",
      },
      it: {
        label: "Trattamento termico del grado",
        help: "Il trattamento termico prescritto dalla norma, stampato nel riquadro del grado con le parole scelte fra i testi fissi delle schede, insieme alla temperatura minima.",
      },
    },
    "families[].grades[].heatTreatment.kind": {
      en: {
        label: "Kind of heat treatment",
        help: "The heat treatment the grade's standard prescribes, chosen from the list; where the standard states a least temperature, it goes in the next field.",
      },
      it: {
        label: "Tipo di trattamento termico",
        help: "Il trattamento termico prescritto dalla norma del grado, da scegliere dall'elenco; se la norma indica una temperatura minima, va nel campo seguente.",
      },
    },
    "families[].grades[].heatTreatment.minimumC": {
      en: {
        label: "Least temperature, °C",
        help: "The least temperature the standard states, e.g. 1000 for water toughening. Only for water toughening, normalizing and tempering, and solution annealing; empty for the others.",
      },
      it: {
        label: "Temperatura minima, °C",
        help: "La temperatura minima indicata dalla norma, per esempio 1000 per l'ipertempra. Solo per ipertempra, normalizzazione e rinvenimento e solubilizzazione; vuota per gli altri.",
      },
    },
    "families[].grades[].typical": {
      en: {
        label: "Our typical results",
        help: "The foundry's own results in this grade, from its test bars and castings, shown in the “Typical (ours)” column as guidance, not a guarantee.",
      },
      it: {
        label: "Nostri risultati tipici",
        help: "I risultati della fonderia in questo grado, da provette e getti propri, mostrati nella colonna “Tipici (nostri)” come indicazione, non come garanzia.",
      },
    },
    "families[].grades[].typical.values": {
      en: {
        label: "Typical figures",
        help: "One line per property the foundry measures. It may stay empty only while the figures are marked to be confirmed.",
      },
      it: {
        label: "Valori tipici",
        help: "Una riga per ogni proprietà che la fonderia misura. Può restare vuoto solo finché i valori sono segnati da confermare.",
      },
    },
    "families[].grades[].typical.values[].property": property,
    "families[].grades[].typical.values[].condition": condition,
    "families[].grades[].typical.values[].min": {
      en: {
        label: "From",
        help: "The low end of the foundry's typical range, in the property's unit, e.g. 200 for 200–230 HBW. It may not be below the standard's minimum.",
      },
      it: {
        label: "Da",
        help: "Il valore basso dell'intervallo tipico della fonderia, nell'unità della proprietà, per esempio 200 per 200–230 HBW. Non può essere sotto il minimo della norma.",
      },
    },
    "families[].grades[].typical.values[].max": {
      en: {
        label: "To",
        help: "The high end of the typical range, e.g. 230 for 200–230 HBW. Leave it empty to show the low end as a minimum.",
      },
      it: {
        label: "A",
        help: "Il valore alto dell'intervallo tipico, per esempio 230 per 200–230 HBW. Lascialo vuoto per mostrare il valore basso come minimo.",
      },
    },
    "families[].grades[].typical.toConfirm": {
      en: {
        label: "Typical results to confirm",
        help: "Ticked while these figures wait for the company's confirmation: the datasheet says “To be confirmed” and the to-do list counts them. Untick once they are the foundry's own results.",
      },
      it: {
        label: "Risultati tipici da confermare",
        help: "Spuntato finché questi valori attendono la conferma dell'azienda: la scheda tecnica riporta “Da confermare” e l'elenco delle cose da fare li conta. Togli la spunta quando sono i risultati della fonderia.",
      },
    },
    "families[].tests": {
      en: {
        label: "Tests on request",
        help: "Tests a buyer may order for castings of this family beyond what every casting gets, each with the standards it is done to.",
      },
      it: {
        label: "Prove su richiesta",
        help: "Le prove che un cliente può ordinare per i getti di questa famiglia oltre a quelle di ogni getto, ciascuna con le norme con cui si esegue.",
      },
    },
    "families[].tests[].test": {
      en: {
        label: "Test",
        help: "Chosen from the list.",
      },
      it: {
        label: "Prova",
        help: "Da scegliere dall'elenco.",
      },
    },
    "families[].tests[].standards": {
      en: {
        label: "Standards",
        help: "The standards the test is done and judged to, one per line, written as the standard writes its name, e.g. “ASTM A488/A488M”.",
      },
      it: {
        label: "Norme",
        help: "Le norme con cui la prova si esegue e si giudica, una per riga, scritte come la norma scrive il proprio nome, per esempio “ASTM A488/A488M”.",
      },
    },
    "families[].castingRange": {
      en: {
        label: "Sizes we cast",
        help: "What the foundry casts in this family, section thickness and weight of one casting, shown in the datasheet's section on service and machining.",
      },
      it: {
        label: "Dimensioni che coliamo",
        help: "Ciò che la fonderia cola in questa famiglia, spessore delle sezioni e peso del singolo getto, mostrato nella sezione della scheda su esercizio e lavorazioni.",
      },
    },
    "families[].castingRange.sectionMm": {
      en: {
        label: "Section thickness, mm",
        help: "The wall thicknesses cast in this family, in millimetres. Leave both empty to show “on request”.",
      },
      it: {
        label: "Spessore delle sezioni, mm",
        help: "Gli spessori di parete colati in questa famiglia, in millimetri. Lasciali vuoti entrambi per mostrare “su richiesta”.",
      },
    },
    "families[].castingRange.sectionMm.min": {
      en: {
        label: "Thinnest, mm",
        help: "The thinnest section cast, in millimetres; empty to show only a maximum.",
      },
      it: {
        label: "Minimo, mm",
        help: "La sezione più sottile che si cola, in millimetri; vuoto per mostrare solo un massimo.",
      },
    },
    "families[].castingRange.sectionMm.max": {
      en: {
        label: "Thickest, mm",
        help: "The thickest section cast, in millimetres; empty to show only a minimum.",
      },
      it: {
        label: "Massimo, mm",
        help: "La sezione più spessa che si cola, in millimetri; vuoto per mostrare solo un minimo.",
      },
    },
    "families[].castingRange.weightKg": {
      en: {
        label: "Weight of one casting, kg",
        help: "The weights of one casting the foundry pours in this family, in kilograms, e.g. 1 to 5000.",
      },
      it: {
        label: "Peso del singolo getto, kg",
        help: "I pesi del singolo getto che la fonderia cola in questa famiglia, in chilogrammi, per esempio da 1 a 5000.",
      },
    },
    "families[].castingRange.weightKg.min": {
      en: {
        label: "Lightest, kg",
        help: "The lightest casting poured in this family, in kilograms; empty to show only a maximum.",
      },
      it: {
        label: "Minimo, kg",
        help: "Il getto più leggero colato in questa famiglia, in chilogrammi; vuoto per mostrare solo un massimo.",
      },
    },
    "families[].castingRange.weightKg.max": {
      en: {
        label: "Heaviest, kg",
        help: "The heaviest casting poured in this family, in kilograms, e.g. 27000; empty to show only a minimum.",
      },
      it: {
        label: "Massimo, kg",
        help: "Il getto più pesante colato in questa famiglia, in chilogrammi, per esempio 27000; vuoto per mostrare solo un minimo.",
      },
    },
    "families[].castingRange.toConfirm": {
      en: {
        label: "Sizes to confirm",
        help: "Ticked until the company has confirmed these sizes: the datasheet says “To be confirmed” and the to-do list counts them.",
      },
      it: {
        label: "Dimensioni da confermare",
        help: "Spuntato finché l'azienda non ha confermato queste dimensioni: la scheda tecnica riporta “Da confermare” e l'elenco delle cose da fare le conta.",
      },
    },
    "families[].title": {
      en: {
        label: "Name of the family",
        help: "The family's name as the heading of its card on the materials page and of its datasheet, e.g. “Austenitic manganese steel”.",
      },
      it: {
        label: "Nome della famiglia",
        help: "Il nome della famiglia come titolo del suo riquadro nella pagina Materiali e della sua scheda tecnica, per esempio “Acciaio austenitico al manganese”.",
      },
    },
    "families[].summary": {
      en: {
        label: "What the family is",
        help: "What the family is and why a buyer chooses it. The first paragraph also appears on its card on the materials page; all of it opens the datasheet.",
      },
      it: {
        label: "Presentazione della famiglia",
        help: "Che cos'è la famiglia e perché un acquirente la sceglie. Il primo paragrafo compare anche nel suo riquadro della pagina Materiali; il testo intero apre la scheda tecnica.",
      },
    },
    "families[].heatTreatment": {
      en: {
        label: "Heat treatment explained",
        help: "What the heat treatment does and why, under the datasheet's heat treatment heading. Each grade's own treatment and temperature are printed from its figures.",
      },
      it: {
        label: "Trattamento termico spiegato",
        help: "Che cosa fa il trattamento termico e perché, sotto il titolo del trattamento termico della scheda. Il trattamento e la temperatura di ogni grado si stampano dai suoi dati.",
      },
    },
    "families[].welding": {
      en: {
        label: "Welding and repair",
        help: "How castings of the family are welded and repaired, and what must not be welded, in the datasheet's section on service and machining.",
      },
      it: {
        label: "Saldatura e riparazione",
        help: "Come si saldano e si riparano i getti della famiglia, e che cosa non va saldato, nella sezione della scheda su esercizio e lavorazioni.",
      },
    },
    "families[].machining": {
      en: {
        label: "Machining",
        help: "How the family is machined and in which condition, in the datasheet's section on service and machining.",
      },
      it: {
        label: "Lavorazione meccanica",
        help: "Come si lavora alle macchine la famiglia e in quale stato, nella sezione della scheda su esercizio e lavorazioni.",
      },
    },
    "families[].applications": {
      en: {
        label: "Typical applications",
        help: "Typical parts made in this family, one per line, listed at the end of the datasheet, e.g. “Shredder hammers and pin protectors”.",
      },
      it: {
        label: "Applicazioni tipiche",
        help: "I pezzi tipici prodotti in questa famiglia, uno per riga, elencati alla fine della scheda tecnica, per esempio “Martelli e proteggiperni per frantumatori”.",
      },
    },
  },
} satisfies FileHelpOf<"materials">;
