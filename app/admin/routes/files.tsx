import { Fragment } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  return { language, person: person!, groups: work.files() };
}

export const meta = pageTitle((words) => words.files.title);

/** The pages and texts the person may change: the facts first, then each language's texts. */
export default function FilesPage() {
  const { language, person, groups } = useLoaderData<typeof loader>();
  const words = editorText[language];
  return (
    <SignedInPage language={language} person={person} path="/admin/files" section="/admin/files">
      <h1>{words.files.title}</h1>
      <p>{words.files.intro}</p>
      {person.role === "translator" ? null : (
        <p>
          <a className="button" href="/admin/new/case-study">
            {words.newCaseStudy.link}
          </a>{" "}
          <a className="button" href="/admin/new/datasheet">
            {words.newDatasheet.link}
          </a>
        </p>
      )}
      {groups.length === 0 ? <p>{words.files.none}</p> : null}
      {groups.map((group) => (
        <Fragment key={group.language ?? "facts"}>
          <h2>{group.language ? <span lang={group.language}>{group.name}</span> : words.files.facts}</h2>
          <ul>
            {group.files.map((file) => (
              <li key={file.file}>
                <a href={`/admin/edit/${file.file}`}>{file.title}</a>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </SignedInPage>
  );
}
