// A list's Add, Remove, Move up and Move down done in the page (issue 31), with no trip to the
// server: nothing is sent until Save, and a quick run of clicks costs nothing. Without this
// script each button sends the form, and the server answers with the list changed, as before.
//
// The server writes every item's fields under its place ("f.panels.4.title", id
// "f-panels-4-title"), and, in a <template>, the item Add makes. Moving an item renumbers its
// fields, ids, labels and buttons to its new place, so what is sent reads as the server would
// have written it. keep-typing.js asks for a list's length (window.editorLists.resize) when a
// copy it brings back had more or fewer items.
(() => {
  const form = document.querySelector("form[data-draft]");
  if (!form) return;

  const pattern = /^(add|remove|up|down):([\w.-]+)$/;
  const listOf = (name) => {
    for (const fieldset of form.querySelectorAll("fieldset[data-list]"))
      if (fieldset.dataset.list === name) return fieldset;
    return undefined;
  };
  const child = (element, selector) => [...element.children].find((inside) => inside.matches(selector));
  const rowsOf = (fieldset) => [...child(fieldset, "ol").children];
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  /** Every name, id and number inside an item, from place `from` of `list` to place `to`. */
  const renumber = (row, list, from, to) => {
    const dotted = new RegExp(
      `^((?:f|len|bool|confirm)\\.|(?:add|remove|up|down):)?${escapeRegExp(`${list}.${from}`)}(?=\\.|$)`,
    );
    const withDot = (value) => value.replace(dotted, (_, prefix = "") => `${prefix}${list}.${to}`);
    const idPart = `f-${list.replace(/\W/g, "-")}-`;
    const id = new RegExp(`(^|-)${escapeRegExp(`${idPart}${from}`)}(?=-|$)`, "g");
    const withId = (value) => value.replace(id, (_, before) => `${before}${idPart}${to}`);
    const visit = (root) => {
      const elements =
        root instanceof window.Element
          ? [root, ...root.querySelectorAll("*")]
          : [...root.querySelectorAll("*")];
      for (const element of elements) {
        if (element.name) element.setAttribute("name", withDot(element.getAttribute("name")));
        if (element.matches('button[name="op"]')) element.value = withDot(element.value);
        if (element.dataset.list) element.dataset.list = withDot(element.dataset.list);
        for (const attribute of ["id", "for", "aria-describedby"])
          if (element.hasAttribute(attribute))
            element.setAttribute(attribute, withId(element.getAttribute(attribute)));
        // The item's own number (its legend, its buttons' words), not the numbers of a list inside.
        if (element.hasAttribute("data-n") && element.closest("li") === row)
          element.textContent = String(to + 1);
        if (element instanceof window.HTMLTemplateElement) visit(element.content);
      }
    };
    visit(row);
  };

  /** The buttons that would do nothing hidden, the count the server reads set. */
  const settle = (fieldset) => {
    const rows = rowsOf(fieldset);
    rows.forEach((row, index) => {
      const actions = child(row, ".item-actions");
      let handle = child(actions, ".drag");
      if (!handle) {
        // Dragged to its place with a mouse or a finger, or moved with the arrow keys.
        handle = document.createElement("button");
        handle.type = "button";
        handle.className = "small secondary drag";
        handle.textContent = "↕";
        handle.setAttribute("aria-label", form.dataset.drag ?? "");
        handle.title = form.dataset.drag ?? "";
        actions.prepend(handle);
      }
      handle.hidden = rows.length < 2;
      actions.querySelector('[value^="up:"]').hidden = index === 0;
      actions.querySelector('[value^="down:"]').hidden = index === rows.length - 1;
    });
    const length = child(fieldset, 'input[type="hidden"]');
    // A hidden field's value is its attribute: what the page came with is kept beside it, for
    // keep-typing.js to tell a list changed here from one as it came.
    length.dataset.came ??= length.getAttribute("value") ?? "";
    length.value = String(rows.length);
    const add = child(fieldset, 'button[name="op"]');
    if (add) add.hidden = rows.length >= Number(fieldset.dataset.max);
  };

  /** The place an item's fields are written under, read from its own Remove button. */
  const placeOf = (row) =>
    Number(/\.(-?\d+)$/.exec(child(row, ".item-actions").querySelector('[value^="remove:"]').value)[1]);
  /** Every item's fields written under the place it now has in the list. */
  const renumberAll = (fieldset) => {
    rowsOf(fieldset).forEach((row, index) => {
      const place = placeOf(row);
      if (place !== index) renumber(row, fieldset.dataset.list, place, index);
    });
    settle(fieldset);
  };

  const add = (fieldset) => {
    if (rowsOf(fieldset).length >= Number(fieldset.dataset.max)) return undefined;
    const row = child(fieldset, "template").content.firstElementChild.cloneNode(true);
    child(fieldset, "ol").append(row);
    renumberAll(fieldset);
    return row;
  };
  const remove = (fieldset, index) => {
    rowsOf(fieldset)[index].remove();
    renumberAll(fieldset);
  };
  const move = (fieldset, index, other) => {
    const rows = rowsOf(fieldset);
    if (other < index) rows[other].before(rows[index]);
    else rows[other].after(rows[index]);
    renumberAll(fieldset);
  };

  // Said to a screen reader: what the button did, where the item is now.
  const status = document.createElement("p");
  status.className = "visually-hidden";
  // A live region, not role=status: the page's own status is the answer to a save.
  status.setAttribute("aria-live", "polite");
  status.setAttribute("aria-atomic", "true");
  form.append(status);
  const say = (template, n) => {
    status.textContent = (template ?? "").replace("{n}", String(n));
  };
  const firstField = (row) => row?.querySelector("input:not([type=hidden]):not([hidden]), textarea, select");

  form.addEventListener("click", (event) => {
    const button = event.target instanceof window.Element ? event.target.closest('button[name="op"]') : null;
    const match = button && pattern.exec(button.value);
    if (!match) return;
    const [, verb, target] = match;
    const parts = target.split(".");
    const list = verb === "add" ? target : parts.slice(0, -1).join(".");
    const fieldset = listOf(list);
    if (!fieldset || !child(fieldset, "template")) return;
    event.preventDefault();
    const index = Number(parts.at(-1));
    if (verb === "add") {
      const row = add(fieldset);
      if (!row) return;
      (firstField(row) ?? row.querySelector("button"))?.focus();
      say(form.dataset.added, rowsOf(fieldset).length);
    } else if (verb === "remove") {
      remove(fieldset, index);
      const rows = rowsOf(fieldset);
      const next = rows[Math.min(index, rows.length - 1)];
      (
        firstField(next) ??
        child(fieldset, 'button[name="op"]:not([hidden])') ??
        child(fieldset, "legend")
      )?.focus();
      say(form.dataset.removed, index + 1);
    } else {
      const other = verb === "up" ? index - 1 : index + 1;
      if (other < 0 || other >= rowsOf(fieldset).length) return;
      move(fieldset, index, other);
      // The same button on the item moved, or the other one once it reached an end.
      const actions = child(rowsOf(fieldset)[other], ".item-actions");
      (
        actions.querySelector(`[value^="${verb}:"]:not([hidden])`) ??
        actions.querySelector("button:not([hidden])")
      )?.focus();
      say(form.dataset.moved, other + 1);
    }
    // Typed, as far as the rest of the page knows: kept (keep-typing.js), shown (live-preview.js).
    fieldset.dispatchEvent(new window.Event("input", { bubbles: true }));
  });

  // Dragging: the item follows the pointer among its list's items, and takes its place when let go.
  form.addEventListener("pointerdown", (event) => {
    const handle = event.target instanceof window.Element ? event.target.closest(".drag") : null;
    if (!handle || event.button !== 0) return;
    const row = handle.closest("li");
    const fieldset = row.parentElement.parentElement;
    const from = rowsOf(fieldset).indexOf(row);
    event.preventDefault();
    // Followed on the window, not captured by the handle: moving the item in the page would end
    // a capture.
    row.classList.add("dragging");
    const follow = (moved) => {
      if (moved.pointerId !== event.pointerId) return;
      // Near the window's edge, the page scrolls to the places beyond it.
      if (moved.clientY < 48) window.scrollBy(0, -24);
      else if (moved.clientY > window.innerHeight - 48) window.scrollBy(0, 24);
      const others = rowsOf(fieldset).filter((other) => other !== row);
      const before = others.find((other) => {
        const box = other.getBoundingClientRect();
        return moved.clientY < box.top + box.height / 2;
      });
      if (before && before !== row.nextElementSibling) before.before(row);
      else if (!before && others.length && row !== child(fieldset, "ol").lastElementChild)
        child(fieldset, "ol").append(row);
    };
    const drop = (ended) => {
      if (ended.pointerId !== event.pointerId) return;
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerup", drop);
      window.removeEventListener("pointercancel", drop);
      row.classList.remove("dragging");
      const to = rowsOf(fieldset).indexOf(row);
      if (to === from) return;
      renumberAll(fieldset);
      handle.focus();
      say(form.dataset.moved, to + 1);
      fieldset.dispatchEvent(new window.Event("input", { bubbles: true }));
    };
    window.addEventListener("pointermove", follow);
    window.addEventListener("pointerup", drop);
    window.addEventListener("pointercancel", drop);
  });
  form.addEventListener("keydown", (event) => {
    const handle = event.target instanceof window.Element ? event.target.closest(".drag") : null;
    if (!handle || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    const row = handle.closest("li");
    const fieldset = row.parentElement.parentElement;
    const index = rowsOf(fieldset).indexOf(row);
    const other = event.key === "ArrowUp" ? index - 1 : index + 1;
    event.preventDefault();
    if (other < 0 || other >= rowsOf(fieldset).length) return;
    move(fieldset, index, other);
    handle.focus();
    say(form.dataset.moved, other + 1);
    fieldset.dispatchEvent(new window.Event("input", { bubbles: true }));
  });

  // Every list's items given their handle.
  for (const fieldset of form.querySelectorAll("fieldset[data-list]"))
    if (child(fieldset, "template")) settle(fieldset);

  window.editorLists = {
    /** A list made `length` items long, at its end: for a copy of the form brought back. */
    resize(name, length) {
      const fieldset = listOf(name);
      if (!fieldset || !child(fieldset, "template")) return false;
      while (rowsOf(fieldset).length < length && add(fieldset));
      while (rowsOf(fieldset).length > length) remove(fieldset, rowsOf(fieldset).length - 1);
      return rowsOf(fieldset).length === length;
    },
  };
})();
