import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { PasswordProblem } from "../password-change.server.ts";
import { passwordMaxLength, passwordMinLength } from "../password-rules.ts";
import { type EditorPerson, editorRequest } from "../request-context.ts";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

/** The page's address: its own link in the header, and where its form goes. */
const path = "/admin/password";

type Problems = Partial<Record<PasswordProblem["field"], string>>;

export function loader({ context }: LoaderFunctionArgs) {
  const { language, person } = context.get(editorRequest);
  // The guards let no one here unsigned (router.server.ts).
  return { language, person: person! };
}

export const meta = pageTitle((words) => words.password.title);

function said(problem: PasswordProblem, language: AdminLanguage): string {
  const words = editorText[language].password;
  switch (problem.kind) {
    case "tooShort":
      return fillTemplate(words.tooShort, { min: problem.min });
    case "tooLong":
      return fillTemplate(words.tooLong, { max: problem.max });
    case "tooMany":
      return fillTemplate(words.tooMany, { minutes: Math.max(1, Math.ceil(problem.waitSeconds / 60)) });
    default:
      return words[problem.kind];
  }
}

export async function action({ context }: ActionFunctionArgs) {
  const { language, person, form, work } = context.get(editorRequest);
  const outcome = await work.changePassword({
    current: form.current ?? "",
    next: form.next ?? "",
    again: form.again ?? "",
  });
  if (outcome.changed) {
    // The page goes on under the new session: its forms carry the new session's token.
    const renewed: EditorPerson = { ...person!, csrf: outcome.session.csrf };
    return { changed: true as const, person: renewed, problems: {} as Problems };
  }
  const { problem } = outcome;
  const problems: Problems = { [problem.field]: said(problem, language) };
  return data(
    { changed: false as const, person: undefined, problems },
    {
      status: problem.kind === "tooMany" || problem.kind === "busy" ? 429 : 400,
      headers: "waitSeconds" in problem ? { "Retry-After": String(problem.waitSeconds) } : undefined,
    },
  );
}

// A refusal's Retry-After; the new session's cookie is set by the server's own answer.
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

function PasswordField({
  name,
  label,
  autoComplete,
  limited,
  problem,
}: {
  name: keyof Problems;
  label: string;
  autoComplete: string;
  limited: boolean;
  problem: string | undefined;
}) {
  return (
    <>
      <label htmlFor={name}>{label}</label>
      {problem ? (
        <p className="problem" id={`problem-${name}`}>
          {problem}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={autoComplete}
        minLength={limited ? passwordMinLength : undefined}
        maxLength={limited ? passwordMaxLength : undefined}
        required
        aria-invalid={problem ? "true" : undefined}
        aria-describedby={problem ? `problem-${name}` : undefined}
      />
    </>
  );
}

/** One's own password: the current one, the new one twice; every other session ends with the change. */
export default function PasswordPage() {
  const { language, person: signedIn } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const words = editorText[language].password;
  const person = outcome?.person ?? signedIn;
  const problems = outcome?.problems ?? {};
  const summary = Object.values(problems).filter(Boolean);
  return (
    <SignedInPage language={language} person={person} path={path} section="">
      <h1>{words.title}</h1>
      {outcome?.changed ? <p role="status">{`${words.changed} ${words.othersEnded}`}</p> : null}
      {summary.length ? <p role="alert">{summary.join(" ")}</p> : null}
      <form className="stack" method="post" action={path}>
        <input type="hidden" name="csrf" value={person.csrf} />
        <input type="hidden" name="email" autoComplete="username" value={person.email} />
        <PasswordField
          name="current"
          label={words.current}
          autoComplete="current-password"
          limited={false}
          problem={problems.current}
        />
        <PasswordField
          name="next"
          label={words.next}
          autoComplete="new-password"
          limited
          problem={problems.next}
        />
        <PasswordField
          name="again"
          label={words.again}
          autoComplete="new-password"
          limited
          problem={problems.again}
        />
        <button type="submit">{words.button}</button>
      </form>
    </SignedInPage>
  );
}
