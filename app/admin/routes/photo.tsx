import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import { focusOf, focusPoints, focusText, pointAt } from "../focus-points.ts";
import { editorRequest, type PhotoPreview } from "../request-context.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { photoAccept } from "../shell.ts";

export function loader({ context, params, request }: LoaderFunctionArgs) {
  const { language, person, work, notice, photoPreview } = context.get(editorRequest);
  const slot = work.photoSlot(params.slot ?? "");
  // The router refuses an unknown place before it comes here.
  if (!slot) throw data(null, { status: 404 });
  const saved = new URL(request.url).searchParams.has("saved");
  return {
    language,
    person: person!,
    slot,
    notice: notice ?? (saved ? { ok: true, text: editorText[language].photos.saved } : undefined),
    preview: photoPreview,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => {
  const words = editorText[page?.language ?? "en"];
  return [{ title: `${page?.slot.placeName ?? words.photos.title} · ${words.editor}` }];
};

/**
 * The photo cropped as the site will show it, the nine points its crop may keep, and Keep. With
 * focal-point.js, the whole photo too, on which a click or a drag chooses any point, the crop
 * following in the page; the point goes back in `focus`, which wins over the nine.
 */
function Preview({
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
  const chosen = preview.focus ?? focusOf(preview.point);
  // A point chosen on the photo is one of the nine only when it is exactly there.
  const checked = preview.focus ? pointAt(preview.focus) : preview.point;
  const auto = `/admin/photos/${slot}/preview/${preview.upload}`;
  const choices: [key: string, label: string, focus: string][] = [
    ["auto", words.pointAuto, ""],
    ...focusPoints.map(([key, x, y]): [string, string, string] => [
      key,
      words.points[key],
      focusText({ x, y }),
    ]),
  ];
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
      <img
        className="crop"
        src={`${auto}${chosen ? `?focus=${focusText(chosen)}` : ""}`}
        alt={words.preview}
        width={size.width}
        height={size.height}
      />
      <form method="post" action={`/admin/photos/${slot}/keep`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="upload" value={preview.upload} />
        <input type="hidden" name="name" value={preview.name} />
        <input type="hidden" name="focus" value={preview.focus ? focusText(preview.focus) : ""} />
        {/* Shown by focal-point.js: a pointer's way to the same choice, and any point between. */}
        <div
          className="picker"
          hidden
          data-picker=""
          data-crop={`${size.width}x${size.height}`}
          data-auto={auto}
          data-at={words.pickAt}
        >
          <p id="pick-help">{words.pick}</p>
          {/* Where the point is, said as it moves. */}
          <p id="pick-at" className="visually-hidden" aria-live="polite" />
          {/* A button: reached with Tab, its arrow keys move the point (focal-point.js). */}
          <button
            type="button"
            className="whole"
            aria-describedby="pick-help pick-at"
            aria-label={words.whole}
          >
            <img
              src={`/admin/photos/${slot}/whole/${preview.upload}`}
              alt=""
              width={preview.width}
              height={preview.height}
              draggable={false}
            />
            <span className="frame" hidden />
            <span className="mark" hidden />
          </button>
        </div>
        <fieldset className="points">
          <legend>{words.point}</legend>
          {choices.map(([key, label, at]) => (
            <div key={key} className="check">
              <input
                type="radio"
                id={`point-${key}`}
                name="point"
                value={key}
                defaultChecked={key === checked}
                data-focus={at}
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

/** One photo place: what it shows now, an upload, and the crop the site will make before it is kept. */
export default function PhotoPage() {
  const { language, person, slot, notice, preview } = useLoaderData<typeof loader>();
  const words = editorText[language].photos;
  return (
    <SignedInPage
      language={language}
      person={person}
      path={`/admin/photos/${slot.slot}`}
      section="/admin/photos"
    >
      <p>
        <a href="/admin/photos">{words.title}</a>
      </p>
      <h1>{slot.placeName}</h1>
      <p>{fillTemplate(words.shape, { width: slot.width, height: slot.height })}</p>
      {notice ? <p role={notice.ok ? "status" : "alert"}>{notice.text}</p> : null}
      {preview ? (
        <Preview preview={preview} slot={slot.slot} size={slot} csrf={person.csrf} language={language} />
      ) : null}
      <h2>{words.now}</h2>
      <img
        className="crop"
        src={`/admin/photos/${slot.slot}/current`}
        alt={words.now}
        width={slot.width}
        height={slot.height}
      />
      <form
        className="stack"
        method="post"
        action={`/admin/photos/${slot.slot}`}
        encType="multipart/form-data"
      >
        <input type="hidden" name="csrf" value={person.csrf} />
        <label htmlFor="photo">{words.choose}</label>
        <p className="help" id="photo-help">
          {words.limits}
        </p>
        <input
          id="photo"
          name="photo"
          type="file"
          accept={photoAccept}
          aria-describedby="photo-help"
          required
        />
        <button type="submit">{words.upload}</button>
      </form>
      <p className="help">{fillTemplate(words.keptAs, { slot: slot.slot })}</p>
    </SignedInPage>
  );
}
