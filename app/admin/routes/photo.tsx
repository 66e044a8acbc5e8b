import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { editorText } from "../editor-text.ts";
import type { EditorHandle } from "../root.tsx";
import { editorRequest } from "../request-context.ts";
import { PhotoCrop } from "../ui/PhotoCrop.tsx";
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

// A photo just uploaded has its crop's point chosen on the photo, with React (ui/PhotoCrop.tsx).
export const handle: EditorHandle<Awaited<ReturnType<typeof loader>>> = {
  hydrates: (page) => page.preview !== undefined,
};

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => {
  const words = editorText[page?.language ?? "en"];
  return [{ title: `${page?.slot.placeName ?? words.photos.title} · ${words.editor}` }];
};

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
        <PhotoCrop preview={preview} slot={slot.slot} size={slot} csrf={person.csrf} language={language} />
      ) : null}
      <h2>{words.now}</h2>
      {slot.shown ? (
        <img
          className="crop"
          src={`/admin/photos/${slot.slot}/current`}
          alt={words.now}
          width={slot.width}
          height={slot.height}
        />
      ) : (
        <p>{words.nothingYet}</p>
      )}
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
