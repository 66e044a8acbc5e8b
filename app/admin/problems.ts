/**
 * The build's check names a content mistake in English, in one line (content/README.md). The
 * editor shows it at its field, in the person's language: the common forms said again in Italian,
 * anything else as the check wrote it.
 */
import type { AdminLanguage } from "./words.ts";
import type { Path } from "./form.server.ts";

export interface Problem {
  /** "content/it/home.yaml" */
  file: string;
  line: number;
  /** The field, as the form names it; undefined when the line names none. */
  path: Path | undefined;
  message: string;
}

/** "content/it/about.yaml:12: founder › item 2 › bio: empty: expected a text" → its parts. */
export function parseProblem(line: string): Problem {
  const match = /^(content\/[^:]+\.yaml)(?::(\d+))?: (.*)$/s.exec(line);
  if (!match) return { file: "", line: 0, path: undefined, message: line };
  const [, file = "", at = "0", rest = ""] = match;
  const separator = rest.indexOf(": ");
  const field = separator === -1 ? "" : rest.slice(0, separator);
  // A field name is words joined by " › " (load-content.ts fieldName); anything else is a message.
  const path =
    field && /^[\w-]+( › (item \d+|[\w-]+))*$/.test(field)
      ? field.split(" › ").map((part) => (part.startsWith("item ") ? Number(part.slice(5)) - 1 : part))
      : undefined;
  return { file, line: Number(at), path, message: path ? rest.slice(separator + 2) : rest };
}

const italian: [RegExp, string][] = [
  [/^empty: expected a text$/, "è vuoto: serve un testo"],
  [/^missing: expected a text$/, "manca: serve un testo"],
  [/^missing: expected a number$/, "manca: serve un numero"],
  [/^missing: expected (.*)$/, "manca: serve $1"],
  [/^(.*) is too long: at most (\d+) characters$/, "$1 è troppo lungo: al massimo $2 caratteri"],
  [/^expected a number, found (.*)$/, "serve un numero, non $1"],
  [/^expected a text, found (.*)$/, "serve un testo, non $1"],
  [/^has (\d+) items; expected at least (\d+)$/, "ha $1 elementi; ne servono almeno $2"],
  [/^has (\d+) items; expected at most (\d+)$/, "ha $1 elementi; al massimo $2"],
  [
    /^has (\d+), English has (\d+) \((.*)\): the same items, in the same order$/,
    "ha $1 elementi, l'inglese $2 ($3): servono gli stessi, nello stesso ordine",
  ],
  [/^missing translation \((.*) has it.*\)$/, "traduzione mancante ($1 ce l'ha)"],
  [/^(.*) is not in the expected form: (.*)$/, "$1 non è nella forma attesa: $2"],
  [/^(.*) is not allowed here: expected (.*)$/, "$1 non è ammesso qui: serve $2"],
  [/^(.*) is too small: expected at least (.*)$/, "$1 è troppo piccolo: almeno $2"],
  [/^(.*) is too large: expected at most (.*)$/, "$1 è troppo grande: al massimo $2"],
  [
    /^(.*) is (\d+) characters with the company name; search results show 10–60$/,
    "$1 ha $2 caratteri con il nome dell'azienda; i risultati di ricerca ne mostrano 10–60",
  ],
];

/** The check's English message in the editor's language. */
export function problemIn(language: AdminLanguage, message: string): string {
  if (language === "en") return message;
  for (const [pattern, replacement] of italian)
    if (pattern.test(message))
      return message
        .replace(pattern, replacement)
        .replace(/the text /g, "il testo ")
        .replace(/the number /g, "il numero ");
  return message;
}
