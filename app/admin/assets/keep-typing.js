// Nothing typed is lost (issue 31). A form marked data-draft keeps what
// the person types in this browser, per person and file, as they type, encrypted with the key the
// editor's pages give (meta draft-key): the storage is the public pages' too (issue 49). When the page opens again
// (a reload, a closed tab, a sign-in after the session ran out, a save refused) with other values
// than those typed, the typed ones come back with a notice and a way to drop them. A save that
// went through clears them. Leaving with unsaved changes asks first. Without this script the
// forms work as before: it adds, it never replaces.
(() => {
  const form = document.querySelector("form[data-draft]");
  if (!form) return;
  const key = `foundry-editor-draft:${form.dataset.draft}`;
  const store = (() => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  })();
  // Without the key or the browser's cryptography (a page over plain HTTP elsewhere than this
  // machine) nothing is kept: a copy readable by every script of the site is worse than none.
  const keyText = document.querySelector('meta[name="draft-key"]')?.getAttribute("content");
  const subtle = window.crypto?.subtle;
  if (!store || !keyText || !subtle) return;
  const bytesOf = (base64) =>
    Uint8Array.from(window.atob(base64.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const base64Of = (bytes) => window.btoa(String.fromCharCode(...new Uint8Array(bytes)));
  const cryptoKey = subtle.importKey("raw", bytesOf(keyText), "AES-GCM", false, ["encrypt", "decrypt"]);
  // Writes in the order they were asked: an older copy never lands after a newer one.
  let writing = Promise.resolve();
  // Set at sign-out: nothing is written after it.
  let forgotten = false;
  const seal = (text, at) =>
    (writing = writing
      .then(async () => {
        const iv = window.crypto.getRandomValues(new Uint8Array(12));
        const data = await subtle.encrypt(
          { name: "AES-GCM", iv },
          await cryptoKey,
          new window.TextEncoder().encode(text),
        );
        // Signed out while it was being sealed: it is not written after all.
        if (forgotten) return;
        // A page that is going seals its last copy as the next page opens: a copy the next page
        // kept since (the answer to a form sent) is newer, and stays.
        const current = (() => {
          try {
            return JSON.parse(store.getItem(key) ?? "null");
          } catch {
            return null;
          }
        })();
        if (typeof current?.at === "string" && current.at > at) return;
        store.setItem(key, JSON.stringify({ iv: base64Of(iv), data: base64Of(data), at }));
      })
      .catch(() => undefined));
  const open = async (text) => {
    const sealed = JSON.parse(text);
    // A copy kept before drafts were encrypted: read once, then kept encrypted.
    if (sealed && sealed.values) return sealed;
    const plain = await subtle.decrypt(
      { name: "AES-GCM", iv: bytesOf(sealed.iv) },
      await cryptoKey,
      bytesOf(sealed.data),
    );
    return JSON.parse(new window.TextDecoder().decode(plain));
  };

  // The fields a person types into: texts, numbers, choices and marks; not the token or version.
  // And each list's length (lists.js adds, removes and moves items in the page).
  const isLength = (element) => element.type === "hidden" && element.name.startsWith("len.");
  const fields = () =>
    [...form.elements].filter(
      (element) =>
        element.name &&
        ((/^(f|confirm)\./.test(element.name) && element.type !== "hidden") || isLength(element)),
    );
  const valueOf = (element) => (element.type === "checkbox" ? (element.checked ? "on" : "") : element.value);
  const setValue = (element, value) => {
    if (element.type === "checkbox") element.checked = value === "on";
    else element.value = value;
  };
  const snapshot = () => Object.fromEntries(fields().map((element) => [element.name, valueOf(element)]));
  // What the page came with, from its HTML: not what it holds when this script runs, which on a
  // slow machine can be after the person (or a test) has typed into it already.
  const served = (element) => {
    if (isLength(element)) return element.dataset.came ?? element.getAttribute("value") ?? "";
    if (element.type === "checkbox") return element.defaultChecked ? "on" : "";
    if (element.tagName === "SELECT")
      return (
        ([...element.options].find((option) => option.defaultSelected) ?? element.options[0])?.value ?? ""
      );
    return element.defaultValue;
  };
  const loaded = Object.fromEntries(fields().map((element) => [element.name, served(element)]));

  // The answer to this very form (a list's button, a save refused): it shows what was sent, which
  // is newer than any copy kept before (a page whose script had not run yet when its button was
  // pressed kept none) and not in the file yet. It becomes the copy; no older one comes back.
  const posted = form.dataset.posted !== undefined;

  const read = async () => {
    try {
      const text = store.getItem(key);
      return text ? await open(text) : null;
    } catch {
      // Another key's (another person's in this browser, a changed secret) or damaged: not ours.
      return null;
    }
  };
  const write = () => {
    const values = snapshot();
    const changed = posted || Object.keys(values).some((name) => values[name] !== loaded[name]);
    // Full or refused storage fails inside the chain: the form still works, it keeps no copy.
    if (changed) {
      const at = new Date().toISOString();
      seal(JSON.stringify({ values, at }), at);
    } else writing = writing.then(() => store.removeItem(key)).catch(() => undefined);
    return changed;
  };

  // A save that went through: what was typed is in the file now.
  if (form.dataset.saved !== undefined) store.removeItem(key);

  if (posted) write();
  // Each list as long as `lengths` says, outer lists first (an item brings its own lists); a
  // copy brought back changes only the lists still as the page came. Whether any list changed.
  const resizeAs = (values, { asCameOnly }) => {
    let changed = false;
    const lengths = Object.keys(values)
      .filter((name) => name.startsWith("len."))
      .sort((a, b) => a.split(".").length - b.split(".").length);
    for (const name of lengths) {
      const element = form.elements.namedItem(name);
      if (!element || !isLength(element) || element.value === values[name]) continue;
      if (asCameOnly && name in loaded && element.value !== loaded[name]) continue;
      window.editorLists?.resize(name.slice("len.".length), Number(values[name]));
      changed = true;
    }
    return changed;
  };
  // A field's value as the page came, or as lists.js made it: an item added is empty.
  const asCame = (element) => (element.name in loaded ? loaded[element.name] : served(element));

  const restore = (draft) => {
    if (draft && draft.values) {
      const resized = resizeAs(draft.values, { asCameOnly: true });
      // Only into fields as the page came: one typed into already keeps what was typed.
      const differing = fields().filter(
        (element) =>
          !isLength(element) &&
          element.name in draft.values &&
          draft.values[element.name] !== asCame(element) &&
          valueOf(element) === asCame(element),
      );
      if (differing.length > 0 || resized) {
        for (const element of differing) setValue(element, draft.values[element.name]);
        const notice = document.createElement("div");
        notice.className = "restored";
        notice.setAttribute("role", "status");
        const text = document.createElement("p");
        const when = new Date(draft.at);
        text.textContent = form.dataset.restored.replace(
          "{date}",
          Number.isNaN(when.getTime()) ? "" : when.toLocaleString(document.documentElement.lang),
        );
        const drop = document.createElement("button");
        drop.type = "button";
        drop.className = "small secondary";
        drop.textContent = form.dataset.discard;
        drop.addEventListener("click", () => {
          // The lists back to their length as the page came, then every value.
          resizeAs(loaded, { asCameOnly: false });
          for (const element of fields())
            if (element.name in loaded && !isLength(element)) setValue(element, loaded[element.name]);
          writing = writing.then(() => store.removeItem(key)).catch(() => undefined);
          notice.remove();
        });
        notice.append(text, drop);
        // Not form.before(): a field with the id "before" would answer to that name instead.
        window.Element.prototype.before.call(form, notice);
      }
    }
  };
  if (form.dataset.saved === undefined && !posted) void read().then(restore);

  let timer;
  let leaving = false;
  const keep = () => {
    clearTimeout(timer);
    timer = setTimeout(write, 300);
  };
  form.addEventListener("input", keep);
  form.addEventListener("change", keep);
  // Sending the form is not leaving it: the answer shows what was sent, or keeps it if refused.
  form.addEventListener("submit", (event) => {
    write();
    // Sent to the live preview's frame (live-preview.js): the person is still on this page.
    if (event.submitter?.formTarget) return;
    leaving = true;
  });
  // Signing out takes what was typed and not saved out of this browser (issue 49): storage is
  // shared with the public pages' scripts. The server's answer clears it too (Clear-Site-Data),
  // but this page may write its copy again as it goes, after that answer has come.
  let signingOut = false;
  document.addEventListener("submit", (event) => {
    // The live preview sends this form to its frame on a timer: that may come after the click on
    // Sign out and before the page goes, and is not the person choosing to stay.
    if (event.submitter?.formTarget) return;
    signingOut =
      event.target instanceof window.HTMLFormElement && /\/admin\/logout$/.test(event.target.action);
  });
  const forget = () => {
    forgotten = true;
    const clear = () => {
      for (const name of Object.keys(store))
        if (name.startsWith("foundry-editor-draft:")) store.removeItem(name);
    };
    clear();
    // A copy being sealed as the person signed out (slow on a busy machine) is cleared too.
    void writing.then(clear);
  };
  form.addEventListener("input", () => (signingOut = false));
  window.addEventListener("pagehide", () => (signingOut ? forget() : write()));
  window.addEventListener("beforeunload", (event) => {
    if (signingOut) return;
    if (leaving || !write()) return;
    event.preventDefault();
    event.returnValue = "";
  });
})();
