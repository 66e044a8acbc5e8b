/**
 * A choice field's keys as people read them: the quote page's list shows them in the visitor's
 * language, the sales team's mail in English. Both read them here, from the quote page's words.
 * Client-safe.
 */
import type { QuoteContent } from "../content/schemas/quote.ts";
import type { ChoiceField } from "./fields.ts";

/** Where each choice field's names are in content/<language>/quote.yaml. */
const namesOf = {
  partFamily: "partFamilies",
  material: "materialNames",
  machining: "machiningChoices",
} as const satisfies Record<ChoiceField, keyof QuoteContent>;

/** The name of `key` among `field`'s choices; undefined for a key the words do not have. */
export function choiceName(words: QuoteContent, field: ChoiceField, key: string): string | undefined {
  const names: Partial<Record<string, string>> = words[namesOf[field]];
  return names[key];
}
