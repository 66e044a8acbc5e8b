/**
 * The shape of the company's words for the content's fields: each content file's module
 * (`about.ts`, `materials.ts`, …) is one `ContentWords`; `index.ts` gathers them.
 */
import type { AdminLanguage } from "../words.ts";

export interface FieldText {
  /** what the field holds, as the company would name it: "VAT number", "Partita IVA" */
  label: string;
  /** one or two plain sentences: what it is for, where the site shows it, an example */
  help: string;
}

/** Words by pattern ("company.vatNumber", "panels[].timeline[].activity"), in both languages. */
export type FieldWords = Record<string, Record<AdminLanguage, FieldText>>;

export interface ContentWords {
  /** the page or part of the site the file holds: "Contact page", "Pagina Contatti" */
  page: Record<AdminLanguage, string>;
  fields: FieldWords;
}
