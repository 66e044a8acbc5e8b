import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { locales } from "../../locales.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { PhotoItem } from "../media.server.ts";
import { editorRequest } from "../request-context.ts";
import { sizeText } from "../shell.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

type Show = "all" | "drawing" | "description";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  const asked = new URL(request.url).searchParams.get("show");
  const show: Show = asked === "drawing" || asked === "description" ? asked : "all";
  return { language, person: person!, show, media: await work.media() };
}

export const meta = pageTitle((words) => words.media.title);

const shows = (item: PhotoItem, show: Show) =>
  show === "all" ||
  (show === "drawing" && item.source === "drawing") ||
  (show === "description" && (item.descriptions ?? []).some((entry) => entry.text === undefined));

function PhotoCard({ item, language }: { item: PhotoItem; language: AdminLanguage }) {
  const words = editorText[language].media;
  const thumbHeight = Math.round((160 * item.shape.height) / item.shape.width);
  return (
    <li className={`media-item ${item.source}`} id={`photo-${item.slot}`}>
      <img
        src={`/admin/photos/${item.slot}/current`}
        alt=""
        width={160}
        height={thumbHeight}
        loading="lazy"
      />
      <div>
        <h4>
          <a href={`/admin/photos/${item.slot}`}>{item.label}</a>
        </h4>
        <p>
          <strong>{words[item.source]}</strong>
          {item.pixels
            ? ` · ${fillTemplate(words.pixels, { width: item.pixels.width, height: item.pixels.height, size: sizeText(item.bytes) })}`
            : null}
        </p>
        <p className="help">
          {fillTemplate(words.crop, {
            width: item.shape.width,
            height: item.shape.height,
            point: item.point,
          })}
        </p>
        {item.descriptions ? (
          <div className="descriptions">
            <p>{words.descriptions}</p>
            <dl>
              {item.descriptions.flatMap((entry) => [
                <dt key={`${entry.code}-t`}>{locales.find((locale) => locale.code === entry.code)?.name}</dt>,
                // The words in their language; "missing" is in the editor's.
                entry.text === undefined ? (
                  <dd key={`${entry.code}-d`}>
                    <a href={entry.href} className="missing">
                      {words.missing}
                    </a>
                  </dd>
                ) : (
                  <dd key={`${entry.code}-d`} lang={entry.code} dir={entry.code === "ar" ? "rtl" : undefined}>
                    <a href={entry.href}>{entry.text}</a>
                  </dd>
                ),
              ])}
            </dl>
          </div>
        ) : (
          <p className="help">{words.noDescription}</p>
        )}
        <p>
          <small>{item.slot}</small>
        </p>
      </div>
    </li>
  );
}

/**
 * Every photo place and document of the site in one list, as WordPress's media library has them:
 * where each is used, what it is now with its pixels and bytes, its crop and the point it keeps,
 * and its description in each language, each a link to where it is changed.
 */
export default function MediaPage() {
  const { language, person, show, media } = useLoaderData<typeof loader>();
  const words = editorText[language].media;
  const every = media.pages.flatMap(({ items }) => items);
  const count = (choice: Show) => every.filter((item) => shows(item, choice)).length;
  const filters: [Show, string][] = [
    ["all", words.all],
    ["drawing", words.withoutPhoto],
    ["description", words.withoutDescription],
  ];
  const pages = media.pages
    .map(({ page, items }) => ({ page, items: items.filter((item) => shows(item, show)) }))
    .filter(({ items }) => items.length > 0);
  return (
    <SignedInPage language={language} person={person} path="/admin/media" section="/admin/media">
      <div className="media">
        <h1>{words.title}</h1>
        <p>{words.intro}</p>
        <nav className="filters" aria-label={words.photos}>
          {filters.map(([choice, label]) => (
            <a
              key={choice}
              href={choice === "all" ? "/admin/media" : `/admin/media?show=${choice}`}
              aria-current={choice === show ? "page" : undefined}
            >
              {fillTemplate(label, { count: count(choice) })}
            </a>
          ))}
        </nav>
        <h2>{words.photos}</h2>
        {pages.length === 0 ? <p>{fillTemplate(words.none, { count: 0 })}</p> : null}
        {pages.map(({ page, items }) => (
          <section key={page} aria-label={page || words.photos}>
            {page ? <h3 className="page-name">{page}</h3> : null}
            <ul className="media-list">
              {items.map((item) => (
                <PhotoCard key={item.slot} item={item} language={language} />
              ))}
            </ul>
          </section>
        ))}
        <h2 id="documents">{words.documents}</h2>
        <ul className="media-list documents">
          {media.documents.map((document) => (
            <li key={document.file} className="media-item">
              <div>
                <h3>
                  <a href="/admin/documents">{document.label}</a>
                </h3>
                <p>
                  {document.bytes === undefined ? (
                    words.noDocument
                  ) : (
                    <a href={`/admin/documents/${document.file}`}>
                      {fillTemplate(words.document, { size: sizeText(document.bytes) })}
                    </a>
                  )}
                </p>
                <p>
                  <small>{document.file}</small>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SignedInPage>
  );
}
