/**
 * Nothing typed is lost (issues 31, 49): what the person types into an editor's form is kept in
 * this browser, per person and form, as they type, encrypted with the key the editor's pages give
 * (the root's draftKey): the storage is the public pages' too. When the page opens again (a
 * reload, a closed tab, a sign-in after the session ran out, a form refused) with other values
 * than those typed, the typed ones come back, lists as long as they were left, and the page says
 * so with a way to drop them. What was made or saved clears them. Leaving with something unsaved
 * asks first; signing out takes it all out of the browser. Without scripts the form works as
 * before: this adds, it never replaces.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { servedValue } from "./typed-before-hydration.ts";

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

/** A list's length, which the form sends beside its items ("len.panels"). */
const isLength = (field: Field) => field.type === "hidden" && field.name.startsWith("len.");
/** The fields a person types into: texts, numbers, choices and marks, and each list's length; not the token. */
const fieldsOf = (form: HTMLFormElement): Field[] =>
  [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      ((/^(f|confirm)\./.test(element.name) && element.type !== "hidden") || isLength(element)),
  );
const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && field.type === "checkbox" ? (field.checked ? "on" : "") : field.value;
const setValue = (field: Field, value: string) => {
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === "on";
  else field.value = value;
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

/**
 * A form's copy in this browser's storage under `key`, encrypted with `draftKey`: written in the
 * order asked, so an older copy never lands after a newer one.
 */
function sealedCopy(store: Storage, subtle: SubtleCrypto, key: string, draftKey: string) {
  const cryptoKey = subtle.importKey("raw", bytesOf(draftKey), "AES-GCM", false, ["encrypt", "decrypt"]);
  let writing = Promise.resolve();
  let forgotten = false;
  return {
    seal(kept: Kept) {
      writing = writing
        .then(async () => {
          const iv = window.crypto.getRandomValues(new Uint8Array(12));
          const data = await subtle.encrypt(
            { name: "AES-GCM", iv },
            await cryptoKey,
            new TextEncoder().encode(JSON.stringify(kept)),
          );
          // Signed out while it was being sealed: it is not written after all.
          if (forgotten) return;
          // A page that is going seals its last copy as the next page opens: a copy the next
          // page kept since (the answer to a form sent) is newer, and stays.
          if (keptAt(store.getItem(key)) > kept.at) return;
          store.setItem(key, JSON.stringify({ iv: base64Of(iv), data: base64Of(data), at: kept.at }));
        })
        .catch(() => undefined);
    },
    remove() {
      writing = writing.then(() => store.removeItem(key)).catch(() => undefined);
    },
    async read(): Promise<Kept | undefined> {
      try {
        const text = store.getItem(key);
        if (!text) return undefined;
        const sealed = JSON.parse(text) as { iv: string; data: string } | Kept;
        // A copy kept before copies were encrypted (issue 49): read once, then kept encrypted.
        if ("values" in sealed) return sealed;
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
    },
    /** Every form's copy gone from this browser, this one's too once being sealed. */
    forget() {
      forgotten = true;
      forgetAll(store);
      // A copy being sealed as the person signed out (slow on a busy machine) is cleared too.
      void writing.then(() => forgetAll(store));
    },
  };
}

/**
 * Each list of `form` made as long as `values` says, outer lists first (an item brings its own
 * lists); given what the page came with, only the lists still as it came. Whether any changed.
 */
function resizeLists(
  form: HTMLFormElement,
  values: Values,
  cameWith: Values | undefined,
  resize: ((list: string, length: number) => boolean) | undefined,
) {
  let changed = false;
  const lengths = Object.keys(values)
    .filter((name) => name.startsWith("len."))
    .sort((a, b) => a.split(".").length - b.split(".").length);
  for (const name of lengths) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement) || !isLength(field) || field.value === values[name]) continue;
    if (cameWith && name in cameWith && field.value !== cameWith[name]) continue;
    changed = resize?.(name.slice("len.".length), Number(values[name])) || changed;
  }
  return changed;
}

