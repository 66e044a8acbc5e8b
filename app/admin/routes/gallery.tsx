import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { locales } from "../../locales.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import { editorRequest, type GalleryForm, type Notice } from "../request-context.ts";
import { FieldProblem } from "../ui/FieldProblem.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { photoAccept as accept } from "../shell.ts";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { language, person, work, notice, gallery } = context.get(editorRequest);
  const query = new URL(request.url).searchParams;
  // A change kept (its commit in the address), said beside the photo it moved.
  const saved = query.has("saved");
  const form: GalleryForm = gallery ?? { at: query.get("photo")?.slice(0, 60) ?? undefined };
  return {
    language,
    person: person!,
    ...(await work.gallery()),
    notice: notice ?? (saved ? { ok: true, text: editorText[language].gallery.saved } : undefined),
    form,
  };
}

export const meta = pageTitle((words) => words.gallery.title);

function Said({ notice }: { notice: Notice }) {
  return notice.lines ? (
    <div role="alert">
      <ul>
        {notice.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  ) : (
    <p role={notice.ok ? "status" : "alert"}>{notice.text}</p>
  );
}

/** A field's problems, and what its input says of them (with the help it has, if any). */
function problemOf(form: GalleryForm, key: string, help?: string) {
  const list = form.problems?.[key] ?? [];
  const describedBy = [list.length ? `problem-${key}` : "", help ?? ""].filter(Boolean).join(" ");
  return {
    node: <FieldProblem id={`problem-${key}`} lines={list} />,
    attributes: {
      "aria-describedby": describedBy || undefined,
      "aria-invalid": list.length ? ("true" as const) : undefined,
    },
  };
}

function OpButton({
  op,
  label,
  name,
  secondary,
}: {
  op: string;
  label: string;
  name: string;
  secondary?: boolean;
}) {
  return (
    <button
      type="submit"
      name="op"
      value={`${op}:${name}`}
      className={secondary ? "small secondary" : "small"}
    >
      {label}
      <span className="visually-hidden">{` ${name}`}</span>
    </button>
  );
}

function AddForms({
  language,
  csrf,
  categories,
  form,
  several,
}: {
  language: AdminLanguage;
  csrf: string;
  categories: { key: string; label: string }[];
  form: GalleryForm;
  several: { count: number; megabytes: number };
}) {
  const words = editorText[language].gallery;
  const category = problemOf(form, "category");
  const photo = problemOf(form, "photo", "photo-help");
  const photos = problemOf(form, "photos", "photos-help");
  const options = categories.map(({ key, label }) => (
    <option key={key} value={key}>
      {label}
    </option>
  ));
  return (
    <>
      <h2>{words.add}</h2>
      <form method="post" action="/admin/gallery/add" encType="multipart/form-data" className="add-photo">
        <input type="hidden" name="csrf" value={csrf} />
        <div className="field">
          <label htmlFor="photo">{editorText[language].photos.choose}</label>
          <p className="help" id="photo-help">
            {editorText[language].photos.limits}
          </p>
          {photo.node}
          <input id="photo" name="photo" type="file" accept={accept} required {...photo.attributes} />
        </div>
        <div className="field">
          <label htmlFor="category">{words.category}</label>
          {category.node}
          <select id="category" name="category" defaultValue={form.category} {...category.attributes}>
            {options}
          </select>
        </div>
        {locales.map((locale) => {
          const key = `alt-${locale.code}`;
          const said = problemOf(form, key);
          return (
            <div key={key} className="field">
              <label htmlFor={key}>{fillTemplate(words.alt, { language: locale.name })}</label>
              {said.node}
              <input
                id={key}
                name={key}
                type="text"
                lang={locale.code}
                dir={locale.dir}
                required
                defaultValue={form.alts?.[locale.code] ?? ""}
                {...said.attributes}
              />
            </div>
          );
        })}
        <button type="submit">{words.addButton}</button>
      </form>
      <h2>{words.several.heading}</h2>
      <form method="post" action="/admin/gallery/several" encType="multipart/form-data" className="add-photo">
        <input type="hidden" name="csrf" value={csrf} />
        <div className="field">
          <label htmlFor="photos">{words.several.choose}</label>
          <p className="help" id="photos-help">
            {fillTemplate(words.several.help, { count: several.count, megabytes: several.megabytes })}
          </p>
          {photos.node}
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept={accept}
            required
            {...photos.attributes}
          />
        </div>
        <div className="field">
          <label htmlFor="several-category">{words.several.category}</label>
          <select id="several-category" name="category">
            {options}
          </select>
        </div>
        <button type="submit">{words.several.send}</button>
      </form>
    </>
  );
}

/**
 * The gallery's photos in order, each moved or removed in every language at once, and a new photo
 * (or several) added with its category and its description in each language.
 */
export default function GalleryPage() {
  const { language, person, photos, categories, several, notice, form } = useLoaderData<typeof loader>();
  const words = editorText[language].gallery;
  // The notice of a photo added or moved is said beside it, where the page opens.
  const atPhoto = form.at !== undefined && photos.some((photo) => photo.name === form.at);
  return (
    <SignedInPage language={language} person={person} path="/admin/gallery" section="/admin/photos">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {notice && !atPhoto ? <Said notice={notice} /> : null}
      <AddForms
        language={language}
        csrf={person.csrf}
        categories={categories}
        form={form}
        several={several}
      />
      <h2>{fillTemplate(words.count, { count: photos.length })}</h2>
      <ol className="gallery-photos">
        {photos.map((photo, index) => {
          const refused = form.move?.name === photo.name;
          const problemId = `problem-to-${photo.name}`;
          return (
            <li key={photo.name} id={`photo-${photo.name}`}>
              <img src={`/admin/gallery/${photo.name}/image`} alt="" width={96} height={96} loading="lazy" />
              <div>
                {form.at === photo.name && notice ? <Said notice={notice} /> : null}
                <strong>{`${index + 1}. ${photo.alt}`}</strong>
                <br />
                <small>{`${photo.name} · ${categories.find((entry) => entry.key === photo.category)?.label ?? photo.category}`}</small>
                <form method="post" action="/admin/gallery" className="item-actions">
                  <input type="hidden" name="csrf" value={person.csrf} />
                  {/* The place first: Enter in it presses the form's first button, which must be Move. */}
                  <span className="move-to">
                    <label htmlFor={`to-${photo.name}`}>{words.position}</label>
                    {refused ? (
                      <span className="problem" id={problemId}>
                        {fillTemplate(words.badPosition, { count: photos.length })}
                      </span>
                    ) : null}
                    <input
                      id={`to-${photo.name}`}
                      name="to"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={photos.length}
                      defaultValue={refused ? form.move?.to : index + 1}
                      aria-invalid={refused ? "true" : undefined}
                      aria-describedby={refused ? problemId : undefined}
                    />
                    <OpButton op="move" label={words.move} name={photo.name} />
                  </span>
                  {index > 0 ? <OpButton op="up" label={words.up} name={photo.name} /> : null}
                  {index < photos.length - 1 ? (
                    <OpButton op="down" label={words.down} name={photo.name} />
                  ) : null}
                  <OpButton op="remove" label={words.remove} name={photo.name} secondary />
                </form>
              </div>
            </li>
          );
        })}
      </ol>
    </SignedInPage>
  );
}
