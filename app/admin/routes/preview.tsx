import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { Fragment } from "react";
import { fillTemplate } from "../../format/template.ts";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  // A translator's work goes live with an editor's, who previews it.
  const allowed = person!.role !== "translator";
  const preview = allowed ? await work.preview() : undefined;
  return data({ language, person: person!, preview }, { status: allowed ? 200 : 403 });
}

export const meta = pageTitle((words) => words.publish.previewTitle);

/** The pages of the preview by their titles, those the saved changes alter first and marked. */
export default function PreviewPage() {
  const { language, person, preview } = useLoaderData<typeof loader>();
  const words = editorText[language].publish;
  return (
    <SignedInPage language={language} person={person} path="/admin/preview" section="/admin/publish">
      <h1>{words.previewTitle}</h1>
      {!preview ? (
        <p role="alert">{editorText[language].edit.notYours}</p>
      ) : !preview.made ? (
        <p>{words.previewNone}</p>
      ) : (
        <>
          <p>{words.previewIntro}</p>
          {preview.stale ? <p role="alert">{words.previewStale}</p> : null}
          <p role="status">{fillTemplate(words.previewChangedCount, { count: preview.changedCount })}</p>
          {preview.languages.map((locale) => (
            <Fragment key={locale.code}>
              <h2 lang={locale.code}>{locale.name}</h2>
              <ul className="pages">
                {locale.pages.map((page) => (
                  <li key={page.path} className={page.changed ? "changed" : undefined}>
                    <a href={page.href}>
                      <bdi>{page.title}</bdi>
                    </a>{" "}
                    <span className="path">{page.path}</span>
                    {page.changed ? (
                      <>
                        {" "}
                        <span className="pending">{words.previewChanged}</span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
        </>
      )}
    </SignedInPage>
  );
}
