import type { ReactNode } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { HistoryEntry } from "../history.server.ts";
import { type EditorPerson, editorRequest } from "../request-context.ts";
import { dateOf } from "../shell.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  // What the address says is a change's hash and a file, worded here: never text of its own.
  const query = new URL(request.url).searchParams;
  const commitOf = (key: string) => {
    const value = query.get(key) ?? "";
    return /^[0-9a-f]{4,40}$/.test(value) ? value : undefined;
  };
  const page = work.fileTitle(query.get("file") ?? "");
  return {
    language,
    person: person!,
    changes: await work.history(),
    undone: commitOf("undone") !== undefined,
    failed: query.has("failed"),
    restored: page && commitOf("restored") ? page : undefined,
    restoreFailed: page && query.get("restoreFailed") ? page : undefined,
  };
}

export const meta = pageTitle((words) => words.history.title);

/** A form of one button that posts a change's commit (and a file) with the session's token. */
function ChangeButton({
  action,
  csrf,
  commit,
  file,
  children,
}: {
  action: string;
  csrf: string;
  commit: string;
  file?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="commit" value={commit} />
      {file ? <input type="hidden" name="file" value={file} /> : null}
      <button type="submit" className="small secondary">
        {children}
      </button>
    </form>
  );
}

function Change({
  change,
  language,
  person,
}: {
  change: HistoryEntry;
  language: AdminLanguage;
  person: EditorPerson;
}) {
  const words = editorText[language].history;
  const date = dateOf(change.date, language);
  const heading = change.first
    ? words.codeContent
    : change.files.length
      ? change.files.map((file) => file.title).join(", ")
      : words.confirmed;
  return (
    <li>
      <h2 className="change-title">
        {change.first ? (
          heading
        ) : (
          <>
            {`${heading} `}
            <span className={change.onSite ? "live" : "pending"}>
              {change.onSite ? words.live : words.notLive}
            </span>
          </>
        )}
      </h2>
      <p>
        {change.first
          ? fillTemplate(words.bySite, { date })
          : fillTemplate(words.by, { author: change.author, date })}
      </p>
      {change.first ? null : (
        <details open={change.files.some((file) => file.fields.length > 0) || undefined}>
          <summary>{words.changes}</summary>
          {change.files.map((file, index) => (
            <section key={index}>
              <h3>{file.title}</h3>
              {file.fields.length ? (
                <table className="change">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">{words.field}</span>
                      </th>
                      <th scope="col">{words.before}</th>
                      <th scope="col">{words.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {file.fields.map((field, row) => (
                      <tr key={row}>
                        <th scope="row">
                          {file.file && field.anchor ? (
                            <a href={`/admin/edit/${file.file}${field.anchor}`}>{field.trail}</a>
                          ) : (
                            field.trail
                          )}
                        </th>
                        <td className="value" dir="auto">
                          {field.before}
                        </td>
                        <td className="value" dir="auto">
                          {field.after}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {file.restorable && file.file ? (
                <ChangeButton
                  action="/admin/restore"
                  csrf={person.csrf}
                  commit={change.commit}
                  file={file.file}
                >
                  {fillTemplate(words.restore, { page: file.title })}
                </ChangeButton>
              ) : null}
            </section>
          ))}
        </details>
      )}
      {change.undoable ? (
        <ChangeButton action="/admin/undo" csrf={person.csrf} commit={change.commit}>
          {words.undo}
          <span className="visually-hidden">{`: ${heading}`}</span>
        </ChangeButton>
      ) : null}
    </li>
  );
}

/** Every change with who and when, what it changed in words, Undo and Restore. */
export default function HistoryPage() {
  const page = useLoaderData<typeof loader>();
  const { language, person } = page;
  const words = editorText[language].history;
  return (
    <SignedInPage language={language} person={person} path="/admin/history" section="/admin/history">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {page.undone ? <p role="status">{words.undone}</p> : null}
      {page.failed ? <p role="alert">{words.undoFailed}</p> : null}
      {page.restored ? <p role="status">{fillTemplate(words.restored, { page: page.restored })}</p> : null}
      {page.restoreFailed ? (
        <p role="alert">{fillTemplate(words.restoreFailed, { page: page.restoreFailed })}</p>
      ) : null}
      {page.changes.length ? (
        <ol className="changes">
          {page.changes.map((change) => (
            <Change key={change.commit} change={change} language={language} person={person} />
          ))}
        </ol>
      ) : (
        <p>{words.none}</p>
      )}
    </SignedInPage>
  );
}
