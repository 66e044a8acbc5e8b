import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { editorText } from "../editor-text.ts";
import { pageTitle } from "../ui/page-title.ts";
import { editorRequest } from "../request-context.ts";
import { LanguageLinks } from "../ui/LanguageLinks.tsx";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, signIn } = context.get(editorRequest);
  // Shown only by the router, which gives each form its token (router.server.ts).
  if (!signIn) throw data(null, { status: 404 });
  return { language, signIn };
}

export const meta = pageTitle((words) => words.signIn.title);

/** Signing in: the address, the password, and the page to go back to. */
export default function SignInPage() {
  const { language, signIn } = useLoaderData<typeof loader>();
  const words = editorText[language];
  return (
    <>
      <header>
        <strong>{words.editor}</strong>
        <LanguageLinks current={language} path="/admin/login" />
      </header>
      <main>
        <h1>{words.signIn.title}</h1>
        {signIn.problem ? <p role="alert">{signIn.problem}</p> : null}
        <form className="stack" method="post" action="/admin/login">
          <input type="hidden" name="token" value={signIn.token} />
          {signIn.next ? <input type="hidden" name="next" value={signIn.next} /> : null}
          <label htmlFor="email">{words.signIn.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={signIn.email}
          />
          <label htmlFor="password">{words.signIn.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit">{words.signIn.button}</button>
        </form>
      </main>
    </>
  );
}
