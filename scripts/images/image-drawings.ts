/**
 * The placeholder drawings: one technical-drawing-style SVG per image slot, drawn from the slot's
 * kind, size and label, so the site looks finished before the company's photos arrive. The slot's
 * name seeds every proportion, so the output is the same byte for byte on every run.
 * `generateImages` never overwrites: a file with the slot's name and any image extension wins.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DrawingKind, ImageSlot } from "../../app/content/schemas/index.ts";
import {
  type Box,
  type Point,
  type Random,
  Pen,
  between,
  escapeXml,
  fit,
  integer,
  mm,
  num,
  pick,
  points,
  polar,
  rotate,
  seededRandom,
  split,
} from "./drawing-pen.ts";
import { imageExtensions } from "../../app/content/slot-files.ts";
import { arc, hammerFront, rotorFront, round5 } from "./part-views.ts";

type Builder = (pen: Pen, area: Box, random: Random, slot: ImageSlot) => void;

const nearestDn = (value: number) =>
  [80, 100, 125, 150, 200, 250, 300, 350, 400].reduce((best, dn) =>
    Math.abs(dn - value) < Math.abs(best - value) ? dn : best,
  );
const at = ([x, y]: Point) => `${num(x)} ${num(y)}`;

// ---------------------------------------------------------------- wear parts of the shredder

const rotor: Builder = (pen, area, random, slot) => {
  const k = pen.k;
  const spider = /spider/i.test(slot.label) || random() < 0.5;
  const arms = spider ? pick(random, [3, 4, 5, 6]) : pick(random, [4, 6, 8]);
  const [front, side] = split(area, 0.56, 60 * k);
  const { cx, cy, u } = fit(front, 3.05, 3.05);
  const R = u;
  const pitch = R * between(random, 0.72, 0.8);
  const hub = R * between(random, 0.3, 0.36);
  const reach = R * 1.24;
  const offset = -90 + 180 / arms;
  const swing = pick(random, [1800, 2000, 2200, 2400, 2800, 3200]);
  rotorFront(pen, { cx, cy, R, arms, pitch, hub, reach, offset, spider });
  pen.leader(polar(cx, cy, reach, -38), 70 * k, -70 * k, `Ø ${mm(swing)}`);
  pen.leader(
    polar(cx, cy, pitch, 115),
    -50 * k,
    R * 0.62,
    `Ø ${mm(round5((swing * pitch) / reach / 10) * 10)}`,
  );
  pen.section([cx, cy - reach - 30 * k], [cx, cy + reach + 30 * k], 0, "A");

  const view = fit(side, 2.7, 3.05);
  const s = Math.min(view.u, u);
  const length = s * between(random, 1.35, 1.75);
  const discs = integer(random, 4, 7);
  const x0 = view.cx - length / 2;
  const y = view.cy;
  const thick = s * 0.08;
  const gap = (length - thick) / (discs - 1);
  const pitch2 = (pitch / R) * s;
  const reach2 = (reach / R) * s;
  pen.path(`M${num(x0 - s * 0.7)} ${num(y)}H${num(x0 + length + s * 0.7)}`, "c");
  pen.rect(x0 - s * 0.55, y - s * 0.15, length + s * 1.1, s * 0.3, "b");
  for (const end of [x0 - s * 0.5, x0 + length + s * 0.3]) pen.rect(end, y - s * 0.3, s * 0.2, s * 0.6, "p");
  for (let i = 0; i < discs - 1; i++) {
    const left = x0 + i * gap + thick + gap * 0.12;
    const width = gap - thick - gap * 0.24;
    if (i % 2 === 0) pen.rect(left, y - reach2, width, reach2 - pitch2 + s * 0.12, "b");
    else pen.rect(left, y + pitch2 - s * 0.12, width, reach2 - pitch2 + s * 0.12, "b");
  }
  for (let i = 0; i < discs; i++) pen.rect(x0 + i * gap, y - s, thick, 2 * s, "h");
  pen.path(`M${num(x0)} ${num(y - pitch2)}h${num(length)}M${num(x0)} ${num(y + pitch2)}h${num(length)}`, "d");
  pen.dim([x0, y + reach2], [x0 + length, y + reach2], -44 * k, mm(round5((swing * length) / reach2 / 2)));
  pen.caption(view.cx, y - reach2 - 40 * k, "SECTION A-A");
};

const hammer: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.64, 60 * k, "row");
  const { cx, cy, u } = fit(front, 1.5, 1.6);
  const lift = u * 0.08;
  const height = pick(random, [480, 540, 620, 680, 720]);
  const per = height / u;
  const half = u * between(random, 0.25, 0.33);
  const neck = u * between(random, 0.13, 0.17);
  const top = cy - u / 2 - lift;
  const bottom = cy + u / 2 - lift;
  const eye: Point = [cx, top + neck];
  const eyeR = neck * between(random, 0.5, 0.6);
  const waist = top + u * between(random, 0.34, 0.46);
  hammerFront(pen, { cx, u, top, bottom, half, neck, waist, eyeR });
  pen.line(cx, top, cx - half, top);
  pen.vdim(cx - half, top, bottom, -70 * k, mm(height));
  pen.hdim(bottom, cx - half, cx + half, 96 * k, mm(round5(2 * half * per)));
  pen.leader(polar(eye[0], eye[1], eyeR, -40), half + 40 * k, -50 * k, `Ø ${mm(round5(2 * eyeR * per))}`);
  pen.section([cx, top - 40 * k], [cx, bottom + 30 * k], 0, "A");

  const view = fit(side, 0.9, 1.6);
  const x = view.cx;
  const t1 = u * between(random, 0.14, 0.18);
  const t2 = t1 * between(random, 1.2, 1.5);
  pen.poly(
    [
      [x - t1 / 2, top],
      [x + t1 / 2, top],
      [x + t1 / 2, waist],
      [x + t2 / 2, waist + u * 0.2],
      [x + t2 / 2, bottom],
      [x - t2 / 2, bottom],
      [x - t2 / 2, waist + u * 0.2],
      [x - t1 / 2, waist],
    ],
    "h",
  );
  pen.rect(x - t1 / 2, eye[1] - eyeR, t1, eyeR * 2, "k");
  pen.path(
    `M${num(x - t2)} ${num(eye[1])}H${num(x + t2)}M${num(x)} ${num(top - 20 * k)}V${num(bottom + 20 * k)}`,
    "c",
  );
  pen.dim([x - t2 / 2, bottom], [x + t2 / 2, bottom], -56 * k, mm(round5(t2 * per)));
  pen.caption(x, top - 44 * k, "SECTION A-A");
};

const grate: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.62, 70 * k, "column");
  const span = between(random, 24, 32);
  const inner = between(random, 0.66, 0.74);
  const wide = 2 * Math.sin((span * Math.PI) / 180);
  const tall = 1 - inner * Math.cos((span * Math.PI) / 180);
  const view = fit(front, wide + 0.35, tall + 0.35);
  const R = view.u;
  const Ri = R * inner;
  const cx = view.cx;
  const cy = view.cy + ((1 + inner * Math.cos((span * Math.PI) / 180)) / 2) * R;
  const radius = pick(random, [900, 1050, 1200, 1400]);
  const per = radius / R;
  const p1 = polar(cx, cy, R, -90 - span);
  const p2 = polar(cx, cy, R, -90 + span);
  pen.path(
    `M${at(p1)}${arc(R, 0, 1, p2)}L${at(polar(cx, cy, Ri, -90 + span))}${arc(Ri, 0, 0, polar(cx, cy, Ri, -90 - span))}Z`,
    "b",
  );
  const rows = integer(random, 2, 3);
  const cols = integer(random, 5, 8);
  const margin = span * 0.14;
  const step = (2 * (span - margin)) / cols;
  const band = (R - Ri) / rows;
  for (let r = 0; r < rows; r++) {
    const r1 = Ri + band * (r + 0.2);
    const r2 = Ri + band * (r + 0.8);
    for (let c = 0; c < cols; c++) {
      const a = -90 - span + margin + step * (c + 0.5);
      const d = step * 0.3;
      pen.poly(
        [
          polar(cx, cy, r1, a - d),
          polar(cx, cy, r2, a - d),
          polar(cx, cy, r2, a + d),
          polar(cx, cy, r1, a + d),
        ],
        "k",
      );
    }
  }
  for (const a of [-90 - span, -90 + span]) {
    const [x1, y1] = polar(cx, cy, Ri * 0.9, a);
    const [x2, y2] = polar(cx, cy, R * 1.04, a);
    pen.line(x1, y1, x2, y2, "c");
  }
  pen.path(`M${num(cx)} ${num(cy - R - 30 * k)}V${num(cy - Ri + 30 * k)}`, "c");
  const opening = round5(((2 * Math.PI * R * (step * 0.6)) / 360) * per);
  pen.leader(polar(cx, cy, R, -90 - span * 0.55), -60 * k, -60 * k, `R ${mm(radius)}`);
  pen.leader(
    polar(cx, cy, Ri + band * 0.5, -90 + span - margin - step * 0.5),
    50 * k,
    -band * 1.2,
    `${rows * cols}× ${opening} × ${round5(band * 0.6 * per)}`,
  );
  const yCut = cy - Ri - band * 0.5;
  pen.section([cx - R * wide * 0.5 - 40 * k, yCut], [cx + R * wide * 0.5 + 40 * k, yCut], Math.PI / 2, "A");

  const strip = fit(side, wide + 0.3, 0.5);
  const s = Math.min(strip.u, R);
  const length = wide * s;
  const thick = (R - Ri) * (s / R) * 0.55;
  const x0 = strip.cx - length / 2;
  const y0 = strip.cy - thick / 2;
  const pitch = length / (cols + 0.6);
  const hole = pitch * 0.6;
  let edge = x0;
  for (let c = 0; c <= cols; c++) {
    const next = c === cols ? x0 + length : x0 + pitch * 0.3 + pitch * c + pitch * 0.5 - hole / 2;
    const taper = hole * 0.18;
    const left = c === 0 ? edge : edge - taper;
    const right = c === cols ? next : next + taper;
    pen.poly(
      [
        [c === 0 ? edge : edge, y0],
        [next, y0],
        [right, y0 + thick],
        [left, y0 + thick],
      ],
      "h",
    );
    edge = next + hole;
  }
  pen.vdim(x0 + length, y0, y0 + thick, 40 * k, mm(round5(thick * per)));
  pen.caption(strip.cx, y0 - 40 * k, "SECTION A-A");
};

const liner: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.7, 60 * k, "column");
  const aspect = between(random, 1.5, 2.1);
  const view = fit(front, aspect + 0.5, 1.35);
  const profile = fit(side, aspect + 0.5, 0.6);
  const u = Math.min(view.u, profile.u * 1.6);
  const w = aspect * u;
  const h = u;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - h / 2;
  const c = u * 0.08;
  const length = pick(random, [600, 800, 1000, 1200]);
  const per = length / w;
  pen.poly(
    [
      [x0 + c, y0],
      [x0 + w - c, y0],
      [x0 + w, y0 + c],
      [x0 + w, y0 + h - c],
      [x0 + w - c, y0 + h],
      [x0 + c, y0 + h],
      [x0, y0 + h - c],
      [x0, y0 + c],
    ],
    "b",
  );
  const ribs = integer(random, 1, 3);
  const ribAt = (i: number) => x0 + (w * (i + 0.5)) / ribs;
  const ribW = u * 0.16;
  for (let i = 0; i < ribs; i++) {
    pen.rect(ribAt(i) - ribW / 2, y0, ribW, h, "p");
    pen.line(ribAt(i) - ribW * 0.2, y0, ribAt(i) - ribW * 0.2, y0 + h);
    pen.line(ribAt(i) + ribW * 0.2, y0, ribAt(i) + ribW * 0.2, y0 + h);
  }
  const holes: number[] = [];
  for (let i = 0; i <= ribs; i++) {
    const left = i === 0 ? x0 : ribAt(i - 1) + ribW / 2;
    const right = i === ribs ? x0 + w : ribAt(i) - ribW / 2;
    if (right - left > u * 0.3) holes.push((left + right) / 2);
  }
  for (const x of holes) {
    for (const y of [y0 + h * 0.3, y0 + h * 0.7]) {
      pen.circle(x, y, u * 0.075, "t");
      pen.circle(x, y, u * 0.042, "k");
      pen.centre(x, y, u * 0.11);
    }
  }
  pen.path(`M${num(view.cx)} ${num(y0 - 24 * k)}V${num(y0 + h + 24 * k)}`, "c");
  pen.dim([x0, y0], [x0 + w, y0], 50 * k, mm(length));
  pen.vdim(x0, y0, y0 + h, -60 * k, mm(round5(h * per)));

  const base = u * 0.12;
  const ribH = u * between(random, 0.16, 0.24);
  const yb = profile.cy + (base + ribH) / 2;
  const outline: Point[] = [[x0, yb]];
  outline.push([x0, yb - base]);
  for (let i = 0; i < ribs; i++) {
    outline.push([ribAt(i) - ribW / 2, yb - base]);
    outline.push([ribAt(i) - ribW * 0.2, yb - base - ribH]);
    outline.push([ribAt(i) + ribW * 0.2, yb - base - ribH]);
    outline.push([ribAt(i) + ribW / 2, yb - base]);
  }
  outline.push([x0 + w, yb - base], [x0 + w, yb]);
  pen.poly(outline, "h");
  for (const x of holes)
    pen.path(
      `M${num(x - u * 0.042)} ${num(yb)}V${num(yb - base)}M${num(x + u * 0.042)} ${num(yb)}V${num(yb - base)}`,
      "d",
    );
  pen.vdim(x0 + w, yb - base - ribH, yb, 50 * k, mm(round5((base + ribH) * per)));
  pen.datum([x0 + w * 0.18, yb], 90, "A");
};

const cap: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.6, 60 * k);
  const span = between(random, 34, 48);
  const inner = between(random, 0.6, 0.7);
  const rad = (span * Math.PI) / 180;
  const view = fit(front, 2 * Math.sin(rad) + 0.4, 1 - inner * Math.cos(rad) + 0.45);
  const R = view.u;
  const Ri = R * inner;
  const cx = view.cx;
  const cy = view.cy + ((1 + inner * Math.cos(rad)) / 2) * R;
  const radius = pick(random, [520, 610, 700, 760]);
  const per = radius / R;
  pen.path(
    `M${at(polar(cx, cy, R, -90 - span))}${arc(R, 0, 1, polar(cx, cy, R, -90 + span))}` +
      `L${at(polar(cx, cy, Ri, -90 + span))}${arc(Ri, 0, 0, polar(cx, cy, Ri, -90 - span))}Z`,
    "b",
  );
  const mid = (R + Ri) / 2;
  pen.path(
    `M${at(polar(cx, cy, mid + (R - Ri) * 0.18, -90 - span))}${arc(mid + (R - Ri) * 0.18, 0, 1, polar(cx, cy, mid + (R - Ri) * 0.18, -90 + span))}`,
    "d",
  );
  pen.path(
    `M${at(polar(cx, cy, mid, -90 - span * 1.1))}${arc(mid, 0, 1, polar(cx, cy, mid, -90 + span * 1.1))}`,
    "c",
  );
  for (const a of [-90 - span * 0.55, -90 + span * 0.55]) {
    const [x, y] = polar(cx, cy, mid, a);
    pen.circle(x, y, (R - Ri) * 0.12, "k");
    const [x1, y1] = polar(cx, cy, Ri * 0.95, a);
    const [x2, y2] = polar(cx, cy, R * 1.04, a);
    pen.line(x1, y1, x2, y2, "c");
  }
  pen.leader(polar(cx, cy, R, -90 - span * 0.75), -60 * k, -60 * k, `R ${mm(radius)}`);
  pen.section([cx, cy - R - 40 * k], [cx, cy - Ri + 40 * k], 0, "A");

  const v = fit(side, 1.2, 1.4);
  const s = Math.min(v.u * 1.6, ((R - Ri) * 1.2) / (1 - inner));
  const height = (1 - inner) * s * 1.6;
  const width = height * between(random, 0.75, 0.95);
  const slot = width * between(random, 0.3, 0.4);
  const depth = height * between(random, 0.5, 0.62);
  const x = v.cx;
  const y0 = v.cy - height / 2;
  const y1 = v.cy + height / 2;
  pen.path(
    `M${num(x - width / 2)} ${num(y1)}V${num(y0 + width * 0.3)}Q${num(x - width / 2)} ${num(y0)} ${num(x)} ${num(y0)}` +
      `Q${num(x + width / 2)} ${num(y0)} ${num(x + width / 2)} ${num(y0 + width * 0.3)}V${num(y1)}H${num(x + slot / 2)}` +
      `V${num(y1 - depth)}H${num(x - slot / 2)}V${num(y1)}Z`,
    "h",
  );
  pen.rect(x - slot / 2, y1 - depth, slot, depth + height * 0.3, "d");
  pen.path(`M${num(x)} ${num(y0 - 24 * k)}V${num(y1 + height * 0.35)}`, "c");
  const realHeight = (R - Ri) * per;
  pen.hdim(y1, x - width / 2, x + width / 2, 50 * k, mm(round5((realHeight * width) / height)));
  pen.vdim(x + width / 2, y0, y1, 50 * k, mm(round5(realHeight)));
  pen.caption(x, y0 - 44 * k, "SECTION A-A");
};

const bar: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.72, 60 * k);
  const aspect = between(random, 4.2, 5.6);
  const view = fit(front, aspect + 0.5, 1.9);
  const u = view.u;
  const w = aspect * u;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - u / 2;
  const length = pick(random, [1250, 1450, 1600, 1850]);
  const per = length / w;
  const ch = u * 0.22;
  pen.poly(
    [
      [x0 + ch, y0],
      [x0 + w - ch, y0],
      [x0 + w, y0 + ch],
      [x0 + w, y0 + u],
      [x0, y0 + u],
      [x0, y0 + ch],
    ],
    "b",
  );
  pen.line(x0 + ch, y0 + u * 0.16, x0 + w - ch, y0 + u * 0.16);
  const slots = integer(random, 2, 3);
  pen.path(`M${num(x0 - 24 * k)} ${num(y0 + u * 0.55)}H${num(x0 + w + 24 * k)}`, "c");
  for (let i = 0; i < slots; i++) {
    const x = x0 + (w * (i + 1)) / (slots + 1);
    pen.rect(x - u * 0.28, y0 + u * 0.55 - u * 0.11, u * 0.56, u * 0.22, "k", u * 0.11);
    pen.path(`M${num(x)} ${num(y0 + u * 0.25)}V${num(y0 + u * 0.85)}`, "c");
  }
  pen.dim([x0, y0 + u], [x0 + w, y0 + u], -50 * k, mm(length));
  pen.vdim(x0, y0, y0 + u, -50 * k, mm(round5(u * per)));
  pen.datum([x0 + w * 0.12, y0 + u], 90, "A");

  const v = fit(side, 1.8, 1.9);
  const s = Math.min(u, v.u);
  const x = v.cx;
  const top = v.cy - s / 2;
  const bottom = v.cy + s / 2;
  const wb = s * between(random, 0.9, 1.1);
  const wt = wb * between(random, 0.7, 0.85);
  const notch = wb * 0.3;
  pen.poly(
    [
      [x - wt / 2, top],
      [x + wt / 2, top],
      [x + wb / 2, bottom - s * 0.35],
      [x + wb / 2, bottom],
      [x + notch / 2 + s * 0.06, bottom],
      [x + notch / 2, bottom - s * 0.18],
      [x - notch / 2, bottom - s * 0.18],
      [x - notch / 2 - s * 0.06, bottom],
      [x - wb / 2, bottom],
      [x - wb / 2, bottom - s * 0.35],
    ],
    "h",
  );
  pen.path(`M${num(x)} ${num(top - 24 * k)}V${num(bottom + 24 * k)}`, "c");
  pen.dim([x - wb / 2, bottom], [x + wb / 2, bottom], -50 * k, mm(round5(wb * per)));
  pen.caption(x, top - 44 * k, "SECTION B-B");
};

const plate: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.78, 50 * k, "row");
  const aspect = between(random, 1.25, 1.7);
  const view = fit(front, aspect + 0.45, 1.45);
  const u = view.u;
  const w = aspect * u;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - u / 2;
  const width = pick(random, [1200, 1400, 1500, 1800]);
  const per = width / w;
  pen.rect(x0, y0, w, u, "b", u * 0.03);
  pen.line(x0, y0 + u * 0.1, x0 + w, y0 + u * 0.1, "p");
  const nx = integer(random, 4, 6);
  const ny = integer(random, 3, 4);
  const inset = u * 0.2;
  const holes: Point[] = [];
  for (let i = 0; i < nx; i++) {
    const x = x0 + inset + ((w - 2 * inset) * i) / (nx - 1);
    holes.push([x, y0 + inset], [x, y0 + u - u * 0.1]);
  }
  for (let j = 1; j < ny - 1; j++) {
    const y = y0 + inset + ((u * 0.9 - inset) * j) / (ny - 1);
    holes.push([x0 + u * 0.08, y], [x0 + w - u * 0.08, y]);
  }
  for (const [x, y] of holes) {
    pen.circle(x, y, u * 0.034, "t");
    pen.circle(x, y, u * 0.02, "k");
  }
  pen.path(`M${num(x0 - 20 * k)} ${num(y0 + inset)}H${num(x0 + w + 20 * k)}`, "c");
  pen.dim([x0, y0], [x0 + w, y0], 50 * k, mm(width));
  pen.vdim(x0, y0, y0 + u, -60 * k, mm(round5(u * per)));
  const first = holes[0] ?? [x0, y0];
  const second = holes[2] ?? [x0 + w, y0];
  pen.dim([first[0], y0 + u], [second[0], y0 + u], -50 * k, mm(round5((second[0] - first[0]) * per)));
  pen.datum([x0 + w, y0 + u * 0.55], 0, "A");

  const v = fit(side, 0.7, 1.45);
  const t = u * 0.05;
  const x = v.cx;
  pen.poly(
    [
      [x - t / 2, y0 + u],
      [x - t / 2, y0 + u * 0.1],
      [x - t / 2 - u * 0.16, y0],
      [x - t / 2 - u * 0.16 + t * 0.9, y0 - t * 0.5],
      [x + t / 2, y0 + u * 0.1 - t * 0.3],
      [x + t / 2, y0 + u],
    ],
    "h",
  );
  pen.dim([x - t / 2, y0 + u], [x + t / 2, y0 + u], -50 * k, mm(round5(t * per)));
};

const bolt: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.7, 60 * k, "row");
  const size = pick(random, [24, 30, 36, 42, 48]);
  const shank = between(random, 5, 7.5);
  const view = fit(front, shank + 2, 4.2);
  const d = view.u;
  const head = 0.65 * d;
  const total = head + shank * d;
  const x0 = view.cx - total / 2 + d * 0.2;
  const y = view.cy;
  const xe = x0 + total;
  const grip = shank * d * between(random, 0.45, 0.6);
  const across = 1.85 * d;
  pen.rect(x0 + head, y - 1.6 * d, grip / 2, 3.2 * d, "h");
  pen.rect(x0 + head + grip / 2, y - 1.6 * d, grip / 2, 3.2 * d, "h");
  pen.path(`M${num(x0 + head + grip)} ${num(y - 1.6 * d)}v${num(3.2 * d)}`, "p");
  pen.poly(
    [
      [x0 + head, y - d / 2],
      [xe - 0.08 * d, y - d / 2],
      [xe, y - 0.42 * d],
      [xe, y + 0.42 * d],
      [xe - 0.08 * d, y + d / 2],
      [x0 + head, y + d / 2],
    ],
    "b",
  );
  const thread = (shank - 0.3) * d - grip * 0.7;
  pen.path(
    `M${num(xe - thread)} ${num(y - 0.42 * d)}H${num(xe)}M${num(xe - thread)} ${num(y + 0.42 * d)}H${num(xe)}`,
    "t",
  );
  pen.line(xe - thread, y - d / 2, xe - thread, y + d / 2, "p");
  const hex = (x: number, width: number) => {
    pen.rect(x, y - across / 2, width, across, "b");
    pen.path(
      `M${num(x)} ${num(y - across / 4)}h${num(width)}M${num(x)} ${num(y + across / 4)}h${num(width)}`,
      "p",
    );
  };
  hex(x0, head);
  const washer = 0.16 * d;
  pen.rect(x0 + head + grip, y - 1.05 * d, washer, 2.1 * d, "b");
  hex(x0 + head + grip + washer, 0.8 * d);
  pen.path(`M${num(x0 - 30 * k)} ${num(y)}H${num(xe + 30 * k)}`, "c");
  const per = size / d;
  pen.dim(
    [x0 + head, y + across / 2],
    [xe, y + across / 2],
    -(1.6 * d - across / 2 + 50 * k),
    mm(round5(shank * d * per)),
  );
  pen.leader([xe - thread * 0.4, y - d / 2], 40 * k, -(1.2 * d + 20 * k), `M ${size}`);
  pen.datum([x0 + head + grip * 0.25, y + 1.6 * d], 90, "A");

  const v = fit(side, 2.6, 4.2);
  const s = Math.min(d, v.u);
  const flats = 1.5 * s;
  const hexagon: Point[] = [];
  for (let i = 0; i < 6; i++) hexagon.push(polar(v.cx, v.cy, flats / Math.sqrt(3), 30 + i * 60));
  pen.poly(hexagon, "b");
  pen.circle(v.cx, v.cy, flats / 2 - 2 * k, "t");
  pen.circle(v.cx, v.cy, s / 2, "p");
  pen.path(
    `M${at(polar(v.cx, v.cy, s * 0.42, 0))}${arc(s * 0.42, 1, 1, polar(v.cx, v.cy, s * 0.42, -90))}`,
    "t",
  );
  pen.centre(v.cx, v.cy, flats / 2 + 40 * k);
  pen.dim(
    [v.cx - flats / 2, v.cy + flats / Math.sqrt(3)],
    [v.cx + flats / 2, v.cy + flats / Math.sqrt(3)],
    -50 * k,
    `AF ${mm(round5(flats * per))}`,
  );
};

const pin: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.68, 60 * k, "row");
  const lengthU = between(random, 2.2, 3);
  const view = fit(front, lengthU + 0.9, 2.6);
  const u = view.u;
  const Rf = u * 0.85;
  const Rb = u * between(random, 0.6, 0.7);
  const bore = u * between(random, 0.32, 0.4);
  const flange = u * 0.28;
  const L = lengthU * u;
  const dome = Rb * 0.8;
  const depth = L * between(random, 0.6, 0.72);
  const x0 = view.cx - L / 2;
  const xe = x0 + L;
  const y = view.cy;
  const diameter = pick(random, [160, 180, 200, 240]);
  const per = diameter / (2 * Rf);
  const outside = (sign: number): string =>
    `M${num(x0)} ${num(y)}V${num(y + sign * Rf)}H${num(x0 + flange)}V${num(y + sign * Rb)}H${num(xe - dome)}` +
    `Q${num(xe)} ${num(y + sign * Rb)} ${num(xe)} ${num(y)}`;
  pen.path(`${outside(1)}Z`, "b");
  pen.path(`${outside(-1)}H${num(x0 + depth)}V${num(y - bore)}H${num(x0)}Z`, "h");
  pen.path(`M${num(x0)} ${num(y + bore)}H${num(x0 + depth)}V${num(y)}`, "d");
  pen.path(`M${num(x0 - 30 * k)} ${num(y)}H${num(xe + 30 * k)}`, "c");
  pen.vdim(x0, y - Rf, y + Rf, -60 * k, `Ø ${mm(diameter)}`);
  pen.dim([x0, y + Rf], [xe, y + Rf], -50 * k, mm(round5(L * per)));
  pen.leader([x0 + depth * 0.5, y - bore], 40 * k, -(Rf - bore + 40 * k), `Ø ${mm(round5(2 * bore * per))}`);
  pen.datum([xe, y], 0, "A");

  const v = fit(side, 2.2, 2.6);
  const s = Math.min(1, v.u / u);
  pen.circle(v.cx, v.cy, Rf * s, "b");
  pen.circle(v.cx, v.cy, Rb * s, "p");
  pen.circle(v.cx, v.cy, bore * s, "k");
  pen.centre(v.cx, v.cy, Rf * s + 30 * k);
};

const tooth: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.58, 60 * k);
  const view = fit(front, 3.4, 3.3);
  const R = view.u;
  const cx = view.cx;
  const cy = view.cy;
  const count = integer(random, 8, 12);
  const height = R * between(random, 0.2, 0.28);
  const half = 360 / count / 2 - 4;
  const start = -90 + between(random, 0, 20);
  const diameter = pick(random, [600, 700, 800, 900]);
  const per = diameter / (2 * R);
  pen.centre(cx, cy, R + height + 30 * k);
  const toothPoints = (ox: number, oy: number, r: number, h: number, a: number, span: number): Point[] => [
    polar(ox, oy, r - 2 * k, a - span),
    polar(ox, oy, r + h * 0.5, a - span * 0.7),
    polar(ox, oy, r + h, a + span * 0.35),
    polar(ox, oy, r + h * 0.82, a + span * 0.8),
    polar(ox, oy, r - 2 * k, a + span),
  ];
  for (let i = 0; i < count; i++)
    pen.poly(toothPoints(cx, cy, R, height, start + (360 * i) / count, half), "b");
  pen.circle(cx, cy, R, "b");
  pen.circle(cx, cy, R + height, "d");
  pen.circle(cx, cy, R * 0.42, "p");
  pen.circle(cx, cy, R * 0.22, "k");
  pen.rect(cx - R * 0.045, cy - R * 0.27, R * 0.09, R * 0.07, "k");
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(cx, cy, R * 0.68, 30 + i * 60);
    pen.circle(x, y, R * 0.05, "k");
  }
  pen.circle(cx, cy, R * 0.68, "c");
  pen.leader(polar(cx, cy, R, 125), -R * 0.3, R * 0.55, `Ø ${mm(diameter)}`);
  const [bx, by] = polar(cx, cy, R + height * 0.45, start);
  pen.circle(bx, by, height * 1.1, "a");
  pen.text(bx + height * 1.2, by - height * 0.9, "B", "x", "start");

  const v = fit(side, 1.8, 1.9);
  const s = v.u;
  const a = -90;
  const center: Point = [v.cx, v.cy + s * 2.1];
  const r = s * 1.55;
  const seg = 18;
  pen.path(
    `M${at(polar(center[0], center[1], r, a - seg))}${arc(r, 0, 1, polar(center[0], center[1], r, a + seg))}` +
      `L${at(polar(center[0], center[1], r - s * 0.3, a + seg))}${arc(r - s * 0.3, 0, 0, polar(center[0], center[1], r - s * 0.3, a - seg))}Z`,
    "b",
  );
  pen.poly(toothPoints(center[0], center[1], r, (height / R) * r * 1.35, a, 12), "h");
  pen.path(`M${num(v.cx)} ${num(center[1] - r - s * 0.7)}V${num(center[1] - r + s * 0.45)}`, "c");
  pen.dim(
    polar(center[0], center[1], r, a - 12),
    polar(center[0], center[1], r, a + 12),
    -60 * k,
    mm(round5(2 * r * Math.sin((12 * Math.PI) / 180) * per * (R / r) * 0.9)),
  );
  pen.caption(v.cx, center[1] - r - (height / R) * r * 1.35 - 44 * k, "DETAIL B (2:1)");
};

const anvil: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.6, 70 * k);
  const view = fit(front, 2.1, 1.5);
  const u = view.u;
  const w = 1.6 * u;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - u / 2;
  const rake = u * between(random, 0.15, 0.3);
  const nose = u * between(random, 0.2, 0.3);
  const step = u * between(random, 0.35, 0.5);
  const height = pick(random, [380, 420, 460, 520]);
  const per = height / u;
  pen.poly(
    [
      [x0, y0 + nose],
      [x0 + rake, y0],
      [x0 + w - u * 0.1, y0],
      [x0 + w, y0 + u * 0.1],
      [x0 + w, y0 + u],
      [x0 + step, y0 + u],
      [x0 + step, y0 + u * 0.62],
      [x0 + u * 0.08, y0 + u * 0.5],
      [x0, y0 + nose + u * 0.08],
    ],
    "h",
  );
  pen.path(`M${num(x0 + rake)} ${num(y0 + u * 0.06)}H${num(x0 + w - u * 0.12)}`, "t");
  for (const f of [0.55, 0.82]) {
    const x = x0 + w * f;
    pen.rect(x - u * 0.05, y0 + u * 0.45, u * 0.1, u * 0.55, "k");
    pen.path(`M${num(x)} ${num(y0 + u * 0.35)}V${num(y0 + u + 24 * k)}`, "c");
  }
  pen.vdim(x0 + w, y0, y0 + u, 50 * k, mm(height));
  pen.dim([x0, y0], [x0 + w, y0], 50 * k, mm(round5(w * per)));
  pen.datum([x0 + w * 0.9, y0 + u], 90, "A");

  const v = fit(side, 2.1, 1.6);
  const s = Math.min(u, v.u);
  const length = 1.6 * s;
  const depth = s * between(random, 0.8, 1.05);
  const tx = v.cx - length / 2;
  const ty = v.cy - depth / 2;
  pen.rect(tx, ty, length, depth, "b");
  const teeth = integer(random, 4, 7);
  const edge: Point[] = [[tx, ty + depth * 0.2]];
  for (let i = 0; i < teeth; i++) {
    const x = tx + (length * i) / teeth;
    edge.push([x + length / teeth / 2, ty], [x + length / teeth, ty + depth * 0.2]);
  }
  pen.poly(edge, "t", false);
  for (const f of [0.55, 0.82]) {
    for (const g of [0.45, 0.75]) {
      pen.circle(tx + length * f, ty + depth * g, s * 0.05, "k");
    }
  }
  pen.path(`M${num(tx - 24 * k)} ${num(ty + depth * 0.6)}H${num(tx + length + 24 * k)}`, "c");
  pen.dim([tx, ty + depth], [tx + length, ty + depth], -50 * k, mm(round5(length * per * 1.6)));
  pen.caption(v.cx, ty - 40 * k, "TOP VIEW");
};

const wall: Builder = (pen, area, random) => {
  const k = pen.k;
  const [front, side] = split(area, 0.76, 50 * k, "row");
  const aspect = between(random, 1.2, 1.55);
  const view = fit(front, aspect + 0.45, 1.5);
  const u = view.u;
  const w = aspect * u;
  const x0 = view.cx - w / 2;
  const y0 = view.cy - u / 2 + u * 0.06;
  const y1 = y0 + u;
  const chord = w * between(random, 0.55, 0.7);
  const rise = u * between(random, 0.22, 0.32);
  const R = (chord * chord) / (8 * rise) + rise / 2;
  const width = pick(random, [2400, 2800, 3200]);
  const per = width / w;
  for (const f of [0.18, 0.82]) {
    const x = x0 + w * f;
    pen.path(
      `M${num(x - u * 0.08)} ${num(y0)}V${num(y0 - u * 0.06)}${arc(u * 0.08, 0, 1, [x + u * 0.08, y0 - u * 0.06])}V${num(y0)}`,
      "b",
    );
    pen.circle(x, y0 - u * 0.06, u * 0.035, "k");
  }
  pen.path(
    `M${num(x0)} ${num(y0)}H${num(x0 + w)}V${num(y1)}H${num(view.cx + chord / 2)}` +
      `${arc(R, 0, 0, [view.cx - chord / 2, y1])}H${num(x0)}Z`,
    "b",
  );
  const ribs = integer(random, 3, 5);
  for (let i = 1; i < ribs; i++) {
    const x = x0 + (w * i) / ribs;
    pen.path(`M${num(x)} ${num(y0 + u * 0.08)}V${num(y1 - rise * 1.1)}`, "d");
  }
  const rowY = y0 + u * between(random, 0.38, 0.48);
  pen.path(`M${num(x0 + u * 0.08)} ${num(rowY)}H${num(x0 + w - u * 0.08)}`, "d");
  const holes = integer(random, 5, 8);
  for (let i = 0; i < holes; i++) {
    const y = y0 + u * 0.1 + (u * 0.82 * i) / (holes - 1);
    pen.circle(x0 + u * 0.05, y, u * 0.02, "k");
    pen.circle(x0 + w - u * 0.05, y, u * 0.02, "k");
  }
  pen.path(`M${num(view.cx)} ${num(y0 - u * 0.12)}V${num(y1 + 30 * k)}`, "c");
  pen.dim([x0, y1], [x0 + w, y1], -50 * k, mm(width));
  pen.vdim(x0, y0, y1, -60 * k, mm(round5(u * per)));
  pen.leader(
    [view.cx + chord * 0.3, y1 - rise * 0.62],
    u * 0.2,
    u * 0.05 + 60 * k,
    `R ${mm(round5(R * per))}`,
  );
  pen.datum([x0 + w * 0.5, y0], -90, "A");

  const v = fit(side, 0.9, 1.5);
  const x = v.cx + u * 0.1;
  const t = u * 0.06;
  const depth = u * between(random, 0.16, 0.24);
  const section: Point[] = [
    [x, y0],
    [x, y1],
    [x - t, y1],
    [x - t, rowY + t / 2],
    [x - t - depth, rowY + t / 2],
    [x - t - depth, rowY - t / 2],
    [x - t, rowY - t / 2],
    [x - t, y0 + t],
    [x - t - depth, y0 + t],
    [x - t - depth, y0],
  ];
  pen.poly(section, "h");
  pen.dim([x - t - depth, y0], [x, y0], 50 * k, mm(round5((t + depth) * per)));
};

// ---------------------------------------------------------------- castings

const valve: Builder = (pen, area, random) => {
  const k = pen.k;
  const wide = area.w > area.h * 1.5;
  const [main, end] = wide ? split(area, 0.72, 60 * k, "row") : [area, area];
  const view = fit(main, 3.2, 3.2);
  const u = view.u;
  const cx = view.cx;
  const cy = view.cy + u * 0.35;
  const face = u * between(random, 1.1, 1.3);
  const fh = u * between(random, 0.68, 0.8);
  const ft = u * 0.14;
  const pipe = u * 0.42;
  const bore = u * 0.3;
  const Ro = u * between(random, 0.66, 0.76);
  const wallT = u * 0.11;
  const Ri = Ro - wallT;
  const neck = u * 0.3;
  const neckIn = neck - wallT;
  const bonnet = -u * between(random, 0.95, 1.1);
  const bw = u * 0.52;
  const bt = u * 0.12;
  const stem = u * 0.06;
  const xo = (r: number, y: number) => Math.sqrt(Math.max(0, r * r - y * y));
  const upper = (s: number): Point[] => [
    [cx + s * face, cy - fh],
    [cx + s * (face - ft), cy - fh],
    [cx + s * (face - ft), cy - pipe],
    [cx + s * xo(Ro, pipe), cy - pipe],
    ...[0.72, 0.55, 0.4].map((f): Point => [cx + s * Ro * f, cy - xo(Ro, Ro * f)]),
    [cx + s * neck, cy - xo(Ro, neck)],
    [cx + s * neck, cy + bonnet],
    [cx + s * bw, cy + bonnet],
    [cx + s * bw, cy + bonnet - bt],
    [cx + s * stem, cy + bonnet - bt],
    [cx + s * stem, cy + bonnet + bt],
    [cx + s * neckIn, cy + bonnet + bt],
    [cx + s * neckIn, cy - xo(Ri, neckIn)],
    ...[0.55, 0.72].map((f): Point => [cx + s * Ri * f, cy - xo(Ri, Ri * f)]),
    [cx + s * xo(Ri, bore), cy - bore],
    [cx + s * face, cy - bore],
  ];
  pen.poly(upper(-1), "h");
  pen.poly(upper(1), "h");
  const lower: Point[] = [
    [cx - face, cy + fh],
    [cx - face + ft, cy + fh],
    [cx - face + ft, cy + pipe],
    [cx - xo(Ro, pipe), cy + pipe],
    ...[-0.7, -0.35, 0, 0.35, 0.7].map((f): Point => [cx + Ro * f, cy + xo(Ro, Ro * f)]),
    [cx + xo(Ro, pipe), cy + pipe],
    [cx + face - ft, cy + pipe],
    [cx + face - ft, cy + fh],
    [cx + face, cy + fh],
    [cx + face, cy + bore],
    [cx + xo(Ri, bore), cy + bore],
    ...[0.6, 0.3, 0, -0.3, -0.6].map((f): Point => [cx + Ri * f, cy + xo(Ri, Ri * f)]),
    [cx - xo(Ri, bore), cy + bore],
    [cx - face, cy + bore],
  ];
  pen.poly(lower, "h");
  const gate = Ri * 0.9;
  pen.poly(
    [
      [cx - u * 0.16, cy - gate * 0.75],
      [cx + u * 0.16, cy - gate * 0.75],
      [cx + u * 0.1, cy + gate * 0.6],
      [cx - u * 0.1, cy + gate * 0.6],
    ],
    "b",
  );
  const yoke = cy + bonnet - bt - u * 0.55;
  pen.rect(cx - stem * 0.8, yoke - u * 0.1, stem * 1.6, cy - gate * 0.75 - yoke + u * 0.1, "b");
  pen.path(
    `M${num(cx - bw * 0.8)} ${num(cy + bonnet - bt)}L${num(cx - u * 0.14)} ${num(yoke)}H${num(cx + u * 0.14)}L${num(cx + bw * 0.8)} ${num(cy + bonnet - bt)}`,
    "p",
  );
  if (random() < 0.5) {
    pen.rect(cx - u * 0.55, yoke - u * 0.14, u * 1.1, u * 0.07, "b", u * 0.035);
  } else {
    pen.rect(cx - u * 0.26, yoke - u * 0.3, u * 0.52, u * 0.3, "b", u * 0.03);
    pen.rect(cx + u * 0.26, yoke - u * 0.2, u * 0.12, u * 0.1, "b");
    pen.rect(cx + u * 0.38, yoke - u * 0.36, u * 0.05, u * 0.42, "b", u * 0.02);
  }
  pen.path(
    `M${num(cx - face - 50 * k)} ${num(cy)}H${num(cx + face + 50 * k)}M${num(cx)} ${num(yoke - u * 0.25)}V${num(cy + fh + 30 * k)}`,
    "c",
  );
  for (const s of [-1, 1]) {
    const x = cx + s * (face - ft / 2);
    pen.path(
      `M${num(x - ft * 0.9)} ${num(cy - fh + u * 0.1)}H${num(x + ft * 0.9)}M${num(x - ft * 0.9)} ${num(cy + fh - u * 0.1)}H${num(x + ft * 0.9)}`,
      "c",
    );
    pen.path(
      `M${num(cx + s * (bw - u * 0.09))} ${num(cy + bonnet - bt - 16 * k)}V${num(cy + bonnet + u * 0.1)}`,
      "c",
    );
  }
  const dn = pick(random, [150, 200, 250, 300, 400]);
  const per = dn / (2 * bore);
  pen.dim([cx - face, cy + fh], [cx + face, cy + fh], -60 * k, mm(round5(2 * face * per)));
  pen.vdim(cx - face, cy - fh, cy + fh, -60 * k, `Ø ${mm(round5(2 * fh * per))}`);
  pen.leader([cx + face - ft * 0.5, cy - bore], u * 0.3, -(fh - bore) - 50 * k, `DN ${dn}`);
  pen.arrow([cx - face + ft * 0.3, cy], [cx - Ro - u * 0.02, cy]);
  if (wide) {
    const e = fit(end, 2, 2);
    const r = Math.min(fh, e.u * 0.85);
    pen.circle(e.cx, e.cy, r, "b");
    pen.circle(e.cx, e.cy, (bore / fh) * r, "k");
    pen.circle(e.cx, e.cy, r * 0.82, "c");
    const bolts = pick(random, [8, 12, 16]);
    for (let i = 0; i < bolts; i++) {
      const [x, y] = polar(e.cx, e.cy, r * 0.82, 180 / bolts + (i * 360) / bolts);
      pen.circle(x, y, r * 0.065, "k");
    }
    pen.centre(e.cx, e.cy, r + 30 * k);
    pen.leader(
      polar(e.cx, e.cy, r * 0.82 + r * 0.065, -90 - 180 / bolts),
      -40 * k,
      -(r * 0.4),
      `${bolts}× Ø ${round5(r * 0.13 * per * (fh / r))}`,
    );
  }
};

const pump: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 3.4, 3.5);
  const u = view.u;
  const cx = view.cx - u * 0.2;
  const cy = view.cy + u * 0.3;
  const r0 = u * between(random, 0.6, 0.68);
  const r1 = u * between(random, 1.0, 1.12);
  const wallT = u * 0.12;
  const tongue = -60;
  const spiral = (extra: number, from: number): Point[] => {
    const list: Point[] = [];
    for (let a = from; a >= -360; a -= 15) {
      const r = r0 + ((r1 - r0) * (tongue - a)) / (360 + tongue) + extra;
      list.push(polar(cx, cy, r, a));
    }
    return list;
  };
  const outlet = cy - u * 1.45;
  const inner = spiral(0, tongue);
  const tongueTip = inner[0] ?? [cx, cy];
  const outer = spiral(wallT, -90);
  const rightIn = cx + r1;
  const rightOut = cx + r1 + wallT;
  const leftIn = tongueTip[0];
  const leftOut = leftIn - wallT;
  const flange = u * 0.16;
  const flangeT = u * 0.1;
  const casing: Point[] = [
    [leftOut, outlet + flangeT],
    [leftOut, cy - r0 - wallT * 0.6],
    ...outer,
    [rightOut, outlet + flangeT],
    [rightOut + flange, outlet + flangeT],
    [rightOut + flange, outlet],
    [leftOut - flange, outlet],
    [leftOut - flange, outlet + flangeT],
  ];
  const passage: Point[] = [...inner, [rightIn, outlet], [leftIn, outlet]];
  pen.raw(`<path class="h" fill-rule="evenodd" d="${points(casing)}${points(passage)}"/>`);
  pen.raw(`<path class="t" fill-rule="evenodd" d="${points(passage)}"/>`);
  pen.circle(cx, cy, r0 * 0.92, "d");
  pen.circle(cx, cy, r0 * 0.38, "p");
  pen.circle(cx, cy, r0 * 0.16, "k");
  const vanes = integer(random, 5, 7);
  for (let i = 0; i < vanes; i++) {
    const a = (360 * i) / vanes;
    const p1 = polar(cx, cy, r0 * 0.4, a);
    const p2 = polar(cx, cy, r0 * 0.9, a + 55);
    const c1 = polar(cx, cy, r0 * 0.75, a + 10);
    pen.path(`M${at(p1)}Q${at(c1)} ${at(p2)}`, "p");
  }
  const foot = cy + r0 + (r1 - r0) * 0.5 + wallT;
  pen.path(
    `M${num(cx - u * 0.5)} ${num(foot + u * 0.22)}h${num(u)}M${num(cx - u * 0.35)} ${num(foot - u * 0.02)}v${num(u * 0.24)}M${num(cx + u * 0.35)} ${num(foot - u * 0.02)}v${num(u * 0.24)}`,
    "p",
  );
  pen.centre(cx, cy, r1 + wallT + 40 * k);
  pen.path(`M${num((leftIn + rightIn) / 2)} ${num(outlet - 30 * k)}V${num(cy - r0 * 0.5)}`, "c");
  const impeller = pick(random, [315, 400, 450, 500]);
  const per = impeller / (2 * r0 * 0.92);
  pen.leader(polar(cx, cy, r0 * 0.92, 135), -(r1 - r0 * 0.6), r1 * 0.55, `Ø ${mm(impeller)}`);
  pen.dim(
    [leftOut - flange, outlet],
    [rightOut + flange, outlet],
    40 * k,
    `DN ${nearestDn((rightIn - leftIn) * per)}`,
  );
  pen.vdim(rightOut + flange, outlet, cy, 50 * k, mm(round5((cy - outlet) * per)));
  pen.arrow([(leftIn + rightIn) / 2, cy - r0 - u * 0.15], [(leftIn + rightIn) / 2, outlet + u * 0.2]);
};

const casting: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 3.2, 2.8);
  const u = view.u;
  const cx = view.cx;
  const cy = view.cy;
  const fw = u * 1.45;
  const top = cy - u * 1.2;
  const bottom = cy + u * 1.05;
  const parting = cy + u * 0.35;
  pen.rect(cx - fw, top, fw * 2, bottom - top, "p");
  pen.rect(cx - fw - u * 0.06, top - u * 0.04, fw * 2 + u * 0.12, bottom - top + u * 0.08, "t");
  pen.path(`M${num(cx - fw - u * 0.18)} ${num(parting)}H${num(cx + fw + u * 0.18)}`, "c");
  const width = u * between(random, 1.5, 1.9);
  const flangeH = u * between(random, 0.18, 0.26);
  const body = width * between(random, 0.55, 0.7);
  const h = u * between(random, 0.6, 0.8);
  const base = parting + u * 0.32;
  const shape = pick(random, ["hub", "wheel", "bracket"] as const);
  const half: Point[] =
    shape === "hub"
      ? [
          [width / 2, 0],
          [width / 2, -flangeH],
          [body / 2, -flangeH],
          [body / 2, -h],
        ]
      : shape === "wheel"
        ? [
            [width / 2, 0],
            [width / 2, -h * 0.45],
            [width / 2 - flangeH * 0.6, -h * 0.45],
            [body / 2, -h * 0.7],
            [body / 2, -h],
          ]
        : [
            [width / 2, 0],
            [width / 2, -flangeH * 0.8],
            [body / 2 + flangeH, -flangeH * 0.8],
            [body / 2, -h * 0.55],
            [body / 2, -h],
          ];
  const part: Point[] = [
    ...half.map(([x, y]): Point => [cx - x, base + y]),
    ...half.reverse().map(([x, y]): Point => [cx + x, base + y]),
  ];
  pen.poly(part, "h");
  const coreW = body * 0.45;
  pen.rect(cx - coreW / 2, base - h + u * 0.12, coreW, h - u * 0.12, "k");
  const risers = pick(random, [1, 2, 3]);
  const spacing = body / risers;
  for (let i = 0; i < risers; i++) {
    const x = cx - body / 2 + spacing * (i + 0.5);
    const rw = Math.min(spacing * 0.7, u * 0.42);
    const rh = u * between(random, 0.4, 0.5);
    const y = base - h;
    pen.path(
      `M${num(x - rw * 0.35)} ${num(y)}V${num(y - u * 0.08)}H${num(x - rw / 2)}V${num(y - rh + rw / 2)}` +
        `${arc(rw / 2, 0, 1, [x + rw / 2, y - rh + rw / 2])}V${num(y - u * 0.08)}H${num(x + rw * 0.35)}V${num(y)}Z`,
      "h",
    );
  }
  const sx = cx + fw * 0.82;
  pen.poly(
    [
      [sx - u * 0.16, top],
      [sx - u * 0.04, top + u * 0.2],
      [sx - u * 0.04, parting],
      [cx + width / 2, parting],
      [cx + width / 2, parting + u * 0.07],
      [sx + u * 0.04, parting + u * 0.07],
      [sx + u * 0.04, top + u * 0.2],
      [sx + u * 0.16, top],
    ],
    "h",
  );
  pen.arrow([sx, top - u * 0.42], [sx, top - u * 0.08]);
  const size = pick(random, [640, 820, 960, 1150]);
  const per = size / width;
  pen.dim([cx - width / 2, base], [cx + width / 2, base], -(bottom - base + 50 * k), mm(size));
  pen.line(cx - body / 2, base - h, cx - width / 2, base - h);
  pen.vdim(cx - width / 2, base - h, base, -50 * k, mm(round5(h * per)));
  pen.text(cx - fw + u * 0.08, top + u * 0.15, "COPE", "n", "start");
  pen.text(cx - fw + u * 0.08, bottom - u * 0.08, "DRAG", "n", "start");
  pen.path(`M${num(cx)} ${num(top - 20 * k)}V${num(bottom + 20 * k)}`, "c");
};

const ladle: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 3.4, 3.4);
  const u = view.u;
  const cx = view.cx;
  const cy = view.cy;
  const tilt = between(random, 28, 42);
  const pivot: Point = [cx - u * 0.65, cy - u * 0.75];
  const lw = u * 0.55;
  const lh = u * 1.05;
  const local = (x: number, y: number): Point => rotate([pivot[0] + x, pivot[1] + y], tilt, pivot);
  const shell: Point[] = [
    local(-lw, -lh * 0.45),
    local(lw + u * 0.12, -lh * 0.45),
    local(lw, -lh * 0.35),
    local(lw * 0.66, lh * 0.55),
    local(-lw * 0.66, lh * 0.55),
  ];
  const lining: Point[] = [
    local(-lw + u * 0.09, -lh * 0.45),
    local(lw - u * 0.09, -lh * 0.42),
    local(lw * 0.66 - u * 0.08, lh * 0.55 - u * 0.09),
    local(-lw * 0.66 + u * 0.08, lh * 0.55 - u * 0.09),
  ];
  pen.path(points(shell) + points(lining), "h");
  pen.poly(lining, "b");
  const surface = [local(-lw + u * 0.1, -lh * 0.18), local(lw - u * 0.1, -lh * 0.18)];
  pen.poly(surface, "t", false);
  const bail = lw + u * 0.05;
  const trunnion = -lh * 0.12;
  pen.path(`M${at(local(-bail, trunnion))}${arc(bail, 0, 1, local(bail, trunnion))}`, "p");
  for (const x of [-bail, bail]) {
    const [tx, ty] = local(x, trunnion);
    pen.circle(tx, ty, u * 0.06, "k");
  }
  const eye = local(0, trunnion - bail);
  pen.circle(eye[0], eye[1] - u * 0.05, u * 0.05, "p");
  pen.path(`M${num(eye[0])} ${num(area.y)}V${num(eye[1] - u * 0.1)}`, "c");
  const lip = local(lw + u * 0.12, -lh * 0.45);

  const mx = cx + u * 0.65;
  const mw = u * 0.95;
  const mTop = cy + u * 0.45;
  const mBottom = cy + u * 1.45;
  const cup = mx - mw * 0.55;
  pen.rect(mx - mw, mTop, mw * 2, mBottom - mTop, "b");
  pen.path(`M${num(mx - mw - u * 0.1)} ${num((mTop + mBottom) / 2)}H${num(mx + mw + u * 0.1)}`, "c");
  pen.poly(
    [
      [mx - mw * 0.2, (mTop + mBottom) / 2 - u * 0.22],
      [mx + mw * 0.75, (mTop + mBottom) / 2 - u * 0.22],
      [mx + mw * 0.75, (mTop + mBottom) / 2 + u * 0.2],
      [mx - mw * 0.2, (mTop + mBottom) / 2 + u * 0.2],
    ],
    "h",
  );
  pen.poly(
    [
      [cup - u * 0.14, mTop],
      [cup - u * 0.035, mTop + u * 0.16],
      [cup - u * 0.035, (mTop + mBottom) / 2 + u * 0.12],
      [mx - mw * 0.2, (mTop + mBottom) / 2 + u * 0.12],
      [mx - mw * 0.2, (mTop + mBottom) / 2 + u * 0.18],
      [cup + u * 0.035, (mTop + mBottom) / 2 + u * 0.18],
      [cup + u * 0.035, mTop + u * 0.16],
      [cup + u * 0.14, mTop],
    ],
    "k",
  );
  pen.path(`M${num(area.x)} ${num(mBottom)}H${num(area.x + area.w)}`, "p");
  pen.raw(
    `<path class="a" style="stroke-width:${num(7 * k)};stroke-linecap:round" d="M${at(lip)}C${num(lip[0] + u * 0.2)} ${num(lip[1])} ${num(cup)} ${num(lip[1] + u * 0.2)} ${num(cup)} ${num(mTop + u * 0.08)}"/>`,
  );
  pen.text(mx - mw + u * 0.06, mTop + u * 0.14, "COPE", "n", "start");
  pen.text(mx - mw + u * 0.06, mBottom - u * 0.06, "DRAG", "n", "start");
  pen.poly([local(-lw - u * 0.03, -lh * 0.3), local(lw + u * 0.02, -lh * 0.3)], "p", false);
  pen.leader(local(-lw * 0.3, lh * 0.2), -u * 0.45, u * 0.35, `${pick(random, [3, 5, 8, 12])} t`);
  pen.vdim(mx + mw, mTop, mBottom, 50 * k, mm(pick(random, [800, 1000, 1200])));
};

// ---------------------------------------------------------------- people and papers

const portrait: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 2.6, 3.1);
  const u = view.u;
  const cx = view.cx;
  const headY = view.cy - u * 0.55;
  const rx = u * between(random, 0.36, 0.42);
  const ry = rx * between(random, 1.22, 1.32);
  const shoulders = u * between(random, 1.05, 1.2);
  const neckW = rx * 0.5;
  const neckTop = headY + ry * 0.8;
  const base = view.cy + u * 1.35;
  const collar = headY + ry + u * 0.28;
  pen.path(
    `M${num(cx - neckW)} ${num(neckTop)}V${num(collar - u * 0.1)}C${num(cx - neckW)} ${num(collar)} ${num(cx - shoulders * 0.6)} ${num(collar)} ${num(cx - shoulders * 0.82)} ${num(collar + u * 0.12)}` +
      `C${num(cx - shoulders)} ${num(collar + u * 0.22)} ${num(cx - shoulders)} ${num(collar + u * 0.45)} ${num(cx - shoulders)} ${num(base)}H${num(cx + shoulders)}` +
      `C${num(cx + shoulders)} ${num(collar + u * 0.45)} ${num(cx + shoulders)} ${num(collar + u * 0.22)} ${num(cx + shoulders * 0.82)} ${num(collar + u * 0.12)}` +
      `C${num(cx + shoulders * 0.6)} ${num(collar)} ${num(cx + neckW)} ${num(collar)} ${num(cx + neckW)} ${num(collar - u * 0.1)}V${num(neckTop)}Z`,
    "b",
  );
  pen.raw(`<ellipse class="b" cx="${num(cx)}" cy="${num(headY)}" rx="${num(rx)}" ry="${num(ry)}"/>`);
  pen.path(
    `M${num(cx - shoulders * 0.45)} ${num(collar + u * 0.05)}L${num(cx)} ${num(collar + u * 0.5)}L${num(cx + shoulders * 0.45)} ${num(collar + u * 0.05)}`,
    "t",
  );
  pen.circle(cx, headY, ry * 1.12, "t");
  for (const f of [-0.5, 0, 0.5]) pen.line(cx - rx * 1.6, headY + ry * f, cx + rx * 1.6, headY + ry * f, "t");
  pen.line(cx - shoulders - 30 * k, collar + u * 0.12, cx + shoulders + 30 * k, collar + u * 0.12, "t");
  pen.path(`M${num(cx)} ${num(headY - ry * 1.35)}V${num(base + 24 * k)}`, "c");
  pen.vdim(cx + rx, headY - ry, headY + ry, shoulders - rx + 50 * k, mm(round5(between(random, 225, 245))));
  pen.dim([cx - shoulders, base], [cx + shoulders, base], -50 * k, mm(round5(between(random, 440, 480))));
  pen.datum([cx - shoulders * 0.55, base], 90, "A");
};

const certificate: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 1.6, 1.75);
  const u = view.u;
  const w = u * 1.2;
  const h = w * Math.SQRT2;
  const x0 = view.cx - w / 2 - u * 0.05;
  const y0 = view.cy - h / 2;
  const fold = w * 0.12;
  pen.path(
    `M${num(x0)} ${num(y0)}H${num(x0 + w - fold)}L${num(x0 + w)} ${num(y0 + fold)}V${num(y0 + h)}H${num(x0)}Z`,
    "b",
  );
  pen.path(`M${num(x0 + w - fold)} ${num(y0)}V${num(y0 + fold)}H${num(x0 + w)}`, "p");
  pen.rect(x0 + w * 0.06, y0 + w * 0.06, w * 0.78, h - w * 0.12, "t");
  pen.text(view.cx - u * 0.05, y0 + h * 0.14, "CERTIFICATE", "n");
  pen.raw(
    `<text class="l" x="${num(view.cx - u * 0.05)}" y="${num(y0 + h * 0.25)}" text-anchor="middle" style="font-size:${num(w * 0.1)}px">ISO 9001:2008</text>`,
  );
  const lines = integer(random, 7, 10);
  for (let i = 0; i < lines; i++) {
    const y = y0 + h * 0.34 + (h * 0.36 * i) / lines;
    const end = i % 3 === 2 ? 0.55 : between(random, 0.72, 0.86);
    pen.line(x0 + w * 0.14, y, x0 + w * end, y, "t");
  }
  const seal: Point = [x0 + w * 0.7, y0 + h * 0.82];
  const r = w * 0.12;
  const star: Point[] = [];
  for (let i = 0; i < 48; i++) star.push(polar(seal[0], seal[1], i % 2 === 0 ? r : r * 0.9, i * 7.5));
  pen.poly(
    [
      polar(seal[0], seal[1], r * 0.6, 110),
      polar(seal[0] - r * 0.5, seal[1] + r * 1.9, 0, 0),
      polar(seal[0] - r * 0.15, seal[1] + r * 1.6, 0, 0),
      polar(seal[0], seal[1], r * 0.6, 90),
    ],
    "af",
  );
  pen.poly(
    [
      polar(seal[0], seal[1], r * 0.6, 70),
      polar(seal[0] + r * 0.5, seal[1] + r * 1.9, 0, 0),
      polar(seal[0] + r * 0.15, seal[1] + r * 1.6, 0, 0),
      polar(seal[0], seal[1], r * 0.6, 90),
    ],
    "af",
  );
  pen.poly(star, "a");
  pen.circle(seal[0], seal[1], r * 0.7, "a");
  pen.path(
    `M${num(x0 + w * 0.14)} ${num(y0 + h * 0.84)}c${num(w * 0.04)} ${num(-w * 0.06)} ${num(w * 0.06)} ${num(w * 0.04)} ${num(w * 0.1)} ${num(-w * 0.02)}s${num(w * 0.06)} ${num(w * 0.03)} ${num(w * 0.12)} ${num(-w * 0.01)}`,
    "p",
  );
  pen.line(x0 + w * 0.12, y0 + h * 0.86, x0 + w * 0.45, y0 + h * 0.86);
  pen.dim([x0, y0 + h], [x0 + w, y0 + h], -44 * k, "210");
  pen.vdim(x0 + w, y0, y0 + h, 44 * k, "297");
};

const team: Builder = (pen, area, random) => {
  const k = pen.k;
  const view = fit(area, 4.2, 2.6);
  const u = view.u;
  const ground = view.cy + u * 1.05;
  const sx = view.cx + u * 0.45;
  const sw = u * 1.3;
  const sh = u * 1.6;
  pen.path(`M${num(area.x)} ${num(ground)}H${num(area.x + area.w)}`, "p");
  pen.poly(
    [
      [sx - sw / 2, ground],
      [sx - sw / 2, ground - sh * 0.7],
      [sx - sw * 0.2, ground - sh],
      [sx + sw / 2, ground - sh],
      [sx + sw / 2, ground],
    ],
    "b",
  );
  pen.poly(
    [
      [sx - sw / 2, ground - sh * 0.7],
      [sx - sw * 1.05, ground - sh * 1.02],
      [sx - sw * 1.0, ground - sh * 1.1],
      [sx - sw * 0.2, ground - sh],
    ],
    "p",
  );
  const rr = sw * 0.28;
  const rc: Point = [sx + sw * 0.05, ground - sh * 0.5];
  pen.circle(rc[0], rc[1], rr, "d");
  pen.circle(rc[0], rc[1], rr * 0.25, "p");
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(rc[0], rc[1], rr * 0.85, i * 60 + 15);
    pen.circle(x, y, rr * 0.07, "p");
  }
  pen.centre(rc[0], rc[1], rr + 30 * k);
  pen.poly(
    [
      [sx + sw / 2, ground - sh * 0.18],
      [sx + sw * 1.25, ground - sh * 0.5],
      [sx + sw * 1.28, ground - sh * 0.44],
      [sx + sw / 2, ground - sh * 0.1],
    ],
    "p",
  );
  const people = pick(random, [2, 3]);
  const heights = [1, 0.94, 0.97];
  for (let i = 0; i < people; i++) {
    const h = u * 0.95 * (heights[i] ?? 1);
    const x = view.cx - u * 1.5 + i * u * 0.48;
    const head = h * 0.12;
    const top = ground - h;
    pen.circle(x, top + head, head, "b");
    pen.path(
      `M${at([x - head * 1.05, top + head * 0.95])}${arc(head * 1.05, 0, 1, [x + head * 1.05, top + head * 0.95])}Z`,
      "af",
    );
    pen.path(
      `M${num(x - head * 1.6)} ${num(top + h * 0.55)}V${num(top + h * 0.33)}Q${num(x - head * 1.6)} ${num(top + h * 0.25)} ${num(x)} ${num(top + h * 0.25)}` +
        `Q${num(x + head * 1.6)} ${num(top + h * 0.25)} ${num(x + head * 1.6)} ${num(top + h * 0.33)}V${num(top + h * 0.55)}` +
        `H${num(x + head)}V${num(ground)}H${num(x - head)}V${num(top + h * 0.55)}Z`,
      "b",
    );
    pen.line(x, top + h * 0.6, x, ground, "t");
  }
  pen.vdim(view.cx - u * 1.5 - u * 0.2, ground - u * 0.95, ground, -40 * k, "1 800");
  pen.vdim(sx + sw / 2, ground - sh, ground, sw * 0.85 + 40 * k, mm(pick(random, [4800, 5200, 5600])));
};

/**
 * A site plan for the head office's map facade (contact page), until the company sends a picture
 * of the real map: streets, a river, building blocks, the plot in orange with its marker.
 */
