import { type ReactNode, useContext } from "react";
import {
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  useHref,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { editorText } from "./editor-text.ts";
import { editorRequest } from "./request-context.ts";
import { ScriptNonce } from "./script-nonce.ts";
import { editorScriptPaths, editorStylesheetPath } from "./shell.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, draftKey, address } = context.get(editorRequest);
  return { language, draftKey, address };
}

/** What a route module says of itself in `handle`. */
export interface EditorHandle<Data = unknown> {
  /**
   * Whether its page, showing `data` (its loader's), runs React in the browser: its components
   * do there what the editor's plain scripts did. A page with nothing of that loads no script.
   */
  hydrates?: (data: Data) => boolean;
  /**
   * Its page is a form the editor's plain scripts act on (assets/: lists, what is typed kept,
   * field checks, the live preview), until those are React components too.
   */
  plainScripts?: true;
}

/**
 * The document of every page of the editor's app. A page whose route `hydrates` carries React
 * Router's scripts, under the nonce of its answer (entry.server.tsx); a form the plain scripts
 * still act on carries those, files of the editor's own (ADR 0043); the others, no script. Each
 * works without any.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(ScriptNonce);
  // The address with the app's basename (/admin), as the request had it.
  const here = useHref(useLocation().pathname);
  const matches = useMatches();
  // React hydrates the route of the browser's address: a page a write showed at another address
  // stays plain HTML rather than be replaced by that address's page. A page that failed has no
  // data, and shows one sentence.
  const hydrates =
    root?.address.replace(/\/$/, "") === here.replace(/\/$/, "") &&
    matches.some(
      (match) =>
        match.loaderData !== undefined &&
        ((match.handle as EditorHandle | undefined)?.hydrates?.(match.loaderData) ?? false),
    );
  // Never both: a plain script changing the page before React hydrates it would make React
  // render it anew, without what the script did.
  const plainScripts =
    !hydrates && matches.some((match) => (match.handle as EditorHandle | undefined)?.plainScripts);
  return (
    <html lang={root?.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        {root?.draftKey ? <meta name="draft-key" content={root.draftKey} /> : null}
        <link rel="stylesheet" href={editorStylesheetPath} />
        {plainScripts ? editorScriptPaths.map((src) => <script key={src} src={src} defer />) : null}
      </head>
      <body>
        {children}
        {hydrates ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function Editor() {
  return <Outlet />;
}

/** A page that failed: one plain sentence, the server has logged the rest. */
export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <main>
      <p role="alert">{editorText[root?.language ?? "en"].serverError}</p>
    </main>
  );
}
