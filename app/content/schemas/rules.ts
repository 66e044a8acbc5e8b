/**
 * The schemas' own rules ("small letters, digits and dashes", "give a least, a most, or both"),
 * named by a code with their values and worded here in English and Italian. A schema hands zod
 * `rule(code, values)` as its message: the code and the values travel as data, and the content
 * check turns them back into a `Rule` (`ruleOf`) for the build's English line and the editor's
 * Italian one. A message zod writes itself (no rule) stays as zod wrote it.
 */
import { fillTemplate } from "../../format/template.ts";

type RuleWords = Record<string, string>;

const english = {
  slug: "small letters, digits and dashes, e.g. {example}",
  hyphenWords: "lower-case words joined by hyphens",
  slotName: "slot names are lower-case words joined by hyphens",
  twoDigits: "two digits, e.g. 01",
  photoSuffix: "may not end in -photo- and a number, e.g. -photo-02",
  mustContain: "must contain {placeholder}",
  mustContainName: "must contain {placeholder}: speech-input users say the name they see",
  mustStartWith: "must start with {placeholder}: speech-input users say the words they see",
  descriptionLength:
    "is {length} characters; search results show 70–160 (a shorter one is replaced by text picked from the page, a longer one is cut off)",
  uniqueArticle: "each article needs a name of its own",
  articleWordsOnce: "each article's words are written once",
  articleWithoutEntry: "no article “{name}” in content/articles.yaml: add its entry there first",
  photoCount:
    "describes {described} photos, but content/articles.yaml gives “{name}” {photos}: set its photos to {described} there first, or remove a line here",
  publishedWithoutWords:
    "“{name}” is published but content/{language}/articles.yaml has no words for it (articles: add one with name: {name}), or set published: false",
  caseStudyIncomplete: "case study “{name}” is published without its {missing}",
  panelOrder: "one panel per key, in this order: {keys}",
  categoryOrder: "one category per key, in this order: {keys}",
  uniquePhoto: "each photo needs a name of its own",
  hasBound: "give a least, a most, or both",
  inOrder: "the least is larger than the most",
  edition:
    "the end of the standard's designation: two digits of the year, e.g. 20 for ASTM A217/A217M-20, 18e1 for one with an editorial change, or 10(2019) for one reapproved in 2019",
  uns: "a letter and five digits, e.g. J21890",
  treatmentTemperature:
    "a tempering, water-toughening or solution treatment names its least temperature (minimumC); the others have none",
  typicalGiven: "give the foundry's typical results, or mark them to confirm",
  belowMinimum:
    "below the standard's minimum ({min}): a typical result cannot be lower than what every casting must reach",
  manganeseNote:
    "the note on more manganese for less carbon needs the grade's carbon and manganese maximums in its composition",
  uniqueFamily: "each family needs a name of its own",
  unknownFamily: "no family is named “{family}” (families: {families})",
  quoteGrade: "no grade is the quote form's “{material}”: its weight estimate needs a grade's density",
  validDates: "valid from a day after it is valid until",
  uniqueCertificate: "each certificate needs a name of its own",
  unknownCertificate: "no certificate “{name}” in content/quality.yaml",
  clockTime: "a 24-hour time, e.g. 09:00 or 18:00",
  countryCode: "a two-letter country code, e.g. IT or PT",
  phone: "international format without spaces, e.g. +390000000000",
  daysInOrder: "list the days in order, Monday first, without gaps",
  hoursDiffer: "{opens}–{closes} does not match openingHours {openingHours} ({shown})",
  hoursNotFound: "{opens}–{closes} does not match openingHours {openingHours} (no times found)",
  timeZone: "a time zone's name, e.g. Europe/Rome or Europe/Lisbon",
  hoursZone: "openingHoursZone {openingHoursZone} does not name {offsets}, the offset of {timeZone} from UTC",
  addressPart: "{value} does not appear in offices.{office}.lines, the address visitors read",
  shortName: "needed: the name has {length} characters, a phone's home screen shows 12",
  safeLink:
    "a web address starting with https:// or http://, an email address as mailto:…, a phone number as tel:…, or a page of this site starting with /",
} as const satisfies RuleWords;

export type RuleCode = keyof typeof english;

