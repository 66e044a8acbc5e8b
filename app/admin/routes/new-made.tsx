import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { editorRequest } from "../request-context.ts";
import { MadePage } from "../ui/GuidedForm.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";
import type { EditorHandle } from "../root.tsx";

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  const form = params.form ?? "";
  const made = await work.guidedMade(form, params.name ?? "");
  // Nothing of that name was made (an address typed or kept): the form, to make it. The app's
  // addresses are under its basename, /admin: a redirect names the rest.
  if (!made) throw redirect(`/new/${form}`, 303);
  return { language, person: person!, path: new URL(request.url).pathname, made };
}

// A guided form's entry made: React clears what this browser kept of the form (ADR 0043).
export const handle: EditorHandle = { hydrates: () => true };

export const meta = pageTitle<Awaited<ReturnType<typeof loader>>>((_, page) => page?.made.formTitle);

/** What a guided form made, and the steps that follow. */
export default function MadeEntryPage() {
  const { language, person, path, made } = useLoaderData<typeof loader>();
  return (
    <SignedInPage language={language} person={person} path={path} section="/admin/files">
      <MadePage {...made} />
    </SignedInPage>
  );
}
