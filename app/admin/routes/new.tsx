import {
  type ActionFunctionArgs,
  createContext,
  data,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { GuidedView } from "../guided-page.server.ts";
import { editorRequest } from "../request-context.ts";
import { GuidedForm } from "../ui/GuidedForm.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";
import type { EditorHandle, loader as rootLoader } from "../root.tsx";

/** The form as a send left it (problems, or too many kept), from the action to the loader. */
const sentShown = createContext<GuidedView | null>(null);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  const form = params.form ?? "";
  const url = new URL(request.url);
  const base = { language, person: person!, path: url.pathname };
  const sent = context.get(sentShown);
  if (sent) return { ...base, view: sent };
  const unfinished = url.searchParams.get("unfinished") ?? undefined;
  const view = await work.guidedForm(form, { unfinished, justKept: url.searchParams.get("kept") === "1" });
  // A form kept unfinished that is no more (made meanwhile): the new form. The app's addresses
  // are under its basename, /admin: a redirect names the rest.
  if (!view && unfinished !== undefined) throw redirect(`/new/${form}`, 303);
  if (!view) throw data(null, { status: 404 });
  return { ...base, view };
}

export async function action({ context, params }: ActionFunctionArgs) {
  const { work, form: fields } = context.get(editorRequest);
  const form = params.form ?? "";
  const sent = await work.sendGuided(form, fields);
  switch (sent.kind) {
    case "kept":
      return redirect(`/new/${form}?unfinished=${sent.id}&kept=1`, 303);
    case "made":
      return redirect(`/new/${form}/made/${sent.name}?change=${sent.commit}`, 303);
    case "shown":
      context.set(sentShown, sent.view);
      return data(null, { status: sent.status });
  }
}

// A guided form runs React: what is typed kept in the browser, figures checked as typed (ADR 0043).
export const handle: EditorHandle = { hydrates: () => true };

export const meta = pageTitle<Awaited<ReturnType<typeof loader>>>((_, page) => page?.view.title);

/** A guided form: a new case study or datasheet in numbered groups, or one kept unfinished. */
export default function NewPage() {
  const { language, person, path, view } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <SignedInPage language={language} person={person} path={path} section="/admin/files">
      <GuidedForm view={view} csrf={person.csrf} language={language} draftKey={root?.draftKey} />
    </SignedInPage>
  );
}
