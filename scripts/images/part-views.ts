/**
 * The parts both kinds of drawing show: a shredder's rotor and a hammer, front view. The
 * placeholder drawings (image-drawings.ts) and the link-preview pictures (share-image.ts) choose
 * the proportions, each from its own seeded random numbers, and add their own dimensions around
 * the part; the part itself is drawn here, once.
 */
import { type Pen, type Point, num, polar } from "./drawing-pen.ts";

export const round5 = (value: number) => Math.max(5, Math.round(value / 5) * 5);
export const arc = (r: number, large: 0 | 1, sweep: 0 | 1, [x, y]: Point) =>
  `A${num(r)} ${num(r)} 0 ${large} ${sweep} ${num(x)} ${num(y)}`;

export interface RotorFront {
  cx: number;
  cy: number;
  /** The body's radius. */
  R: number;
  arms: number;
  /** Radii of the hammers' pins' circle, of the hub, of the hammers' swing. */
  pitch: number;
  hub: number;
  reach: number;
  /** The arms' angle offset in degrees. */
  offset: number;
  /** A spider: a lobed body; otherwise a disc. */
  spider: boolean;
}

/** The rotor's body, swing and pin circles, hub and key, and a hammer on each arm. */
export function rotorFront(pen: Pen, { cx, cy, R, arms, pitch, hub, reach, offset, spider }: RotorFront) {
  pen.centre(cx, cy, reach + 34 * pen.k);
  if (spider) {
    const outline: Point[] = [];
    const steps = 20 * arms;
    const inner = hub * 1.3;
    for (let i = 0; i < steps; i++) {
      const degrees = offset + (360 * i) / steps;
      const lobe = 0.5 + 0.5 * Math.cos((arms * (degrees - offset) * Math.PI) / 180);
      outline.push(polar(cx, cy, inner + (R - inner) * lobe ** 0.45, degrees));
    }
    pen.poly(outline, "b");
  } else {
    pen.circle(cx, cy, R, "b");
    pen.circle(cx, cy, R * 0.9, "t");
  }
  pen.circle(cx, cy, reach, "d");
  pen.circle(cx, cy, pitch, "c");
  pen.circle(cx, cy, hub, "p");
  pen.circle(cx, cy, hub * 0.5, "k");
  pen.rect(cx - hub * 0.1, cy - hub * 0.62, hub * 0.2, hub * 0.16, "k");
  for (let i = 0; i < arms; i++) {
    const a = ((offset + (360 * i) / arms) * Math.PI) / 180;
    const place = (r: number, side: number): Point => [
      cx + r * Math.cos(a) - side * Math.sin(a),
      cy + r * Math.sin(a) + side * Math.cos(a),
    ];
    const w = R * 0.1;
    pen.poly(
      [
        place(pitch - w, -w),
        place(pitch - w, w),
        place(reach - R * 0.16, w),
        place(reach - R * 0.08, w * 1.45),
        place(reach, w * 1.3),
        place(reach, -w * 1.3),
        place(reach - R * 0.08, -w * 1.45),
        place(reach - R * 0.16, -w),
      ],
      "b",
    );
    const [px, py] = place(pitch, 0);
    pen.circle(px, py, R * 0.055, "k");
  }
}

export interface HammerFront {
  cx: number;
  u: number;
  top: number;
  bottom: number;
  /** Half the head's width, the neck's half width, where the waist begins, the eye's radius. */
  half: number;
  neck: number;
  waist: number;
  eyeR: number;
}

/** The hammer's outline (eye, waist, wearing head), its wear line, the eye and centre lines. */
export function hammerFront(pen: Pen, { cx, u, top, bottom, half, neck, waist, eyeR }: HammerFront) {
  const k = pen.k;
  const eye: Point = [cx, top + neck];
  const rc = half * 0.22;
  pen.path(
    `M${num(cx - neck)} ${num(eye[1])}${arc(neck, 0, 1, [cx + neck, eye[1]])}V${num(waist)}` +
      `C${num(cx + neck)} ${num(waist + u * 0.12)} ${num(cx + half)} ${num(waist + u * 0.06)} ${num(cx + half)} ${num(waist + u * 0.22)}` +
      `V${num(bottom - rc)}Q${num(cx + half)} ${num(bottom)} ${num(cx + half - rc)} ${num(bottom)}` +
      `Q${num(cx)} ${num(bottom + u * 0.04)} ${num(cx - half + rc)} ${num(bottom)}Q${num(cx - half)} ${num(bottom)} ${num(cx - half)} ${num(bottom - rc)}` +
      `V${num(waist + u * 0.22)}C${num(cx - half)} ${num(waist + u * 0.06)} ${num(cx - neck)} ${num(waist + u * 0.12)} ${num(cx - neck)} ${num(waist)}Z`,
    "b",
  );
  pen.line(cx - half, bottom - u * 0.13, cx + half, bottom - u * 0.13, "d");
  pen.circle(eye[0], eye[1], eyeR, "k");
  pen.centre(eye[0], eye[1], neck * 1.6);
  pen.path(`M${num(cx)} ${num(top - 24 * k)}V${num(bottom + 24 * k)}`, "c");
}