const map: Builder = (pen, area, random) => {
  const k = pen.k;
  const { x, y, w, h } = area;
  const X = (f: number) => x + w * f;
  const Y = (f: number) => y + h * f;
  // A river along the bottom left, two carriageway edges of the main road, a side street.
  pen.path(
    `M${num(X(0))} ${num(Y(0.82))}C${num(X(0.2))} ${num(Y(0.74))} ${num(X(0.35))} ${num(Y(0.98))} ${num(X(0.55))} ${num(Y(1))}`,
    "d",
  );
  pen.path(
    `M${num(X(0))} ${num(Y(0.9))}C${num(X(0.2))} ${num(Y(0.82))} ${num(X(0.32))} ${num(Y(1.04))} ${num(X(0.45))} ${num(Y(1))}`,
    "d",
  );
  for (const offset of [-0.025, 0.025]) {
    pen.path(
      `M${num(X(0))} ${num(Y(0.48 + offset))}C${num(X(0.3))} ${num(Y(0.4 + offset))} ${num(X(0.62))} ${num(Y(0.62 + offset))} ${num(X(1))} ${num(Y(0.5 + offset))}`,
      "p",
    );
  }
  for (const offset of [-0.012, 0.012]) pen.line(X(0.42 + offset), Y(0), X(0.46 + offset), Y(1), "p");
  pen.line(X(0.72), Y(0.08), X(0.72), Y(0.55), "t");
  // Building blocks either side of the road, drawn as outlines.
  const blocks = integer(random, 22, 28);
  for (let i = 0; i < blocks; i++) {
    const bx = between(random, 0.04, 0.9);
    const by = between(random, 0.06, 0.7);
    const onRoad = Math.abs(by - 0.47) < 0.1 || Math.abs(bx - 0.42) < 0.08;
    const onPlot = bx > 0.45 && bx < 0.72 && by < 0.4;
    if (onRoad || onPlot) continue;
    pen.rect(X(bx), Y(by), w * between(random, 0.05, 0.1), h * between(random, 0.05, 0.09), "t");
  }
  // The plot, with the marker a visitor looks for.
  const plot = { x: X(0.55), y: Y(0.16), w: w * 0.14, h: h * 0.2 };
  pen.rect(plot.x, plot.y, plot.w, plot.h, "a");
  const pin: Point = [plot.x + plot.w / 2, plot.y + plot.h / 2];
  pen.circle(pin[0], pin[1] - 18 * k, 14 * k, "af");
  pen.poly(
    [
      [pin[0] - 12 * k, pin[1] - 12 * k],
      [pin[0] + 12 * k, pin[1] - 12 * k],
      [pin[0], pin[1] + 8 * k],
    ],
    "af",
  );
  // North arrow and scale bar.
  const north: Point = [X(0.93), Y(0.12)];
  pen.poly(
    [
      [north[0], north[1] - 30 * k],
      [north[0] + 12 * k, north[1] + 14 * k],
      [north[0], north[1] + 6 * k],
      [north[0] - 12 * k, north[1] + 14 * k],
    ],
    "p",
  );
  pen.text(north[0], north[1] + 44 * k, "N", "n");
  pen.line(X(0.06), Y(0.96), X(0.22), Y(0.96), "p");
  pen.text(X(0.14), Y(0.96) - 12 * k, "200 m", "q");
};

