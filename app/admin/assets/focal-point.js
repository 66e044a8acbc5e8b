// The point a photo's crop keeps, chosen on the whole photo (issue 31): a click or a drag puts it
// anywhere, the arrow keys move it, and the crop above shows at once what the site will cut, as
// photo-crop.ts's coverCrop cuts it (the point as near the middle as the photo allows), with no
// request but the whole photo's. The nine points stay, and move the point too. The point goes to
// the server in the form's "focus" field. Without this script, the nine points and "Show this
// crop" do the same by a round trip.
(() => {
  const picker = document.querySelector("[data-picker]");
  const form = picker?.closest("form");
  const crop = document.querySelector("img.crop");
  if (!picker || !form || !crop) return;
  const area = picker.querySelector(".whole");
  const whole = area.querySelector("img");
  const frame = area.querySelector(".frame");
  const mark = area.querySelector(".mark");
  const field = form.elements.namedItem("focus");
  const radios = [...form.querySelectorAll("input[type=radio][name=point]")];
  const [cropWidth, cropHeight] = picker.dataset.crop.split("x").map(Number);
  const clamp = (value, low, high) => Math.min(Math.max(value, low), high);
  const percent = (value) => `${Math.round(value * 10000) / 100}%`;
  const pointOf = (text) => {
    const [x, y] = (text ?? "").split(",").map(Number);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  };
  const said = picker.querySelector("#pick-at");
  let point;

  /** The point shown on the photo, the crop cut around it, and the form told; none: automatic. */
  const show = (next) => {
    point = next;
    if (!next) {
      frame.hidden = true;
      mark.hidden = true;
      field.value = "";
      said.textContent = "";
      crop.src = picker.dataset.auto;
      crop.style.objectPosition = "";
      return;
    }
    // The share of the photo the crop covers, as coverCrop scales the photo to cover the place.
    const aspect = Number(whole.getAttribute("width")) / Number(whole.getAttribute("height"));
    const shape = cropWidth / cropHeight;
    const share = aspect > shape ? { x: shape / aspect, y: 1 } : { x: 1, y: aspect / shape };
    const left = clamp(next.x - share.x / 2, 0, 1 - share.x);
    const top = clamp(next.y - share.y / 2, 0, 1 - share.y);
    Object.assign(frame.style, {
      left: percent(left),
      top: percent(top),
      width: percent(share.x),
      height: percent(share.y),
    });
    Object.assign(mark.style, { left: percent(next.x), top: percent(next.y) });
    frame.hidden = false;
    mark.hidden = false;
    field.value = `${next.x},${next.y}`;
    said.textContent = (picker.dataset.at ?? "")
      .replace("{x}", String(Math.round(next.x * 100)))
      .replace("{y}", String(Math.round(next.y * 100)));
    // The whole photo, covering the place's shape, moved as the crop is: what the site will show.
    if (crop.src !== whole.src) crop.src = whole.src;
    Object.assign(crop.style, {
      aspectRatio: `${cropWidth} / ${cropHeight}`,
      objectFit: "cover",
      objectPosition: `${share.x < 1 ? percent(left / (1 - share.x)) : "50%"} ${share.y < 1 ? percent(top / (1 - share.y)) : "50%"}`,
    });
  };

  /** A point chosen on the photo is none of the nine. */
  const chooseOnPhoto = (next) => {
    for (const radio of radios) radio.checked = false;
    // To a thousandth, as it is kept: the crop shown is the crop the site will make.
    const kept = (value) => Math.round(clamp(value, 0, 1) * 1000) / 1000;
    show({ x: kept(next.x), y: kept(next.y) });
  };

  const at = (event) => {
    const box = whole.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  let dragging = false;
  area.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    dragging = true;
    area.setPointerCapture(event.pointerId);
    area.focus();
    chooseOnPhoto(at(event));
  });
  area.addEventListener("pointermove", (event) => {
    if (dragging) chooseOnPhoto(at(event));
  });
  for (const type of ["pointerup", "pointercancel"]) area.addEventListener(type, () => (dragging = false));
  area.addEventListener("keydown", (event) => {
    const step = event.shiftKey ? 0.01 : 0.05;
    const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const from = point ?? { x: 0.5, y: 0.5 };
    chooseOnPhoto({ x: from.x + move[0], y: from.y + move[1] });
  });
  for (const radio of radios) radio.addEventListener("change", () => show(pointOf(radio.dataset.focus)));

  picker.hidden = false;
  const checked = radios.find((radio) => radio.checked);
  const first = pointOf(field.value) ?? pointOf(checked?.dataset.focus);
  if (first) show(first);
})();
