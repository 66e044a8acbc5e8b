// The live preview beside an editing form (issue 31). Without this script the preview's button
// sends the form to the frame (the page with what was typed, not saved). With it, the frame
// follows the typing: the form is sent there after each pause, the frame keeps its place on the
// page, shows the page at a phone's or a computer's width, and on a narrow screen opens and closes
// at the bottom of the screen.
(() => {
  const panel = document.querySelector("aside.live-preview");
  const form = document.getElementById("edit-form");
  const button = panel?.querySelector("[data-live]");
  const frame = panel?.querySelector("iframe");
  const choice = panel?.querySelector("select");
  if (!panel || !form || !button || !frame) return;
  document.documentElement.classList.add("js-live");

  const wide = window.matchMedia("(min-width: 75rem)");
  const shown = () => wide.matches || panel.classList.contains("open");
  let keep = 0;
  let timer;
  // Sent for real (Save, a list's button): no preview is sent after it, while the page it asked
  // for is on its way.
  let leaving = false;
  form.addEventListener("submit", (event) => {
    if (event.submitter === button) return;
    leaving = true;
    clearTimeout(timer);
  });
  // The same page again keeps its place; another page starts at its top.
  const refresh = (samePage = true) => {
    clearTimeout(timer);
    if (leaving) return;
    try {
      keep = samePage ? (frame.contentWindow?.scrollY ?? 0) : 0;
    } catch {
      keep = 0;
    }
    form.requestSubmit(button);
  };
  const later = () => {
    if (leaving || !shown()) return;
    clearTimeout(timer);
    timer = setTimeout(refresh, 250);
  };
  form.addEventListener("input", later);
  form.addEventListener("change", later);
  choice?.addEventListener("change", () => refresh(false));
  frame.addEventListener("load", () => {
    try {
      frame.contentWindow?.scrollTo(0, keep);
    } catch {
      // a page of another origin: nothing to keep
    }
  });
  // What keep-typing.js brought back is not saved: the frame shows it, not the file.
  if (document.querySelector(".restored")) refresh();

  // The page at a phone's width or a computer's, scaled down to the space there is.
  const widths = panel.querySelector(".live-widths");
  const box = frame.parentElement;
  let width = wide.matches ? 1280 : 360;
  const fit = () => {
    const scale = Math.min(1, box.clientWidth / width);
    frame.style.width = `${width}px`;
    frame.style.height = `${box.clientHeight / scale}px`;
    frame.style.transform = `scale(${scale})`;
    for (const each of widths?.querySelectorAll("button") ?? [])
      each.setAttribute("aria-pressed", String(Number(each.dataset.width) === width));
  };
  if (widths) {
    widths.hidden = false;
    widths.addEventListener("click", (event) => {
      const pressed = event.target.closest("button[data-width]");
      if (!pressed) return;
      width = Number(pressed.dataset.width);
      fit();
    });
  }
  new window.ResizeObserver(fit).observe(box);

  // On a narrow screen: a button beside Save opens the preview over the bottom of the screen.
  const actions = form.querySelector(".actions");
  if (actions) {
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "secondary live-toggle";
    toggle.setAttribute("aria-expanded", "false");
    toggle.setAttribute("aria-controls", panel.id || (panel.id = "live-panel"));
    toggle.textContent = panel.dataset.show;
    toggle.addEventListener("click", () => {
      const open = panel.classList.toggle("open");
      document.documentElement.classList.toggle("live-open", open);
      toggle.setAttribute("aria-expanded", String(open));
      toggle.textContent = open ? panel.dataset.hide : panel.dataset.show;
      if (open) refresh();
    });
    actions.append(toggle);
  }
})();
