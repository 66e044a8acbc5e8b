/**
 * A mistake the content check finds, as data: where it is (file, line, field) and what is wrong (a
 * code with its values). The build prints it as one English line (`problemLine`, content/README.md
 * shows some); the editor says it at its field in Italian or English (`problemText`). Both read the
 * words below, so nothing ever reads a message back out of English.
 */
import { ruleText, type Rule } from "./schemas/rules.ts";

export type ProblemLanguage = "en" | "it";

/** A field's place in its file: keys and list positions (from 0), as zod and the YAML parser count. */
export type FieldPath = (string | number)[];

/** What the check found where it expected something else, said in each language by `foundText`. */
export type Found =
  | { kind: "nothing" }
  | { kind: "empty" }
  | { kind: "list"; count: number }
  | { kind: "text"; text: string }
  | { kind: "group" }
  | { kind: "number"; value: number }
  | { kind: "value"; value: string };

export type ProblemDetail =
  // The file cannot be read as YAML.
  | { code: "indentation"; spaces: number; expected: number | string }
  | { code: "quote-start"; char: string }
  | {
      code: "yaml";
      kind: "unfinished" | "indentation" | "duplicate" | "colon" | "unreadable";
      /** the YAML parser's own first line, shown in brackets as a clue */
      parser: string;
    }
  // The files of a language.
  | { code: "unknown-file"; known: string[] }
  | { code: "missing-file"; english: string }
  | { code: "names-differ"; words: string; facts: string | undefined; factsFile: string }
  | { code: "item-without-words"; facts: string | undefined; factsFile: string }
  // What the schema says.
  | { code: "unknown-field"; key: string; near: string | undefined }
  | { code: "missing"; expected: string }
  | { code: "missing-choice"; values: unknown[] }
  | { code: "missing-rule"; rule: Rule }
  | { code: "wrong-type"; expected: string; found: Found; quote: boolean }
  | { code: "empty" }
  | { code: "too-few-items"; count: number; limit: number; exact: boolean }
  | { code: "too-many-items"; count: number; limit: number; exact: boolean }
  | { code: "too-small"; found: Found; limit: string }
  | { code: "too-long"; found: Found; limit: number }
  | { code: "too-large"; found: Found; limit: string }
  | { code: "not-allowed"; found: Found; values: unknown[] }
  | { code: "format"; found: Found; format: string; rule: Rule }
  | { code: "rule"; found: Found; rule: Rule }
  // The checks across fields, files and languages.
  | { code: "title-length"; title: string; length: number }
  | { code: "items-differ-from-english"; count: number; english: number; source: string }
  | { code: "missing-translation"; source: string; list: number | undefined }
  | { code: "gallery-differs"; value: string; english: string; source: string }
  | { code: "opening-hours"; day: string; dayName: string }
  | { code: "certificate-named"; standard: string }
  | { code: "unknown-certificate"; name: string; known: string[] }
  | { code: "press-release"; name: string };

export type ProblemCode = ProblemDetail["code"];

export interface ContentProblem {
  /** "content/it/home.yaml", as the person sees it from the project */
  file: string;
  /** from 1; absent for a whole file (missing, or not one the site knows) */
  line?: number;
  /** the field; [] for the file as a whole, absent when the mistake is in no field (YAML) */
  field?: FieldPath;
  detail: ProblemDetail;
}

type Words = {
  [Code in ProblemCode]: (detail: Extract<ProblemDetail, { code: Code }>) => string;
};

const quoted = (value: unknown) => JSON.stringify(value);
const choices = (values: unknown[], or: string) => values.map(quoted).join(` ${or} `);
const clipped = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const kinds: Record<ProblemLanguage, Record<string, string>> = {
  en: {
    string: "a text",
    number: "a number",
    boolean: "true or false",
    array: "a list",
    object: "a group of fields",
  },
  it: {
    string: "un testo",
    number: "un numero",
    boolean: "true o false",
    array: "un elenco",
    object: "un gruppo di campi",
  },
};

const kindText = (language: ProblemLanguage, kind: string) => kinds[language][kind] ?? kind;

