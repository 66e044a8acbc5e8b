import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { Fragment } from "react";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  return { language, person: person!, pages: work.photoPlaces() };
}

export const meta = pageTitle((words) => words.photos.title);

/** Every photo place by page, each in words ("Fascia in alto, foto 1") with what it shows now. */
export default function PhotosPage() {
  const { language, person, pages } = useLoaderData<typeof loader>();
  const words = editorText[language].photos;
  return (
    <SignedInPage language={language} person={person} path="/admin/photos" section="/admin/photos">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <p>
        <a href="/admin/gallery">{editorText[language].gallery.link}</a>
      </p>
      {pages.map(({ page, places }) => (
        <Fragment key={page}>
          <h2>{page}</h2>
          <ul className="slots">
            {places.map((place) => (
              <li key={place.slot}>
                <a href={`/admin/photos/${place.slot}`}>
                  <img
                    src={`/admin/photos/${place.slot}/current`}
                    alt=""
                    width={160}
                    height={Math.round((160 * place.height) / place.width)}
                    loading="lazy"
                  />
                  <span>{place.label}</span>
                </a>
                <small>{`${place.width} × ${place.height}`}</small>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </SignedInPage>
  );
}
