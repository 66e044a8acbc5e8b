import { type ReactNode, useContext, useLayoutEffect } from "react";
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
import { giveBackTypedBeforeHydration } from "./ui/typed-before-hydration.ts";
import { editorStylesheetPath } from "./shell.ts";

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
}

/**
 * The document of every page of the editor's app. A page whose route `hydrates` carries React
 * Router's scripts, under the nonce of its answer (entry.server.tsx); the others, no script
 * (ADR 0043). Each works without any.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(ScriptNonce);
  // The address with the app's basename (/admin), as the request had it.
  const here = useHref(useLocation().pathname);
  const matches = useMatches();
  useLayoutEffect(giveBackTypedBeforeHydration, []);
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
  return (
    <html lang={root?.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <link rel="stylesheet" href={editorStylesheetPath} />
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
