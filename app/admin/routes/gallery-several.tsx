import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ReactNode } from "react";
import { fillTemplate } from "../../format/template.ts";
import { locales } from "../../locales.ts";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { FieldProblem } from "../ui/FieldProblem.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work, several } = context.get(editorRequest);
  // Shown only by the router, with the photos it kept aside (gallery-pages.server.ts).
  if (!several) throw data(null, { status: 404 });
  return { language, person: person!, several, categories: (await work.gallery()).categories };
}

export const meta = pageTitle((words) => words.gallery.several.title);

/** Attributes tying a field to its problem, when it has one. */
const described = (id: string, list: readonly string[] | undefined) =>
  list?.length ? { "aria-describedby": id, "aria-invalid": true } : {};

function Field({
  id,
  label,
  list,
  children,
}: {
  id: string;
  label: string;
  list?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldProblem id={`problem-${id}`} lines={list} />
      {children}
    </div>
  );
}

/**
 * Several gallery photos at once: the photos chosen together, kept aside, each asked for its
 * category and its description in every language, then added together.
 */
export default function GallerySeveralPage() {
  const { language, person, several, categories } = useLoaderData<typeof loader>();
  const words = editorText[language].gallery;
  const { photos, refused, problems } = several;
  return (
    <SignedInPage language={language} person={person} path="/admin/gallery" section="/admin/photos">
      <div className="several">
        <p>
          <a href="/admin/gallery">{words.several.back}</a>
        </p>
        <h1>{words.several.title}</h1>
        <p>{fillTemplate(words.several.intro, { count: photos.length })}</p>
        {refused.length ? (
          <div role="alert" className="refused">
            <p>{words.several.notKept}</p>
            <ul>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <form method="post" action="/admin/gallery/several/add" className="several-photos">
          <input type="hidden" name="csrf" value={person.csrf} />
          <input type="hidden" name="count" value={String(photos.length)} />
          <ol>
            {photos.map((photo, n) => (
              <li key={photo.id} className="card">
                <input type="hidden" name={`upload-${n}`} value={photo.id} />
                <input type="hidden" name={`name-${n}`} value={photo.name} />
                <h2>{fillTemplate(words.several.photo, { n: n + 1, name: photo.name })}</h2>
                {/* Lazy, so React does not also write a preload link for it into the page. */}
                <img
                  src={`/admin/gallery/upload/${photo.id}`}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="waiting"
                />
                <FieldProblem id={`problem-photo-${n}`} lines={problems[`photo-${n}`]} />
                <Field id={`category-${n}`} label={words.category} list={problems[`category-${n}`]}>
                  <select
                    id={`category-${n}`}
                    name={`category-${n}`}
                    defaultValue={photo.category}
                    {...described(`problem-category-${n}`, problems[`category-${n}`])}
                  >
                    {categories.map((category) => (
                      <option key={category.key} value={category.key}>
                        {category.label}
                      </option>
                    ))}
                  </select>
                </Field>
                {locales.map((locale) => {
                  const key = `alt-${n}-${locale.code}`;
                  return (
                    <div key={key}>
                      <Field
                        id={key}
                        label={fillTemplate(words.alt, { language: locale.name })}
                        list={problems[key]}
                      >
                        <input
                          id={key}
                          name={key}
                          type="text"
                          lang={locale.code}
                          dir={locale.dir}
                          required
                          maxLength={300}
                          defaultValue={photo.alts[locale.code] ?? ""}
                          {...described(`problem-${key}`, problems[key])}
                        />
                      </Field>
                    </div>
                  );
                })}
              </li>
            ))}
          </ol>
          <button type="submit">{fillTemplate(words.several.addAll, { count: photos.length })}</button>
        </form>
      </div>
    </SignedInPage>
  );
}