const builders: Record<DrawingKind, Builder> = {
  rotor,
  hammer,
  grate,
  liner,
  cap,
  bar,
  plate,
  bolt,
  pin,
  tooth,
  anvil,
  wall,
  valve,
  pump,
  casting,
  ladle,
  portrait,
  certificate,
  team,
  map,
};

const scales: Record<DrawingKind, readonly string[]> = {
  rotor: ["1:20", "1:25"],
  hammer: ["1:5"],
  grate: ["1:10"],
  liner: ["1:10"],
  cap: ["1:5"],
  bar: ["1:10"],
  plate: ["1:10"],
  bolt: ["1:2"],
  pin: ["1:2", "1:2.5"],
  tooth: ["1:5", "1:10"],
  anvil: ["1:5"],
  wall: ["1:20"],
  valve: ["1:5", "1:10"],
  pump: ["1:10"],
  casting: ["1:10", "1:20"],
  ladle: ["1:50"],
  portrait: ["1:5"],
  certificate: ["1:2"],
  team: ["1:50"],
  map: ["1:5000"],
};

const notes: Partial<Record<DrawingKind, string>> = {
  rotor: "DISCS S355J2 · PINS 42CrMo4",
  hammer: "MATERIAL GX120Mn13",
  grate: "MATERIAL GX120MnCr13-2",
  liner: "MATERIAL GX120MnCr13-2",
  cap: "MATERIAL GX120Mn13",
  bar: "MATERIAL GX120MnCr18-2",
  plate: "MATERIAL GX120Mn13",
  bolt: "PROPERTY CLASS 10.9",
  pin: "MATERIAL GX120Mn13",
  tooth: "MATERIAL GX120MnCr18-2",
  anvil: "MATERIAL GX120MnCr18-2",
  wall: "MATERIAL G20Mn5 QT",
  valve: "MATERIAL GP240GH",
  pump: "MATERIAL GX5CrNiMo19-11-2",
  casting: "MATERIAL G20Mn5 QT",
  ladle: "POURING 1 560 °C",
};

