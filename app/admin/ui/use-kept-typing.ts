/**
 * Nothing typed is lost (issues 31, 49), for a form React runs: what the person types is kept in
 * this browser, per person and form, as they type, encrypted with the key the editor's pages give
 * (the root's draftKey): the storage is the public pages' too. When the page opens again (a
 * reload, a closed tab, a sign-in after the session ran out, a form refused) with other values
 * than those typed, the typed ones come back, and the page says so with a way to drop them. What
 * was made or saved clears them. Leaving with something unsaved asks first; signing out takes it
 * all out of the browser. Without scripts the form works as before: this adds, it never replaces.
 * (The same as assets/keep-typing.js, which the forms with lists still run: ADR 0043.)
 */
import { type RefObject, useEffect, useRef, useState } from "react";

/** Where a form's copy is kept: per person and form. */
export const draftStorageKey = (draft: string) => `foundry-editor-draft:${draft}`;
const draftPrefix = draftStorageKey("");

type Values = Record<string, string>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Kept {
  values: Values;
  at: string;
}

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
const bytesOf = (base64: string) =>
  Uint8Array.from(window.atob(base64.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const base64Of = (bytes: ArrayBuffer | Uint8Array) =>
  window.btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The fields a person types into: texts, numbers, choices and marks; not the token. */
const fieldsOf = (form: HTMLFormElement): Field[] =>
  [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      /^(f|confirm)\./.test(element.name) &&
      element.type !== "hidden",
  );
const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && field.type === "checkbox" ? (field.checked ? "on" : "") : field.value;
const setValue = (field: Field, value: string) => {
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === "on";
  else field.value = value;
};
/** What the page came with, from its HTML: not what it holds now, typed into before React ran. */
const served = (field: Field) => {
  if (field instanceof HTMLInputElement && field.type === "checkbox") return field.defaultChecked ? "on" : "";
  if (field instanceof HTMLSelectElement)
    return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "";
  return field.defaultValue;
};
const snapshot = (form: HTMLFormElement): Values =>
  Object.fromEntries(fieldsOf(form).map((field) => [field.name, valueOf(field)]));

/** When a stored copy was taken (said beside its ciphertext); "" for none or one that does not say. */
const keptAt = (stored: string | null): string => {
  try {
    const at = (JSON.parse(stored ?? "null") as { at?: unknown } | null)?.at;
    return typeof at === "string" ? at : "";
  } catch {
    return "";
  }
};

/** Clears every form's copy at once: at sign-out, from this browser. */
const forgetAll = (store: Storage) => {
  for (const name of Object.keys(store)) if (name.startsWith(draftPrefix)) store.removeItem(name);
};

export function useKeptTyping(
  form: RefObject<HTMLFormElement | null>,
  {
    draft,
    draftKey,
    posted,
  }: {
    /** The person and the form ("giulia@…:new/datasheet"). */
    draft: string;
    /** The key the copy is encrypted with; none: nothing is kept (a copy readable by every script is worse). */
    draftKey: string | undefined;
    /** This page answers the form sent: it shows what was sent, newer than any copy; it becomes the copy. */
    posted: boolean;
  },
): { restored: string | undefined; discard: () => void } {
  // When the copy brought back was kept; undefined while none was.
  const [restored, setRestored] = useState<string | undefined>();
  const discardRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const element = form.current;
    const store = storage();
    const subtle = window.crypto?.subtle;
    if (!element || !store || !draftKey || !subtle) return;
    const key = draftStorageKey(draft);
    const cryptoKey = subtle.importKey("raw", bytesOf(draftKey), "AES-GCM", false, ["encrypt", "decrypt"]);
    const loaded = Object.fromEntries(fieldsOf(element).map((field) => [field.name, served(field)]));
    // Writes in the order they were asked: an older copy never lands after a newer one.
    let writing = Promise.resolve();
    let forgotten = false;
    const seal = (text: string, at: string) => {
      writing = writing
        .then(async () => {
          const iv = window.crypto.getRandomValues(new Uint8Array(12));
          const data = await subtle.encrypt(
            { name: "AES-GCM", iv },
            await cryptoKey,
            new TextEncoder().encode(text),
          );
          // Signed out while it was being sealed: it is not written after all.
          if (forgotten) return;
          // A page that is going seals its last copy as the next page opens: a copy the next
          // page kept since (the answer to a form sent) is newer, and stays.
          if (keptAt(store.getItem(key)) > at) return;
          store.setItem(key, JSON.stringify({ iv: base64Of(iv), data: base64Of(data), at }));
        })
        .catch(() => undefined);
    };
    const remove = () => {
      writing = writing.then(() => store.removeItem(key)).catch(() => undefined);
    };
    const read = async (): Promise<Kept | undefined> => {
      try {
        const text = store.getItem(key);
        if (!text) return undefined;
        const sealed = JSON.parse(text) as { iv: string; data: string };
        const plain = await subtle.decrypt(
          { name: "AES-GCM", iv: bytesOf(sealed.iv) },
          await cryptoKey,
          bytesOf(sealed.data),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as Kept;
      } catch {
        // Another key's (another person's in this browser, a changed secret) or damaged: not ours.
        return undefined;
      }
    };
    /** Keeps what differs from the page as it came (or all of it, on an answer to the form sent). */
    const write = () => {
      const values = snapshot(element);
      const changed = posted || Object.keys(values).some((name) => values[name] !== loaded[name]);
      if (changed) {
        const at = new Date().toISOString();
        seal(JSON.stringify({ values, at } satisfies Kept), at);
      } else remove();
      return changed;
    };

    if (posted) write();
    else
      void read().then((kept) => {
        if (!kept?.values) return;
        // Only into fields as the page came: one typed into already keeps what was typed.
        const differing = fieldsOf(element).filter(
          (field) =>
            field.name in kept.values &&
            kept.values[field.name] !== loaded[field.name] &&
            valueOf(field) === loaded[field.name],
        );
        if (differing.length === 0) return;
        for (const field of differing) setValue(field, kept.values[field.name]!);
        setRestored(kept.at);
      });
    discardRef.current = () => {
      for (const field of fieldsOf(element)) if (field.name in loaded) setValue(field, loaded[field.name]!);
      remove();
      setRestored(undefined);
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    let leaving = false;
    let signingOut = false;
    const keep = () => {
      clearTimeout(timer);
      timer = setTimeout(write, 300);
      signingOut = false;
    };
    // Sending the form is not leaving it: the answer shows what was sent, or keeps it if refused.
    const sent = () => {
      write();
      leaving = true;
    };
    // Signing out takes what was typed out of this browser: the server's answer clears the
    // storage too (Clear-Site-Data), but this page could write its copy again as it goes.
    const signOut = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && /\/admin\/logout$/.test(event.target.action))
        signingOut = true;
    };
    const forget = () => {
      forgotten = true;
      forgetAll(store);
      // A copy being sealed as the person signed out (slow on a busy machine) is cleared too.
      void writing.then(() => forgetAll(store));
    };
    const hide = () => (signingOut ? forget() : write());
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (signingOut || leaving || !write()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Every listener goes with the form: one signal takes them all away.
    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener("input", keep, { signal });
    element.addEventListener("change", keep, { signal });
    element.addEventListener("submit", sent, { signal });
    document.addEventListener("submit", signOut, { signal });
    window.addEventListener("pagehide", hide, { signal });
    window.addEventListener("beforeunload", beforeUnload, { signal });
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [form, draft, draftKey, posted]);

  return { restored, discard: () => discardRef.current() };
}

/** A form's copy, gone: what was typed is made or saved now. */
export function useDraftCleared(draft: string | undefined) {
  useEffect(() => {
    if (draft) storage()?.removeItem(draftStorageKey(draft));
  }, [draft]);
}
