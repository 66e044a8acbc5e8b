/**
 * The shape of the company's words for the content's fields: each content file's module
 * (`about.ts`, `materials.ts`, …) is one `FileHelp`; `index.ts` gathers them.
 */
import type { z } from "zod";
import type { ContentName, contentFiles } from "../../content/schemas/index.ts";
import type { AdminLanguage } from "../editor-text.ts";

export interface FieldText {
  /** what the field holds, as the company would name it: "VAT number", "Partita IVA" */
  label: string;
  /** one or two plain sentences: what it is for, where the site shows it, an example */
  help: string;
}

/** Words by pattern ("company.vatNumber", "panels[].timeline[].activity"), in both languages. */
export type HelpByPattern = Record<string, Record<AdminLanguage, FieldText>>;

export interface FileHelp {
  /** the page or part of the site the file holds: "Contact page", "Pagina Contatti" */
  page: Record<AdminLanguage, string>;
  fields: HelpByPattern;
}

/** What follows a field's key in its patterns: "[]" for a list's items, ".key" for a group's fields. */
type Below<Value> =
  NonNullable<Value> extends readonly (infer Item)[]
    ? "[]" | `[]${Below<Item>}`
    : NonNullable<Value> extends Date
      ? never
      : NonNullable<Value> extends object
        ? {
            [Key in keyof NonNullable<Value> & string]:
              `.${Key}` | `.${Key}${Below<NonNullable<Value>[Key]>}`;
          }[keyof NonNullable<Value> & string]
        : never;

/** Every pattern of a content file's fields ("families[].grades[].typical"), from its schema. */
export type FieldPattern<Data> = {
  [Key in keyof Data & string]: Key | `${Key}${Below<Data[Key]>}`;
}[keyof Data & string];

/**
 * A content file's words, held to its schema: a pattern that names no field of it (a field
 * renamed or taken out) is a type error where the words are written.
 */
export interface FileHelpOf<Name extends ContentName> {
  page: Record<AdminLanguage, string>;
  fields: Partial<
    Record<FieldPattern<z.input<(typeof contentFiles)[Name]["schema"]>>, Record<AdminLanguage, FieldText>>
  >;
}
