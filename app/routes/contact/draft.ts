/**
 * What the visitor typed, kept in sessionStorage until the enquiry is acknowledged, so an
 * accidental reload does not lose it. Storage can be unavailable (privacy modes, quotas): then
 * the form simply works without a draft.
 */
import { enquiryFields, type EnquiryValues } from "./enquiry.ts";

const key = "enquiry-draft";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(form: HTMLFormElement) {
  const values: Partial<EnquiryValues> = {};
  for (const field of enquiryFields) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)
      values[field] = input.value;
  }
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Full or refused: the draft is a convenience, the form still works.
  }
}

/** Puts the draft into the fields that are still empty; returns the fields' values afterwards. */
export function restoreDraft(form: HTMLFormElement): Partial<EnquiryValues> {
  let draft: unknown;
  try {
    draft = JSON.parse(storage()?.getItem(key) ?? "null");
  } catch {
    draft = null;
  }
  const values: Partial<EnquiryValues> = {};
  for (const field of enquiryFields) {
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
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
