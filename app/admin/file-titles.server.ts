/**
 * A content file and a place in it, in the company's words: its page and language ("Pagina
 * Contatti (Italiano)"), a field by its labels, a value as a person reads it. The forms, the
 * history, the checklist, the gallery and the Publish page all say them the same way.
 */
import type { ContentProblem } from "../content/problems.ts";
import { localeByCode } from "../locales.ts";
import { entryOf } from "./content-save.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { pageName } from "./field-help/index.ts";
import { fieldId, fieldTrail } from "./form.server.ts";

/** The page a content file holds, with its language: "Pagina iniziale (Italiano)". */
export function fileTitle(file: string, language: AdminLanguage): string | undefined {
  const entry = entryOf(file);
  if (!entry) return undefined;
  const words = editorText[language];
  const which = entry.language
    ? (localeByCode(entry.language)?.name ?? entry.language)
    : words.dashboard.everyLanguage;
  return `${pageName(entry.name, language)} (${which})`;
}

/**
 * Where a problem of the content check is, in the company's words: its file's page ("Pagina
 * Contatti (Italiano)"), the field by its labels, and the address of that field's form, for the
 * form, the live preview, the gallery and the Publish page alike.
 */
export function problemPlace(
  problem: Pick<ContentProblem, "file" | "field">,
  language: AdminLanguage,
): { entry: ReturnType<typeof entryOf>; page: string; field: string; href: string | undefined } {
  const file = problem.file.replace(/^content\/|\.yaml$/g, "");
  const entry = entryOf(file);
  const field =
    entry && problem.field?.length
      ? fieldTrail(entry.name, problem.field, undefined, language, editorText[language].edit.form.item)
      : "";
  return {
    entry,
    page: fileTitle(file, language) ?? problem.file,
    field,
    href: entry
      ? `/admin/edit/${file}${problem.field?.length ? `#${fieldId(problem.field)}` : ""}`
      : undefined,
  };
}

/** A value as a person reads it: the text itself, a list's items one per line, a group's texts. */
export function inWords(value: unknown, words: { yes: string; no: string }): string {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length))
    return "—";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value !== "object") return String(value);
  const texts = (inside: unknown): string[] =>
    typeof inside === "object" && inside !== null
      ? Object.values(inside).flatMap(texts)
      : inside === undefined || inside === ""
        ? []
        : [String(inside)];
  if (Array.isArray(value)) return value.map((item) => `• ${texts(item).join(" · ")}`).join("\n");
  return texts(value).join(" · ");
}
