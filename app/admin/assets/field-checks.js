// Each field's check in the page, as it is typed (issue 31): an empty field that must hold words,
// one too short, a figure that is no number, each said at the field in the editor's words once
// the person leaves it, and cleared as soon as it is right; beside a field with a limit, how many
// characters it holds. The form is still sent as it is: the site's own check, at Save, decides,
// and says at the field what it refuses. Without this script the form works as before.
(() => {
  const form = document.querySelector("form[data-draft]");
  if (!form) return;
  const words = form.dataset;
  const fill = (template, values) =>
    (template ?? "").replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  const isField = (element) =>
    element instanceof window.Element &&
    element.matches("input[type=text][name^='f.'], textarea[name^='f.']") &&
    element.id;

  // Each pattern compiled once, not at every key; none where a browser cannot (the v flag is
  // recent): the server's check, at Save, still says it.
  const rules = new Map();
  const figureRule = (pattern) => {
    if (pattern === undefined) return undefined;
    if (!rules.has(pattern)) {
      let rule;
      try {
        rule = new RegExp(`^(?:${pattern})$`, "v");
      } catch {
        rule = undefined;
      }
      rules.set(pattern, rule);
    }
    return rules.get(pattern);
  };

  /** What is wrong with the value, in words; "" when nothing. The server reads numbers so too. */
  const problemOf = (field) => {
    const value = field.value;
    // The field's pattern is the server's reading of a figure ("1.200", "1,5"; typed-number.ts),
    // not the pattern attribute: the browser would refuse the form in its own words.
    if (field.dataset.number !== undefined) {
      const figure = figureRule(field.dataset.pattern);
      if (value.trim() === "" || !figure || figure.test(value)) return "";
      return field.dataset.number === "integer" ? words.checkInteger : words.checkNumber;
    }
    const least = Number(field.getAttribute("minlength") ?? 0);
    if (least >= 1 && value.trim() === "") return words.checkEmpty;
    if (least > 1 && value.length < least) return fill(words.checkShort, { n: least, count: value.length });
    return "";
  };

  const describedBy = (field, id, on) => {
    const ids = (field.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter((one) => one && one !== id);
    if (on) ids.unshift(id);
    if (ids.length) field.setAttribute("aria-describedby", ids.join(" "));
    else field.removeAttribute("aria-describedby");
  };

  const check = (field) => {
    const id = `check-${field.id}`;
    let note = document.getElementById(id);
    const problem = problemOf(field);
    if (!problem) {
      if (!note) return;
      note.remove();
      describedBy(field, id, false);
      // Still wrong by the site's own check (said by the server above it): left marked.
      if (!document.getElementById(`problem-${field.id}`)) field.removeAttribute("aria-invalid");
      return;
    }
    if (!note) {
      note = document.createElement("p");
      note.className = "problem";
      note.id = id;
      window.Element.prototype.before.call(field, note);
      describedBy(field, id, true);
    }
    note.textContent = problem;
    field.setAttribute("aria-invalid", "true");
  };

  /** "12 of 160 characters" under a field with a limit, made when the person first goes to it. */
  const count = (field) => {
    const max = field.getAttribute("maxlength");
    if (!max) return;
    const id = `count-${field.id}`;
    let note = document.getElementById(id);
    if (!note) {
      note = document.createElement("p");
      note.className = "count";
      note.id = id;
      window.Element.prototype.after.call(field, note);
    }
    // At the limit the browser silently takes no more keys: said, so it is not taken for a fault.
    const full = field.value.length >= Number(max);
    note.textContent = fill(full ? words.checkFull : words.checkCount, { count: field.value.length, max });
    note.classList.toggle("full", full);
    if (full) note.setAttribute("role", "status");
  };

  form.addEventListener("focusin", (event) => {
    if (isField(event.target)) count(event.target);
  });
  form.addEventListener("input", (event) => {
    if (!isField(event.target)) return;
    count(event.target);
    // Once said wrong, it is checked at every key, so the message goes as soon as it is right.
    if (document.getElementById(`check-${event.target.id}`)) check(event.target);
  });
  form.addEventListener("change", (event) => {
    if (isField(event.target)) check(event.target);
  });
})();
