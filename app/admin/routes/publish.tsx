import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { PublishNews, StepLine } from "../publish-view.server.ts";
import { editorRequest } from "../request-context.ts";
import { dateOf } from "../shell.ts";
import { Checklist } from "../ui/Checklist.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  return { language, person: person!, view: await work.publish() };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => {
  const words = editorText[page?.language ?? "en"];
  const title = { title: `${words.publish.title} · ${words.editor}` };
  // While it runs, the page looks again every three seconds (no script needed).
  return page?.view.running ? [title, { httpEquiv: "refresh", content: "3" }] : [title];
};

/** One button posting the session's token to `action`. */
function Button({
  action,
  csrf,
  label,
  secondary,
}: {
  action: string;
  csrf: string;
  label: string;
  secondary?: boolean;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="csrf" value={csrf} />
      <button type="submit" className={secondary ? "secondary" : undefined}>
        {label}
      </button>
    </form>
  );
}

function News({ news, language }: { news: PublishNews; language: AdminLanguage }) {
  const words = editorText[language].publish;
  switch (news.kind) {
    case "not taken":
      return <p role="alert">{fillTemplate(words.notTaken, { minutes: news.minutes })}</p>;
    case "running":
      return (
        <p role="status">
          {
            { publish: words.running, preview: words.previewRunning, rollback: words.rollbackRunning }[
              news.what
            ]
          }
        </p>
      );
    case "preview ready":
      return (
        <p role="status">
          {`${fillTemplate(words.previewDone, { seconds: news.seconds })} `}
          <a href="/admin/preview">{words.previewLink}</a>
        </p>
      );
    case "live with a problem":
      return <p role="alert">{fillTemplate(words.liveProblem, { detail: news.detail })}</p>;
    case "done":
      return <p role="status">{fillTemplate(words.done, { seconds: news.seconds })}</p>;
    case "failed":
      return <p role="alert">{fillTemplate(words.failed, { reason: news.reason })}</p>;
  }
}

/** The release's steps: each done one ticked, the running one said so, mistakes at their fields. */
function Steps({ steps, language }: { steps: readonly StepLine[]; language: AdminLanguage }) {
  if (steps.length === 0) return null;
  const words = editorText[language].publish.steps;
  return (
    <ol className="steps">
      {steps.map((step, index) =>
        step.state === "problems" ? (
          <li key={index} className="problems">
            <p>{step.text}</p>
            <ul>
              {step.problems?.map((problem, at) => (
                <li key={at}>
                  {problem.href ? <a href={problem.href}>{problem.named}</a> : problem.named}
                  {`: ${problem.text}`}
                </li>
              ))}
            </ul>
          </li>
        ) : step.state === "doing" ? (
          <li key={index} className="doing">
            {`${step.text} `}
            <span className="pending">{words.running}</span>
          </li>
        ) : (
          <li key={index} className={step.state === "stopped" ? "stopped" : undefined}>
            {step.text}
          </li>
        ),
      )}
    </ol>
  );
}

/** Which release visitors see, what waits to go live, Preview, Publish and the way back. */
export default function PublishPage() {
  const { language, person, view } = useLoaderData<typeof loader>();
  const words = editorText[language].publish;
  const may = view.mayPublish && !view.running;
  return (
    <SignedInPage language={language} person={person} path="/admin/publish" section="/admin/publish">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <p>
        {view.live
          ? fillTemplate(words.live, { release: view.live.id, date: dateOf(view.live.createdAt, language) })
          : words.noRelease}
      </p>
      <p>{view.pending > 0 ? fillTemplate(words.pending, { count: view.pending }) : words.upToDate}</p>
      {view.news ? <News news={view.news} language={language} /> : null}
      {view.unfilled.length > 0 ? <Checklist groups={view.unfilled} /> : null}
      {may ? (
        <>
          <div className="item-actions">
            <Button action="/admin/preview" csrf={person.csrf} label={words.previewButton} secondary />
            <Button action="/admin/publish" csrf={person.csrf} label={words.button} />
          </div>
          <p className="help">{words.previewHelp}</p>
        </>
      ) : view.mayPublish ? null : (
        <p className="help">{words.notYours}</p>
      )}
      <Steps steps={view.steps} language={language} />
      {view.output ? (
        <details open={(view.running && view.steps.length === 0) || undefined}>
          <summary>{view.steps.length ? words.technical : words.log}</summary>
          <pre className="diff">{view.output}</pre>
        </details>
      ) : null}
      {may && view.live?.previous ? (
        <>
          <h2>{words.rollback}</h2>
          <p>{words.rollbackIntro}</p>
          <Button action="/admin/rollback" csrf={person.csrf} label={words.rollback} secondary />
        </>
      ) : null}
    </SignedInPage>
  );
}