const italian: Record<RuleCode, string> = {
  slug: "lettere minuscole, cifre e trattini, per esempio {example}",
  hyphenWords: "parole minuscole unite da trattini",
  slotName: "i nomi dei posti delle foto sono parole minuscole unite da trattini",
  twoDigits: "due cifre, per esempio 01",
  photoSuffix: "non può finire con -photo- e un numero, per esempio -photo-02",
  mustContain: "deve contenere {placeholder}",
  mustContainName: "deve contenere {placeholder}: chi usa la voce pronuncia il nome che vede",
  mustStartWith: "deve cominciare con {placeholder}: chi usa la voce pronuncia le parole che vede",
  descriptionLength:
    "ha {length} caratteri; i risultati di ricerca ne mostrano 70–160 (una più corta viene sostituita da un testo preso dalla pagina, una più lunga viene tagliata)",
  uniqueArticle: "ogni articolo ha bisogno di un nome tutto suo",
  articleWordsOnce: "i testi di ogni articolo si scrivono una volta sola",
  articleWithoutEntry: "nessun articolo “{name}” in content/articles.yaml: aggiungi prima la sua voce lì",
  photoCount:
    "descrive {described} foto, ma content/articles.yaml ne dà {photos} a “{name}”: porta prima lì le sue foto a {described}, o togli una riga qui",
  publishedWithoutWords:
    "“{name}” è pubblicato ma content/{language}/articles.yaml non ha i suoi testi (articles: aggiungine uno con name: {name}), oppure metti published: false",
  caseStudyIncomplete: "il caso di studio “{name}” è pubblicato senza {missing}",
  panelOrder: "un pannello per chiave, in quest'ordine: {keys}",
  categoryOrder: "una categoria per chiave, in quest'ordine: {keys}",
  uniquePhoto: "ogni foto ha bisogno di un nome tutto suo",
  hasBound: "indica un minimo, un massimo o entrambi",
  inOrder: "il minimo è più grande del massimo",
  edition:
    "la fine della sigla della norma: due cifre dell'anno, per esempio 20 per ASTM A217/A217M-20, 18e1 per una con una correzione editoriale, o 10(2019) per una riconfermata nel 2019",
  uns: "una lettera e cinque cifre, per esempio J21890",
  treatmentTemperature:
    "un rinvenimento, un'ipertempra o una solubilizzazione indica la sua temperatura minima (minimumC); gli altri trattamenti no",
  typicalGiven: "indica i risultati tipici della fonderia, o segnali da confermare",
  belowMinimum:
    "sotto il minimo della norma ({min}): un risultato tipico non può essere più basso di quello che ogni getto deve raggiungere",
  manganeseNote:
    "la nota su più manganese con meno carbonio richiede i massimi di carbonio e manganese del grado nella sua composizione",
  uniqueFamily: "ogni famiglia ha bisogno di un nome tutto suo",
  unknownFamily: "nessuna famiglia si chiama “{family}” (famiglie: {families})",
  quoteGrade:
    "nessun grado corrisponde a “{material}” del modulo di preventivo: la stima del peso ha bisogno della densità di un grado",
  validDates: "la validità comincia dopo la sua scadenza",
  uniqueCertificate: "ogni certificato ha bisogno di un nome tutto suo",
  unknownCertificate: "nessun certificato “{name}” in content/quality.yaml",
  clockTime: "un'ora nel formato 24 ore, per esempio 09:00 o 18:00",
  countryCode: "la sigla del paese in due lettere, per esempio IT o PT",
  phone: "formato internazionale senza spazi, per esempio +390000000000",
  daysInOrder: "elenca i giorni in ordine, dal lunedì, senza salti",
  hoursDiffer: "{opens}–{closes} non corrisponde a openingHours {openingHours} ({shown})",
  hoursNotFound: "{opens}–{closes} non corrisponde a openingHours {openingHours} (nessun orario trovato)",
  timeZone: "il nome di un fuso orario, per esempio Europe/Rome o Europe/Lisbon",
  hoursZone: "openingHoursZone {openingHoursZone} non indica {offsets}, la differenza di {timeZone} da UTC",
  addressPart: "{value} non compare in offices.{office}.lines, l'indirizzo che i visitatori leggono",
  shortName: "serve: il nome ha {length} caratteri, la schermata di un telefono ne mostra 12",
  safeLink:
    "un indirizzo web che comincia con https:// o http://, un indirizzo email come mailto:…, un numero di telefono come tel:… o una pagina di questo sito che comincia con /",
};

const words = { en: english as Record<RuleCode, string>, it: italian };

export type RuleValues = Record<string, string | number>;

/** A rule a schema states, or zod's own message where no rule of ours is at work. */
export type Rule = { code: RuleCode; values: RuleValues } | { message: string };

/** What a rule's message carries through zod: a mark no text of ours starts with, then JSON. */
const mark = "\u0000rule";

/** A schema's message for zod: the rule and its values, for the check to word in each language. */
export function rule(code: RuleCode, values: RuleValues = {}): string {
  return `${mark}${JSON.stringify({ code, values })}`;
}

/** The rule behind a zod message. */
export function ruleOf(message: string): Rule {
  if (!message.startsWith(mark)) return { message };
  const { code, values } = JSON.parse(message.slice(mark.length)) as { code: RuleCode; values: RuleValues };
  return { code, values };
}

export function ruleText(language: "en" | "it", said: Rule): string {
  return "code" in said ? fillTemplate(words[language][said.code], said.values) : said.message;
}
