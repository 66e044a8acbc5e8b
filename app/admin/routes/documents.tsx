import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { sizeText } from "../shell.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { language, person, work, notice } = context.get(editorRequest);
  const words = editorText[language].documents;
  // A change kept (its commit in the address) or an upload refused (the router's notice).
  const saved = new URL(request.url).searchParams.has("saved");
  return {
    language,
    person: person!,
    documents: await work.documents(),
    notice: notice ?? (saved ? { ok: true, text: words.saved } : undefined),
  };
}

export const meta = pageTitle((words) => words.documents.title);

/**
 * The PDFs the quality page offers, each with what it is now and its upload form: each certificate
 * content/quality.yaml lists, each sample inspection document.
 */
export default function DocumentsPage() {
  const { language, person, documents, notice } = useLoaderData<typeof loader>();
  const words = editorText[language].documents;
  return (
    <SignedInPage language={language} person={person} path="/admin/documents" section="/admin/documents">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {notice ? <p role={notice.ok ? "status" : "alert"}>{notice.text}</p> : null}
      <ul className="documents">
        {documents.map((document) => {
          const id = document.file.replace(/\.pdf$/, "");
          return (
            <li key={document.file} className="card">
              <h2>{`${document.kind === "certificate" ? words.certificate : words.sample}: ${document.label}`}</h2>
              {document.bytes === undefined ? (
                <p>{words.none}</p>
              ) : (
                <p>
                  {`${fillTemplate(words.current, { size: sizeText(document.bytes) })} `}
                  <a href={`/admin/documents/${document.file}`}>{words.view}</a>
                </p>
              )}
              <form
                className="stack"
                method="post"
                action={`/admin/documents/${document.file}`}
                encType="multipart/form-data"
              >
                <input type="hidden" name="csrf" value={person.csrf} />
                <label htmlFor={id}>{words.choose}</label>
                <p className="help" id={`${id}-help`}>
                  {words.limits}
                </p>
                <input
                  id={id}
                  name="document"
                  type="file"
                  accept="application/pdf,.pdf"
                  aria-describedby={`${id}-help`}
                  required
                />
                <button type="submit">{words.upload}</button>
              </form>
            </li>
          );
        })}
      </ul>
    </SignedInPage>
  );
}
