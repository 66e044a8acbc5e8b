/**
 * A page's link-preview picture (og:image): the page title and the company name on a drawing
 * sheet in the house style (docs/design.md), 1200 × 630 PNG. All text is drawn as outlines of our own
 * Barlow Condensed (glyph-paths.ts), so the picture never depends on the fonts of the machine
 * that builds it; the page's name seeds the drawing, so every build makes the same bytes.
 */
import sharp from "sharp";
import { shareImageSize } from "../../app/seo/urls.ts";
import {
  type Box,
  type Point,
  type Random,
  Pen,
  between,
  fit,
  mm,
  num,
  pick,
  polar,
  seededRandom,
} from "./drawing-pen.ts";
import { loadArabicFont, textPath, type TypeStyle, wrapText } from "./glyph-paths.ts";
import { hammerFront, rotorFront, round5 } from "./part-views.ts";

export type ShareDrawing = "rotor" | "hammer";

export interface ShareCard {
  /** The page's title, without the company name. */
  title: string;
  company: string;
  tagline: string;
  /** The site's host name, printed small at the foot. */
  host: string;
  /** The part drawn beside the title. */
  drawing: ShareDrawing;
  /** Seeds the drawing's proportions: each page gets its own, the same on every build. */
  seed: string;
  /** Right to left (Arabic): the words on the right, the drawing on the left. */
  direction?: "ltr" | "rtl";
  /** The company mark: public/favicon.svg. */
  markSvg: string;
}

const { width: W, height: H } = shareImageSize;

const colour = {
  ink: "#14181c",
  paper: "#f5f6f7",
  lightSteel: "#d9dee3",
  line: "#9aa5af",
  accent: "#e8621c",
};

/** The house pen, with its dimension and note text drawn as outlines instead of <text>. */
class OutlinePen extends Pen {
  text(x: number, y: number, content: string, cls = "x", anchor = "middle", degrees = 0) {
    const style: TypeStyle =
      cls === "n"
        ? { weight: 600, size: 20 * this.k, tracking: 0.08 }
        : { weight: 600, size: 27 * this.k, tracking: 0.02 };
    const align = anchor === "start" || anchor === "end" ? anchor : "middle";
    const turn = degrees === 0 ? "" : ` transform="rotate(${num(degrees)} ${num(x)} ${num(y)})"`;
    this.raw(`<path class="${cls}" d="${textPath(content, x, y, style, align)}"${turn}/>`);
  }
}

/** A shredder's spider rotor, front view: lobed body, hammers on their pins, swing circle. */
function rotor(pen: Pen, area: Box, random: Random) {
  const k = pen.k;
  const { cx, cy, u } = fit(area, 3.1, 3.1);
  const R = u;
  const arms = pick(random, [3, 4, 5, 6]);
  const pitch = R * between(random, 0.72, 0.8);
  const hub = R * between(random, 0.3, 0.36);
  const reach = R * 1.24;
  const offset = -90 + 180 / arms;
  const swing = pick(random, [1800, 2000, 2200, 2400, 2800, 3200]);
  rotorFront(pen, { cx, cy, R, arms, pitch, hub, reach, offset, spider: true });
  pen.leader(polar(cx, cy, reach, -52), 28 * k, -46 * k, `Ø ${mm(swing)}`);
  pen.leader(
    polar(cx, cy, pitch, 128),
    -36 * k,
    R * 0.7,
    `Ø ${mm(round5((swing * pitch) / reach / 10) * 10)}`,
  );
  pen.section([cx, cy - reach - 26 * k], [cx, cy + reach + 26 * k], Math.PI, "A");
}

/** A shredder hammer, front view: eye for the pin, waist, wearing head, with its dimensions. */
function hammer(pen: Pen, area: Box, random: Random) {
  const k = pen.k;
  const { cx, cy, u } = fit(area, 1.25, 1.3);
  const height = pick(random, [480, 540, 620, 680, 720]);
  const per = height / u;
  const half = u * between(random, 0.25, 0.31);
  const neck = u * between(random, 0.13, 0.16);
  const top = cy - u / 2;
  const bottom = cy + u / 2;
  const eye: Point = [cx, top + neck];
  const eyeR = neck * between(random, 0.5, 0.6);
  const waist = top + u * between(random, 0.34, 0.44);
  hammerFront(pen, { cx, u, top, bottom, half, neck, waist, eyeR });
  pen.line(cx - half - 16 * k, top, cx - neck, top);
  pen.vdim(cx - half, top, bottom, -64 * k, mm(height));
  pen.hdim(bottom, cx - half, cx + half, 60 * k, mm(round5(2 * half * per)));
  pen.leader(polar(eye[0], eye[1], eyeR, -40), half + 20 * k, -40 * k, `Ø ${mm(round5(2 * eyeR * per))}`);
  pen.datum([cx + half, (waist + bottom) / 2 + u * 0.1], 0, "A");
}

