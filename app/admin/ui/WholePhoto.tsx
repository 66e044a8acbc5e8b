import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import type { Focus } from "../../content/photo-crop.ts";
import { fillTemplate } from "../../format/template.ts";
import type { EditorText } from "../editor-text.ts";
import type { CropOnPhoto } from "../focus-points.ts";

const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
/** The arrow keys' steps: a twentieth of the photo, a hundredth with Shift. */
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The whole photo just uploaded, with the part the site will show framed and the point marked:
 * a click or a drag puts the point anywhere, the arrow keys move it (a button, reached with Tab),
 * and where it is is said as it moves. Its place is kept, unseen, until `shown` (once React runs:
 * editor.css), so that nothing below it moves then.
 */
export function WholePhoto({
  src,
  size,
  point,
  crop,
  shown,
  words,
  onChoose,
}: {
  src: string;
  size: { width: number; height: number };
  point: Focus | undefined;
  crop: CropOnPhoto | undefined;
  shown: boolean;
  words: EditorText["photos"];
  /** A point chosen on the photo, each 0–1 from its top left (not yet within it). */
  onChoose: (point: Focus) => void;
}) {
  const whole = useRef<HTMLImageElement>(null);
  const dragging = useRef(false);
  const at = (event: PointerEvent) => {
    const box = whole.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    onChoose(at(event));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = arrows[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? 0.01 : 0.05;
    const from = point ?? { x: 0.5, y: 0.5 };
    onChoose({ x: from.x + move[0] * step, y: from.y + move[1] * step });
  };
  return (
    <div className={shown ? "picker" : "picker waiting"}>
      <p id="pick-help">{words.pick}</p>
      {/* Where the point is, said as it moves. */}
      <p id="pick-at" className="visually-hidden" aria-live="polite">
        {shown && point
          ? fillTemplate(words.pickAt, { x: Math.round(point.x * 100), y: Math.round(point.y * 100) })
          : ""}
      </p>
      <button
        type="button"
        className="whole"
        aria-describedby="pick-help pick-at"
        aria-label={words.whole}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => {
          if (dragging.current) onChoose(at(event));
        }}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
        onKeyDown={onKeyDown}
      >
        <img ref={whole} src={src} alt="" width={size.width} height={size.height} draggable={false} />
        <span
          className="frame"
          hidden={!crop}
          style={
            crop
              ? {
                  left: percent(crop.left),
                  top: percent(crop.top),
                  width: percent(crop.width),
                  height: percent(crop.height),
                }
              : undefined
          }
        />
        <span
          className="mark"
          hidden={!point}
          style={point ? { left: percent(point.x), top: percent(point.y) } : undefined}
        />
      </button>
    </div>
  );
}