export function foundText(language: ProblemLanguage, found: Found): string {
  const it = language === "it";
  switch (found.kind) {
    case "nothing":
      return it ? "niente" : "nothing";
    case "empty":
      return it ? "un valore vuoto" : "an empty value";
    case "list":
      return it ? `un elenco di ${found.count}` : `a list of ${found.count}`;
    case "text":
      return `${it ? "il testo" : "the text"} ${quoted(clipped(found.text))}`;
    case "group":
      return it ? "un gruppo di campi" : "a group of fields";
    case "number":
      return `${it ? "il numero" : "the number"} ${String(found.value)}`;
    case "value":
      return found.value;
  }
}

/** What zod found at a field, as a `Found`. */
export function foundOf(value: unknown): Found {
  if (value === undefined) return { kind: "nothing" };
  if (value === null) return { kind: "empty" };
  if (Array.isArray(value)) return { kind: "list", count: value.length };
  if (typeof value === "string") return { kind: "text", text: value };
  if (typeof value === "object") return { kind: "group" };
  if (typeof value === "number") return { kind: "number", value };
  return { kind: "value", value: String(value) };
}

const english: Words = {
  indentation: ({ spaces, expected }) =>
    `the indentation does not line up: this line starts after ${spaces} spaces, the lines around it after ${expected} (fields of one group start in the same column, two spaces deeper than the field that holds them)`,
  "quote-start": ({ char }) => `a text that starts with “${char}” must be put in double quotes ("…")`,
  yaml: ({ kind, parser }) =>
    ({
      unfinished: `unfinished text: a quote or bracket is opened and not closed (${parser})`,
      indentation: `the indentation does not line up with the lines above (${parser})`,
      duplicate: `this field is written twice in the same place (${parser})`,
      colon: `a text that contains ": " must be put in quotes (${parser})`,
      unreadable: `not readable as a content file (${parser})`,
    })[kind],
  "unknown-file": ({ known }) =>
    `not a content file the site knows (known: ${known.join(", ")}); a new page's file needs a schema in app/content/schemas/index.ts`,
  "missing-file": ({ english: folder }) =>
    `missing (every language has one file per page; copy it from ${folder} and translate it)`,
  "names-differ": ({ words, facts, factsFile }) =>
    `${quoted(words)} where ${factsFile} has ${facts === undefined ? "nothing" : quoted(facts)}: the words list the same items, by name, in the same order as the facts`,
  "item-without-words": ({ facts, factsFile }) =>
    `nothing where ${factsFile} has ${facts === undefined ? "nothing" : quoted(facts)}: write its words here, or mark it published: false in ${factsFile} (at the end of its list) until every language has them`,
  "unknown-field": ({ key, near }) =>
    `there is no field “${key}” here${near ? `; did you mean “${near}”?` : " (remove it, or check its indentation)"}`,
  missing: ({ expected }) => `missing: expected ${kindText("en", expected)}`,
  "missing-choice": ({ values }) => `missing: expected ${choices(values, "or")}`,
  "missing-rule": ({ rule }) => `missing: ${ruleText("en", rule)}`,
  "wrong-type": ({ expected, found, quote }) =>
    `expected ${kindText("en", expected)}, found ${foundText("en", found)}${quote ? ` (if it is a text, put it in double quotes: "…")` : ""}`,
  empty: () => "empty: expected a text",
  "too-few-items": ({ count, limit, exact }) =>
    `has ${count} ${count === 1 ? "item" : "items"}; expected ${exact ? "exactly" : "at least"} ${limit}`,
  "too-many-items": ({ count, limit, exact }) =>
    `has ${count} ${count === 1 ? "item" : "items"}; expected ${exact ? "exactly" : "at most"} ${limit}`,
  "too-small": ({ found, limit }) => `${foundText("en", found)} is too small: expected at least ${limit}`,
  "too-long": ({ found, limit }) => `${foundText("en", found)} is too long: at most ${limit} characters`,
  "too-large": ({ found, limit }) => `${foundText("en", found)} is too large: expected at most ${limit}`,
  "not-allowed": ({ found, values }) =>
    `${foundText("en", found)} is not allowed here: expected ${choices(values, "or")}`,
  format: ({ found, format, rule }) =>
    `${foundText("en", found)} is not ${format === "regex" ? "in the expected form" : `a valid ${format}`}: ${ruleText("en", rule)}`,
  rule: ({ found, rule }) => `${foundText("en", found)}: ${ruleText("en", rule)}`,
  "title-length": ({ title, length }) =>
    `${quoted(title)} is ${length} characters; search results show 10–60 (the company name follows it only when it fits)`,
  "items-differ-from-english": ({ count, english: theirs, source }) =>
    `has ${count}, English has ${theirs} (${source}): the same items, in the same order`,
  "missing-translation": ({ source, list }) =>
    `missing translation (${source} has it${list === undefined ? "" : ` as a list of ${list}`})`,
  "gallery-differs": ({ value, english: theirs, source }) =>
    `${quoted(value)} where English has ${quoted(theirs)} (${source}): every language lists the same photos, in the same order, each with its category`,
  "opening-hours": ({ day, dayName }) =>
    `does not name ${dayName} (${day}), which hours.days in content/site.yaml says`,
  "certificate-named": ({ standard }) =>
    `names the certificate ${standard} in its words. Its standing (valid until, or expired on) comes from content/quality.yaml and the page shows it from there; take the standard out of this text, so it never claims a certificate that has expired`,
  "unknown-certificate": ({ name, known }) =>
    `“${name}” is not a certificate of content/quality.yaml (its certificates: ${known.join(", ") || "none"})`,
  "press-release": ({ name }) => `“${name}” is not a published news article of content/articles.yaml`,
};

