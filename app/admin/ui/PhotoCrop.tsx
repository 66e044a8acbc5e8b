import { useState } from "react";
import type { Focus } from "../../content/photo-crop.ts";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import { cropOnPhoto, focusOf, focusPoints, focusText, objectPositionOf, pointAt } from "../focus-points.ts";
import { WholePhoto } from "./WholePhoto.tsx";
import type { PhotoPreview } from "../request-context.ts";
import { useHydrated } from "./use-hydrated.ts";

/** To a thousandth, as the server keeps it: the crop shown is the crop the site will make. */
const kept = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;

/**
 * The photo just uploaded, cropped as the site will show it, the nine points its crop may keep,
 * and Keep. Without scripts, "Show this crop" asks the server for the crop of the point chosen.
 * Hydrated, the whole photo shows too: a click, a drag or the arrow keys choose any point on it,
 * and the crop above follows at once, cut as the server cuts it (focus-points.ts `cropOnPhoto`);
 * the point goes back in `focus`, which wins over the nine.
 */
export function PhotoCrop({
  preview,
  slot,
  size,
  csrf,
  language,
}: {
  preview: PhotoPreview;
  slot: string;
  size: { width: number; height: number };
  csrf: string;
  language: AdminLanguage;
}) {
  const words = editorText[language].photos;
  // A point chosen on the photo is one of the nine only when it is exactly there.
  const [picked, setPicked] = useState<string | undefined>(
    preview.focus ? pointAt(preview.focus) : preview.point,
  );
  const [point, setPoint] = useState<Focus | undefined>(preview.focus ?? focusOf(preview.point));
  // The page as the server sent it until React runs, so the two agree; then the picker shows.
  const scripted = useHydrated();

  const auto = `/admin/photos/${slot}/preview/${preview.upload}`;
  const wholeSrc = `/admin/photos/${slot}/whole/${preview.upload}`;
  const crop = point && cropOnPhoto(point, preview, size);
  const choices: [key: string, label: string][] = [
    ["auto", words.pointAuto],
    ...focusPoints.map(([key]): [string, string] => [key, words.points[key]]),
  ];

  const chooseOnPhoto = (next: Focus) => {
    setPicked(undefined);
    setPoint({ x: kept(next.x), y: kept(next.y) });
  };
  return (
    <>
      <h2>{words.preview}</h2>
      <p>
        {fillTemplate(words.previewIntro, {
          name: preview.name,
          width: preview.width,
          height: preview.height,
        })}
      </p>
      {scripted && crop ? (
        // The whole photo, covering the place's shape, moved as the crop is: what the site will show.
        <img
          className="crop"
          src={wholeSrc}
          alt={words.preview}
          width={size.width}
          height={size.height}
          style={{
            aspectRatio: `${size.width} / ${size.height}`,
            objectFit: "cover",
            objectPosition: objectPositionOf(crop),
          }}
        />
      ) : (
        <img
          className="crop"
          src={`${auto}${!scripted && point ? `?focus=${focusText(point)}` : ""}`}
          alt={words.preview}
          width={size.width}
          height={size.height}
        />
      )}
      <form method="post" action={`/admin/photos/${slot}/keep`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="upload" value={preview.upload} />
        <input type="hidden" name="name" value={preview.name} />
        <input
          type="hidden"
          name="focus"
          readOnly
          value={scripted ? (point ? focusText(point) : "") : preview.focus ? focusText(preview.focus) : ""}
        />
        {/* Shown once React runs: a pointer's way to the same choice, and any point between. Its
            place is kept until then (editor.css), so that Keep does not move under a finger. */}
        <WholePhoto
          src={wholeSrc}
          size={preview}
          point={point}
          crop={crop}
          shown={scripted}
          words={words}
          onChoose={chooseOnPhoto}
        />
        <fieldset className="points">
          <legend>{words.point}</legend>
          {choices.map(([key, label]) => (
            <div key={key} className="check">
              <input
                type="radio"
                id={`point-${key}`}
                name="point"
                value={key}
                checked={key === picked}
                onChange={() => {
                  setPicked(key);
                  setPoint(focusOf(key));
                }}
              />
              <label htmlFor={`point-${key}`}>{label}</label>
            </div>
          ))}
          <button type="submit" formAction={`/admin/photos/${slot}/look`} className="small secondary">
            {words.look}
          </button>
        </fieldset>
        <button type="submit">{words.keep}</button>
      </form>
    </>
  );
}