const drawings: Record<ShareDrawing, (pen: Pen, area: Box, random: Random) => void> = { rotor, hammer };

function styleSheet(): string {
  const line = (width: number) => `stroke:${colour.lightSteel};stroke-width:${width}px;stroke-linejoin:round`;
  return (
    `<style>` +
    `.b{fill:#2a3138;${line(2)}}.k{fill:#1b2025;${line(1.6)}}.p{fill:none;${line(2)}}` +
    `.h{fill:#2a3138;${line(2)}}.t{fill:none;stroke:${colour.line};stroke-width:1px}` +
    `.c{fill:none;stroke:${colour.line};stroke-width:1px;stroke-dasharray:28px 6px 4px 6px}` +
    `.d{fill:none;stroke:${colour.line};stroke-width:1.3px;stroke-dasharray:10px 6px}` +
    `.a{fill:none;stroke:${colour.accent};stroke-width:2.5px}.af{fill:${colour.accent}}` +
    `.x{fill:${colour.lightSteel}}.n{fill:#aab4bd}` +
    `</style>`
  );
}

function defs(): string {
  return (
    `<defs>` +
    `<pattern id="f" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M8 0H0V8" fill="none" stroke="${colour.lightSteel}" stroke-opacity=".035"/></pattern>` +
    `<pattern id="r" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="url(#f)"/><path d="M40 0H0V40" fill="none" stroke="${colour.lightSteel}" stroke-opacity=".08"/></pattern>` +
    // The grid fades out behind the title, as in the pages' banners.
    `<linearGradient id="fade"><stop offset=".1" stop-color="#fff" stop-opacity=".25"/><stop offset=".58" stop-color="#fff"/></linearGradient>` +
    `<mask id="grid"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>` +
    `<marker id="m" viewBox="0 0 16 6" refX="16" refY="3" markerWidth="16" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L16 3L0 6z" fill="${colour.lightSteel}"/></marker>` +
    `<marker id="n" viewBox="0 0 10 6" refX="10" refY="3" markerWidth="7" markerHeight="4.2" orient="auto-start-reverse"><path d="M0 0L10 3L0 6z" fill="${colour.accent}"/></marker>` +
    `</defs>`
  );
}

/** The favicon's drawing without its own <svg> element, to nest at any size. */
function markContent(markSvg: string): { viewBox: string; content: string } {
  const open = /<svg\b[^>]*>/.exec(markSvg);
  const viewBox = open ? /viewBox="([^"]+)"/.exec(open[0])?.[1] : undefined;
  if (!open || !viewBox) throw new Error("the company mark must be an <svg> with a viewBox");
  const content = markSvg
    .slice(open.index + open[0].length, markSvg.lastIndexOf("</svg>"))
    .replace(/<title>[\s\S]*?<\/title>/, "");
  return { viewBox, content };
}

const titleColumn = { x: 80, width: 580 };
const titleSizes = [112, 104, 96, 88, 80, 72, 64, 58];

/**
 * The largest size at which the title fits its column: two lines when large, else three; Arabic,
 * whose lines stand further apart, in two.
 */
export function setTitle(title: string, { rtl = false } = {}): { style: TypeStyle; lines: string[] } {
  const text = title.toUpperCase();
  for (const size of titleSizes) {
    const style: TypeStyle = { weight: 700, size, tracking: 0.01 };
    const lines = wrapText(text, style, titleColumn.width);
    if (lines.length <= (rtl || size >= 88 ? 2 : 3)) return { style, lines };
  }
  const style: TypeStyle = { weight: 700, size: titleSizes.at(-1) ?? 58, tracking: 0.01 };
  return { style, lines: wrapText(text, style, titleColumn.width) };
}

