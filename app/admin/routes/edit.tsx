import { Fragment, useCallback, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import {
  type ActionFunctionArgs,
  createContext,
  data,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { EditView } from "../edit-page.server.ts";
import { type EditorPerson, editorRequest } from "../request-context.ts";
import { ContentFields } from "../ui/ContentFields.tsx";
import { ListAnnouncer } from "../ui/ContentList.tsx";
import { FormListsContext, formLists } from "../ui/use-list-rows.ts";
import { LivePanel } from "../ui/LivePanel.tsx";
import { RestoredNotice } from "../ui/RestoredNotice.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { useKeptTyping } from "../ui/use-kept-typing.ts";
import { useLivePreview } from "../ui/use-live-preview.ts";
import type { EditorHandle, loader as rootLoader } from "../root.tsx";

/**
 * What a form sent left to show, from the action to the loader of the same request: the form as
 * the send left it, or a refusal of a form no page of the editor sends.
 */
const sentShown = createContext<{ view: EditView } | { refused: string } | null>(null);

/** The file, as the address names it ("it/contact"); the router let through only a file the person may change. */
const fileOf = (params: LoaderFunctionArgs["params"]) => params["*"] ?? "";

type Shown = { view: EditView; refused?: undefined } | { view?: undefined; refused: string };

export async function loader({
  context,
  params,
  request,
}: LoaderFunctionArgs): Promise<{ language: AdminLanguage; person: EditorPerson; file: string } & Shown> {
  const { language, person, work } = context.get(editorRequest);
  const base = { language, person: person!, file: fileOf(params) };
  const sent = context.get(sentShown);
  if (sent) return "refused" in sent ? { ...base, refused: sent.refused } : { ...base, view: sent.view };
  // A save that went through comes back here: its commit (or "" for nothing changed) in the address.
  const query = new URL(request.url).searchParams;
  const saved = query.get("saved")?.slice(0, 40);
  const words = editorText[language].edit;
  const with_ = query.get("with")?.slice(0, 254);
  const message =
    saved === undefined
      ? undefined
      : {
          ok: true,
          text:
            saved === ""
              ? words.unchanged
              : with_ !== undefined
                ? fillTemplate(words.merged, { who: with_ })
                : words.saved,
        };
  const view = await work.editView({ file: base.file, message });
  if (!view) throw data(null, { status: 404 });
  return { ...base, view };
}

export async function action({ context, params }: ActionFunctionArgs) {
  const { work, form } = context.get(editorRequest);
  const file = fileOf(params);
  const sent = await work.sendEdit(file, form);
  // The app's addresses are under its basename, /admin: a redirect names the rest.
  switch (sent.kind) {
    case "unchanged":
      return redirect(`/edit/${file}?saved=`, 303);
    case "saved":
      return redirect(
        `/edit/${file}?saved=${sent.commit}${sent.mergedWith ? `&with=${encodeURIComponent(sent.mergedWith)}` : ""}`,
        303,
      );
    case "refused":
      context.set(sentShown, { refused: sent.text });
      return data(null, { status: 400 });
    case "shown":
      context.set(sentShown, { view: (await work.editView(sent.state))! });
      return data(null, { status: sent.status });
  }
}

type Page = Awaited<ReturnType<typeof loader>>;

// A content file's form runs React: its lists, what is typed kept, field checks, the live preview
// (ADR 0043). A refusal is one sentence.
export const handle: EditorHandle<Page> = { hydrates: (page) => page.view !== undefined };

export const meta = pageTitle<Page>((_, page) => page?.view?.title);

/** One content file's form, the check's problems at their fields, and the live preview beside it. */
export default function EditPage() {
  const { language, person, file, view, refused } = useLoaderData<typeof loader>();
  const path = `/admin/edit/${file}`;
  return (
    <SignedInPage language={language} person={person} path={path} section="">
      {view ? <EditForm view={view} language={language} person={person} /> : <p role="alert">{refused}</p>}
    </SignedInPage>
  );
}

function EditForm({
  view,
  language,
  person,
}: {
  view: EditView;
  language: AdminLanguage;
  person: EditorPerson;
}) {
  const words = editorText[language].edit;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // The form's lists: each one's resize by its name, and one line a screen reader says.
  const lists = useMemo(() => formLists(), []);
  const resize = useCallback(
    (list: string, length: number) => {
      const resized = lists.sizes.get(list);
      if (!resized) return false;
      // In the page before the next list is looked for: an item brings its own lists.
      flushSync(() => resized(length));
      const now = document.getElementsByName(`len.${list}`)[0];
      return now instanceof HTMLInputElement && now.value === String(length);
    },
    [lists],
  );
  const { restored, discard } = useKeptTyping(form, {
    draft: `${person.email}:${view.file}`,
    draftKey: useRouteLoaderData<typeof rootLoader>("root")?.draftKey,
    posted: Boolean(view.posted),
    saved: Boolean(view.message?.ok),
    resize,
  });
  const preview = useLivePreview(form, restored !== undefined);
  const live = editorText[language].edit.live;
  return (
    <>
      <h1>{view.title}</h1>
      <p>{words.intro}</p>
      {view.message ? <p role={view.message.ok ? "status" : "alert"}>{view.message.text}</p> : null}
      {view.conflict ? <ConflictBox conflict={view.conflict} language={language} /> : null}
      {view.atFields.length + view.above.length > 0 ? (
        <div role="alert" className="summary">
          <p>
            <strong>
              {fillTemplate(words.problems, { count: view.atFields.length + view.above.length })}
            </strong>
          </p>
          <ul>
            {view.atFields.map((line, index) => (
              <li key={`f${index}`}>
                <a href={line.href}>{line.trail}</a>
                {`: ${line.message}`}
              </li>
            ))}
            {view.above.map((line, index) => (
              <li key={`a${index}`}>
                {line.place ? (
                  <>
                    {line.place.href ? <a href={line.place.href}>{line.place.named}</a> : line.place.named}
                    {`: ${line.message}`}
                  </>
                ) : (
                  line.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.outdated > 0 ? (
        <p className="outdated">{fillTemplate(words.outdatedCount, { count: view.outdated })}</p>
      ) : null}
      <RestoredNotice
        at={restored}
        language={language}
        discard={() => {
          discard();
          // The frame showed what was brought back: now the page as saved.
          preview.refresh();
        }}
      />
      <div className="editing">
        <form ref={form} id="edit-form" method="post" action={`/admin/edit/${view.file}`} noValidate>
          <input type="hidden" name="csrf" value={person.csrf} />
          <input type="hidden" name="version" value={view.version} />
          <div className="actions">
            <button type="submit" name="op" value="save">
              {words.save}
            </button>
            {view.outdated > 0 ? (
              <button type="submit" name="op" value="confirm-all" className="secondary">
                {words.confirmAll}
              </button>
            ) : null}
            {/* On a narrow screen, the preview opens over the bottom of the screen. */}
            {hydrated && view.live.pages ? (
              <button
                type="button"
                className="secondary live-toggle"
                aria-expanded={preview.open}
                aria-controls="live-panel"
                onClick={preview.toggle}
              >
                {preview.open ? live.hide : live.show}
              </button>
            ) : null}
          </div>
          <FormListsContext value={lists}>
            <ContentFields fields={view.fields} words={words.form} />
          </FormListsContext>
          <ListAnnouncer lists={lists} />
        </form>
        <LivePanel file={view.file} panel={view.live} language={language} preview={preview} />
      </div>
      {/* For whoever looks after the server, below the form: the file these texts are kept in. */}
      <p className="help">{fillTemplate(words.keptIn, { file: view.kept })}</p>
    </>
  );
}

/** Another person saved the same fields meanwhile: each field, theirs and yours. */
function ConflictBox({
  conflict,
  language,
}: {
  conflict: NonNullable<EditView["conflict"]>;
  language: AdminLanguage;
}) {
  const words = editorText[language].edit;
  return (
    <div role="alert" className="conflict">
      <h2>{words.conflictTitle}</h2>
      <p>{words.conflictIntro}</p>
      <dl>
        {conflict.fields.map((one) => (
          <Fragment key={one.href}>
            <dt>
              <a href={one.href}>{one.trail}</a>
            </dt>
            <dd>
              <p>
                <strong>{`${fillTemplate(words.theirs, { who: conflict.who, when: conflict.when })}:`}</strong>
              </p>
              <p className="value">{one.theirs}</p>
              <p>
                <strong>{`${words.yours}:`}</strong>
              </p>
              <p className="value">{one.yours}</p>
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