const sans = `system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;
const mono = `ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace`;

function styleSheet(k: number): string {
  const px = (value: number) => `${num(value * k)}px`;
  const line = (width: number) => `stroke:#d9dee3;stroke-width:${px(width)};stroke-linejoin:round`;
  return (
    `<style>` +
    `.b{fill:#363f48;${line(2)}}.k{fill:#1f252a;${line(1.6)}}.p{fill:none;${line(2)}}` +
    `.h{fill:url(#h);${line(2)}}.t{fill:none;stroke:#9aa5af;stroke-width:${px(1)}}` +
    `.c{fill:none;stroke:#9aa5af;stroke-width:${px(1)};stroke-dasharray:${px(28)} ${px(6)} ${px(4)} ${px(6)}}` +
    `.d{fill:none;stroke:#9aa5af;stroke-width:${px(1.3)};stroke-dasharray:${px(10)} ${px(6)}}` +
    `.a{fill:none;stroke:#e8621c;stroke-width:${px(2.5)}}.af{fill:#e8621c}` +
    `text{font-family:${mono}}.x{fill:#d9dee3;font-size:${px(26)}}` +
    `.n{fill:#aab4bd;font-size:${px(20)};letter-spacing:.08em}.s{fill:#d9dee3;font-size:${px(24)}}` +
    `.q{fill:#8d98a3;font-size:${px(14)};letter-spacing:.1em}.l{fill:#f5f6f7;font-family:${sans};font-weight:600}` +
    `</style>`
  );
}

