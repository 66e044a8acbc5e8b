import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { Header } from "../ui/Header.tsx";
import { SectionLinks } from "../ui/SectionLinks.tsx";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, person, refusal } = context.get(editorRequest);
  // Shown only by the router, for the address it refused (router.server.ts `refuse`).
  if (!refusal) throw data(null, { status: 404 });
  return { language, person, refusal };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => [
  { title: `${editorText[page?.language ?? "en"].editor}` },
];

/** A refusal in words, inside the editor's header and menu when someone is signed in. */
export default function RefusalPage() {
  const { language, person, refusal } = useLoaderData<typeof loader>();
  return (
    <>
      {person ? <Header language={language} person={person} path={refusal.path} /> : null}
      <main>
        <SectionLinks language={language} current="" role={person?.role} />
        <p role="alert">{refusal.message}</p>
      </main>
    </>
  );
}