/** The picture as SVG: every shape is a path, rect or circle; there is no <text>. */
export function shareCardSvg(card: ShareCard): string {
  const pen = new OutlinePen(1);
  const random = seededRandom(`og:${card.seed}`);
  const frame = 24;
  const out: string[] = [];
  out.push(`<rect width="${W}" height="${H}" fill="${colour.ink}"/>`);
  out.push(`<rect width="${W}" height="${H}" fill="url(#r)" mask="url(#grid)"/>`);
  out.push(
    `<rect x="${frame}" y="${frame}" width="${W - 2 * frame}" height="${H - 2 * frame}" fill="none" stroke="${colour.line}" stroke-opacity=".55" stroke-width="1.5"/>`,
    `<path class="t" d="M${W / 2} 0v${frame + 14}M${W / 2} ${H}v${-frame - 14}M0 ${H / 2}h${frame + 14}M${W} ${H / 2}h${-frame - 14}"/>`,
  );

  // The company: its mark and name, as the pages' header shows them.
  const mark = markContent(card.markSvg);
  const markSize = 56;
  const markY = 70;
  // Right to left, the words' column is mirrored: x measured from the right edge, lines end there.
  const rtl = card.direction === "rtl";
  const at = (x: number, width = 0) => (rtl ? W - x - width : x);
  const anchor = rtl ? "end" : "start";
  out.push(
    `<svg x="${at(titleColumn.x, markSize)}" y="${markY}" width="${markSize}" height="${markSize}" viewBox="${mark.viewBox}">${mark.content}</svg>`,
    `<rect x="${at(titleColumn.x, markSize) + 0.75}" y="${markY + 0.75}" width="${markSize - 1.5}" height="${markSize - 1.5}" fill="none" stroke="${colour.paper}" stroke-width="1.5"/>`,
  );
  const companyStyle: TypeStyle = { weight: 600, size: 32, tracking: 0.12 };
  out.push(
    `<path fill="${colour.accent}" d="${textPath(card.company.toUpperCase(), at(titleColumn.x + markSize + 20), markY + markSize / 2 + 11, companyStyle, anchor)}"/>`,
  );

  // The title, its accent rule and the tagline, centred together in the space below the name.
  const title = setTitle(card.title, { rtl });
  // Arabic letters rise and fall further than capitals: its lines need more room.
  const leading = title.style.size * (rtl ? 1.3 : 0.98);
  const capHeight = title.style.size * 0.7;
  const taglineStyle: TypeStyle = { weight: 600, size: 28, tracking: 0.01 };
  const tagline = wrapText(card.tagline, taglineStyle, titleColumn.width + 20).slice(0, 2);
  const ruleGap = rtl ? 52 : 34;
  const taglineLeading = 38;
  const blockHeight =
    capHeight + leading * (title.lines.length - 1) + ruleGap + 6 + 26 + taglineLeading * tagline.length;
  const spaceTop = markY + markSize + 30;
  const spaceBottom = H - 96;
  let y = spaceTop + Math.max(0, (spaceBottom - spaceTop - blockHeight) / 2) + capHeight;
  for (const line of title.lines) {
    out.push(
      `<path fill="${colour.paper}" d="${textPath(line, at(titleColumn.x - 3), y, title.style, anchor)}"/>`,
    );
    y += leading;
  }
  y += ruleGap - leading;
  out.push(
    `<rect x="${at(titleColumn.x, 96)}" y="${num(y)}" width="96" height="6" fill="${colour.accent}"/>`,
  );
  y += 6 + 26;
  for (const line of tagline) {
    y += taglineLeading - 8;
    out.push(
      `<path fill="${colour.lightSteel}" d="${textPath(line, at(titleColumn.x), y, taglineStyle, anchor)}"/>`,
    );
    y += 8;
  }

  out.push(
    `<path fill="${colour.line}" d="${textPath(card.host, at(titleColumn.x), H - 58, { weight: 600, size: 22, tracking: 0.1 }, anchor)}"/>`,
  );

  // The part, on the right, in the placeholder drawings' style (scripts/images/image-drawings.ts).
  drawings[card.drawing](pen, { x: at(720, 400), y: 92, w: 400, h: 446 }, random);
  out.push(...pen.out);

  // The banners' accent edge.
  out.push(`<rect y="${H - 8}" width="${W}" height="8" fill="${colour.accent}"/>`);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `${styleSheet()}${defs()}${out.join("")}</svg>\n`
  );
}

/** The picture as the PNG pages link to. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  if (card.direction === "rtl") await loadArabicFont();
  return (
    sharp(Buffer.from(shareCardSvg(card)))
      // 64 colours hold every line and letter edge; a third of the bytes of a full-colour PNG.
      .png({ compressionLevel: 9, palette: true, colours: 64, dither: 0, effort: 4 })
      .toBuffer()
  );
}