function defs(k: number): string {
  const hatch = num(14 * k);
  return (
    `<defs>` +
    `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a3138"/><stop offset="1" stop-color="#3a434c"/></linearGradient>` +
    `<pattern id="f" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M8 0H0V8" fill="none" stroke="#d9dee3" stroke-opacity=".035"/></pattern>` +
    `<pattern id="r" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="url(#f)"/><path d="M40 0H0V40" fill="none" stroke="#d9dee3" stroke-opacity=".07"/></pattern>` +
    `<pattern id="h" width="${hatch}" height="${hatch}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${hatch}" height="${hatch}" fill="#363f48"/><path d="M0 0V${hatch}" stroke="#aab4bd" stroke-width="${num(1.3 * k)}"/></pattern>` +
    `<marker id="m" viewBox="0 0 16 6" refX="16" refY="3" markerWidth="16" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L16 3L0 6z" fill="#d9dee3"/></marker>` +
    `<marker id="n" viewBox="0 0 10 6" refX="10" refY="3" markerWidth="7" markerHeight="4.2" orient="auto-start-reverse"><path d="M0 0L10 3L0 6z" fill="#e8621c"/></marker>` +
    `</defs>`
  );
}

/** The title block sits on the frame's bottom-right corner; returns its height. */
function titleBlock(
  pen: Pen,
  W: number,
  H: number,
  frame: number,
  fields: { label: string; slot: string; scale: string; sheet: string },
) {
  const k = pen.k;
  const pad = 16 * k;
  const small = 24 * k;
  const charW = 0.6 * small;
  const labelSize = Math.min(38 * k, (W * 0.52 - 2 * pad) / (fields.label.length * 0.62));
  const cells = [
    { caption: "DWG NO.", value: fields.slot },
    { caption: "SCALE", value: fields.scale },
    { caption: "SHEET", value: fields.sheet },
  ].map((cell) => ({ ...cell, width: Math.max(cell.value.length * charW, 70 * k) + 2 * pad }));
  const projection = 96 * k;
  const needed = cells.reduce((sum, cell) => sum + cell.width, 0) + projection;
  const width = Math.max(needed, fields.label.length * 0.62 * labelSize + 2 * pad);
  const first = cells[0];
  if (first) first.width += width - needed;
  const row1 = labelSize + 34 * k;
  const row2 = 60 * k;
  const right = W - frame;
  const bottom = H - frame;
  const left = right - width;
  const top = bottom - row1 - row2;
  pen.raw(
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(row1 + row2)}" fill="#1b2025" fill-opacity=".82" stroke="#9aa5af" stroke-width="${num(1.5 * k)}"/>`,
  );
  pen.line(left, top + row1, right, top + row1);
  pen.raw(
    `<text class="l" x="${num(left + pad)}" y="${num(top + row1 / 2 + labelSize * 0.36)}" style="font-size:${num(labelSize)}px">${escapeXml(fields.label)}</text>`,
  );
  let x = left;
  for (const cell of cells) {
    if (x > left) pen.line(x, top + row1, x, bottom);
    pen.text(x + pad, top + row1 + 18 * k, cell.caption, "q", "start");
    pen.text(x + pad, bottom - 14 * k, cell.value, "s", "start");
    x += cell.width;
  }
  pen.line(x, top + row1, x, bottom);
  const py = top + row1 + row2 / 2;
  const px = x + projection / 2;
  const r = 12 * k;
  pen.path(
    `M${num(px - 36 * k)} ${num(py - r * 0.55)}L${num(px - 8 * k)} ${num(py - r)}V${num(py + r)}L${num(px - 36 * k)} ${num(py + r * 0.55)}Z`,
    "t",
  );
  pen.circle(px + 22 * k, py, r, "t");
  pen.circle(px + 22 * k, py, r * 0.55, "t");
  return { height: row1 + row2, width };
}