const italian: Words = {
  indentation: ({ spaces, expected }) =>
    `il rientro non è allineato: questa riga comincia dopo ${spaces} spazi, quelle intorno dopo ${expected} (i campi di uno stesso gruppo cominciano nella stessa colonna, due spazi più in dentro del campo che li contiene)`,
  "quote-start": ({ char }) => `un testo che comincia con “${char}” va messo tra virgolette ("…")`,
  yaml: ({ kind, parser }) =>
    ({
      unfinished: `testo non finito: una virgoletta o una parentesi è aperta e non chiusa (${parser})`,
      indentation: `il rientro non è allineato con le righe sopra (${parser})`,
      duplicate: `questo campo è scritto due volte nello stesso posto (${parser})`,
      colon: `un testo che contiene ": " va messo tra virgolette (${parser})`,
      unreadable: `non si legge come un file di contenuti (${parser})`,
    })[kind],
  "unknown-file": ({ known }) =>
    `non è un file di contenuti che il sito conosce (conosciuti: ${known.join(", ")}); il file di una pagina nuova ha bisogno di uno schema in app/content/schemas/index.ts`,
  "missing-file": ({ english: folder }) =>
    `manca (ogni lingua ha un file per pagina; copialo da ${folder} e traducilo)`,
  "names-differ": ({ words, facts, factsFile }) =>
    `${quoted(words)} dove ${factsFile} ha ${facts === undefined ? "niente" : quoted(facts)}: i testi elencano le stesse voci, per nome, nello stesso ordine dei dati`,
  "item-without-words": ({ facts, factsFile }) =>
    `niente dove ${factsFile} ha ${facts === undefined ? "niente" : quoted(facts)}: scrivi qui i suoi testi, oppure segnalo published: false in ${factsFile} (in fondo al suo elenco) finché ogni lingua non li ha`,
  "unknown-field": ({ key, near }) =>
    `qui non c'è un campo “${key}”${near ? `; forse “${near}”?` : " (toglilo, o controlla il rientro)"}`,
  missing: ({ expected }) => `manca: serve ${kindText("it", expected)}`,
  "missing-choice": ({ values }) => `manca: serve ${choices(values, "o")}`,
  "missing-rule": ({ rule }) => `manca: ${ruleText("it", rule)}`,
  "wrong-type": ({ expected, found, quote }) =>
    `serve ${kindText("it", expected)}, non ${foundText("it", found)}${quote ? ` (se è un testo, mettilo tra virgolette: "…")` : ""}`,
  empty: () => "è vuoto: serve un testo",
  "too-few-items": ({ count, limit, exact }) =>
    `ha ${count} ${count === 1 ? "elemento" : "elementi"}; ${limit === 1 ? "ne serve" : "ne servono"} ${exact ? "esattamente" : "almeno"} ${limit}`,
  "too-many-items": ({ count, limit, exact }) =>
    `ha ${count} ${count === 1 ? "elemento" : "elementi"}; ${exact ? `${limit === 1 ? "ne serve" : "ne servono"} esattamente` : "al massimo"} ${limit}`,
  "too-small": ({ found, limit }) => `${foundText("it", found)} è troppo piccolo: almeno ${limit}`,
  "too-long": ({ found, limit }) => `${foundText("it", found)} è troppo lungo: al massimo ${limit} caratteri`,
  "too-large": ({ found, limit }) => `${foundText("it", found)} è troppo grande: al massimo ${limit}`,
  "not-allowed": ({ found, values }) =>
    `${foundText("it", found)} non è ammesso qui: serve ${choices(values, "o")}`,
  format: ({ found, format, rule }) =>
    `${foundText("it", found)} non è ${format === "regex" ? "nella forma attesa" : `un ${format} valido`}: ${ruleText("it", rule)}`,
  rule: ({ found, rule }) => `${foundText("it", found)}: ${ruleText("it", rule)}`,
  "title-length": ({ title, length }) =>
    `${quoted(title)} ha ${length} caratteri; i risultati di ricerca ne mostrano 10–60 (il nome dell'azienda lo segue solo se ci sta)`,
  "items-differ-from-english": ({ count, english: theirs, source }) =>
    `ha ${count} elementi, l'inglese ${theirs} (${source}): servono gli stessi, nello stesso ordine`,
  "missing-translation": ({ source, list }) =>
    `traduzione mancante (${source} ce l'ha${list === undefined ? "" : `, come elenco di ${list}`})`,
  "gallery-differs": ({ value, english: theirs, source }) =>
    `${quoted(value)} dove l'inglese ha ${quoted(theirs)} (${source}): ogni lingua elenca le stesse foto, nello stesso ordine, ciascuna con la sua categoria`,
  "opening-hours": ({ day, dayName }) =>
    `non nomina ${dayName} (${day}), che hours.days in content/site.yaml indica`,
  "certificate-named": ({ standard }) =>
    `nomina il certificato ${standard} nei suoi testi. La sua validità (valido fino a, o scaduto il) viene da content/quality.yaml e la pagina la mostra da lì; togli la norma da questo testo, così non vanterà mai un certificato scaduto`,
  "unknown-certificate": ({ name, known }) =>
    `“${name}” non è un certificato di content/quality.yaml (i suoi certificati: ${known.join(", ") || "nessuno"})`,
  "press-release": ({ name }) => `“${name}” non è un articolo di notizie pubblicato in content/articles.yaml`,
};

const words: Record<ProblemLanguage, Words> = { en: english, it: italian };

/** What is wrong, in the person's language: "è troppo lungo: al massimo 60 caratteri". */
export function problemText(language: ProblemLanguage, detail: ProblemDetail): string {
  return (words[language][detail.code] as (detail: ProblemDetail) => string)(detail);
}

/** "categories › item 3 › lastId": a field as an editor counts (lists from 1). */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `item ${key + 1}` : String(key))).join(" › ");
}

/** The build's line: "content/it/about.yaml:12: founder › item 2 › bio: empty: expected a text". */
export function problemLine(problem: ContentProblem): string {
  const at = problem.line === undefined ? "" : `:${problem.line}`;
  const field = problem.field === undefined ? "" : `${fieldName(problem.field) || "the file"}: `;
  return `${problem.file}${at}: ${field}${problemText("en", problem.detail)}`;
}