export function useKeptTyping(
  form: RefObject<HTMLFormElement | null>,
  {
    draft,
    draftKey,
    posted,
    saved = false,
    resize,
  }: {
    /** The person and the form ("giulia@…:new/datasheet"). */
    draft: string;
    /** The key the copy is encrypted with; none: nothing is kept (a copy readable by every script is worse). */
    draftKey: string | undefined;
    /** This page answers the form sent: it shows what was sent, newer than any copy; it becomes the copy. */
    posted: boolean;
    /** This page follows a save that went through: what was typed is in the file now. */
    saved?: boolean;
    /**
     * Makes the list named so `length` items long, at its end, in the page before it returns (a
     * copy brought back had more or fewer); false for no such list.
     */
    resize?: (list: string, length: number) => boolean;
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
    const loaded = Object.fromEntries(fieldsOf(element).map((field) => [field.name, servedValue(field)]));
    const { seal, remove, read, forget } = sealedCopy(store, subtle, draftStorageKey(draft), draftKey);
    /** Keeps what differs from the page as it came (or all of it, on an answer to the form sent). */
    const typedSince = (values: Values) => Object.keys(values).some((name) => values[name] !== loaded[name]);
    const write = () => {
      const values = snapshot(element);
      const changed = posted || typedSince(values);
      if (changed) seal({ values, at: new Date().toISOString() });
      else remove();
      return changed;
    };

    const resizeAs = (values: Values, asCameOnly: boolean) =>
      resizeLists(element, values, asCameOnly ? loaded : undefined, resize);
    // A field's value as the page came; an item added since came empty.
    const asCame = (field: Field) => (field.name in loaded ? loaded[field.name] : servedValue(field));

    /** A copy brought back into the fields still as the page came, its lists first. */
    const restore = (kept: Kept | undefined) => {
      if (!kept?.values) return;
      const resized = resizeAs(kept.values, true);
      // Only into fields as the page came: one typed into already keeps what was typed.
      const differing = fieldsOf(element).filter(
        (field) =>
          !isLength(field) &&
          field.name in kept.values &&
          kept.values[field.name] !== asCame(field) &&
          valueOf(field) === asCame(field),
      );
      if (differing.length === 0 && !resized) return;
      for (const field of differing) setValue(field, kept.values[field.name]!);
      setRestored(kept.at);
    };

    if (saved) remove();
    else if (posted) write();
    else
      void read().then((kept) => {
        // Typed before React ran (a slow machine): kept now, with what comes back, not only at
        // the next key.
        const typedEarly = typedSince(snapshot(element));
        restore(kept);
        if (typedEarly) write();
      });
    discardRef.current = () => {
      // The lists back to their length as the page came, then every value.
      resizeAs(loaded, false);
      for (const field of fieldsOf(element))
        if (field.name in loaded && !isLength(field)) setValue(field, loaded[field.name]!);
      remove();
      setRestored(undefined);
      // The notice and its button go: the focus to the form's first field, not lost to the page.
      element.querySelector<HTMLElement>("input:not([type=hidden]):not([hidden]), textarea, select")?.focus();
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
    const sent = (event: SubmitEvent) => {
      write();
      // Sent to the live preview's frame: the person is still on this page.
      if ((event.submitter as HTMLButtonElement | null)?.formTarget) return;
      leaving = true;
    };
    // Signing out takes what was typed out of this browser: the server's answer clears the
    // storage too (Clear-Site-Data), but this page could write its copy again as it goes.
    const signOut = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && /\/admin\/logout$/.test(event.target.action))
        signingOut = true;
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
  }, [form, draft, draftKey, posted, saved, resize]);

  return { restored, discard: () => discardRef.current() };
}

/** A form's copy, gone: what was typed is made or saved now. */
export function useDraftCleared(draft: string | undefined) {
  useEffect(() => {
    if (draft) storage()?.removeItem(draftStorageKey(draft));
  }, [draft]);
}