/** The whole sheet for one slot: ground, grid, frame, the part, its notes and the title block. */
export function drawSlot(name: string, slot: ImageSlot, sheet: number, sheets: number): string {
  const { width: W, height: H } = slot;
  const k = W / 1200;
  const random = seededRandom(name);
  const pen = new Pen(k);
  const frame = 22 * k;
  pen.raw(
    `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#r)"/>`,
  );
  pen.raw(
    `<rect x="${num(frame)}" y="${num(frame)}" width="${num(W - 2 * frame)}" height="${num(H - 2 * frame)}" fill="none" stroke="#9aa5af" stroke-opacity=".6" stroke-width="${num(1.5 * k)}"/>`,
  );
  pen.path(
    `M${num(W / 2)} 0v${num(frame + 14 * k)}M${num(W / 2)} ${H}v${num(-frame - 14 * k)}M0 ${num(H / 2)}h${num(frame + 14 * k)}M${W} ${num(H / 2)}h${num(-frame - 14 * k)}`,
    "t",
  );
  const block = titleBlock(pen, W, H, frame, {
    label: slot.label,
    slot: name,
    scale: pick(random, scales[slot.drawing]),
    sheet: `${String(sheet).padStart(2, "0")}/${sheets}`,
  });
  const note = notes[slot.drawing];
  if (note) {
    const room = W - 2 * frame - block.width - 60 * k;
    const lines = [note, "TOLERANCES ISO 8062-3 DCTG 10"].filter(
      (line) => line.length * 20 * k * 0.68 < room,
    );
    lines.forEach((line, i) =>
      pen.text(frame + 24 * k, H - frame - 20 * k - (lines.length - 1 - i) * 30 * k, line, "n", "start"),
    );
  }
  const margin = 64 * k;
  const area: Box = {
    x: margin,
    y: margin,
    w: W - 2 * margin,
    h: H - margin - frame - block.height - 40 * k,
  };
  builders[slot.drawing](pen, area, random, slot);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${escapeXml(slot.label)}</title>${styleSheet(k)}${defs(k)}${pen.out.join("")}</svg>\n`
  );
}

export interface GenerateResult {
  written: string[];
  skipped: { slot: string; file: string }[];
}

/** Writes `<dir>/<slot>.svg` for every slot that has no file yet, under any image extension. */
export function generateImages({
  slots,
  dir,
}: {
  slots: Record<string, ImageSlot>;
  dir: string;
}): GenerateResult {
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(slots);
  const result: GenerateResult = { written: [], skipped: [] };
  names.forEach((name, index) => {
    const slot = slots[name];
    if (!slot) return;
    const existing = imageExtensions
      .map((ext) => `${name}.${ext}`)
      .find((file) => existsSync(join(dir, file)));
    if (existing) {
      result.skipped.push({ slot: name, file: existing });
      return;
    }
    writeFileSync(join(dir, `${name}.svg`), drawSlot(name, slot, index + 1, names.length));
    result.written.push(`${name}.svg`);
  });
  return result;
}
