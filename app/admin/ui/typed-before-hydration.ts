/**
 * What a person typed or chose before React hydrated the page, kept through hydration. React
 * hydrates a textarea by writing the server's text back into it, and a list of choices by
 * choosing the server's option again; a slow machine gives a person seconds to type before that
 * (an input of one line keeps what was typed). Taken before hydration, put back after it, ahead
 * of every effect of the page (a layout effect of the root): the form's own hooks see it.
 */
const typed = new Map<HTMLTextAreaElement | HTMLSelectElement, string>();

/**
 * What a field came with in the page's HTML, not what it holds now (typed into before React ran,
 * or written back by hydration): a mark "on" or "", a choice's served option, a text.
 */
export function servedValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (field instanceof HTMLInputElement && field.type === "checkbox") return field.defaultChecked ? "on" : "";
  if (field instanceof HTMLSelectElement)
    return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "";
  return field.defaultValue;
}

/** Before hydration: each field that holds other than the server sent. */
export function takeTypedBeforeHydration(): void {
  for (const field of document.querySelectorAll<HTMLTextAreaElement | HTMLSelectElement>(
    "textarea, select:not([multiple])",
  ))
    if (field.value !== servedValue(field)) typed.set(field, field.value);
}

/** After hydration: each of them given back what it held, unless typed into again since. */
export function giveBackTypedBeforeHydration(): void {
  for (const [field, value] of typed)
    if (field.isConnected && field.value === servedValue(field)) field.value = value;
  typed.clear();
}
