/**
 * The drafting kit of the placeholder drawings: a seeded random source, number formatting that
 * keeps files small and byte-stable, and a pen that writes SVG elements in the house style
 * (part outlines, centre lines, dimensions, the orange accent). Coordinates are image pixels.
 */

export type Random = () => number;
export type Point = readonly [number, number];
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** FNV-1a, so a slot's name alone fixes its drawing. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and identical on every platform. */
export function seededRandom(seed: string): Random {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

export function integer(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

export function pick<T>(random: Random, options: readonly T[]): T {
  const option = options[Math.floor(random() * options.length)];
  if (option === undefined) throw new Error("pick() needs at least one option");
  return option;
}

/** One decimal is finer than any screen shows and keeps the files small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10 + 0);
}

/** 1800 → "1 800": the ISO thousands separator drawings use. */
export function mm(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

export function points(list: readonly Point[], closed = true): string {
  return list.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("") + (closed ? "Z" : "");
}

export function rotate([x, y]: Point, degrees: number, [ox, oy]: Point): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = x - ox;
  const dy = y - oy;
  return [ox + dx * Math.cos(a) - dy * Math.sin(a), oy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** Where a view of `needW` × `needH` units sits in `box`: its centre and the size of one unit. */
export function fit(box: Box, needW: number, needH: number) {
  return { cx: box.x + box.w / 2, cy: box.y + box.h / 2, u: Math.min(box.w / needW, box.h / needH) };
}

/** Two views side by side on wide boxes, stacked on tall ones; `share` goes to the first. */
export function split(
  box: Box,
  share: number,
  gap: number,
  layout: "auto" | "row" | "column" = "auto",
): [Box, Box] {
  if (layout === "row" || (layout === "auto" && box.w >= box.h * 0.95)) {
    const w = (box.w - gap) * share;
    return [
      { x: box.x, y: box.y, w, h: box.h },
      { x: box.x + w + gap, y: box.y, w: box.w - w - gap, h: box.h },
    ];
  }
  const h = (box.h - gap) * share;
  return [
    { x: box.x, y: box.y, w: box.w, h },
    { x: box.x, y: box.y + h + gap, w: box.w, h: box.h - h - gap },
  ];
}

/**
 * Element classes, defined once per file by `styleSheet`:
 * b part body · k hole · p outline only · h sectioned (hatched) · t thin line · c centre line ·
 * d hidden edge · a accent stroke · af accent fill · x dimension text · n note text.
 */
export type Stroke = "b" | "k" | "p" | "h" | "t" | "c" | "d" | "a" | "af";

export class Pen {
  readonly out: string[] = [];
  /** Line widths and text sizes scale with the sheet, so every image looks the same at one width. */
  readonly k: number;

  constructor(k: number) {
    this.k = k;
  }

  raw(svg: string) {
    this.out.push(svg);
  }

  path(d: string, cls: Stroke) {
    this.out.push(`<path class="${cls}" d="${d}"/>`);
  }

  poly(list: readonly Point[], cls: Stroke, closed = true) {
    this.path(points(list, closed), cls);
  }

  line(x1: number, y1: number, x2: number, y2: number, cls: Stroke = "t") {
    this.out.push(`<path class="${cls}" d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}"/>`);
  }

  circle(cx: number, cy: number, r: number, cls: Stroke) {
    this.out.push(`<circle class="${cls}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>`);
  }

  rect(x: number, y: number, w: number, h: number, cls: Stroke, radius = 0) {
    const rounded = radius > 0 ? ` rx="${num(radius)}"` : "";
    this.out.push(
      `<rect class="${cls}" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rounded}/>`,
    );
  }

  text(x: number, y: number, content: string, cls = "x", anchor = "middle", degrees = 0) {
    const turn = degrees === 0 ? "" : ` transform="rotate(${num(degrees)} ${num(x)} ${num(y)})"`;
    const align = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
    this.out.push(
      `<text class="${cls}" x="${num(x)}" y="${num(y)}"${align}${turn}>${escapeXml(content)}</text>`,
    );
  }

  /** A dash-dot centre cross, reaching `rx` and `ry` beyond the centre. */
  centre(cx: number, cy: number, rx: number, ry = rx) {
    this.path(`M${num(cx - rx)} ${num(cy)}H${num(cx + rx)}M${num(cx)} ${num(cy - ry)}V${num(cy + ry)}`, "c");
  }

  /**
   * A dimension between two points, drawn `offset` px along the normal (dy, -dx) of p1 → p2
   * (up for a line to the right, right for a line downwards), with extension lines, arrowheads
   * and the value beside the line.
   */
  dim(p1: Point, p2: Point, offset: number, value: string) {
    const k = this.k;
    const length = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
    const ux = (p2[0] - p1[0]) / length;
    const uy = (p2[1] - p1[1]) / length;
    const nx = uy;
    const ny = -ux;
    const side = Math.sign(offset) || 1;
    const q1: Point = [p1[0] + nx * offset, p1[1] + ny * offset];
    const q2: Point = [p2[0] + nx * offset, p2[1] + ny * offset];
    const gap = 6 * k * side;
    const over = 10 * k * side;
    this.path(
      `M${num(p1[0] + nx * gap)} ${num(p1[1] + ny * gap)}L${num(q1[0] + nx * over)} ${num(q1[1] + ny * over)}` +
        `M${num(p2[0] + nx * gap)} ${num(p2[1] + ny * gap)}L${num(q2[0] + nx * over)} ${num(q2[1] + ny * over)}`,
      "t",
    );
    this.out.push(
      `<path class="t" marker-start="url(#m)" marker-end="url(#m)" d="${points([q1, q2], false)}"/>`,
    );
    let degrees = (Math.atan2(uy, ux) * 180) / Math.PI;
    if (degrees > 90.5) degrees -= 180;
    if (degrees < -90.5) degrees += 180;
    const a = (degrees * Math.PI) / 180;
    const lift = 9 * k;
    this.text(
      (q1[0] + q2[0]) / 2 + Math.sin(a) * lift,
      (q1[1] + q2[1]) / 2 - Math.cos(a) * lift,
      value,
      "x",
      "middle",
      degrees,
    );
  }

  /** A vertical dimension at x from y1 to y2, drawn `dx` px to the right (negative: left). */
  vdim(x: number, y1: number, y2: number, dx: number, value: string) {
    this.dim([x, Math.min(y1, y2)], [x, Math.max(y1, y2)], dx, value);
  }

  /** A horizontal dimension at y from x1 to x2, drawn `dy` px below (negative: above). */
  hdim(y: number, x1: number, x2: number, dy: number, value: string) {
    this.dim([Math.min(x1, x2), y], [Math.max(x1, x2), y], -dy, value);
  }

  /** A leader from a point on a feature out to a shoulder carrying the note (Ø, R, M, DN …). */
  leader(at: Point, dx: number, dy: number, note: string) {
    const k = this.k;
    const knee: Point = [at[0] + dx, at[1] + dy];
    const width = note.length * 17 * k + 12 * k;
    const end: Point = [knee[0] + (dx >= 0 ? width : -width), knee[1]];
    this.out.push(`<path class="t" marker-start="url(#m)" d="${points([at, knee, end], false)}"/>`);
    this.text((knee[0] + end[0]) / 2, knee[1] - 9 * k, note, "x");
  }

  /** The accent: a filled datum triangle on a surface, with its boxed letter. */
  datum(at: Point, degrees: number, letter: string) {
    const k = this.k;
    const tip = at;
    const stem = polar(at[0], at[1], 56 * k, degrees);
    const baseA = polar(at[0], at[1], 22 * k, degrees - 33);
    const baseB = polar(at[0], at[1], 22 * k, degrees + 33);
    const box = polar(at[0], at[1], 78 * k, degrees);
    this.poly([tip, baseA, baseB], "af");
    this.line(at[0], at[1], stem[0], stem[1], "a");
    this.rect(box[0] - 22 * k, box[1] - 22 * k, 44 * k, 44 * k, "a");
    this.text(box[0], box[1] + 11 * k, letter, "x");
  }

  /** The accent: a cutting-plane line's two ends, arrows pointing the way the section looks. */
  section(from: Point, to: Point, look: number, letter: string) {
    const k = this.k;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const ux = (to[0] - from[0]) / length;
    const uy = (to[1] - from[1]) / length;
    for (const [end, sign] of [
      [from, 1],
      [to, -1],
    ] as const) {
      const inner: Point = [end[0] + ux * 46 * k * sign, end[1] + uy * 46 * k * sign];
      const head: Point = [end[0] + Math.cos(look) * 52 * k, end[1] + Math.sin(look) * 52 * k];
      this.out.push(`<path class="a" d="${points([inner, end], false)}"/>`);
      this.out.push(`<path class="a" marker-end="url(#n)" d="${points([end, head], false)}"/>`);
      this.text(head[0] + Math.cos(look) * 22 * k, head[1] + Math.sin(look) * 22 * k + 11 * k, letter, "x");
    }
  }

  /** The accent: an arrow in orange (flow, pour). */
  arrow(from: Point, to: Point) {
    this.out.push(`<path class="a" marker-end="url(#n)" d="${points([from, to], false)}"/>`);
  }

  /** A view's caption under it, e.g. "SECTION A-A". */
  caption(x: number, y: number, content: string) {
    this.text(x, y, content, "n");
  }
}
