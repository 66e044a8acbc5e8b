/**
 * What the visitor typed, kept in sessionStorage until the enquiry is acknowledged, so an
 * accidental reload does not lose it. Without storage the form simply works without a draft.
 */
import { readStored, removeStored, writeStored } from "../../browser/storage.ts";
import { enquiryForms, type FormValues, formValues } from "../fields.ts";

const key = "enquiry-draft";

export function saveDraft(form: HTMLFormElement) {
  writeStored("sessionStorage", key, JSON.stringify(formValues("contact", new FormData(form))));
}

/** Puts the draft into the fields that are still empty; returns the fields' values afterwards. */
export function restoreDraft(form: HTMLFormElement): Partial<FormValues<"contact">> {
  let draft: unknown;
  try {
    draft = JSON.parse(readStored("sessionStorage", key) ?? "null");
  } catch {
    draft = null;
  }
  const values: Partial<FormValues<"contact">> = {};
  for (const field of enquiryForms.contact.fields) {
    const input = form.elements.namedItem(field);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
    const saved: unknown =
      typeof draft === "object" && draft !== null ? (draft as Record<string, unknown>)[field] : null;
    if (input.value === "" && typeof saved === "string") input.value = saved;
    values[field] = input.value;
  }
  return values;
}

export function clearDraft() {
  removeStored("sessionStorage", key);
}
